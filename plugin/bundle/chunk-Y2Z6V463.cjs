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
__defProp(stdin_exports, "unadoptedEdit", { value: unadoptedEdit, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
function unadoptedEdit(o, profileSha256) {
  let last;
  for (const e of (0, import_chunk_LW5KK7CN.readHistoryAsRecovered)(o.paths)) if ("result" in e && typeof e.result === "string") last = e.result;
  return last !== void 0 && last !== profileSha256;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  unadoptedEdit
});
