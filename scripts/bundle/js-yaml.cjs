// Stands in for js-yaml in brain's chunks (scripts/build-bundle.mjs). js-yaml itself is built
// beside them as yaml.cjs and loaded on its first use: a command whose only YAML is a config of
// plain `key: value` lines (src/core/simple-yaml.ts reads those) never loads its ~100 KB, ~1–2 ms
// of `brain show` and of a propose (docs/performance.md, "Start-up"). These are the names brain
// imports from it (src/io/read-input.ts).
"use strict";
let yaml;
function real() {
  // Not a literal: esbuild leaves the call alone, and the file is found beside this chunk.
  yaml ??= require(`${__dirname}/yaml.cjs`);
  return yaml;
}
exports.load = (...args) => real().load(...args);
Object.defineProperty(exports, "FAILSAFE_SCHEMA", { enumerable: true, get: () => real().FAILSAFE_SCHEMA });
