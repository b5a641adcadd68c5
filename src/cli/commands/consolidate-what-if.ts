import { whatIf, whatIfText } from "../../usecases/what-if.js";
import { resolveContext, stringOption, useCaseOptions } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/** `consolidate --what-if`: reads everything, writes nothing. */
export async function runWhatIf(opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const r = await whatIf({
    ...useCaseOptions(ctx),
    withConfig: stringOption(opts.withConfig, "--with-config"),
    withRules: stringOption(opts.withRules, "--with-rules"),
  });
  for (const w of r.warnings) io.err(`brain: warning: ${w}`);
  io.out(
    opts.json === true
      ? json({ changed: r.changed, today: r.today, replay: r.replay, skipped: r.skipped, ...(r.warnings.length > 0 ? { warnings: r.warnings } : {}) })
      : whatIfText(r, r.names),
  );
  return EXIT.ok;
}
