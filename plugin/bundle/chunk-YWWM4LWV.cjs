var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "mintArchiveId", { value: mintArchiveId, enumerable: true });
__defProp(stdin_exports, "mintConflictId", { value: mintConflictId, enumerable: true });
__defProp(stdin_exports, "mintEntityId", { value: mintEntityId, enumerable: true });
__defProp(stdin_exports, "mintMemberId", { value: mintMemberId, enumerable: true });
__defProp(stdin_exports, "uniqueId", { value: uniqueId, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var NS = "brain:v1";
function mintEntityId({ kind, key }) {
  return (0, import_chunk_I2RTUJJH.shortHash)(`${NS}:entity\0${kind}\0${(0, import_chunk_I2RTUJJH.normalizeKey)(key)}`);
}
function mintConflictId({ kind, key, value }) {
  return (0, import_chunk_I2RTUJJH.shortHash)(`${NS}:conflict\0${kind}\0${(0, import_chunk_I2RTUJJH.normalizeKey)(key)}\0${(0, import_chunk_I2RTUJJH.normalizeValue)(value)}`);
}
function mintMemberId({ kind, key, value }) {
  return (0, import_chunk_I2RTUJJH.shortHash)(`${NS}:member\0${kind}\0${(0, import_chunk_I2RTUJJH.normalizeKey)(key)}\0${(0, import_chunk_I2RTUJJH.normalizeValue)(value)}`);
}
function mintArchiveId({ id, value, on }) {
  return (0, import_chunk_I2RTUJJH.shortHash)(`${NS}:archive\0${id}\0${(0, import_chunk_I2RTUJJH.normalizeValue)(value)}\0${on}`);
}
function uniqueId(preferred, taken) {
  if (!taken.has(preferred)) return preferred;
  for (let n = 2; ; n++) {
    const id = (0, import_chunk_I2RTUJJH.shortHash)(`${NS}:again\0${preferred}\0${n}`);
    if (!taken.has(id)) return id;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  mintArchiveId,
  mintConflictId,
  mintEntityId,
  mintMemberId,
  uniqueId
});
