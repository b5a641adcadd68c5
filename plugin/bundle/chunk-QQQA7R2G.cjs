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
__defProp(stdin_exports, "DEFAULT_ORIGIN", { get: () => DEFAULT_ORIGIN, enumerable: true });
__defProp(stdin_exports, "canonicalOrigins", { value: canonicalOrigins, enumerable: true });
__defProp(stdin_exports, "decisionsIssue", { value: decisionsIssue, enumerable: true });
__defProp(stdin_exports, "decisionsRecord", { value: decisionsRecord, enumerable: true });
__defProp(stdin_exports, "originOfAll", { value: originOfAll, enumerable: true });
__defProp(stdin_exports, "parseDecisionsRecord", { value: parseDecisionsRecord, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var ORIGINS = ["operator", "agent", "session"];
var DEFAULT_ORIGIN = "session";
function canonicalOrigins(origins) {
  const byCandidate = /* @__PURE__ */ new Map();
  for (const o of origins) byCandidate.set(o.candidate, o.origin);
  const kept = [];
  for (const [candidate, origin] of byCandidate) if (origin !== "session") kept.push({ candidate, origin });
  return kept.sort((a, b) => a.candidate - b.candidate);
}
function originOfAll(origin, count) {
  if (origin === "session") return [];
  return Array.from({ length: count }, (_, candidate) => ({ candidate, origin }));
}
function decisionsRecord(d) {
  if (d.origins.length === 0 && d.declined.every((x) => x.by === void 0)) return d.declined.length === 0 ? void 0 : d.declined;
  return { declined: d.declined, origins: d.origins };
}
var DECLINE_KEYS = /* @__PURE__ */ new Set(["candidate", "reason", "by"]);
var LIST_FORM = "a list of decisions {candidate, reason?, by?}, or {declined, origins}";
function describe(v) {
  return (JSON.stringify(v) ?? "nothing").slice(0, 60);
}
function indexIssue(at, v) {
  return Number.isInteger(v) && v >= 0 ? void 0 : `${at}/candidate: expected a candidate index (a whole number \u2265 0), found ${describe(v)}`;
}
function declineIssue(d, at) {
  if (typeof d !== "object" || d === null || Array.isArray(d)) return `${at}: expected a decision {candidate, reason?, by?}, found ${describe(d)}`;
  const x = d;
  const extra = Object.keys(x).find((k) => !DECLINE_KEYS.has(k));
  if (extra !== void 0) return `${at}/${extra}: expected only candidate, reason and by, found ${JSON.stringify(extra)}`;
  if (x.reason !== void 0 && typeof x.reason !== "string") return `${at}/reason: expected a string, found ${describe(x.reason)}`;
  if (x.by !== void 0 && x.by !== "mcp") return `${at}/by: expected "mcp" (a decline made over MCP) or no by, found ${describe(x.by)}`;
  return indexIssue(at, x.candidate);
}
function originIssue(o, at) {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return `${at}: expected an origin {candidate, origin}, found ${describe(o)}`;
  const x = o;
  const extra = Object.keys(x).find((k) => k !== "candidate" && k !== "origin");
  if (extra !== void 0) return `${at}/${extra}: expected only candidate and origin, found ${JSON.stringify(extra)}`;
  if (typeof x.origin !== "string" || x.origin === DEFAULT_ORIGIN || !ORIGINS.includes(x.origin)) {
    return `${at}/origin: expected one of ${ORIGINS.filter((k) => k !== DEFAULT_ORIGIN).join(", ")} (${DEFAULT_ORIGIN} is never listed), found ${describe(x.origin)}`;
  }
  return indexIssue(at, x.candidate);
}
function listIssue(v, at, item) {
  if (!Array.isArray(v)) return `${at || "/"}: expected a list, found ${describe(v)}`;
  for (const [i, x] of v.entries()) {
    const issue = item(x, `${at}/${i}`);
    if (issue !== void 0) return issue;
  }
  return void 0;
}
function decisionsIssue(value) {
  if (Array.isArray(value)) return listIssue(value, "", declineIssue);
  if (typeof value !== "object" || value === null || !Object.keys(value).every((k) => k === "declined" || k === "origins")) {
    return `/: expected ${LIST_FORM}, found ${describe(value)}`;
  }
  const x = value;
  return listIssue(x.declined, "/declined", declineIssue) ?? listIssue(x.origins, "/origins", originIssue);
}
function parseDecisionsRecord(value) {
  if (decisionsIssue(value) !== void 0) return void 0;
  if (Array.isArray(value)) return { declined: value, origins: [] };
  const x = value;
  return { declined: x.declined, origins: x.origins };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_ORIGIN,
  canonicalOrigins,
  decisionsIssue,
  decisionsRecord,
  originOfAll,
  parseDecisionsRecord
});
