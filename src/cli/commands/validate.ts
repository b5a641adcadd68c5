import { InvalidInputError, UsageError } from "../../core/errors.js";
import { dataDirProblemsText, dataDirText, type Validated, validateDataDir, validatedText, validatedWarnings, validateFile } from "../../usecases/validate.js";
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
    return reportDataDir(opts);
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
  // With --json the findings are the document's `warnings` (objects); without, lines on stderr.
  if (opts.json === true) {
    io.out(json({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings, changed_keys: checked.changed_keys }));
    return EXIT.ok;
  }
  for (const w of validatedWarnings(checked)) io.err(w);
  io.out(validatedText(checked));
  return EXIT.ok;
}

async function reportDataDir(opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const r = await validateDataDir({ paths: ctx.paths, configFile: ctx.configFile, now: ctx.now });
  if (opts.json === true) {
    io.out(
      json({
        data_dir: r.data_dir,
        valid: r.valid,
        checked: r.checked,
        problems: r.problems,
        warnings: r.warnings,
        changed_keys: r.changed_keys,
        alias_keys: r.alias_keys,
      }),
    );
    return r.valid ? EXIT.ok : EXIT.invalid;
  }
  for (const w of validatedWarnings(r)) io.err(w);
  const text = dataDirText(r);
  if (text !== "") io.out(text);
  if (r.valid) return EXIT.ok;
  io.err(dataDirProblemsText(r));
  return EXIT.invalid;
}
