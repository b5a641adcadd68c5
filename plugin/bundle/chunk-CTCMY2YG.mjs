import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/diff/canonical-json.ts
import { createHash } from "node:crypto";
function canonicalJson(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let out = "";
  writeCanonical(value, (s) => out += s);
  return out;
}
function canonicalSha256(value) {
  const hash = createHash("sha256");
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

export {
  canonicalJson,
  canonicalSha256,
  diffId,
  diffIdIssue,
  writeCanonical
};
