import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/core/normalize.ts
var KEY_SEPARATORS = /[\s_]+/gu;
var WHITESPACE_RUNS = /\s+/gu;
var NORMALIZED_ASCII_KEY = /^[a-z0-9-]*$/;
var PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
function normalizeKey(key) {
  if (NORMALIZED_ASCII_KEY.test(key)) return key;
  return key.normalize("NFKC").trim().toLowerCase().normalize("NFKC").replace(KEY_SEPARATORS, "-");
}
function normalizeValue(value) {
  if (PRINTABLE_ASCII.test(value)) return value.trim().replace(WHITESPACE_RUNS, " ").toLowerCase();
  return caseFold(value.normalize("NFKC").trim().replace(WHITESPACE_RUNS, " ")).normalize("NFKC");
}
function caseFold(s) {
  return s.toLowerCase().toUpperCase().toLowerCase();
}
function isNormalizedKey(key) {
  return key.length > 0 && normalizeKey(key) === key;
}

export {
  normalizeKey,
  normalizeValue,
  isNormalizedKey
};
