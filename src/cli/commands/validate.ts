import { statSync } from "node:fs";
import { InvalidInputError, UsageError } from "../../core/errors.js";
import { loadRuleSet } from "../../io/load-rules.js";
import { checkDataDir } from "../../io/check-data-dir.js";
import { type CheckedFile, KIND_NAMES, readKindFile, type KindName } from "../../io/file-kinds.js";
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
  if (as !== undefined && !(KIND_NAMES as string[]).includes(as)) {
    throw new UsageError(`--as: expected one of ${KIND_NAMES.join(", ")}, found "${as}"`);
  }
  if (file === undefined) {
    if (as !== undefined) throw new UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return validateDataDir(opts);
  }
  let checked: CheckedFile;
  try {
    checked = as === "rules" && isDirectory(file) ? readRulesFolder(file) : readKindFile(file, as as KindName | undefined);
  } catch (e) {
    if (!(e instanceof InvalidInputError) || opts.json !== true) throw e;
    io.out(json({ file, valid: false, issues: e.issues }));
    return EXIT.invalid;
  }
  if (opts.json === true) io.out(json({ file, valid: true, kind: checked.kind, summary: checked.summary }));
  else io.out(`${file}: valid ${checked.kind} (${checked.summary})`);
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

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** `validate <folder> --as rules`: every rule file of the folder, as a rule set (as `rules:` in a config names it). */
function readRulesFolder(dir: string): CheckedFile {
  const set = loadRuleSet(dir);
  return { kind: "rules", value: set, summary: `${set.files.length} rule file${set.files.length === 1 ? "" : "s"}, ${set.candidate.length + set.fact.length} rules` };
}
