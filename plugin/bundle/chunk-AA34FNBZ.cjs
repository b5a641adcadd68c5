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
__defProp(stdin_exports, "brainCommand", { value: brainCommand, enumerable: true });
__defProp(stdin_exports, "renderDiffMarkdown", { value: renderDiffMarkdown, enumerable: true });
__defProp(stdin_exports, "ruleSetLabel", { value: ruleSetLabel, enumerable: true });
__defProp(stdin_exports, "writeDiffMarkdown", { value: writeDiffMarkdown, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_MCIY4CX3 = require("./chunk-MCIY4CX3.cjs");
var import_chunk_H7HB73YK = require("./chunk-H7HB73YK.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_EFVSAHNO = require("./chunk-EFVSAHNO.cjs");
var import_chunk_KCAMFDNF = require("./chunk-KCAMFDNF.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
function describeRuleSet(set) {
  return set.shipped ? `shipped rules (brain ${set.version})` : `custom rules ${set.folder} ${(0, import_chunk_EFVSAHNO.ruleSetDigest)(set.files).slice(0, 12)}`;
}
var REVIEW_LIMIT = 200;
var CELL_LIMIT = 20;
var UNRECORDED = " \u2014 operator statement, unrecorded";
var AGENT_INGESTED = " \u2014 agent-ingested record";
function renderDiffMarkdown(diff, options) {
  const pieces = [];
  writeDiffMarkdown(diff, options, { put: (text) => pieces.push(text) });
  return pieces.join("");
}
function writeDiffMarkdown(diff, { applyCommand, ruleSet }, sink) {
  const out = { push: (...lines) => lines.forEach((line) => sink.put(`${line}
`)) };
  const ruleSetName = ruleSet ?? `rules ${(0, import_chunk_EFVSAHNO.ruleSetDigest)(diff.rules).slice(0, 12)}`;
  const reasons = /* @__PURE__ */ new Map();
  for (const t of diff.trace) if (t.reason !== void 0) reasons.set(t.candidate !== void 0 ? `c${t.candidate}` : `f${t.fact}`, t.reason);
  const why = (at) => {
    const reason = reasons.get(at);
    return reason === void 0 ? "" : ` \u2014 ${(0, import_chunk_H7HB73YK.md)(reason)}`;
  };
  const agentIngested = new Set(diff.records?.new?.agent_ingested ?? []);
  const mark = (source) => (0, import_chunk_KCAMFDNF.isOperatorStatement)(source) ? UNRECORDED : agentIngested.has(source) ? AGENT_INGESTED : "";
  out.push("# Pending profile diff", "");
  out.push(
    `Proposed for ${diff.today} against profile \`${diff.base.slice(0, 12)}\` \xB7 diff \`${diff.id.slice(0, 12)}\` \xB7 ${(0, import_chunk_H7HB73YK.md)(ruleSetName)} (${diff.rules.map((r) => `${(0, import_chunk_H7HB73YK.md)(r.file)} v${r.version}`).join(", ")}) \xB7 promoteThreshold ${diff.config.promoteThreshold}, decayDays ${diff.config.decayDays}`,
    ""
  );
  out.push(`${(0, import_chunk_MCIY4CX3.summarizeDiff)(diff)}.`, "");
  if (diff.records?.new) out.push(recordsReadLine(diff.records.new, diff.records.through), "");
  if ((0, import_chunk_MCIY4CX3.isEmptyDiff)(diff)) {
    out.push("Nothing in the profile would change.", "");
  }
  out.push(`Nothing has been written to the profile. To apply exactly this diff:`, "", "```sh", applyCommand, "```");
  const ctx = { diff, why, mark };
  for (const s of SECTIONS) {
    if ("lines" in s) s.lines(out, diff);
    else outcomeSection(out, s.title, s.list, diff, ctx);
  }
}
function outcomeSection(out, title, list, diff, ctx) {
  const entries = diff[list] ?? [];
  const outcome = (e) => (0, import_chunk_H7HB73YK.outcomeOfEntry)(list, e);
  section(
    out,
    title,
    list,
    sorted(entries, (e) => outcome(e).sortValue(e)),
    (e) => outcome(e).pendingLine(e, ctx)
  );
}
var SECTIONS = [
  { title: "Additions", list: "additions" },
  { title: "Evidence bumps", list: "evidenceBumps" },
  { title: "Promotions", list: "promotions" },
  { list: "conflicts", lines: conflictsTable },
  { title: "Supersessions", list: "supersedes" },
  { title: "Retirements", list: "retirements" },
  { title: "Resolutions", list: "resolutions" },
  { title: "Stale facts", list: "staleFlags" },
  { title: "Rejected", list: "rejected" },
  {
    list: "declined",
    lines: (out, diff) => inCandidateOrder(
      out,
      "Declined by the operator",
      "declined",
      diff.declined,
      (d) => `- candidate /${d.candidate}${d.reason !== void 0 ? `: ${(0, import_chunk_H7HB73YK.mdValue)(d.reason)}` : ""} (remembered once applied; brain declined lists it)`
    )
  },
  {
    list: "declined_matches",
    lines: (out, diff) => inCandidateOrder(
      out,
      "Matching earlier declines",
      "declined_matches",
      diff.declined_matches,
      (m) => `- candidate /${m.candidate}: ${m.match.retires !== void 0 ? `retire \`${(0, import_chunk_H7HB73YK.md)(m.match.retires)}\`` : `${(0, import_chunk_H7HB73YK.md)(m.match.key)}: ${(0, import_chunk_H7HB73YK.mdValue)(m.match.value ?? "")}${m.match.source !== void 0 ? ` from ${(0, import_chunk_H7HB73YK.md)(m.match.source)}` : ""}`} (brain declined --forget takes it back)`
    )
  },
  { title: "Duplicates", list: "duplicates" },
  {
    list: "warnings",
    lines: (out, diff) => section(
      out,
      "Warnings",
      "warnings",
      // A warning about the whole batch (no candidate) comes first.
      firstSorted(diff.warnings, (a, b) => (a.candidate ?? -1) - (b.candidate ?? -1)),
      (w) => w.candidate === void 0 ? `- ${(0, import_chunk_H7HB73YK.md)(w.message)}` : `- candidate /${w.candidate}: ${(0, import_chunk_H7HB73YK.md)(w.message)}`
    )
  }
];
function inCandidateOrder(out, title, list, items, line) {
  section(
    out,
    title,
    list,
    firstSorted(items ?? [], (a, b) => a.candidate - b.candidate),
    line
  );
}
function conflictsTable(out, diff) {
  if (diff.conflicts.length === 0) return;
  out.push("", "## Conflicts", "", "All values are kept; none replaces another until a candidate names one in `supersedes`.", "");
  out.push("| key | existing | incoming |", "| --- | --- | --- |");
  const list = (refs) => {
    const shown = refs.slice(0, CELL_LIMIT).map((r) => `${(0, import_chunk_H7HB73YK.mdValue)(r.value)} \`${r.id}\``);
    if (refs.length > CELL_LIMIT) shown.push(`\u2026 and ${refs.length - CELL_LIMIT} more`);
    return shown.join("<br>");
  };
  const rows = firstSorted(diff.conflicts, (a, b) => cmp(a.key, b.key));
  for (const c of rows.first) {
    out.push(`| ${(0, import_chunk_H7HB73YK.md)(c.key)} | ${list(c.existing)} | ${list(c.incoming)} |`);
  }
  if (rows.total > REVIEW_LIMIT || diff.conflicts.some((c) => c.existing.length > CELL_LIMIT || c.incoming.length > CELL_LIMIT)) {
    const hidden = rows.total > REVIEW_LIMIT ? `${rows.total - REVIEW_LIMIT} more keys in conflict` : `Values beyond the first ${CELL_LIMIT} of a side`;
    out.push("", more(`${hidden} are not listed here`, "conflicts"));
  }
}
var SHOWN_NEW_RECORDS = 50;
function recordsReadLine(records, through) {
  const after = through === null ? "every record stays new" : `records ingested after ${through} stay new`;
  if (records.count === 0) return `Records this apply marks read: none (${after}).`;
  const read = `Records this apply marks read (${records.count}; gather will not offer them again, ${after}): ${someIds(records.ids, records.count)}.`;
  return records.agent_ingested === void 0 ? read : `${read}

${agentIngestedLine(records.agent_ingested)}`;
}
function agentIngestedLine(ids) {
  return `Agent-ingested (${ids.length}; stored by an agent through brain's MCP server, not by the operator \u2014 check them before relying on them): ${someIds(ids, ids.length)}.`;
}
function someIds(ids, count) {
  const shown = ids.slice(0, SHOWN_NEW_RECORDS).map((id) => `\`${(0, import_chunk_H7HB73YK.md)(id)}\``);
  const more2 = count - shown.length;
  return `${shown.join(", ")}${more2 > 0 ? `, and ${more2} more` : ""}`;
}
function section(out, title, list, { first, total }, line) {
  if (total === 0) return;
  out.push("", `## ${title}`, "");
  for (const item of first) out.push(line(item));
  if (total > first.length) out.push(more(`${total - first.length} more entries are not listed here`, list));
}
function more(hidden, list) {
  return `- \u2026 ${hidden}: every one is in pending-diff.json under \`${list}\`; \`brain explain <id>\` tells one fact's story.`;
}
function firstSorted(items, order) {
  return { first: items.length <= REVIEW_LIMIT ? [...items].sort(order) : bestOf(items, order), total: items.length };
}
function bestOf(items, order) {
  const best = [];
  for (const item of items) {
    if (best.length === REVIEW_LIMIT && order(item, best[REVIEW_LIMIT - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (order(item, best[mid]) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, item);
    if (best.length > REVIEW_LIMIT) best.pop();
  }
  return best;
}
function sorted(items, orderValue) {
  return firstSorted(
    items,
    (a, b) => cmp(a.key, b.key) || cmp(orderValue(a), orderValue(b)) || (a.candidate ?? 0) - (b.candidate ?? 0) || cmp(a.id ?? "", b.id ?? "")
  );
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function brainCommand(o, args) {
  const flags = ["--data-dir", (0, import_node_path.resolve)(o.paths.dataDir), ...o.configFile ? ["--config", (0, import_node_path.resolve)(o.configFile)] : []];
  return [(0, import_chunk_L7PYBWE7.brainInvocation)(), ...[...flags, ...args].map(import_chunk_L7PYBWE7.shellWord)].join(" ");
}
function ruleSetLabel(rulesDir, files) {
  return rulesDir === null ? describeRuleSet({ shipped: true, version: import_chunk_HUKJN7ZL.BRAIN_VERSION }) : describeRuleSet({ shipped: false, folder: (0, import_node_path.resolve)(rulesDir), files });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  brainCommand,
  renderDiffMarkdown,
  ruleSetLabel,
  writeDiffMarkdown
});
