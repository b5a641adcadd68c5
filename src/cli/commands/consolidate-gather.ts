import { effectiveApplies, isNewRecord, newSince, readHistory } from "../../io/history.js";
import { loadConfig } from "../../io/load-config.js";
import { schemaPath } from "../../io/package-paths.js";
import { readProfile } from "../../io/profile-store.js";
import { irregularWarnings, listRecords } from "../../io/records.js";
import { brainCommand } from "../../usecases/options.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export const EXTRACTION_INSTRUCTIONS = [
  "Read the new records and write what they show about the person as a JSON array of candidates valid against the candidate schema.",
  "One fact per candidate: key (short, e.g. primary-expertise), value (one line), provenance, source, observed_date (YYYY-MM-DD).",
  "provenance: published for what they published, human for what they said themselves; ai-draft for anything an AI wrote or inferred (it is recorded, never learned from).",
  "source: the record's source as listed above (e.g. published:1a2b3c4d5e6f); the same source counts once per fact.",
  "To repeat a known fact, reuse its key and value. To record a clear change over time (a new job title), add supersedes: <id of the active fact it replaces>.",
  "Do not invent, praise or generalize: only what the records state.",
].join("\n");

/**
 * Read-only: what is new since the last apply, the live profile, the thresholds, the contract.
 * `limit` lists only the oldest N new records; `through` (the last one's ingested_at) is what
 * `--propose --through` takes, so the records not yet shown stay new.
 */
export async function gather(opts: Record<string, unknown>, limit?: number): Promise<number> {
  const ctx = resolveContext(opts);
  const l = ctx.paths;
  const { config } = loadConfig(ctx.configFile, l.config);
  const profile = readProfile(l.profile);
  const applies = effectiveApplies(readHistory(l.history));
  const last = applies[applies.length - 1];
  const { records, skipped, irregular } = listRecords(l);
  for (const w of irregularWarnings(irregular)) io.err(w);
  // "New" is measured from the records the last apply's diff read (its records.through), never by
  // calendar day or the wall-clock time of the apply: a record ingested between propose and
  // apply was read by no one and stays new.
  const since = newSince(last);
  const isNew = (ingestedAt: string) => isNewRecord(ingestedAt, since);
  const allFresh = records.filter((r) => isNew(r.ingested_at)).sort((a, b) => cmp(a.ingested_at, b.ingested_at) || cmp(a.path, b.path));
  let fresh = limit === undefined ? allFresh : allFresh.slice(0, limit);
  // A page never splits records that share one ingested_at: --through takes them all or none.
  if (limit !== undefined && fresh.length > 0 && fresh.length < allFresh.length) {
    const edge = fresh[fresh.length - 1]!.ingested_at;
    fresh = allFresh.filter((r) => r.ingested_at <= edge);
  }
  const through = fresh.length > 0 ? fresh[fresh.length - 1]!.ingested_at : null;
  const remaining = allFresh.length - fresh.length;
  const tributaries = [...new Set(records.map((r) => r.tributary))].map((name) => {
    const inT = records.filter((r) => r.tributary === name);
    return {
      name,
      count: inT.length,
      new: inT.filter((r) => isNew(r.ingested_at)).length,
      newest_date: inT.reduce((m, r) => (r.date > m ? r.date : m), ""),
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
    text: r.body,
  }));

  if (opts.json === true) {
    io.out(
      json({
        data_dir: l.dataDir,
        today: ctx.today,
        last_run: last ? { at: last.at, today: last.today, diff: last.diff, records_through: since?.after ?? null } : null,
        new_records: newRecords,
        through,
        new_remaining: remaining,
        tributaries,
        facts,
        thresholds,
        candidate_schema: schema,
        instructions: EXTRACTION_INSTRUCTIONS,
        unreadable_records: skipped,
        not_regular_files: irregular,
      }),
    );
    return EXIT.ok;
  }

  const out: string[] = [`# brain consolidate --gather (${ctx.today})`, "", `Data dir: ${l.dataDir}`];
  out.push(
    last
      ? `Last consolidation: ${last.at} (diff ${last.diff.slice(0, 12)}); ${allFresh.length} record${allFresh.length === 1 ? "" : "s"} new since${since?.after ? ` (ingested after ${since.after})` : ""}.`
      : `No consolidation yet: all ${allFresh.length} record${allFresh.length === 1 ? " is" : "s are"} new.`,
  );
  if (limit !== undefined) {
    out.push(
      through === null
        ? "No new records to page through."
        : `Showing the oldest ${fresh.length}, ingested up to ${through}; ${remaining} more stay new. ` +
            `Propose with --through ${through} so that they do.`,
    );
  }
  out.push("", "## Tributaries", "");
  if (tributaries.length === 0) out.push("(no records ingested yet — brain ingest <file…>)");
  for (const t of tributaries) out.push(`- ${t.name}: ${t.count} record${t.count === 1 ? "" : "s"}, ${t.new} new, newest dated ${t.newest_date || "-"}`);
  for (const s of skipped) out.push(`- not a brain record, ignored: ${s}`);
  for (const s of irregular) out.push(`- not a regular file, skipped: ${s}`);
  out.push("", `## New records (${fresh.length})`);
  for (const r of newRecords) {
    const fence = "`".repeat(Math.max(3, longestBacktickRun(r.text) + 1));
    out.push("", `### ${r.source} — ${r.provenance}, dated ${r.date}`, "", `${fence}markdown`, r.text.replace(/\n$/, ""), fence);
  }
  out.push("", `## Active profile facts (${facts.length})`, "");
  for (const f of facts) {
    out.push(`- ${f.id}  ${f.layer.padEnd(7)} ${f.key} = ${JSON.stringify(f.value)}  (${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"}${f.kind === "profile-field" ? ", profile field" : ""})`);
  }
  out.push(
    "",
    "## Thresholds",
    "",
    `promoteThreshold ${config.promoteThreshold} · decayDays ${config.decayDays} · learnFrom ${config.learnFrom.join(", ")}`,
    "",
    "## Next",
    "",
    `Candidate schema: ${schema}`,
    "",
    EXTRACTION_INSTRUCTIONS,
    "",
    // --through always: a record ingested after this gather was read by no one and must stay new.
    `Then: ${brainCommand(ctx, ["consolidate", "--propose"])} --candidates <file>${through !== null ? ` --through ${through}` : ""}`,
  );
  io.out(out.join("\n"));
  return EXIT.ok;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function longestBacktickRun(s: string): number {
  let best = 0;
  for (const m of s.matchAll(/`+/g)) best = Math.max(best, m[0].length);
  return best;
}
