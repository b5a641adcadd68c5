import { type IngestOutcome, ingest } from "../../usecases/ingest.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const files = (args[0] as unknown[]).map(String);
  const r = ingest({
    ...ctx,
    items: files.map((file) => ({ file })),
    tributary: stringOption(opts.into, "--into"),
    provenance: stringOption(opts.provenance, "--provenance"),
    date: stringOption(opts.date, "--date"),
  });
  if (opts.json === true) {
    io.out(json(ingestJson(r)));
    return EXIT.ok;
  }
  for (const rec of r.records) {
    io.out(
      rec.status === "added"
        ? `added   ${rec.file} → ${rec.path} (id ${rec.id}, ${r.provenance}, ${rec.date})`
        : `skipped ${rec.file}: the same content is already ingested as ${rec.path}`,
    );
  }
  io.out(`${r.added} added, ${r.skipped} skipped.`);
  return EXIT.ok;
}

/** The `--json` document of an ingest. */
function ingestJson(r: IngestOutcome) {
  const dates = [...new Set(r.records.map((rec) => rec.date))];
  return {
    data_dir: r.data_dir,
    tributary: r.tributary,
    provenance: r.provenance,
    // One date for the whole call when every record has it (as before frontmatter dates); each record carries its own.
    ...(dates.length === 1 ? { date: dates[0] } : {}),
    records: r.records.map((rec) => ({ file: rec.file, status: rec.status, id: rec.id, path: rec.path, source: rec.source, date: rec.date })),
    added: r.added,
    skipped: r.skipped,
  };
}
