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
__export(stdin_exports, {
  dataDirProblemsText: () => dataDirProblemsText,
  dataDirText: () => dataDirText,
  validateDataDir: () => validateDataDir,
  validateFile: () => validateFile,
  validateValue: () => validateValue,
  validatedText: () => validatedText,
  validatedWarnings: () => validatedWarnings
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_io_check_rule_folder = require("./chunk-io-check-rule-folder.cjs");
var import_chunk_io_file_kinds = require("./chunk-io-file-kinds.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
async function checkDataDir(layout, configFile, now = /* @__PURE__ */ new Date()) {
  const checked = [];
  const problems = [];
  const check = (file, kind, run) => {
    try {
      const summary = run();
      checked.push({ file, kind, ok: true, summary });
    } catch (e) {
      if (!(e instanceof import_chunk_hooks_session_start.BrainError)) throw e;
      problems.push(...e instanceof import_chunk_hooks_session_start.InvalidInputError ? e.issues : [e.message]);
      checked.push({ file, kind, ok: false });
    }
  };
  const changed_keys = [];
  let facts = [];
  check(layout.profile, "profile", () => {
    const profile = (0, import_chunk_io_file_kinds.readKindFile)(layout.profile, "profile");
    facts = profile.value.facts;
    for (const c of profile.changedKeys) changed_keys.push({ file: layout.profile, ...c });
    return profile.summary;
  });
  if ((0, import_node_fs.existsSync)(layout.state)) check(layout.state, "sidecar", () => checkSidecar(layout.state));
  if ((0, import_node_fs.existsSync)(layout.history)) check(layout.history, "history", () => checkHistory(layout.history));
  const config = configFile ?? ((0, import_node_fs.existsSync)(layout.config) ? layout.config : void 0);
  let inForce = { config: (0, import_chunk_core_context_config.resolveConfig)({}), rulesDir: null };
  if (config !== void 0) {
    inForce = void 0;
    check(config, "config", () => {
      const c = (0, import_chunk_io_file_kinds.readKindFile)(config, "config");
      inForce = { config: (0, import_chunk_core_context_config.resolveConfig)(c.value, config), rulesDir: (0, import_chunk_core_context_config.rulesDirOf)(c.value, config) };
      return c.summary;
    });
  }
  const alias_keys = aliasKeys(layout.profile, facts, inForce?.config.keyAliases ?? {});
  const warnings = [];
  if (inForce !== void 0) {
    const { config: resolved, rulesDir } = inForce;
    const outcome = await (0, import_chunk_io_check_rule_folder.validateRuleFolder)(rulesDir, resolved).then(
      (findings) => ({ findings }),
      (error) => ({ error })
    );
    check(rulesDir ?? "(shipped rules)", "rules-folder", () => {
      if ("error" in outcome) throw outcome.error;
      warnings.push(...outcome.findings);
      return `rules --check: ${warnings.length} warning${warnings.length === 1 ? "" : "s"}`;
    });
  }
  if ((0, import_node_fs.existsSync)(layout.pendingJson)) check(layout.pendingJson, "diff", () => (0, import_chunk_io_file_kinds.readKindFile)(layout.pendingJson, "diff").summary);
  for (const file of jsonFiles(layout.batches)) {
    check(file, "candidates", () => {
      const name = file.slice(layout.batches.length + 1, -".json".length);
      const bytes = (0, import_chunk_js_yaml_dist_js_yaml.readInputBytes)(file, file);
      const sha = (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(bytes);
      if (sha !== name)
        throw new import_chunk_hooks_session_start.InvalidInputError([
          `${file}: expected content whose sha256 is its name, found sha256 ${sha.slice(0, 12)}\u2026 (the batch was edited after it was proposed)`
        ]);
      return (0, import_chunk_io_file_kinds.checkKindBytes)(bytes, "candidates", file).summary;
    });
  }
  const decisions = (0, import_node_path.join)(layout.brain, "decisions");
  for (const file of jsonFiles(decisions)) {
    check(file, "decisions", () => {
      const name = file.slice(decisions.length + 1, -".json".length);
      if (!/^[0-9a-f]{64}$/.test(name)) throw new import_chunk_hooks_session_start.InvalidInputError([`${file}: expected a name that is the sha256 of the decisions, found "${name}"`]);
      const found = (0, import_chunk_io_archive.readDecisions)(layout, name)?.declined;
      return `${found?.length ?? 0} decline${found?.length === 1 ? "" : "s"}`;
    });
  }
  for (const file of jsonFiles(layout.applied)) {
    check(file, "diff", () => {
      const d = (0, import_chunk_io_file_kinds.readKindFile)(file, "diff");
      const name = file.slice(layout.applied.length + 1, -".json".length);
      if (d.value.id !== name)
        throw new import_chunk_hooks_session_start.InvalidInputError([`${file}: /id: expected the id in the file name (${name.slice(0, 12)}\u2026), found ${d.value.id.slice(0, 12)}\u2026`]);
      return d.summary;
    });
  }
  check(layout.ingest, "records", () => {
    const { records, problems: found } = (0, import_chunk_core_record_content.checkRecords)(layout, now);
    if (found.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(found);
    return `${records} record${records === 1 ? "" : "s"}`;
  });
  return { checked, problems, changed_keys, alias_keys, warnings };
}
function aliasKeys(file, facts, aliases) {
  const counts = /* @__PURE__ */ new Map();
  for (const f of facts) if (Object.hasOwn(aliases, f.key)) counts.set(f.key, (counts.get(f.key) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (0, import_chunk_js_yaml_dist_js_yaml.byCodeUnit)(a, b)).map(([key, n]) => ({ file, key, target: aliases[key], facts: n }));
}
function jsonFiles(dir) {
  try {
    return (0, import_node_fs.readdirSync)(dir).filter((n) => n.endsWith(".json")).sort().map((n) => (0, import_node_path.join)(dir, n));
  } catch {
    return [];
  }
}
function checkSidecar(file) {
  const size = (0, import_node_fs.statSync)(file).size;
  if (size > import_chunk_hooks_session_start.MAX_HOOK_READ_BYTES) {
    throw new import_chunk_hooks_session_start.InvalidInputError([
      `${file}: expected at most ${import_chunk_hooks_session_start.MAX_HOOK_READ_BYTES} bytes (the session-start hook reads no more, and counts a larger sidecar as never run), found ${size} bytes; the next apply rewrites it`
    ]);
  }
  const data = (0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)((0, import_chunk_js_yaml_dist_js_yaml.decodeUtf8)((0, import_chunk_js_yaml_dist_js_yaml.readInputBytes)(file, file), file), file);
  const issues = [];
  const expect = (ok, pointer, expected, found) => {
    if (!ok) issues.push(`${file}: ${pointer}: expected ${expected}, found ${JSON.stringify(found) ?? "nothing"}`);
  };
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new import_chunk_hooks_session_start.InvalidInputError([`${file}: /: expected an object, found ${JSON.stringify(data)}`]);
  }
  const s = data;
  const isCount = (v) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
  expect(s.last_run === null || typeof s.last_run === "string" && (0, import_chunk_hooks_session_start.isIsoDate)(s.last_run), "/last_run", "a date YYYY-MM-DD or null", s.last_run);
  expect(isCount(s.published_count), "/published_count", "a whole number \u2265 0", s.published_count);
  expect(s.last_diff === null || typeof s.last_diff === "string", "/last_diff", "a diff id or null", s.last_diff);
  const nudge = s.nudge;
  expect(nudge !== null && typeof nudge === "object" && !Array.isArray(nudge), "/nudge", "an object", nudge);
  if (nudge && typeof nudge === "object") {
    expect(isCount(nudge.minNewPublished), "/nudge/minNewPublished", "a whole number \u2265 0", nudge.minNewPublished);
    expect(isCount(nudge.minDaysSinceRun), "/nudge/minDaysSinceRun", "a whole number \u2265 0", nudge.minDaysSinceRun);
  }
  if (issues.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(issues);
  return s.last_run === null ? "never run" : `last run ${String(s.last_run)}`;
}
function checkHistory(file) {
  const lines = (0, import_chunk_js_yaml_dist_js_yaml.decodeUtf8)((0, import_chunk_js_yaml_dist_js_yaml.readDataFile)(file) ?? Buffer.alloc(0), file).split("\n");
  lines.pop();
  const issues = lines.flatMap((line, i) => {
    const parsed = (0, import_chunk_core_utf8_builder.parseHistoryLine)(line);
    return "issue" in parsed ? [`${file}:${i + 1}: ${parsed.issue}`] : [];
  });
  if (issues.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(issues);
  return `${lines.length} entr${lines.length === 1 ? "y" : "ies"}`;
}
async function validateFile(file, as, ctx) {
  if (as !== void 0 && !import_chunk_io_file_kinds.KIND_NAMES.includes(as)) {
    throw new import_chunk_hooks_session_start.UsageError(`--as: expected one of ${import_chunk_io_file_kinds.KIND_NAMES.join(", ")}, found "${as}"`);
  }
  if (as === "rules" && (0, import_chunk_io_file_status.isDirectory)(file)) {
    const set = (0, import_chunk_io_load_rules.loadRuleSet)(file);
    const warnings = await (0, import_chunk_io_check_rule_folder.validateRuleFolder)(file, (0, import_chunk_core_context_config.loadConfig)(ctx.configFile, ctx.defaultConfig).config);
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
  return withRuleChecks((0, import_chunk_io_file_kinds.readKindFile)(file, as), file);
}
async function validateValue(kind, value, label) {
  return withRuleChecks((0, import_chunk_io_file_kinds.checkKindValue)(kind, value, label), label);
}
async function withRuleChecks(checked, file) {
  let warnings = [];
  if (checked.kind === "config") {
    const config = checked.value;
    warnings = await (0, import_chunk_io_check_rule_folder.validateRuleFolder)((0, import_chunk_core_context_config.rulesDirOf)(config, file), (0, import_chunk_core_context_config.resolveConfig)(config));
  }
  return { file, kind: checked.kind, valid: true, summary: checked.summary, warnings, changed_keys: checked.changedKeys };
}
function validatedText(v) {
  return [`${v.file}: valid ${v.kind} (${v.summary})`, ...v.changed_keys.map((c) => changedKeyText(v.file, c))].join("\n");
}
function changedKeyText(file, c) {
  const merged = c.activeValues > 1 ? `; key "${(0, import_chunk_hooks_session_start.visible)(c.key)}" now has ${c.activeValues} active values, an open conflict (brain show --conflicts; brain resolve ${(0, import_chunk_hooks_session_start.visible)(c.key)} --keep <id>)` : "";
  return `  ${file}:${c.line}: key "${(0, import_chunk_hooks_session_start.visible)(c.stored)}" is read as "${(0, import_chunk_hooks_session_start.visible)(c.key)}" (dashes are normalized); fact ${c.id} keeps its id, and the next apply stores the new key${merged}`;
}
function validatedWarnings(v) {
  return v.warnings.map(import_chunk_io_check_rule_folder.formatFinding);
}
async function validateDataDir(o) {
  const report = await checkDataDir(o.paths, o.configFile, o.now);
  return { kind: "data-dir", data_dir: o.paths.dataDir, valid: report.problems.length === 0, ...report, hand_edit: handEdit(o) };
}
function handEdit(o) {
  let edit;
  try {
    edit = (0, import_chunk_diff_apply_diff.handEditChanges)(o, (0, import_chunk_core_profile_format.readProfile)(o.paths.profile));
  } catch {
    return null;
  }
  return edit ? { facts_edited: edit.changes?.length ?? null, warning: (0, import_chunk_diff_apply_diff.handEditWarning)(o.paths.profile, edit, (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["adopt"])) } : null;
}
function dataDirText(r) {
  const lines = r.checked.map((c) => `${c.ok ? "ok     " : "INVALID"}  ${c.kind.padEnd(12)} ${c.file}${c.summary ? ` (${c.summary})` : ""}`);
  for (const c of r.changed_keys) lines.push(changedKeyText(c.file, c));
  if (r.hand_edit) lines.push(`note: ${r.hand_edit.warning}`);
  for (const a of r.alias_keys) {
    lines.push(
      `${a.file}: ${a.facts} fact${a.facts === 1 ? "" : "s"} stored under "${(0, import_chunk_hooks_session_start.visible)(a.key)}", an alias of "${(0, import_chunk_hooks_session_start.visible)(a.target)}" (keyAliases): they count as "${(0, import_chunk_hooks_session_start.visible)(a.target)}"'s`
    );
  }
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
// brain-digest: d28d933f36607c5d
