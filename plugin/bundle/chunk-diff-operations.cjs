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
  OPERATIONS: () => OPERATIONS,
  isEmptyDiff: () => isEmptyDiff,
  operationCounts: () => operationCounts,
  summarizeDiff: () => summarizeDiff
});
module.exports = __toCommonJS(stdin_exports);
var ROWS = [
  { list: "additions", one: "addition", many: "additions", changesProfile: true },
  { list: "evidenceBumps", one: "evidence bump", many: "evidence bumps", changesProfile: true },
  { list: "promotions", one: "promotion", many: "promotions", changesProfile: true },
  { list: "conflicts", one: "conflict", many: "conflicts", changesProfile: true },
  { list: "supersedes", one: "supersession", many: "supersessions", changesProfile: true },
  { list: "retirements", one: "retirement", many: "retirements", changesProfile: true },
  { list: "resolutions", one: "resolution", many: "resolutions", changesProfile: true, onlyWhenPresent: true },
  // Stale flags change nothing in the profile, but a diff that flags facts is still worth
  // reviewing and applying (it records the review), so it does not count as empty.
  { list: "staleFlags", one: "stale flag", many: "stale flags", changesProfile: false },
  { list: "rejected", one: "rejected", many: "rejected", changesProfile: false },
  { list: "duplicates", one: "duplicate", many: "duplicates", changesProfile: false },
  { list: "warnings", one: "warning", many: "warnings", changesProfile: false }
];
var OPERATIONS = ROWS;
var SUBSTANTIVE = /* @__PURE__ */ new Set([
  "additions",
  "evidenceBumps",
  "promotions",
  "conflicts",
  "supersedes",
  "retirements",
  "resolutions",
  "staleFlags"
]);
function lengthOf(d, list) {
  return d[list]?.length ?? 0;
}
function isEmptyDiff(d) {
  return OPERATIONS.every((op) => !SUBSTANTIVE.has(op.list) || lengthOf(d, op.list) === 0);
}
function summarizeDiff(d) {
  return OPERATIONS.filter((op) => !op.onlyWhenPresent || lengthOf(d, op.list) > 0).map((op) => {
    const n = lengthOf(d, op.list);
    return `${n} ${n === 1 ? op.one : op.many}`;
  }).join(", ");
}
function operationCounts(d) {
  const counts = {};
  for (const op of OPERATIONS) {
    if (SUBSTANTIVE.has(op.list) && (!op.onlyWhenPresent || lengthOf(d, op.list) > 0)) counts[op.list] = lengthOf(d, op.list);
  }
  return counts;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  OPERATIONS,
  isEmptyDiff,
  operationCounts,
  summarizeDiff
});
// brain-digest: d7f570b8fbc24dc5
