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
  keyExclusion: () => keyExclusion
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var STAR = "*";
var ONE = "?";
function keyExclusion(globs, aliases) {
  const normalized = [...new Set(globs.map(import_chunk_js_yaml_dist_js_yaml.normalizeKey))];
  if (normalized.length === 0) return { globs: normalized, excludedBy: () => void 0 };
  if (aliases !== void 0 && Object.keys(aliases).length > 0) {
    const own = keyExclusion(normalized);
    return { globs: normalized, excludedBy: (key) => own.excludedBy(key) ?? own.excludedBy((0, import_chunk_core_context_config.aliasTarget)(aliases, key)) };
  }
  const matchers = normalized.map((glob) => {
    if (!glob.includes(STAR) && !glob.includes(ONE)) return { glob, test: (key) => key === glob };
    const chars = Array.from(glob);
    return { glob, test: (key) => matchesChars(chars, Array.from(key)) };
  });
  return { globs: normalized, excludedBy: (key) => matchers.find((m) => m.test(key))?.glob };
}
function matchesChars(glob, key) {
  let g = 0;
  let k = 0;
  let star = -1;
  let resume = 0;
  while (k < key.length) {
    if (g < glob.length && (glob[g] === ONE || glob[g] !== STAR && glob[g] === key[k])) {
      g++;
      k++;
    } else if (g < glob.length && glob[g] === STAR) {
      star = g++;
      resume = k;
    } else if (star >= 0) {
      g = star + 1;
      k = ++resume;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob[g] === STAR) g++;
  return g === glob.length;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  keyExclusion
});
// brain-digest: e326bef67a30777e
