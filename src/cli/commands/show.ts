import { UsageError } from "../../core/errors.js";
import { conflictsText, multiValuedKeys, showConflicts, showProfile, showText } from "../../usecases/show.js";
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
  if (opts.conflicts === true) {
    if (layer !== undefined || key !== undefined || opts.all === true) throw new UsageError("--conflicts: not used with --layer, --key or --all");
    const result = showConflicts({ profilePath: ctx.paths.profile, configFile: ctx.configFile, defaultConfig: ctx.paths.config });
    io.out(opts.json === true ? json(result) : conflictsText(result));
    return EXIT.ok;
  }
  const result = showProfile(ctx.paths, { layer, key, all: opts.all === true });
  io.out(
    opts.json === true
      ? json({ facts: result.facts, ...(Object.keys(result.agentWritten).length > 0 ? { agent_written: result.agentWritten } : {}) })
      : showText(result, { multiValued: multiValuedKeys({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) }),
  );
  return EXIT.ok;
}
