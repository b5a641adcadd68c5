import { existsSync } from "node:fs";
import { isIsoDate } from "../../core/dates.js";
import { NotFoundError, UsageError } from "../../core/errors.js";
import { readInputText } from "../../io/read-input.js";
import { ingestRecord, TRIBUTARY_RE, type RecordProvenance } from "../../io/records.js";
import { brainAsTyped, resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

const PROVENANCES = ["published", "human", "ai-draft"];

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const files = (args[0] as unknown[]).map(String);
  const tributary = stringOption(opts.into, "--into") ?? "published";
  if (!TRIBUTARY_RE.test(tributary)) {
    throw new UsageError(`--into: expected a folder name of lower-case letters, digits and "-", found "${tributary}"`);
  }
  const provenance = stringOption(opts.provenance, "--provenance") ?? (tributary === "published" ? "published" : undefined);
  if (provenance === undefined) {
    throw new UsageError(`--provenance: required with --into ${tributary} (one of ${PROVENANCES.join(", ")})`);
  }
  if (!PROVENANCES.includes(provenance)) throw new UsageError(`--provenance: expected one of ${PROVENANCES.join(", ")}, found "${provenance}"`);
  // The hook counts every record in published/ as published work; an AI draft there would be counted as one.
  if (tributary === "published" && provenance !== "published") {
    throw new UsageError(`--provenance ${provenance}: ingest/published/ holds only published records; use --into <tributary> (e.g. --into drafts)`);
  }
  const date = stringOption(opts.date, "--date") ?? ctx.today;
  if (!isIsoDate(date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${date}"`);
  // A typo in --data-dir must not quietly start a second brain.
  if (!existsSync(ctx.paths.profile)) {
    throw new NotFoundError(ctx.paths.profile, "the profile", `not an initialised data dir; run \`${brainAsTyped(opts)} init\` first (or check --data-dir)`);
  }

  // Every file is read and checked before any is stored: one bad file stores nothing.
  const contents = files.map((f) => ({ file: f, content: readInputText(f, f) }));
  const results = contents.map(({ file, content }) => ({
    file,
    ...ingestRecord(ctx.paths, { content, sourceFile: file, tributary, provenance: provenance as RecordProvenance, date, now: ctx.now }),
  }));
  const added = results.filter((r) => r.status === "added").length;
  if (opts.json === true) {
    io.out(
      json({
        data_dir: ctx.paths.dataDir,
        tributary,
        provenance,
        date,
        records: results.map((r) => ({ file: r.file, status: r.status, id: r.id, path: r.path })),
        added,
        skipped: results.length - added,
      }),
    );
    return EXIT.ok;
  }
  for (const r of results) {
    io.out(
      r.status === "added"
        ? `added   ${r.file} → ${r.path} (id ${r.id}, ${provenance}, ${date})`
        : `skipped ${r.file}: the same content is already ingested as ${r.path}`,
    );
  }
  io.out(`${added} added, ${results.length - added} skipped.`);
  return EXIT.ok;
}
