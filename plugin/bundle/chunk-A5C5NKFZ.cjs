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
__defProp(stdin_exports, "gather", { value: gather, enumerable: true });
__defProp(stdin_exports, "gatherText", { value: gatherText, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_RANF7A2E = require("./chunk-RANF7A2E.cjs");
var import_chunk_OGTKZBCL = require("./chunk-OGTKZBCL.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var EXTRACTION_INSTRUCTIONS = [
  "Read the new records and write what they show about the person as a JSON array of candidates valid against the candidate schema.",
  "One fact per candidate: key (short, e.g. primary-expertise), value (one line), provenance, source, observed_date (YYYY-MM-DD).",
  "provenance: published for what a published record shows, human only for what the operator states themselves; nothing else. Leave out what you merely inferred or guessed, and skip records whose provenance is ai-draft: they are never evidence.",
  "source: the record's source as listed above (e.g. published:1a2b3c4d5e6f); the same source counts once per fact.",
  "To repeat a known fact, reuse its key and value. To record a clear change over time (a new job title), add supersedes: <id of the active fact it replaces>.",
  "Do not invent, praise or generalize: only what the records state.",
  "After propose, show the operator the review verbatim. Only the operator applies it, after reading it: the apply command it prints names that diff's id (--expect <id>), so a batch proposed again afterwards is refused."
].join("\n");
function gather(o) {
  const l = o.paths;
  const { config } = (0, import_chunk_2JUJKBZN.loadConfig)(o.configFile, l.config);
  const profile = (0, import_chunk_TUWUUUZD.readProfile)(l.profile);
  const applies = (0, import_chunk_W4VUU7MV.effectiveApplies)((0, import_chunk_LW5KK7CN.readHistoryAsRecovered)(l));
  const last = applies[applies.length - 1];
  const { records, notRecords, irregular, skipped } = (0, import_chunk_LZDD4S23.listRecords)(l, o.now);
  const since = (0, import_chunk_W4VUU7MV.newSince)(last);
  const isNew = (ingestedAt) => (0, import_chunk_W4VUU7MV.isNewRecord)(ingestedAt, since);
  const allFresh = records.filter((r) => isNew(r.ingested_at)).sort((a, b) => cmp(a.ingested_at, b.ingested_at) || cmp(a.path, b.path));
  let fresh = o.limit === void 0 ? allFresh : allFresh.slice(0, o.limit);
  if (o.limit !== void 0 && fresh.length > 0 && fresh.length < allFresh.length) {
    const edge = fresh[fresh.length - 1].ingested_at;
    fresh = allFresh.filter((r) => r.ingested_at <= edge);
  }
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
    data_dir: l.dataDir,
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
    ...listedFacts(o, profile.doc.facts),
    thresholds: { promoteThreshold: config.promoteThreshold, decayDays: config.decayDays, learnFrom: config.learnFrom },
    multi_valued_keys: [...config.multiValued ?? []],
    candidate_schema: (0, import_chunk_I2RTUJJH.schemaPath)("candidates"),
    instructions: EXTRACTION_INSTRUCTIONS,
    unreadable_records: notRecords,
    not_regular_files: irregular,
    skipped_records: skipped
  };
}
function listedFacts(o, facts) {
  const listed = (0, import_chunk_RANF7A2E.withholdFacts)(
    facts.filter((f) => f.status === "active"),
    (0, import_chunk_RANF7A2E.agentExclusion)(o).exclusion
  );
  return { facts: listed.facts, facts_withheld: listed.withheld };
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
    out.push(`- ${(0, import_chunk_L7PYBWE7.visible)(t2.name)}: ${t2.count} record${t2.count === 1 ? "" : "s"}, ${t2.new} new, newest dated ${t2.newest_date || "-"}`);
  for (const s of g.unreadable_records) out.push(`- not a brain record, ignored: ${(0, import_chunk_L7PYBWE7.visible)(s)}`);
  for (const s of g.not_regular_files) out.push(`- not a regular file, skipped: ${(0, import_chunk_L7PYBWE7.visible)(s)}`);
  for (const s of g.skipped_records) out.push(`- record ${(0, import_chunk_L7PYBWE7.visible)(s.source)} skipped (${(0, import_chunk_L7PYBWE7.visible)(s.reason)}): ${(0, import_chunk_L7PYBWE7.visible)(s.path)}`);
  out.push("", `## New records (${g.new_records.length})`);
  for (const r of g.new_records) {
    const text = (0, import_chunk_L7PYBWE7.visibleText)(r.text.replace(/\n$/, ""));
    const fence = "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
    const agent = r.agent_written ? ", agent-written (stored through the MCP server)" : "";
    out.push("", `### ${(0, import_chunk_L7PYBWE7.visible)(r.source)} \u2014 ${(0, import_chunk_L7PYBWE7.visible)(r.provenance)}, dated ${(0, import_chunk_L7PYBWE7.visible)(r.date)}${agent}`, "", `${fence}markdown`, text, fence);
  }
  out.push("", `## Active profile facts (${g.facts.length})`, "");
  for (const f of g.facts) {
    out.push(
      `- ${(0, import_chunk_L7PYBWE7.visible)(f.id)}  ${f.layer.padEnd(7)} ${(0, import_chunk_L7PYBWE7.visible)(f.key)} = ${(0, import_chunk_L7PYBWE7.visibleValue)(JSON.stringify(f.value))}  (${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"}${f.kind === "profile-field" ? ", profile field" : ""})`
    );
  }
  const withheld = (0, import_chunk_RANF7A2E.withheldNote)(g.facts_withheld);
  if (withheld) out.push("", withheld);
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
    `Then: ${(0, import_chunk_OGTKZBCL.brainCommand)(o, ["consolidate", "--propose"])} --candidates <file>${g.through !== null ? ` --through ${g.through}` : ""}`
  );
  return out.join("\n");
}
function newestIngestedAt(records) {
  return records.reduce((m, r) => m === null || r.ingested_at > m ? r.ingested_at : m, null);
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
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
