import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  listRecords
} from "./chunk-WTILF7RN.mjs";
import "./chunk-LJENIF7U.mjs";
import {
  loadConfig
} from "./chunk-DFTF7OLU.mjs";
import {
  effectiveApplies,
  readHistory
} from "./chunk-FLPQW2NR.mjs";
import {
  schemaPath
} from "./chunk-I7WFPCDF.mjs";
import "./chunk-E47IECWR.mjs";
import {
  readProfile
} from "./chunk-XIAZKYYO.mjs";
import "./chunk-QDPQYILK.mjs";
import "./chunk-4J37IU2Q.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext
} from "./chunk-A7YJ7XEN.mjs";
import "./chunk-IMDQXH3F.mjs";

// src/cli/commands/consolidate-gather.ts
var EXTRACTION_INSTRUCTIONS = [
  "Read the new records and write what they show about the person as a JSON array of candidates valid against the candidate schema.",
  "One fact per candidate: key (short, e.g. primary-expertise), value (one line), provenance, source, observed_date (YYYY-MM-DD).",
  "provenance: published for what they published, human for what they said themselves; ai-draft for anything an AI wrote or inferred (it is recorded, never learned from).",
  "source: the record's source shown below (e.g. published:1a2b3c4d5e6f); the same source counts once per fact.",
  "To repeat a known fact, reuse its key and value. To record a clear change over time (a new job title), add supersedes: <id of the active fact it replaces>.",
  "Do not invent, praise or generalize: only what the records state."
].join("\n");
async function gather(opts) {
  const ctx = resolveContext(opts);
  const l = ctx.paths;
  const { config } = loadConfig(ctx.configFile, l.config);
  const profile = readProfile(l.profile);
  const applies = effectiveApplies(readHistory(l.history));
  const last = applies[applies.length - 1];
  const { records, skipped } = listRecords(l);
  const isNew = (ingestedAt) => last === void 0 || ingestedAt > last.at;
  const fresh = records.filter((r) => isNew(r.ingested_at)).sort((a, b) => cmp(a.ingested_at, b.ingested_at) || cmp(a.path, b.path));
  const tributaries = [...new Set(records.map((r) => r.tributary))].map((name) => {
    const inT = records.filter((r) => r.tributary === name);
    return {
      name,
      count: inT.length,
      new: inT.filter((r) => isNew(r.ingested_at)).length,
      newest_date: inT.reduce((m, r) => r.date > m ? r.date : m, "")
    };
  });
  const facts = profile.doc.facts.filter((f) => f.status === "active");
  const thresholds = { promoteThreshold: config.promoteThreshold, decayDays: config.decayDays, learnFrom: config.learnFrom };
  const schema = schemaPath("candidates");
  const newRecords = fresh.map((r) => ({
    id: r.id,
    tributary: r.tributary,
    provenance: r.provenance,
    date: r.date,
    ingested_at: r.ingested_at,
    source: `${r.tributary}:${r.id}`,
    path: r.path,
    text: r.body
  }));
  if (opts.json === true) {
    processOutput.out(
      json({
        data_dir: l.dataDir,
        today: ctx.today,
        last_run: last ? { at: last.at, today: last.today, diff: last.diff } : null,
        new_records: newRecords,
        tributaries,
        facts,
        thresholds,
        candidate_schema: schema,
        instructions: EXTRACTION_INSTRUCTIONS,
        unreadable_records: skipped
      })
    );
    return EXIT.ok;
  }
  const out = [`# brain consolidate --gather (${ctx.today})`, "", `Data dir: ${l.dataDir}`];
  out.push(
    last ? `Last consolidation: ${last.at} (diff ${last.diff.slice(0, 12)}); ${fresh.length} record${fresh.length === 1 ? "" : "s"} ingested since.` : `No consolidation yet: all ${fresh.length} record${fresh.length === 1 ? " is" : "s are"} new.`
  );
  out.push("", "## Tributaries", "");
  if (tributaries.length === 0) out.push("(no records ingested yet \u2014 brain ingest <file\u2026>)");
  for (const t of tributaries) out.push(`- ${t.name}: ${t.count} record${t.count === 1 ? "" : "s"}, ${t.new} new, newest dated ${t.newest_date || "-"}`);
  for (const s of skipped) out.push(`- not a brain record, ignored: ${s}`);
  out.push("", `## New records (${fresh.length})`);
  for (const r of newRecords) {
    const fence = "`".repeat(Math.max(3, longestBacktickRun(r.text) + 1));
    out.push("", `### ${r.source} \u2014 ${r.provenance}, dated ${r.date}`, "", `${fence}markdown`, r.text.replace(/\n$/, ""), fence);
  }
  out.push("", `## Active profile facts (${facts.length})`, "");
  for (const f of facts) {
    out.push(`- ${f.id}  ${f.layer.padEnd(7)} ${f.key} = ${JSON.stringify(f.value)}  (${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"}${f.kind === "profile-field" ? ", profile field" : ""})`);
  }
  out.push(
    "",
    "## Thresholds",
    "",
    `promoteThreshold ${config.promoteThreshold} \xB7 decayDays ${config.decayDays} \xB7 learnFrom ${config.learnFrom.join(", ")}`,
    "",
    "## Next",
    "",
    `Candidate schema: ${schema}`,
    "",
    EXTRACTION_INSTRUCTIONS,
    "",
    `Then: ${ctx.brain} consolidate --propose --candidates <file>`
  );
  processOutput.out(out.join("\n"));
  return EXIT.ok;
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function longestBacktickRun(s) {
  let best = 0;
  for (const m of s.matchAll(/`+/g)) best = Math.max(best, m[0].length);
  return best;
}
export {
  EXTRACTION_INSTRUCTIONS,
  gather
};
