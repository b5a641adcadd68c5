import { UsageError } from "../../core/errors.js";
import { showProfile, showText } from "../../usecases/show.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const layer = stringOption(opts.layer, "--layer");
  if (layer !== undefined && layer !== "static" && layer !== "dynamic") {
    throw new UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const result = showProfile(ctx.paths.profile, { layer, key: stringOption(opts.key, "--key"), all: opts.all === true });
  io.out(opts.json === true ? json({ facts: result.facts }) : showText(result));
  return EXIT.ok;
}
