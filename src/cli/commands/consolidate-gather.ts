import { gather, gatherText, irregularWarnings, skippedRecordWarnings } from "../../usecases/gather.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/** `consolidate --gather [--limit N] [--json]`: read-only; the use case's object as text or JSON. */
export async function runGather(opts: Record<string, unknown>, limit?: number): Promise<number> {
  const ctx = resolveContext(opts);
  const o = { ...ctx, ...(limit === undefined ? {} : { limit }) };
  const g = gather(o);
  for (const w of irregularWarnings(g.not_regular_files)) io.err(w);
  for (const w of skippedRecordWarnings(g.skipped_records)) io.err(w);
  io.out(opts.json === true ? json(g) : gatherText(g, o));
  return EXIT.ok;
}
