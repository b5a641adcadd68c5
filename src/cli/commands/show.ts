import { UsageError } from "../../core/errors.js";
import { conflictsText, multiValuedKeys, showConflicts, showProfile, showText } from "../../usecases/show.js";
import { withheldNote } from "../../usecases/withheld.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const layer = stringOption(opts.layer, "--layer");
  if (layer !== undefined && layer !== "static" && layer !== "dynamic") {
    throw new UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const key = stringOption(opts.key, "--key");
  const includeExcluded = opts.includeExcluded === true;
  if (opts.stale === true) {
    if (layer !== undefined || key !== undefined || opts.all === true || opts.conflicts === true) {
      throw new UsageError("--stale: not used with --layer, --key, --all or --conflicts");
    }
    const { showStale, staleText } = await import("../../usecases/stale.js");
    const result = await showStale({ ...ctx, includeExcluded });
    io.out(opts.json === true ? json(result) : staleText(result));
    return EXIT.ok;
  }
  if (opts.conflicts === true) {
    if (layer !== undefined || key !== undefined || opts.all === true) throw new UsageError("--conflicts: not used with --layer, --key or --all");
    const result = showConflicts({ ...ctx, includeExcluded });
    io.out(opts.json === true ? json(result) : conflictsText(result));
    return EXIT.ok;
  }
  const result = showProfile({ ...ctx, includeExcluded }, { layer, key, all: opts.all === true });
  if (opts.json === true) {
    // The document is schemas/profile.schema.json's: what was withheld is said as a warning.
    const note = withheldNote(result.withheld);
    if (note) io.err(`brain: ${note}`);
    io.out(
      json({
        facts: result.facts,
        ...(Object.keys(result.agentWritten).length > 0 ? { agent_written: result.agentWritten } : {}),
        ...(result.handEdited?.length ? { hand_edited: result.handEdited } : {}),
      }),
    );
    return EXIT.ok;
  }
  io.out(showText(result, { multiValued: multiValuedKeys({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) }));
  return EXIT.ok;
}
