import { ingest, ingestText } from "../../usecases/ingest.js";
import { brainAsTyped, resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const r = ingest({
    paths: ctx.paths,
    today: ctx.today,
    now: ctx.now,
    files: (args[0] as unknown[]).map(String),
    into: stringOption(opts.into, "--into"),
    provenance: stringOption(opts.provenance, "--provenance"),
    date: stringOption(opts.date, "--date"),
    brain: brainAsTyped(opts),
  });
  const { kind: _kind, ...document } = r;
  io.out(opts.json === true ? json(document) : ingestText(r));
  return EXIT.ok;
}
