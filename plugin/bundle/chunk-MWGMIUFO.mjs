import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  formatFinding,
  validateRuleFolder
} from "./chunk-DYRFPKG7.mjs";
import {
  KIND_NAMES,
  checkKindBytes,
  checkKindValue,
  readKindFile
} from "./chunk-V5TRFNYH.mjs";
import {
  isDirectory
} from "./chunk-OHHH6UOM.mjs";
import {
  readDecisions
} from "./chunk-DCPSKG7Q.mjs";
import {
  loadRuleSet
} from "./chunk-I26IK4LJ.mjs";
import {
  loadConfig,
  resolveConfig
} from "./chunk-ZUUES7LK.mjs";
import {
  decodeUtf8,
  parseJsonText,
  readDataFile,
  readInputBytes,
  sha256Hex
} from "./chunk-NBGDC34C.mjs";
import {
  BrainError,
  InvalidInputError,
  UsageError,
  isIsoDate
} from "./chunk-YLHGQIST.mjs";

// src/usecases/validate.ts
import { dirname, resolve } from "node:path";

// src/io/check-data-dir.ts
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
function checkDataDir(l, configFile) {
  const checked = [];
  const problems = [];
  const check = (file, kind, run) => {
    try {
      const summary = run();
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
  const decisions = join(l.brain, "decisions");
  for (const file of jsonFiles(decisions)) {
    check(file, "decisions", () => {
      const name = file.slice(decisions.length + 1, -".json".length);
      if (!/^[0-9a-f]{64}$/.test(name)) throw new InvalidInputError([`${file}: expected a name that is the sha256 of the decisions, found "${name}"`]);
      const found = readDecisions(l, name);
      return `${found?.length ?? 0} decline${found?.length === 1 ? "" : "s"}`;
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
  const lines = decodeUtf8(readDataFile(file) ?? Buffer.alloc(0), file).split("\n");
  lines.pop();
  const issues = [];
  lines.forEach((line, i) => {
    let v;
    try {
      v = JSON.parse(line);
    } catch {
      v = void 0;
    }
    const profileEntry = v !== void 0 && v !== null && (v.op === "apply" || v.op === "rollback") && typeof v.at === "string" && typeof v.diff === "string" && typeof v.today === "string" && typeof v.base === "string" && typeof v.result === "string";
    const forgetEntry = v !== void 0 && v !== null && v.op === "forget" && typeof v.at === "string" && typeof v.today === "string" && Array.isArray(v.forgotten) && v.forgotten.every((r) => typeof r === "object" && r !== null && typeof r.key === "string");
    if (!profileEntry && !forgetEntry)
      issues.push(
        `${file}:${i + 1}: expected a history entry (JSON with op apply|rollback, at, today, diff, base, result; or op forget, at, today, forgotten), found ${JSON.stringify(line.slice(0, 60))}`
      );
  });
  if (issues.length > 0) throw new InvalidInputError(issues);
  return `${lines.length} entr${lines.length === 1 ? "y" : "ies"}`;
}

// src/usecases/validate.ts
async function validateFile(file, as, ctx) {
  if (as !== void 0 && !KIND_NAMES.includes(as)) {
    throw new UsageError(`--as: expected one of ${KIND_NAMES.join(", ")}, found "${as}"`);
  }
  if (as === "rules" && isDirectory(file)) {
    const set = loadRuleSet(file);
    const warnings = await validateRuleFolder(file, loadConfig(ctx.configFile, ctx.defaultConfig).config);
    const n = set.candidate.length + set.fact.length;
    return { file, kind: "rules", valid: true, summary: `${set.files.length} rule file${set.files.length === 1 ? "" : "s"}, ${n} rules`, warnings };
  }
  return withRuleChecks(readKindFile(file, as), file);
}
async function validateValue(kind, value, label) {
  return withRuleChecks(checkKindValue(kind, value, label), label);
}
async function withRuleChecks(checked, file) {
  let warnings = [];
  if (checked.kind === "config") {
    const config = checked.value;
    const rulesDir = config.rules ? resolve(dirname(file), config.rules) : null;
    warnings = await validateRuleFolder(rulesDir, resolveConfig(config));
  }
  return { file, kind: checked.kind, valid: true, summary: checked.summary, warnings };
}
function validatedText(v) {
  return `${v.file}: valid ${v.kind} (${v.summary})`;
}
function validatedWarnings(v) {
  return v.warnings.map(formatFinding);
}
function validateDataDir(o) {
  const report = checkDataDir(o.paths, o.configFile);
  return { kind: "data-dir", data_dir: o.paths.dataDir, valid: report.problems.length === 0, ...report };
}
function dataDirText(r) {
  const lines = r.checked.map((c) => `${c.ok ? "ok     " : "INVALID"}  ${c.kind.padEnd(12)} ${c.file}${c.summary ? ` (${c.summary})` : ""}`);
  if (r.valid) lines.push(`${r.data_dir}: valid (${r.checked.length} checked).`);
  return lines.join("\n");
}
function dataDirProblemsText(r) {
  return [...r.problems.map((p) => `brain: ${p}`), `brain: ${r.problems.length} problem${r.problems.length === 1 ? "" : "s"} in ${r.data_dir}.`].join("\n");
}

export {
  validateFile,
  validateValue,
  validatedText,
  validatedWarnings,
  validateDataDir,
  dataDirText,
  dataDirProblemsText
};
