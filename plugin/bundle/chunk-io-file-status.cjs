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
  isDirectory: () => isDirectory,
  markdownFilesIn: () => markdownFilesIn,
  pathExists: () => pathExists,
  readBytesIfPresent: () => readBytesIfPresent,
  readText: () => readText,
  readTextIfPresent: () => readTextIfPresent
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
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
  return (0, import_chunk_js_yaml_dist_js_yaml.readDataFile)(path);
}
function readTextIfPresent(path) {
  return readBytesIfPresent(path)?.toString("utf8");
}
function readText(path) {
  const bytes = (0, import_chunk_js_yaml_dist_js_yaml.readDataFile)(path);
  if (bytes === void 0) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT", path });
  return bytes.toString("utf8");
}
function markdownFilesIn(dir) {
  const names = (0, import_node_fs.readdirSync)(dir).filter((name) => name.endsWith(".md")).sort(import_chunk_js_yaml_dist_js_yaml.byCodeUnit);
  return names.map((name) => (0, import_node_path.join)(dir, name)).filter((path) => {
    try {
      return (0, import_node_fs.statSync)(path).isFile();
    } catch {
      return false;
    }
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  isDirectory,
  markdownFilesIn,
  pathExists,
  readBytesIfPresent,
  readText,
  readTextIfPresent
});
// brain-digest: 5b45b7973445dbe6
