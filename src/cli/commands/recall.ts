import { UsageError } from "../../core/errors.js";
import { recall, recallText } from "../../usecases/recall.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/** `brain recall <words…>`: the active facts that match, best first; no match is not an error. */
export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const words = (args.flat() as unknown[]).map(String);
  const limitText = stringOption(opts.limit, "--limit");
  if (limitText !== undefined && !/^[0-9]+$/.test(limitText)) throw new UsageError(`--limit: expected a whole number, found "${limitText}"`);
  const r = recall({ ...ctx, words, ...(limitText === undefined ? {} : { limit: Number(limitText) }), includeExcluded: opts.includeExcluded === true });
  if (opts.json !== true) {
    io.out(recallText(r));
    return EXIT.ok;
  }
  // The hits alone, `[]` when none (docs/cli.md); what was withheld goes to stderr (the document's warnings).
  const note = recallText({ ...r, hits: [], total: 0 })
    .split("\n")
    .slice(1);
  for (const line of note) io.err(`brain: ${line.replace(/^\((.*)\)$/, "$1")}`);
  io.out(json(r.hits));
  return EXIT.ok;
}
