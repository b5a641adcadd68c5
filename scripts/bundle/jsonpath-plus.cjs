// Stands in for jsonpath-plus in brain's bundle (scripts/build-bundle.mjs). json-rules-engine
// requires it for its default path resolver, but brain always gives the engine its own
// (src/rules/path-resolver.ts: a plain dotted walk), so a rule's `path` is never evaluated as
// JSONPath. Leaving the package out keeps ~60 KB off every propose and apply, and makes that
// guarantee structural: if the default resolver were ever reached, it fails loudly.
"use strict";
exports.JSONPath = function JSONPath() {
  throw new Error("brain does not evaluate JSONPath: rules name plain dotted paths (docs/rules.md)");
};
