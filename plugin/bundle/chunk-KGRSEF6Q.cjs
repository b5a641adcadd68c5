var __brainUrl = require("node:url").pathToFileURL(__filename).href;
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
__export(stdin_exports, {
  readProfile: () => readProfile,
  readProfileBytes: () => readProfileBytes
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_A6Q2CDDD = require("./chunk-A6Q2CDDD.cjs");
var import_chunk_AUV3PLCL = require("./chunk-AUV3PLCL.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
function readProfile(path) {
  const bytes = readProfileBytes(path);
  const doc = (0, import_chunk_A6Q2CDDD.parseProfile)((0, import_chunk_AUV3PLCL.decodeUtf8)(bytes, path), path);
  let sha256;
  return {
    doc,
    bytes,
    get sha256() {
      sha256 ??= (0, import_chunk_AUV3PLCL.sha256Hex)(bytes);
      return sha256;
    }
  };
}
function readProfileBytes(path) {
  const bytes = (0, import_chunk_AUV3PLCL.readDataFile)(path);
  if (bytes === void 0) throw new import_chunk_VX56HOUR.NotFoundError(path, "the profile", "run `brain init` first");
  return bytes;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  readProfile,
  readProfileBytes
});
