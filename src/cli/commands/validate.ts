import { formatFinding } from "../../rules/check-rules.js";
import { validatedText, validateFile } from "../../usecases/validate.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const result = await validateFile(String(args[0]), stringOption(opts.as, "--as"), { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  for (const f of result.warnings) io.err(formatFinding(f));
  io.out(validatedText(result));
  return EXIT.ok;
}
