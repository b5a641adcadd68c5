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
__defProp(stdin_exports, "missingProfile", { get: () => missingProfile, enumerable: true });
__defProp(stdin_exports, "readProfile", { value: readProfile, enumerable: true });
__defProp(stdin_exports, "readProfileBytes", { value: readProfileBytes, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_fs = require("node:fs");
var LAZY_HASH_BYTES = 1024 * 1024;
function readProfile(path, chunkSize) {
  const fd = (0, import_chunk_I2RTUJJH.openDataFile)(path);
  if (fd === void 0) throw missingProfile(path);
  try {
    const parser = new import_chunk_QSVB2TNY.ProfileParser(path);
    const kept = [];
    let size = 0;
    let hash;
    const chunk = (bytes) => {
      size += bytes.length;
      if (hash) hash.update(bytes);
      else if (size <= LAZY_HASH_BYTES) kept.push(Buffer.from(bytes));
      else {
        hash = (0, import_chunk_I2RTUJJH.sha256)();
        for (const k of kept.splice(0)) hash.update(k);
        hash.update(bytes);
      }
    };
    (0, import_chunk_I2RTUJJH.readUtf8Lines)(fd, path, { chunk, line: (text) => parser.line(text) }, chunkSize);
    const doc = parser.end();
    if (hash) return { doc, sha256: hash.digest("hex") };
    let hex;
    return {
      doc,
      get sha256() {
        hex ??= (0, import_chunk_I2RTUJJH.sha256Hex)(Buffer.concat(kept));
        return hex;
      }
    };
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readProfileBytes(path) {
  const bytes = (0, import_chunk_I2RTUJJH.readDataFile)(path);
  if (bytes === void 0) throw missingProfile(path);
  return bytes;
}
var missingProfile = (path) => new import_chunk_L7PYBWE7.NotFoundError(path, "the profile", "run `brain init` first");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  missingProfile,
  readProfile,
  readProfileBytes
});
