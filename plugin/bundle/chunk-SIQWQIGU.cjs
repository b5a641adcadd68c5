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
__defProp(stdin_exports, "canonicalJson", { value: canonicalJson, enumerable: true });
__defProp(stdin_exports, "canonicalSha256", { value: canonicalSha256, enumerable: true });
__defProp(stdin_exports, "diffId", { value: diffId, enumerable: true });
__defProp(stdin_exports, "diffIdIssue", { value: diffIdIssue, enumerable: true });
__defProp(stdin_exports, "writeCanonical", { value: writeCanonical, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
function canonicalJson(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let out = "";
  writeCanonical(value, (s) => out += s);
  return out;
}
function canonicalSha256(value) {
  const hash = (0, import_chunk_FZ4K7N5W.sha256)();
  if (value === null || typeof value !== "object") return hash.update(JSON.stringify(value) ?? "").digest("hex");
  let pending = "";
  writeCanonical(value, (s) => {
    pending += s;
    if (pending.length >= 8192) {
      hash.update(pending);
      pending = "";
    }
  });
  return hash.update(pending).digest("hex");
}
function diffId(diff) {
  const { id: _ignored, ...body } = diff;
  return canonicalSha256(body);
}
function diffIdIssue(diff, file) {
  const expected = diffId(diff);
  if (expected === diff.id) return void 0;
  return `${file}: /id: expected the sha256 of the diff's content (${expected.slice(0, 12)}\u2026), found ${diff.id.slice(0, 12)}\u2026 \u2014 the diff was edited after it was proposed`;
}
var lastKeys = [];
var lastSorted = [];
function sortedKeys(obj) {
  const keys = Object.keys(obj);
  if (keys.length !== lastKeys.length || keys.some((k, i) => k !== lastKeys[i])) {
    lastKeys = keys;
    lastSorted = keys.slice().sort();
  }
  return lastSorted;
}
function writeCanonical(value, emit) {
  if (Array.isArray(value)) {
    emit("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) emit(",");
      const item = value[i];
      if (item !== null && typeof item === "object") writeCanonical(item, emit);
      else emit(JSON.stringify(item) ?? "");
    }
    emit("]");
    return;
  }
  const obj = value;
  emit("{");
  let first = true;
  for (const k of sortedKeys(obj)) {
    const v = obj[k];
    if (v === void 0) continue;
    emit(first ? `${JSON.stringify(k)}:` : `,${JSON.stringify(k)}:`);
    first = false;
    if (v !== null && typeof v === "object") writeCanonical(v, emit);
    else emit(String(JSON.stringify(v)));
  }
  emit("}");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  canonicalJson,
  canonicalSha256,
  diffId,
  diffIdIssue,
  writeCanonical
});
