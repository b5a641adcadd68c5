var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "dataDirProblemsText", { value: dataDirProblemsText, enumerable: true });
__defProp(stdin_exports, "dataDirText", { value: dataDirText, enumerable: true });
__defProp(stdin_exports, "validateDataDir", { value: validateDataDir, enumerable: true });
__defProp(stdin_exports, "validateFile", { value: validateFile, enumerable: true });
__defProp(stdin_exports, "validateValue", { value: validateValue, enumerable: true });
__defProp(stdin_exports, "validatedText", { value: validatedText, enumerable: true });
__defProp(stdin_exports, "validatedWarnings", { value: validatedWarnings, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_U6VD6TGJ = require("./chunk-U6VD6TGJ.cjs");
var import_chunk_JJDRULY7 = require("./chunk-JJDRULY7.cjs");
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_D5ULY43E = require("./chunk-D5ULY43E.cjs");
var import_chunk_333QZTHR = require("./chunk-333QZTHR.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_path = require("node:path");
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");
function checkDataDir(l, configFile, now = /* @__PURE__ */ new Date()) {
  const checked = [];
  const problems = [];
  const check = (file, kind, run) => {
    try {
      const summary = run();
      checked.push({ file, kind, ok: true, summary });
    } catch (e) {
      if (!(e instanceof import_chunk_L7PYBWE7.BrainError)) throw e;
      problems.push(...e instanceof import_chunk_L7PYBWE7.InvalidInputError ? e.issues : [e.message]);
      checked.push({ file, kind, ok: false });
    }
  };
  const changed_keys = [];
  check(l.profile, "profile", () => {
    const profile = (0, import_chunk_JJDRULY7.readKindFile)(l.profile, "profile");
    for (const c of profile.changedKeys) changed_keys.push({ file: l.profile, ...c });
    return profile.summary;
  });
  if ((0, import_node_fs.existsSync)(l.state)) check(l.state, "sidecar", () => checkSidecar(l.state));
  if ((0, import_node_fs.existsSync)(l.history)) check(l.history, "history", () => checkHistory(l.history));
  const config = configFile ?? ((0, import_node_fs.existsSync)(l.config) ? l.config : void 0);
  let rulesFromConfig = false;
  if (config !== void 0) {
    check(config, "config", () => {
      const c = (0, import_chunk_JJDRULY7.readKindFile)(config, "config");
      rulesFromConfig = c.value.rules !== void 0 && c.value.rules !== null;
      return c.summary;
    });
  }
  if (!rulesFromConfig) check("(shipped rules)", "rules-folder", () => `${(0, import_chunk_333QZTHR.loadRuleSet)(null).files.length} files`);
  if ((0, import_node_fs.existsSync)(l.pendingJson)) check(l.pendingJson, "diff", () => (0, import_chunk_JJDRULY7.readKindFile)(l.pendingJson, "diff").summary);
  for (const file of jsonFiles(l.batches)) {
    check(file, "candidates", () => {
      const name = file.slice(l.batches.length + 1, -".json".length);
      const bytes = (0, import_chunk_I2RTUJJH.readInputBytes)(file, file);
      const sha = (0, import_chunk_I2RTUJJH.sha256Hex)(bytes);
      if (sha !== name)
        throw new import_chunk_L7PYBWE7.InvalidInputError([
          `${file}: expected content whose sha256 is its name, found sha256 ${sha.slice(0, 12)}\u2026 (the batch was edited after it was proposed)`
        ]);
      return (0, import_chunk_JJDRULY7.checkKindBytes)(bytes, "candidates", file).summary;
    });
  }
  const decisions = (0, import_node_path2.join)(l.brain, "decisions");
  for (const file of jsonFiles(decisions)) {
    check(file, "decisions", () => {
      const name = file.slice(decisions.length + 1, -".json".length);
      if (!/^[0-9a-f]{64}$/.test(name)) throw new import_chunk_L7PYBWE7.InvalidInputError([`${file}: expected a name that is the sha256 of the decisions, found "${name}"`]);
      const found = (0, import_chunk_D5ULY43E.readDecisions)(l, name)?.declined;
      return `${found?.length ?? 0} decline${found?.length === 1 ? "" : "s"}`;
    });
  }
  for (const file of jsonFiles(l.applied)) {
    check(file, "diff", () => {
      const d = (0, import_chunk_JJDRULY7.readKindFile)(file, "diff");
      const name = file.slice(l.applied.length + 1, -".json".length);
      if (d.value.id !== name)
        throw new import_chunk_L7PYBWE7.InvalidInputError([`${file}: /id: expected the id in the file name (${name.slice(0, 12)}\u2026), found ${d.value.id.slice(0, 12)}\u2026`]);
      return d.summary;
    });
  }
  check(l.ingest, "records", () => {
    const { records, problems: found } = (0, import_chunk_LZDD4S23.checkRecords)(l, now);
    if (found.length > 0) throw new import_chunk_L7PYBWE7.InvalidInputError(found);
    return `${records} record${records === 1 ? "" : "s"}`;
  });
  return { checked, problems, changed_keys };
}
function jsonFiles(dir) {
  try {
    return (0, import_node_fs.readdirSync)(dir).filter((n) => n.endsWith(".json")).sort().map((n) => (0, import_node_path2.join)(dir, n));
  } catch {
    return [];
  }
}
function checkSidecar(file) {
  const size = (0, import_node_fs.statSync)(file).size;
  if (size > import_chunk_L7PYBWE7.MAX_HOOK_READ_BYTES) {
    throw new import_chunk_L7PYBWE7.InvalidInputError([
      `${file}: expected at most ${import_chunk_L7PYBWE7.MAX_HOOK_READ_BYTES} bytes (the session-start hook reads no more, and counts a larger sidecar as never run), found ${size} bytes; the next apply rewrites it`
    ]);
  }
  const data = (0, import_chunk_I2RTUJJH.parseJsonText)((0, import_chunk_I2RTUJJH.decodeUtf8)((0, import_chunk_I2RTUJJH.readInputBytes)(file, file), file), file);
  const issues = [];
  const expect = (ok, pointer, expected, found) => {
    if (!ok) issues.push(`${file}: ${pointer}: expected ${expected}, found ${JSON.stringify(found) ?? "nothing"}`);
  };
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new import_chunk_L7PYBWE7.InvalidInputError([`${file}: /: expected an object, found ${JSON.stringify(data)}`]);
  }
  const s = data;
  const isCount = (v) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
  expect(s.last_run === null || typeof s.last_run === "string" && (0, import_chunk_L7PYBWE7.isIsoDate)(s.last_run), "/last_run", "a date YYYY-MM-DD or null", s.last_run);
  expect(isCount(s.published_count), "/published_count", "a whole number \u2265 0", s.published_count);
  expect(s.last_diff === null || typeof s.last_diff === "string", "/last_diff", "a diff id or null", s.last_diff);
  const nudge = s.nudge;
  expect(nudge !== null && typeof nudge === "object" && !Array.isArray(nudge), "/nudge", "an object", nudge);
  if (nudge && typeof nudge === "object") {
    expect(isCount(nudge.minNewPublished), "/nudge/minNewPublished", "a whole number \u2265 0", nudge.minNewPublished);
    expect(isCount(nudge.minDaysSinceRun), "/nudge/minDaysSinceRun", "a whole number \u2265 0", nudge.minDaysSinceRun);
  }
  if (issues.length > 0) throw new import_chunk_L7PYBWE7.InvalidInputError(issues);
  return s.last_run === null ? "never run" : `last run ${String(s.last_run)}`;
}
function checkHistory(file) {
  const lines = (0, import_chunk_I2RTUJJH.decodeUtf8)((0, import_chunk_I2RTUJJH.readDataFile)(file) ?? Buffer.alloc(0), file).split("\n");
  lines.pop();
  const issues = lines.flatMap((line, i) => {
    const parsed = (0, import_chunk_W4VUU7MV.parseHistoryLine)(line);
    return "issue" in parsed ? [`${file}:${i + 1}: ${parsed.issue}`] : [];
  });
  if (issues.length > 0) throw new import_chunk_L7PYBWE7.InvalidInputError(issues);
  return `${lines.length} entr${lines.length === 1 ? "y" : "ies"}`;
}
async function validateFile(file, as, ctx) {
  if (as !== void 0 && !import_chunk_JJDRULY7.KIND_NAMES.includes(as)) {
    throw new import_chunk_L7PYBWE7.UsageError(`--as: expected one of ${import_chunk_JJDRULY7.KIND_NAMES.join(", ")}, found "${as}"`);
  }
  if (as === "rules" && (0, import_chunk_75TG4X2Z.isDirectory)(file)) {
    const set = (0, import_chunk_333QZTHR.loadRuleSet)(file);
    const warnings = await (0, import_chunk_U6VD6TGJ.validateRuleFolder)(file, (0, import_chunk_2JUJKBZN.loadConfig)(ctx.configFile, ctx.defaultConfig).config);
    const n = set.candidate.length + set.fact.length;
    return {
      file,
      kind: "rules",
      valid: true,
      summary: `${set.files.length} rule file${set.files.length === 1 ? "" : "s"}, ${n} rules`,
      warnings,
      changed_keys: []
    };
  }
  return withRuleChecks((0, import_chunk_JJDRULY7.readKindFile)(file, as), file);
}
async function validateValue(kind, value, label) {
  return withRuleChecks((0, import_chunk_JJDRULY7.checkKindValue)(kind, value, label), label);
}
async function withRuleChecks(checked, file) {
  let warnings = [];
  if (checked.kind === "config") {
    const config = checked.value;
    const rulesDir = config.rules ? (0, import_node_path.resolve)((0, import_node_path.dirname)(file), config.rules) : null;
    warnings = await (0, import_chunk_U6VD6TGJ.validateRuleFolder)(rulesDir, (0, import_chunk_2JUJKBZN.resolveConfig)(config));
  }
  return { file, kind: checked.kind, valid: true, summary: checked.summary, warnings, changed_keys: checked.changedKeys };
}
function validatedText(v) {
  return [`${v.file}: valid ${v.kind} (${v.summary})`, ...v.changed_keys.map((c) => changedKeyText(v.file, c))].join("\n");
}
function changedKeyText(file, c) {
  const merged = c.activeValues > 1 ? `; key "${(0, import_chunk_L7PYBWE7.visible)(c.key)}" now has ${c.activeValues} active values, an open conflict (brain show --conflicts; brain resolve ${(0, import_chunk_L7PYBWE7.visible)(c.key)} --keep <id>)` : "";
  return `  ${file}:${c.line}: key "${(0, import_chunk_L7PYBWE7.visible)(c.stored)}" is read as "${(0, import_chunk_L7PYBWE7.visible)(c.key)}" (dashes are normalized); fact ${c.id} keeps its id, and the next apply stores the new key${merged}`;
}
function validatedWarnings(v) {
  return v.warnings.map(import_chunk_U6VD6TGJ.formatFinding);
}
function validateDataDir(o) {
  const report = checkDataDir(o.paths, o.configFile, o.now);
  return { kind: "data-dir", data_dir: o.paths.dataDir, valid: report.problems.length === 0, ...report };
}
function dataDirText(r) {
  const lines = r.checked.map((c) => `${c.ok ? "ok     " : "INVALID"}  ${c.kind.padEnd(12)} ${c.file}${c.summary ? ` (${c.summary})` : ""}`);
  for (const c of r.changed_keys) lines.push(changedKeyText(c.file, c));
  if (r.valid) lines.push(`${r.data_dir}: valid (${r.checked.length} checked).`);
  return lines.join("\n");
}
function dataDirProblemsText(r) {
  return [...r.problems.map((p) => `brain: ${p}`), `brain: ${r.problems.length} problem${r.problems.length === 1 ? "" : "s"} in ${r.data_dir}.`].join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  dataDirProblemsText,
  dataDirText,
  validateDataDir,
  validateFile,
  validateValue,
  validatedText,
  validatedWarnings
});
