import { InvalidInputError, UsageError } from "../../core/errors.js";
import { checkDataDir } from "../../io/check-data-dir.js";
import { formatFinding } from "../../rules/check-rules.js";
import { type Validated, validatedText, validateFile } from "../../usecases/validate.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/**
 * `validate <file>`: one file, as `--as` or as its name or content says. `validate` alone: the
 * whole data dir, every problem named. Invalid input exits 3; with `--json` the verdict is the
 * JSON document on stdout either way.
 */
export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const file = args[0] === undefined ? undefined : String(args[0]);
  const as = stringOption(opts.as, "--as");
  if (file === undefined) {
    if (as !== undefined) throw new UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return validateDataDir(opts);
  }
  const ctx = resolveContext(opts);
  let checked: Validated;
  try {
    checked = await validateFile(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof InvalidInputError) || opts.json !== true) throw e;
    io.out(json({ file, valid: false, issues: e.issues }));
    return EXIT.invalid;
  }
  for (const f of checked.warnings) io.err(formatFinding(f));
  if (opts.json === true) io.out(json({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings }));
  else io.out(validatedText(checked));
  return EXIT.ok;
}

function validateDataDir(opts: Record<string, unknown>): number {
  const ctx = resolveContext(opts);
  const report = checkDataDir(ctx.paths, ctx.configFile);
  const valid = report.problems.length === 0;
  if (opts.json === true) {
    io.out(json({ data_dir: ctx.paths.dataDir, valid, checked: report.checked, problems: report.problems }));
    return valid ? EXIT.ok : EXIT.invalid;
  }
  for (const c of report.checked) io.out(`${c.ok ? "ok     " : "INVALID"}  ${c.kind.padEnd(12)} ${c.file}${c.summary ? ` (${c.summary})` : ""}`);
  if (valid) {
    io.out(`${ctx.paths.dataDir}: valid (${report.checked.length} checked).`);
    return EXIT.ok;
  }
  io.err(report.problems.map((p) => `brain: ${p}`).join("\n"));
  io.err(`brain: ${report.problems.length} problem${report.problems.length === 1 ? "" : "s"} in ${ctx.paths.dataDir}.`);
  return EXIT.invalid;
}
