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
__defProp(stdin_exports, "isDirectory", { value: isDirectory, enumerable: true });
__defProp(stdin_exports, "pathExists", { value: pathExists, enumerable: true });
__defProp(stdin_exports, "readBytesIfPresent", { value: readBytesIfPresent, enumerable: true });
__defProp(stdin_exports, "readText", { value: readText, enumerable: true });
__defProp(stdin_exports, "readTextIfPresent", { value: readTextIfPresent, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_node_fs = require("node:fs");
function pathExists(path) {
  return (0, import_node_fs.existsSync)(path);
}
function isDirectory(path) {
  try {
    return (0, import_node_fs.statSync)(path).isDirectory();
  } catch {
    return false;
  }
}
function readBytesIfPresent(path) {
  return (0, import_chunk_I2RTUJJH.readDataFile)(path);
}
function readTextIfPresent(path) {
  return readBytesIfPresent(path)?.toString("utf8");
}
function readText(path) {
  const bytes = (0, import_chunk_I2RTUJJH.readDataFile)(path);
  if (bytes === void 0) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT", path });
  return bytes.toString("utf8");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  isDirectory,
  pathExists,
  readBytesIfPresent,
  readText,
  readTextIfPresent
});
