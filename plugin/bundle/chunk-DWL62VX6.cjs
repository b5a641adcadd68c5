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
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_KI7D2T6K = require("./chunk-KI7D2T6K.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_path = require("node:path");
function describeRuleSet(set) {
  return set.shipped ? `shipped rules (brain ${set.version})` : `custom rules ${set.folder} ${(0, import_chunk_KI7D2T6K.ruleSetDigest)(set.files).slice(0, 12)}`;
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
  const ruleSetName = ruleSet ?? `rules ${(0, import_chunk_KI7D2T6K.ruleSetDigest)(diff.rules).slice(0, 12)}`;
  const reasons = /* @__PURE__ */ new Map();
  for (const t of diff.trace) if (t.reason !== void 0) reasons.set(t.candidate !== void 0 ? `c${t.candidate}` : `f${t.fact}`, t.reason);
  const why = (at) => {
    const reason = reasons.get(at);
    return reason === void 0 ? "" : ` \u2014 ${md(reason)}`;
  };
  const agentIngested = new Set(diff.records?.new?.agent_ingested ?? []);
  const unrecorded = (source) => (0, import_chunk_FIQNWKAZ.isOperatorStatement)(source) ? UNRECORDED : agentIngested.has(source) ? AGENT_INGESTED : "";
  out.push("# Pending profile diff", "");
  out.push(
    `Proposed for ${diff.today} against profile \`${diff.base.slice(0, 12)}\` \xB7 diff \`${diff.id.slice(0, 12)}\` \xB7 ${md(ruleSetName)} (${diff.rules.map((r) => `${md(r.file)} v${r.version}`).join(", ")}) \xB7 promoteThreshold ${diff.config.promoteThreshold}, decayDays ${diff.config.decayDays}`,
    ""
  );
  out.push(`${(0, import_chunk_PONWEAHT.summarizeDiff)(diff)}.`, "");
  if (diff.records?.new) out.push(recordsReadLine(diff.records.new, diff.records.through), "");
  if ((0, import_chunk_PONWEAHT.isEmptyDiff)(diff)) {
    out.push("Nothing in the profile would change.", "");
  }
  out.push(`Nothing has been written to the profile. To apply exactly this diff:`, "", "```sh", applyCommand, "```");
  section(out, "Additions", "additions", sorted(diff.additions), (a) => {
    const beside = a.conflict ? " \u2014 kept beside the key's other values (see Conflicts)" : "";
    return `- **${md(a.key)}**: ${mdValue(a.value)} \u2014 ${a.provenance}, ${md(a.source)}, ${a.observed_date} \u2192 \`${a.id}\`${beside}${why(`c${a.candidate}`)}${unrecorded(a.source)}`;
  });
  section(
    out,
    "Evidence bumps",
    "evidenceBumps",
    sorted(diff.evidenceBumps),
    (b) => `- **${md(b.key)}**: ${mdValue(b.value)} \u2014 ${b.evidence_before} \u2192 ${b.evidence_after} sources (+ ${md(b.source)}, ${b.observed_date}) \`${b.id}\`${why(`c${b.candidate}`)}${unrecorded(b.source)}`
  );
  section(
    out,
    "Promotions",
    "promotions",
    sorted(diff.promotions),
    (p) => `- **${md(p.key)}**: ${mdValue(p.value)} \u2014 dynamic \u2192 static with ${p.evidence_count} sources${p.independent_evidence !== void 0 ? `, ${p.independent_evidence} independent` : ""} (threshold ${diff.config.promoteThreshold}) \`${p.id}\`${why(`f${p.id}`)}`
  );
  if (diff.conflicts.length > 0) {
    out.push("", "## Conflicts", "", "All values are kept; none replaces another until a candidate names one in `supersedes`.", "");
    out.push("| key | existing | incoming |", "| --- | --- | --- |");
    const list = (refs) => {
      const shown = refs.slice(0, CELL_LIMIT).map((r) => `${mdValue(r.value)} \`${r.id}\``);
      if (refs.length > CELL_LIMIT) shown.push(`\u2026 and ${refs.length - CELL_LIMIT} more`);
      return shown.join("<br>");
    };
    const rows = firstSorted(diff.conflicts, (a, b) => cmp(a.key, b.key));
    for (const c of rows.first) {
      out.push(`| ${md(c.key)} | ${list(c.existing)} | ${list(c.incoming)} |`);
    }
    if (rows.total > REVIEW_LIMIT || diff.conflicts.some((c) => c.existing.length > CELL_LIMIT || c.incoming.length > CELL_LIMIT)) {
      const hidden = rows.total > REVIEW_LIMIT ? `${rows.total - REVIEW_LIMIT} more keys in conflict` : `Values beyond the first ${CELL_LIMIT} of a side`;
      out.push("", more(`${hidden} are not listed here`, "conflicts"));
    }
  }
  section(
    out,
    "Supersessions",
    "supersedes",
    sorted(diff.supersedes.map((s) => ({ ...s, value: s.winner.value }))),
    (s) => `- **${md(s.key)}**: ${mdValue(s.old.value)} \u2192 ${mdValue(s.winner.value)} (${s.winner.provenance}, ${md(s.winner.source)}, ${s.winner.observed_date}); the old fact stays in the profile as superseded, id \`${s.old.archived_id}\`` + (s.merged ? `; resolves the conflict with \`${s.merged.id}\`, whose ${s.merged.evidence_before} source(s) move to \`${s.winner.id}\`` : "") + why(`c${s.candidate}`) + unrecorded(s.winner.source)
  );
  section(
    out,
    "Retirements",
    "retirements",
    sorted(diff.retirements ?? []),
    (r) => `- **${md(r.key)}**: ${mdValue(r.value)} \u2014 retired on ${r.observed_date} (${md(r.source)}): ${mdValue(r.reason)}; the fact stays in the profile, marked retired \`${r.id}\`` + why(`c${r.candidate}`) + unrecorded(r.source)
  );
  section(
    out,
    "Resolutions",
    "resolutions",
    sorted((diff.resolutions ?? []).map((r) => ({ ...r, value: r.kept.value }))),
    (r) => `- **${md(r.key)}**: keeps ${mdValue(r.kept.value)} \`${r.kept.id}\` unchanged; ${r.superseded.map((s) => `${mdValue(s.value)} \`${s.id}\``).join(", ")} archived as superseded by it on ${r.observed_date} (${md(r.source)})` + (r.reason !== void 0 ? `: ${mdValue(r.reason)}` : "") + why(`c${r.candidate}`) + unrecorded(r.source)
  );
  section(
    out,
    "Stale facts",
    "staleFlags",
    sorted(diff.staleFlags),
    (f) => `- **${md(f.key)}**: ${mdValue(f.value)} \u2014 last seen ${f.last_seen}, ${f.days_since_seen} days before ${diff.today}; flagged for review only \`${f.id}\`${why(`f${f.id}`)}`
  );
  section(
    out,
    "Rejected",
    "rejected",
    sorted(diff.rejected.map((r) => ({ ...r, value: r.value ?? "" }))),
    (r) => `- **${md(r.key)}**: ${r.retires !== void 0 ? `retire \`${md(r.retires)}\`` : r.keeps !== void 0 ? `resolve, keeping \`${md(r.keeps)}\`` : mdValue(r.value)} \u2014 ${r.provenance}, ${md(r.source)} (rule ${md(r.rule)})${why(`c${r.candidate}`)}`
  );
  section(
    out,
    "Declined by the operator",
    "declined",
    firstSorted(diff.declined ?? [], (a, b) => a.candidate - b.candidate),
    (d) => `- candidate /${d.candidate}${d.reason !== void 0 ? `: ${mdValue(d.reason)}` : ""} (remembered once applied; brain declined lists it)`
  );
  section(
    out,
    "Matching earlier declines",
    "declined_matches",
    firstSorted(diff.declined_matches ?? [], (a, b) => a.candidate - b.candidate),
    (m) => `- candidate /${m.candidate}: ${m.match.retires !== void 0 ? `retire \`${md(m.match.retires)}\`` : `${md(m.match.key)}: ${mdValue(m.match.value ?? "")}${m.match.source !== void 0 ? ` from ${md(m.match.source)}` : ""}`} (brain declined --forget takes it back)`
  );
  section(
    out,
    "Duplicates",
    "duplicates",
    sorted(diff.duplicates),
    (d) => `- **${md(d.key)}**: ${mdValue(d.value)} \u2014 ${md(d.source)} already counted for \`${d.id}\``
  );
  section(
    out,
    "Warnings",
    "warnings",
    // A warning about the whole batch (no candidate) comes first.
    firstSorted(diff.warnings, (a, b) => (a.candidate ?? -1) - (b.candidate ?? -1)),
    (w) => w.candidate === void 0 ? `- ${md(w.message)}` : `- candidate /${w.candidate}: ${md(w.message)}`
  );
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
  const shown = ids.slice(0, SHOWN_NEW_RECORDS).map((id) => `\`${md(id)}\``);
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
function sorted(items) {
  return firstSorted(items, (a, b) => cmp(a.key, b.key) || cmp(a.value, b.value) || (a.candidate ?? 0) - (b.candidate ?? 0) || cmp(a.id ?? "", b.id ?? ""));
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var MARKDOWN_SPECIAL = /[\\`*_[\]<>|~#]/g;
function md(s) {
  return (0, import_chunk_S4PSTNN7.visible)(s).replace(MARKDOWN_SPECIAL, "\\$&");
}
function mdValue(s) {
  return (0, import_chunk_S4PSTNN7.visibleValue)(s).replace(MARKDOWN_SPECIAL, "\\$&");
}
function brainCommand(o, args) {
  const flags = ["--data-dir", (0, import_node_path.resolve)(o.paths.dataDir), ...o.configFile ? ["--config", (0, import_node_path.resolve)(o.configFile)] : []];
  return [(0, import_chunk_S4PSTNN7.brainInvocation)(), ...[...flags, ...args].map(import_chunk_S4PSTNN7.shellWord)].join(" ");
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
