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
  gather: () => gather,
  gatherText: () => gatherText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_diff_similar_keys = require("./chunk-diff-similar-keys.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var EXTRACTION_INSTRUCTIONS = [
  "Read the new records and write what they show about the person as a JSON array of candidates valid against the candidate schema.",
  "One fact per candidate: key (short, e.g. primary-expertise), value (one line), provenance, source, observed_date (YYYY-MM-DD).",
  "provenance: published for what a published record shows, human only for what the operator states themselves; nothing else. Leave out what you merely inferred or guessed, and skip records whose provenance is ai-draft: they are never evidence.",
  "source: the record's source as listed above (e.g. published:1a2b3c4d5e6f); the same source counts once per fact.",
  "quote: for every candidate citing a record, copy the passage of that record that supports it, word for word (one line, at most 500 characters, at least 20 unless it is the whole record). brain checks that the record holds it and rejects the candidate if not.",
  "Keys: reuse the keys of the key vocabulary above for what they already name (an alias is filed under its target); make a new key only for what none of them names.",
  "To repeat a known fact, reuse its key and value. To record a clear change over time (a new job title), add supersedes: <id of the active fact it replaces>.",
  "Do not invent, praise or generalize: only what the records state.",
  "After propose, show the operator the review verbatim. Only the operator applies it, after reading it: the apply command it prints names that diff's id (--expect <id>), so a batch proposed again afterwards is refused."
].join("\n");
var KEY_VOCABULARY_LIMIT = 200;
function gather(o) {
  const layout = o.paths;
  const { config } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, layout.config);
  const profile = (0, import_chunk_core_profile_format.readProfile)(layout.profile);
  const applies = (0, import_chunk_core_utf8_builder.effectiveApplies)((0, import_chunk_io_lock.readHistoryAsRecovered)(layout));
  const last = applies[applies.length - 1];
  const { records, notRecords, irregular, skipped } = (0, import_chunk_core_record_content.listRecords)(layout, o.now);
  const since = (0, import_chunk_core_utf8_builder.newSince)(last);
  const isNew = (ingestedAt) => (0, import_chunk_core_utf8_builder.isNewRecord)(ingestedAt, since);
  const allFresh = records.filter((r) => isNew(r.ingested_at)).sort((a, b) => (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a.ingested_at, b.ingested_at) || (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a.path, b.path));
  let fresh = o.limit === void 0 ? allFresh : allFresh.slice(0, o.limit);
  if (o.limit !== void 0 && fresh.length > 0 && fresh.length < allFresh.length) {
    const edge = fresh[fresh.length - 1].ingested_at;
    fresh = allFresh.filter((r) => r.ingested_at <= edge);
  }
  const exclusion = (0, import_chunk_usecases_withheld.agentExclusion)(o).exclusion;
  const listed = listedFacts(profile.doc.facts, exclusion);
  const tributaries = [...new Set(records.map((r) => r.tributary))].map((name) => {
    const inT = records.filter((r) => r.tributary === name);
    return {
      name,
      count: inT.length,
      new: inT.filter((r) => isNew(r.ingested_at)).length,
      newest_date: inT.reduce((m, r) => r.date > m ? r.date : m, "")
    };
  });
  return {
    data_dir: layout.dataDir,
    today: o.today,
    last_run: last ? { at: last.at, today: last.today, diff: last.diff, records_through: since?.after ?? null } : null,
    new_records: fresh.map((r) => ({
      id: r.id,
      tributary: r.tributary,
      provenance: r.provenance,
      date: r.date,
      ingested_at: r.ingested_at,
      source: `${r.tributary}:${r.id}`,
      path: r.path,
      ...r.ingested_by === "mcp" ? { agent_written: true } : {},
      text: r.body
    })),
    through: fresh.length > 0 ? fresh[fresh.length - 1].ingested_at : newestIngestedAt(records),
    new_remaining: allFresh.length - fresh.length,
    tributaries,
    ...listed,
    thresholds: { promoteThreshold: config.promoteThreshold, decayDays: config.decayDays, learnFrom: config.learnFrom },
    multi_valued_keys: [...config.multiValued ?? []],
    key_vocabulary: keyVocabulary(listed.facts, config, exclusion),
    candidate_schema: (0, import_chunk_js_yaml_dist_js_yaml.schemaPath)("candidates"),
    instructions: EXTRACTION_INSTRUCTIONS,
    unreadable_records: notRecords,
    not_regular_files: irregular,
    skipped_records: skipped
  };
}
function listedFacts(facts, exclusion) {
  const listed = (0, import_chunk_usecases_withheld.withholdFacts)(
    facts.filter((f) => f.status === "active"),
    exclusion
  );
  return { facts: listed.facts, facts_withheld: listed.withheld };
}
function keyVocabulary(facts, config, exclusion) {
  const aliases = config.keyAliases ?? {};
  const counts = /* @__PURE__ */ new Map();
  for (const f of facts) {
    const key = (0, import_chunk_core_context_config.aliasTarget)(aliases, f.key);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = [...counts].sort(([a, m], [b, n]) => n - m || (0, import_chunk_diff_similar_keys.codePointCompare)(a, b));
  const offered = (key) => exclusion.excludedBy(key) === void 0;
  return {
    keys: ranked.slice(0, KEY_VOCABULARY_LIMIT).map(([key, values]) => ({ key, values })),
    more: Math.max(0, ranked.length - KEY_VOCABULARY_LIMIT),
    aliases: Object.entries(aliases).flatMap(([alias, target]) => target !== void 0 && offered(alias) && offered(target) ? [{ alias, target }] : []),
    multi_valued: (config.multiValued ?? []).filter(offered)
  };
}
function keyVocabularyText(v) {
  const out = ["", "## Key vocabulary", "", "Reuse these keys for what they already name; make a new key only for what none of them names.", ""];
  if (v.keys.length === 0) out.push("No active keys yet.");
  else out.push(v.keys.map((k) => `${(0, import_chunk_hooks_session_start.visible)(k.key)} (${k.values})`).join(", ") + (v.more > 0 ? `, and ${v.more} more keys` : ""));
  if (v.aliases.length > 0)
    out.push(
      "",
      `Aliases (a candidate of the first is filed under the second): ${v.aliases.map((a) => `${(0, import_chunk_hooks_session_start.visible)(a.alias)} \u2192 ${(0, import_chunk_hooks_session_start.visible)(a.target)}`).join(", ")}`
    );
  if (v.multi_valued.length > 0) out.push("", `Multi-valued: ${v.multi_valued.map(import_chunk_hooks_session_start.visible).join(", ")}`);
  return out;
}
function gatherText(g, o) {
  const newCount = g.new_records.length + g.new_remaining;
  const after = g.last_run?.records_through;
  const out = [`# brain consolidate --gather (${g.today})`, "", `Data dir: ${g.data_dir}`];
  out.push(
    g.last_run ? `Last consolidation: ${g.last_run.at} (diff ${g.last_run.diff.slice(0, 12)}); ${newCount} record${newCount === 1 ? "" : "s"} new since${after ? ` (ingested after ${after})` : ""}.` : `No consolidation yet: all ${newCount} record${newCount === 1 ? " is" : "s are"} new.`
  );
  if (o.limit !== void 0) {
    out.push(
      g.new_records.length === 0 ? "No new records to page through." : `Showing the oldest ${g.new_records.length}, ingested up to ${g.through}; ${g.new_remaining} more stay new. Propose with --through ${g.through} so that they do.`
    );
  }
  out.push("", "## Tributaries", "");
  if (g.tributaries.length === 0) out.push("(no records ingested yet \u2014 brain ingest <file\u2026>)");
  for (const t2 of g.tributaries)
    out.push(`- ${(0, import_chunk_hooks_session_start.visible)(t2.name)}: ${t2.count} record${t2.count === 1 ? "" : "s"}, ${t2.new} new, newest dated ${t2.newest_date || "-"}`);
  for (const s of g.unreadable_records) out.push(`- not a brain record, ignored: ${(0, import_chunk_hooks_session_start.visible)(s)}`);
  for (const s of g.not_regular_files) out.push(`- not a regular file, skipped: ${(0, import_chunk_hooks_session_start.visible)(s)}`);
  for (const s of g.skipped_records) out.push(`- record ${(0, import_chunk_hooks_session_start.visible)(s.source)} skipped (${(0, import_chunk_hooks_session_start.visible)(s.reason)}): ${(0, import_chunk_hooks_session_start.visible)(s.path)}`);
  out.push("", `## New records (${g.new_records.length})`);
  for (const r of g.new_records) {
    const text = (0, import_chunk_hooks_session_start.visibleText)(r.text.replace(/\n$/, ""));
    const fence = "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
    const agent = r.agent_written ? ", agent-written (stored through the MCP server)" : "";
    out.push("", `### ${(0, import_chunk_hooks_session_start.visible)(r.source)} \u2014 ${(0, import_chunk_hooks_session_start.visible)(r.provenance)}, dated ${(0, import_chunk_hooks_session_start.visible)(r.date)}${agent}`, "", `${fence}markdown`, text, fence);
  }
  out.push("", `## Active profile facts (${g.facts.length})`, "");
  for (const f of g.facts) {
    out.push(
      `- ${(0, import_chunk_hooks_session_start.visible)(f.id)}  ${f.layer.padEnd(7)} ${(0, import_chunk_hooks_session_start.visible)(f.key)} = ${(0, import_chunk_hooks_session_start.visibleValue)(JSON.stringify(f.value))}  (${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"}${f.kind === "profile-field" ? ", profile field" : ""})`
    );
  }
  const withheld = (0, import_chunk_usecases_withheld.withheldNote)(g.facts_withheld);
  if (withheld) out.push("", withheld);
  out.push(...keyVocabularyText(g.key_vocabulary));
  const t = g.thresholds;
  out.push(
    "",
    "## Thresholds",
    "",
    `promoteThreshold ${t.promoteThreshold} \xB7 decayDays ${t.decayDays} \xB7 learnFrom ${t.learnFrom.join(", ")}`,
    "",
    "## Multi-valued keys",
    "",
    g.multi_valued_keys.length === 0 ? "None: every key holds one value; a different value of a key that has one is a conflict (or a supersede, when the candidate names the fact it replaces)." : `${g.multi_valued_keys.join(", ")}: each holds several values side by side. Write one candidate per value; a new value is added as one more member, never a conflict.`,
    "",
    "## Next",
    "",
    `Candidate schema: ${g.candidate_schema}`,
    "",
    g.instructions,
    "",
    // --through always: a record ingested after this gather was read by no one and must stay new.
    `Then: ${(0, import_chunk_diff_render_diff_md.brainCommand)(o, ["consolidate", "--propose"])} --candidates <file>${g.through !== null ? ` --through ${g.through}` : ""}`
  );
  return out.join("\n");
}
function newestIngestedAt(records) {
  return records.reduce((m, r) => m === null || r.ingested_at > m ? r.ingested_at : m, null);
}
function longestBacktickRun(s) {
  let best = 0;
  for (const m of s.matchAll(/`+/g)) best = Math.max(best, m[0].length);
  return best;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  gather,
  gatherText
});
// brain-digest: 448f67cb48ee55ed
