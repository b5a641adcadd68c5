import { isIsoDate } from "../../core/dates.js";
import { UsageError } from "../../core/errors.js";
import { readInputText } from "../../io/read-input.js";
import { ingestRecord, TRIBUTARY_RE, type RecordProvenance } from "../../io/records.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";
import { ensureLayout } from "./init.js";

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
  const date = stringOption(opts.date, "--date") ?? ctx.today;
  if (!isIsoDate(date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${date}"`);

  // Every file is read and checked before any is stored: one bad file stores nothing.
  const contents = files.map((f) => ({ file: f, content: readInputText(f, f) }));
  ensureLayout(ctx.paths);
  let added = 0;
  for (const { file, content } of contents) {
    const r = ingestRecord(ctx.paths, { content, sourceFile: file, tributary, provenance: provenance as RecordProvenance, date, now: ctx.now });
    if (r.status === "added") {
      added++;
      io.out(`added   ${file} → ${r.path} (id ${r.id}, ${provenance}, ${date})`);
    } else {
      io.out(`skipped ${file}: the same content is already ingested as ${r.path}`);
    }
  }
  io.out(`${added} added, ${contents.length - added} skipped.`);
  return EXIT.ok;
}
