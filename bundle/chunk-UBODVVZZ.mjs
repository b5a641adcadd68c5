import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  validateFile,
  validatedText
} from "./chunk-FLIDXPFX.mjs";
import {
  formatFinding
} from "./chunk-I6V5A2TF.mjs";
import {
  checkKindBytes,
  readKindFile
} from "./chunk-6VDQEID3.mjs";
import {
  loadRuleSet
} from "./chunk-KJGFCQAV.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-GUGXMU5G.mjs";
import "./chunk-J33QUIBE.mjs";
import "./chunk-IIEQQTNI.mjs";
import "./chunk-5ZHQKNON.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import {
  sha256Hex
} from "./chunk-6RQEJV6D.mjs";
import {
  decodeUtf8,
  parseJsonText,
  readInputBytes
} from "./chunk-I6RZVNLG.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import "./chunk-G2PVQWSQ.mjs";
import {
  BrainError,
  InvalidInputError,
  UsageError,
  isIsoDate,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-NCNVRXN5.mjs";

// src/io/check-data-dir.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
function checkDataDir(l, configFile) {
  const checked = [];
  const problems = [];
  const check = (file, kind, run2) => {
    try {
      const summary = run2();
      checked.push({ file, kind, ok: true, summary });
    } catch (e) {
      if (!(e instanceof BrainError)) throw e;
      problems.push(...e instanceof InvalidInputError ? e.issues : [e.message]);
      checked.push({ file, kind, ok: false });
    }
  };
  check(l.profile, "profile", () => readKindFile(l.profile, "profile").summary);
  if (existsSync(l.state)) check(l.state, "sidecar", () => checkSidecar(l.state));
  if (existsSync(l.history)) check(l.history, "history", () => checkHistory(l.history));
  const config = configFile ?? (existsSync(l.config) ? l.config : void 0);
  let rulesFromConfig = false;
  if (config !== void 0) {
    check(config, "config", () => {
      const c = readKindFile(config, "config");
      rulesFromConfig = c.value.rules !== void 0 && c.value.rules !== null;
      return c.summary;
    });
  }
  if (!rulesFromConfig) check("(shipped rules)", "rules-folder", () => `${loadRuleSet(null).files.length} files`);
  if (existsSync(l.pendingJson)) check(l.pendingJson, "diff", () => readKindFile(l.pendingJson, "diff").summary);
  for (const file of jsonFiles(l.batches)) {
    check(file, "candidates", () => {
      const name = file.slice(l.batches.length + 1, -".json".length);
      const bytes = readInputBytes(file, file);
      const sha = sha256Hex(bytes);
      if (sha !== name)
        throw new InvalidInputError([
          `${file}: expected content whose sha256 is its name, found sha256 ${sha.slice(0, 12)}\u2026 (the batch was edited after it was proposed)`
        ]);
      return checkKindBytes(bytes, "candidates", file).summary;
    });
  }
  for (const file of jsonFiles(l.applied)) {
    check(file, "diff", () => {
      const d = readKindFile(file, "diff");
      const name = file.slice(l.applied.length + 1, -".json".length);
      if (d.value.id !== name)
        throw new InvalidInputError([`${file}: /id: expected the id in the file name (${name.slice(0, 12)}\u2026), found ${d.value.id.slice(0, 12)}\u2026`]);
      return d.summary;
    });
  }
  return { checked, problems };
}
function jsonFiles(dir) {
  try {
    return readdirSync(dir).filter((n) => n.endsWith(".json")).sort().map((n) => join(dir, n));
  } catch {
    return [];
  }
}
function checkSidecar(file) {
  const data = parseJsonText(decodeUtf8(readInputBytes(file, file), file), file);
  const issues = [];
  const expect = (ok, pointer, expected, found) => {
    if (!ok) issues.push(`${file}: ${pointer}: expected ${expected}, found ${JSON.stringify(found) ?? "nothing"}`);
  };
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new InvalidInputError([`${file}: /: expected an object, found ${JSON.stringify(data)}`]);
  }
  const s = data;
  const isCount = (v) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
  expect(s.last_run === null || typeof s.last_run === "string" && isIsoDate(s.last_run), "/last_run", "a date YYYY-MM-DD or null", s.last_run);
  expect(isCount(s.published_count), "/published_count", "a whole number \u2265 0", s.published_count);
  expect(s.last_diff === null || typeof s.last_diff === "string", "/last_diff", "a diff id or null", s.last_diff);
  const nudge = s.nudge;
  expect(nudge !== null && typeof nudge === "object" && !Array.isArray(nudge), "/nudge", "an object", nudge);
  if (nudge && typeof nudge === "object") {
    expect(isCount(nudge.minNewPublished), "/nudge/minNewPublished", "a whole number \u2265 0", nudge.minNewPublished);
    expect(isCount(nudge.minDaysSinceRun), "/nudge/minDaysSinceRun", "a whole number \u2265 0", nudge.minDaysSinceRun);
  }
  if (issues.length > 0) throw new InvalidInputError(issues);
  return s.last_run === null ? "never run" : `last run ${String(s.last_run)}`;
}
function checkHistory(file) {
  const lines = decodeUtf8(readFileSync(file), file).split("\n");
  lines.pop();
  const issues = [];
  lines.forEach((line, i) => {
    let v;
    try {
      v = JSON.parse(line);
    } catch {
      v = void 0;
    }
    const ok = v !== void 0 && v !== null && (v.op === "apply" || v.op === "rollback") && typeof v.at === "string" && typeof v.diff === "string" && typeof v.today === "string" && typeof v.base === "string" && typeof v.result === "string";
    if (!ok)
      issues.push(
        `${file}:${i + 1}: expected a history entry (JSON with op apply|rollback, at, today, diff, base, result), found ${JSON.stringify(line.slice(0, 60))}`
      );
  });
  if (issues.length > 0) throw new InvalidInputError(issues);
  return `${lines.length} entr${lines.length === 1 ? "y" : "ies"}`;
}

// src/cli/commands/validate.ts
async function run(args, opts) {
  const file = args[0] === void 0 ? void 0 : String(args[0]);
  const as = stringOption(opts.as, "--as");
  if (file === void 0) {
    if (as !== void 0) throw new UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return validateDataDir(opts);
  }
  const ctx = resolveContext(opts);
  let checked;
  try {
    checked = await validateFile(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof InvalidInputError) || opts.json !== true) throw e;
    processOutput.out(json({ file, valid: false, issues: e.issues }));
    return EXIT.invalid;
  }
  for (const f of checked.warnings) processOutput.err(formatFinding(f));
  if (opts.json === true) processOutput.out(json({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings }));
  else processOutput.out(validatedText(checked));
  return EXIT.ok;
}
function validateDataDir(opts) {
  const ctx = resolveContext(opts);
  const report = checkDataDir(ctx.paths, ctx.configFile);
  const valid = report.problems.length === 0;
  if (opts.json === true) {
    processOutput.out(json({ data_dir: ctx.paths.dataDir, valid, checked: report.checked, problems: report.problems }));
    return valid ? EXIT.ok : EXIT.invalid;
  }
  for (const c of report.checked) processOutput.out(`${c.ok ? "ok     " : "INVALID"}  ${c.kind.padEnd(12)} ${c.file}${c.summary ? ` (${c.summary})` : ""}`);
  if (valid) {
    processOutput.out(`${ctx.paths.dataDir}: valid (${report.checked.length} checked).`);
    return EXIT.ok;
  }
  processOutput.err(report.problems.map((p) => `brain: ${p}`).join("\n"));
  processOutput.err(`brain: ${report.problems.length} problem${report.problems.length === 1 ? "" : "s"} in ${ctx.paths.dataDir}.`);
  return EXIT.invalid;
}
export {
  run
};
