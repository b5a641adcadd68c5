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
  applyCommand: () => applyCommand,
  brainCommand: () => brainCommand,
  operatorReasons: () => operatorReasons,
  renderDiffMarkdown: () => renderDiffMarkdown,
  ruleSetLabel: () => ruleSetLabel,
  writeDiffMarkdown: () => writeDiffMarkdown
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_expected_id = require("./chunk-core-expected-id.cjs");
var import_chunk_diff_similar_keys = require("./chunk-diff-similar-keys.cjs");
var import_chunk_core_version = require("./chunk-core-version.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_node_path = require("node:path");
function operatorReasons(candidates) {
  const reasons = /* @__PURE__ */ new Map();
  candidates.forEach((c, i) => {
    if ("value" in c && c.reason !== void 0) reasons.set(i, c.reason);
  });
  return reasons;
}
function describeRuleSet(set) {
  return set.shipped ? `shipped rules (brain ${set.version})` : `custom rules ${set.folder} ${(0, import_chunk_rules_conditions.ruleSetDigest)(set.files).slice(0, 12)}`;
}
var REVIEW_LIMIT = 200;
var CELL_LIMIT = 20;
var UNRECORDED = " \u2014 operator statement, unrecorded";
var AGENT_RECORD = ` \u2014 ${import_chunk_core_agent_written.AGENT_WRITTEN} record`;
var AGENT_ORIGIN = ` \u2014 ${import_chunk_core_agent_written.AGENT_WRITTEN}: added by an agent through brain's MCP server`;
var AGENT_SOURCE = ` \u2014 ${import_chunk_core_agent_written.AGENT_WRITTEN} source`;
function renderDiffMarkdown(diff, options) {
  const pieces = [];
  writeDiffMarkdown(diff, options, { put: (text) => pieces.push(text) });
  return pieces.join("");
}
function writeDiffMarkdown(diff, { applyCommand: applyCommand2, ruleSet, reasons: operator, carried }, sink) {
  const out = { push: (...lines) => lines.forEach((line) => sink.put(`${line}
`)) };
  const ruleSetName = ruleSet ?? `rules ${(0, import_chunk_rules_conditions.ruleSetDigest)(diff.rules).slice(0, 12)}`;
  const reasons = /* @__PURE__ */ new Map();
  for (const t of diff.trace) if (t.reason !== void 0) reasons.set(t.candidate !== void 0 ? `c${t.candidate}` : `f${t.fact}`, t.reason);
  const why = (at) => {
    const reason = reasons.get(at);
    const said = at.startsWith("c") ? operator?.get(Number(at.slice(1))) : void 0;
    return (reason === void 0 ? "" : ` \u2014 ${(0, import_chunk_core_agent_written.md)(reason)}`) + (said === void 0 ? "" : ` \u2014 the operator's reason: ${(0, import_chunk_core_agent_written.mdValue)(said)}`);
  };
  const agentCandidates = new Set(diff.agent_written?.candidates ?? []);
  const agentPromotions = new Set(diff.agent_written?.promotions ?? []);
  const addedByAgent = new Set(diff.trace.flatMap((t) => t.origin === "agent" && t.candidate !== void 0 ? [t.candidate] : []));
  const agentMark = (at) => addedByAgent.has(at) ? AGENT_ORIGIN : agentCandidates.has(at) ? AGENT_RECORD : "";
  const mark = (source, at) => ((0, import_chunk_core_context_config.isOperatorStatement)(source) ? UNRECORDED : "") + agentMark(at);
  const promotionMark = (id) => agentPromotions.has(id) ? AGENT_SOURCE : "";
  const agentCandidate = (at) => agentCandidates.has(at);
  out.push("# Pending profile diff", "");
  out.push(
    `Proposed for ${diff.today} against profile \`${diff.base.slice(0, 12)}\` \xB7 diff \`${diff.id.slice(0, 12)}\` \xB7 ${(0, import_chunk_core_agent_written.md)(ruleSetName)} (${diff.rules.map((r) => `${(0, import_chunk_core_agent_written.md)(r.file)} v${r.version}`).join(", ")}) \xB7 promoteThreshold ${diff.config.promoteThreshold}, decayDays ${diff.config.decayDays}`,
    ""
  );
  out.push(`${(0, import_chunk_diff_operations.summarizeDiff)(diff)}.`, "");
  if (diff.records?.new) out.push(recordsReadLine(diff.records.new, diff.records.through), "");
  if ((0, import_chunk_diff_operations.isEmptyDiff)(diff)) {
    out.push("Nothing in the profile would change.", "");
  }
  out.push(`Nothing has been written to the profile. To apply exactly this diff:`, "", "```sh", applyCommand2, "```");
  if (carried) {
    const list = (ns) => ns.length === 0 ? "none" : ns.map(import_chunk_core_agent_written.indexMark).join(", ");
    out.push(
      "",
      "## Carried over from the pending batch",
      "",
      `This batch replaced the pending batch of diff \`${carried.from.slice(0, 12)}\` and kept your word on it:`,
      "",
      `- your own candidates (brain retire, resolve, set): ${list(carried.candidates)}`,
      `- declined again, as you declined the same key and value: ${list(carried.declined)}`
    );
  }
  const ctx = { diff, why, mark, agentMark, promotionMark, agentCandidate };
  const notes = candidateNotes(diff);
  for (const s of SECTIONS) {
    if ("lines" in s) s.lines(out, diff, ctx);
    else outcomeSection(out, s, { ctx, notes });
  }
}
function candidateNotes(diff) {
  const noted = /* @__PURE__ */ new Map();
  for (const t of diff.trace)
    if (t.candidate !== void 0 && (t.quote !== void 0 || t.key_alias !== void 0 || t.similar_key !== void 0)) noted.set(t.candidate, t);
  return { get: (candidate) => noteOf(diff, noted.get(candidate)) };
}
function noteOf(diff, t) {
  if (t === void 0) return void 0;
  const lines = [];
  if (t.key_alias !== void 0) lines.push(`  - key ${(0, import_chunk_core_agent_written.md)(t.key_alias)} \u2192 ${(0, import_chunk_core_agent_written.md)(aliasTargetOf(diff, t.key_alias))} (alias)`);
  if (t.similar_key !== void 0) lines.push(`  - ${(0, import_chunk_diff_similar_keys.similarKeyNote)((0, import_chunk_core_agent_written.md)(t.similar_key))}`);
  if (t.quote !== void 0) {
    const verdict = t.quote_found === true ? "found in the record" : t.quote_found === false ? "NOT found in the record" : "not checked: an operator statement";
    lines.push(`  - quote (${verdict}): \u201C${(0, import_chunk_core_agent_written.mdValue)(t.quote)}\u201D`);
  }
  return lines.join("\n");
}
function aliasTargetOf(diff, alias) {
  const aliases = diff.config.keyAliases ?? {};
  return Object.hasOwn(aliases, alias) ? aliases[alias] : alias;
}
function outcomeSection(out, heading, render) {
  const { title, list } = heading;
  const { ctx, notes } = render;
  const entries = ctx.diff[list] ?? [];
  const outcome = (e) => (0, import_chunk_core_agent_written.outcomeOfEntry)(list, e);
  const noteOf2 = (e) => {
    const at = e.candidate;
    const note = at === void 0 ? void 0 : notes.get(at);
    return note === void 0 ? "" : `
${note}`;
  };
  section(
    out,
    { title, list },
    sorted(entries, (e) => outcome(e).sortValue(e)),
    (e) => outcome(e).pendingLine(e, ctx) + noteOf2(e)
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
      { title: "Declined by the operator", list: "declined" },
      diff.declined,
      (d) => `- ${(0, import_chunk_core_agent_written.indexMark)(d.candidate)}${d.reason !== void 0 ? `: ${(0, import_chunk_core_agent_written.mdValue)(d.reason)}` : ""}${d.by === "mcp" ? ` \u2014 ${import_chunk_core_agent_written.DECLINED_OVER_MCP}` : ""} (remembered once applied; brain declined lists it)`
    )
  },
  {
    list: "declined_matches",
    lines: (out, diff) => inCandidateOrder(
      out,
      { title: "Matching earlier declines", list: "declined_matches" },
      diff.declined_matches,
      (m) => `- ${(0, import_chunk_core_agent_written.indexMark)(m.candidate)}: ${m.match.retires !== void 0 ? `retire \`${(0, import_chunk_core_agent_written.md)(m.match.retires)}\`` : `${(0, import_chunk_core_agent_written.md)(m.match.key)}: ${(0, import_chunk_core_agent_written.mdValue)(m.match.value ?? "")}${m.match.source !== void 0 ? ` from ${(0, import_chunk_core_agent_written.md)(m.match.source)}` : ""}`}${m.match.by === "mcp" ? ` \u2014 ${import_chunk_core_agent_written.DECLINED_OVER_MCP}` : ""} (brain declined --forget takes it back)`
    )
  },
  { title: "Duplicates", list: "duplicates" },
  {
    list: "warnings",
    lines: (out, diff) => section(
      out,
      { title: "Warnings", list: "warnings" },
      // A warning about the whole batch (no candidate) comes first.
      firstSorted(diff.warnings, (a, b) => (a.candidate ?? -1) - (b.candidate ?? -1)),
      (w) => w.candidate === void 0 ? `- ${(0, import_chunk_core_agent_written.md)(w.message)}` : `- ${(0, import_chunk_core_agent_written.indexMark)(w.candidate)}: ${(0, import_chunk_core_agent_written.md)(w.message)}`
    )
  }
];
function inCandidateOrder(out, heading, items, line) {
  section(
    out,
    heading,
    firstSorted(items ?? [], (a, b) => a.candidate - b.candidate),
    line
  );
}
function conflictsTable(out, diff, ctx) {
  if (diff.conflicts.length === 0) return;
  out.push("", "## Conflicts", "", "All values are kept; none replaces another until a candidate names one in `supersedes`.", "");
  out.push("| key | existing | incoming |", "| --- | --- | --- |");
  const list = (refs) => {
    const shown = refs.slice(0, CELL_LIMIT).map(
      (r) => `${r.candidate !== void 0 ? `${(0, import_chunk_core_agent_written.indexMark)(r.candidate)} ` : ""}${(0, import_chunk_core_agent_written.mdValue)(r.value)} \`${r.id}\`${r.candidate !== void 0 && ctx.agentCandidate(r.candidate) ? ` (${import_chunk_core_agent_written.AGENT_WRITTEN})` : ""}`
    );
    if (refs.length > CELL_LIMIT) shown.push(`\u2026 and ${refs.length - CELL_LIMIT} more`);
    return shown.join("<br>");
  };
  const rows = firstSorted(diff.conflicts, (a, b) => (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a.key, b.key));
  for (const c of rows.first) {
    out.push(`| ${(0, import_chunk_core_agent_written.md)(c.key)} | ${list(c.existing)} | ${list(c.incoming)} |`);
  }
  if (rows.total > REVIEW_LIMIT || diff.conflicts.some((c) => c.existing.length > CELL_LIMIT || c.incoming.length > CELL_LIMIT)) {
    const over = rows.total - REVIEW_LIMIT;
    const hidden = over > 0 ? `${over} more ${over === 1 ? "key in conflict is" : "keys in conflict are"}` : `Values beyond the first ${CELL_LIMIT} of a side are`;
    out.push("", more(`${hidden} not listed here`, "conflicts"));
  }
}
var SHOWN_NEW_RECORDS = 50;
function recordsReadLine(records, through) {
  const after = through === null ? "every record stays new" : `records ingested after ${through} stay new`;
  if (records.count === 0) return `Records this apply marks read: none (${after}).`;
  const read = `Records this apply marks read (${records.count}; gather will not offer them again, ${after}): ${someIds(records.ids, records.count)}.`;
  const agent = records.agent_written ?? records.agent_ingested;
  return agent === void 0 ? read : `${read}

${agentWrittenLine(agent)}`;
}
function agentWrittenLine(ids) {
  return `Agent-written (${ids.length}; stored by an agent through brain's MCP server, not by the operator \u2014 check them before relying on them): ${someIds(ids, ids.length)}.`;
}
function someIds(ids, count) {
  const shown = ids.slice(0, SHOWN_NEW_RECORDS).map((id) => `\`${(0, import_chunk_core_agent_written.md)(id)}\``);
  const more2 = count - shown.length;
  return `${shown.join(", ")}${more2 > 0 ? `, and ${more2} more` : ""}`;
}
function section(out, { title, list }, { first, total }, line) {
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
    (a, b) => (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a.key, b.key) || (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(orderValue(a), orderValue(b)) || (a.candidate ?? 0) - (b.candidate ?? 0) || (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a.id ?? "", b.id ?? "")
  );
}
function brainCommand(o, args) {
  const flags = ["--data-dir", (0, import_node_path.resolve)(o.paths.dataDir), ...o.configFile ? ["--config", (0, import_node_path.resolve)(o.configFile)] : []];
  return [(0, import_chunk_cli_output.brainInvocation)(), ...[...flags, ...args].map(import_chunk_cli_output.shellWord)].join(" ");
}
function applyCommand(o, id, diffFile) {
  const other = diffFile !== void 0 && (0, import_node_path.resolve)(diffFile) !== (0, import_node_path.resolve)(o.paths.pendingJson);
  return brainCommand(o, ["consolidate", "--apply", ...other ? ["--diff", (0, import_node_path.resolve)(diffFile)] : [], "--expect", (0, import_chunk_core_expected_id.shownId)(id), "--confirm"]);
}
function ruleSetLabel(rulesDir, files) {
  return rulesDir === null ? describeRuleSet({ shipped: true, version: import_chunk_core_version.BRAIN_VERSION }) : describeRuleSet({ shipped: false, folder: (0, import_node_path.resolve)(rulesDir), files });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  applyCommand,
  brainCommand,
  operatorReasons,
  renderDiffMarkdown,
  ruleSetLabel,
  writeDiffMarkdown
});
// brain-digest: f1a3084fd4cfb61c
