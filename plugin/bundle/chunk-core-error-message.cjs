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
  errorMessage: () => errorMessage,
  quotedStart: () => quotedStart
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
function errorMessage(e, stack = false) {
  return raw(e, stack).split("\n").map(import_chunk_hooks_session_start.visible).join("\n");
}
function raw(e, stack) {
  if (e instanceof import_chunk_hooks_session_start.BrainError) return `brain: ${e.message}`;
  const err = e;
  if (err && typeof err.code === "string" && err.syscall) return `brain: ${err.path ? `${err.path}: ` : ""}${err.message}`;
  return `brain: unexpected error: ${err instanceof Error ? stack ? err.stack ?? err.message : err.message : String(err)}`;
}
function quotedStart(line) {
  const chars = [...line];
  return JSON.stringify(chars.length > 60 ? `${chars.slice(0, 60).join("")}\u2026` : line);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  errorMessage,
  quotedStart
});
// brain-digest: 8e352e64c1f35829
