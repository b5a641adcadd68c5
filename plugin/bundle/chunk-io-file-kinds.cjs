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
  KIND_NAMES: () => KIND_NAMES,
  checkKindBytes: () => checkKindBytes,
  checkKindValue: () => checkKindValue,
  readKindFile: () => readKindFile
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_io_load_rule_tests = require("./chunk-io-load-rule-tests.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_core_candidates = require("./chunk-core-candidates.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_path = require("node:path");
var plural = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
var FILE_KINDS = {
  candidates: {
    format: "json",
    schema: "candidates",
    maxBytes: import_chunk_js_yaml_dist_js_yaml.MAX_INPUT_BYTES,
    nameHint: "candidate",
    description: "a JSON array of candidate facts, written by the extracting session (schemas/candidates.schema.json)",
    check: (value, file) => {
      const list = value;
      return { issues: (0, import_chunk_core_candidates.candidateIssues)(list, file), summary: plural(list.length, "candidate") };
    }
  },
  config: {
    format: "yaml",
    schema: "config",
    maxBytes: import_chunk_js_yaml_dist_js_yaml.MAX_INPUT_BYTES,
    nameHint: "config",
    description: "operator tuning, brain.config.yaml (schemas/config.schema.json); the rules folder it names is loaded too",
    check: (value, file) => {
      const dir = (0, import_chunk_core_context_config.rulesDirOf)(value, file);
      if (dir === null) return { issues: [], summary: "shipped rules" };
      const set = (0, import_chunk_io_load_rules.loadRuleSet)(dir);
      return { issues: [], summary: `rules from ${dir}: ${plural(set.files.length, "file")}` };
    }
  },
  rules: {
    format: "yaml",
    schema: "rules",
    maxBytes: import_chunk_js_yaml_dist_js_yaml.MAX_INPUT_BYTES,
    nameHint: "rule",
    description: "one rule file, rules/*.yaml (schemas/rules.schema.json)",
    check: (value, file, bytes) => {
      const content = value;
      (0, import_chunk_rules_conditions.buildRuleSet)([{ path: file, file: (0, import_node_path.basename)(file), sha256: (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(bytes), content }], file, { requireCandidateScope: false });
      return { issues: [], summary: `scope ${content.scope}, version ${content.version}, ${plural(content.rules.length, "rule")}` };
    }
  },
  diff: {
    format: "json",
    schema: "diff",
    maxBytes: import_chunk_js_yaml_dist_js_yaml.MAX_DIFF_BYTES,
    nameHint: "diff",
    description: "a proposed ProfileDiff, brain/pending-diff.json or brain/applied/<id>.json (schemas/diff.schema.json)",
    check: (value, file) => {
      const diff = value;
      const tampered = (0, import_chunk_js_yaml_dist_js_yaml.diffIdIssue)(diff, file);
      return { issues: tampered ? [tampered] : [], summary: `id ${diff.id.slice(0, 12)}, base ${diff.base.slice(0, 12)}` };
    }
  },
  profile: {
    format: "profile",
    schema: "profile",
    maxBytes: import_chunk_js_yaml_dist_js_yaml.MAX_DIFF_BYTES,
    nameHint: "profile",
    description: "brain/profile.md (docs/profile-format.md), or the JSON `brain show --json` prints (schemas/profile.schema.json)",
    // A profile written by an earlier version is read as it is (its text is shown escaped); only
    // validate reports what new input may no longer hold: invisible or format characters, mixed-script keys.
    check: (value, file) => {
      const facts = value.facts;
      return { issues: facts.flatMap((f, i) => profileTextIssues(f, `${file}: /facts/${i}`)), summary: plural(facts.length, "fact") };
    }
  },
  "rule-tests": {
    format: "yaml",
    schema: "rule-tests",
    maxBytes: import_chunk_js_yaml_dist_js_yaml.MAX_INPUT_BYTES,
    nameHint: ".test.",
    description: "rule tests, rules/*.test.yaml beside the rule files (schemas/rule-tests.schema.json; docs/rules.md)",
    check: (value, file) => {
      const issues = [];
      const tests = (0, import_chunk_io_load_rule_tests.prepareRuleTestFile)(value, file, issues);
      return { issues, summary: plural(tests.length, "test") };
    }
  },
  fields: {
    format: "yaml-strings",
    schema: "fields",
    maxBytes: import_chunk_js_yaml_dist_js_yaml.MAX_INPUT_BYTES,
    nameHint: "fields",
    description: "a YAML map of profile fields for `brain init --from` (schemas/fields.schema.json); every value is kept as written",
    check: (value, file) => {
      const issues = [];
      const seen = /* @__PURE__ */ new Map();
      for (const field of Object.keys(value)) {
        const key = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(field);
        const pointer = `/${(0, import_chunk_js_yaml_dist_js_yaml.escapePointer)(field)}`;
        const bad = (0, import_chunk_core_candidates.keyIssue)(field, `${file}: ${pointer}`);
        if (bad !== void 0) {
          issues.push(bad);
          continue;
        }
        const clash = seen.get(key);
        if (clash !== void 0)
          issues.push(`${file}: ${pointer}: normalizes to key "${key}", like /${(0, import_chunk_js_yaml_dist_js_yaml.escapePointer)(clash)}; merge them into one field (a list is allowed)`);
        else seen.set(key, field);
      }
      return { issues, summary: plural(seen.size, "field") };
    }
  }
};
var KIND_NAMES = Object.keys(FILE_KINDS);
function readKindFile(path, kind, label = path) {
  const bytes = (0, import_chunk_js_yaml_dist_js_yaml.readInputBytes)(path, label, kind ? FILE_KINDS[kind].maxBytes : import_chunk_js_yaml_dist_js_yaml.MAX_DIFF_BYTES);
  if (kind !== void 0) return checkKindBytes(bytes, kind, label);
  const text = (0, import_chunk_js_yaml_dist_js_yaml.decodeUtf8)(bytes, label);
  const inferred = inferKind(text, path, label);
  const max = FILE_KINDS[inferred].maxBytes;
  if (bytes.length > max) throw new import_chunk_hooks_session_start.InvalidInputError([`${label}: expected at most ${max} bytes for a ${inferred} file, found ${bytes.length} bytes`]);
  const parsed = parseAs(inferred, text, label);
  return checkKindValue(inferred, parsed.value, label, { bytes, changedKeys: parsed.changedKeys });
}
function checkKindBytes(bytes, kind, label) {
  const text = (0, import_chunk_js_yaml_dist_js_yaml.decodeUtf8)(bytes, label);
  const k = kind ?? inferKind(text, label, label);
  const parsed = parseAs(k, text, label);
  return checkKindValue(k, parsed.value, label, { bytes, changedKeys: parsed.changedKeys });
}
function checkKindValue(kind, value, label, { bytes, changedKeys = [] } = {}) {
  const result = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate(FILE_KINDS[kind].schema, value, label);
  if (!result.ok) throw new import_chunk_hooks_session_start.InvalidInputError(result.issues);
  const { issues, summary } = FILE_KINDS[kind].check(result.value, label, bytes ?? Buffer.from(JSON.stringify(value)));
  if (issues.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(issues);
  return { kind, value: result.value, summary, changedKeys };
}
function parseAs(kind, text, label) {
  switch (FILE_KINDS[kind].format) {
    case "json":
      return { value: (0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)(text, label), changedKeys: [] };
    case "yaml":
      return { value: (0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)(text, label) ?? {}, changedKeys: [] };
    case "yaml-strings":
      return { value: (0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)(text, label, { strings: true }) ?? {}, changedKeys: [] };
    case "profile": {
      if (looksLikeJson(text)) return { value: (0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)(text, label), changedKeys: [] };
      const { doc, changedKeys } = (0, import_chunk_core_profile_format.parseProfileReport)(text, label);
      return { value: { facts: doc.facts }, changedKeys };
    }
  }
}
function inferKind(text, path, label) {
  const byContent = kindFromContent(text, label);
  if (byContent !== void 0) return byContent;
  const byName = kindFromName(path);
  if (byName !== void 0) return byName;
  if (looksLikeJson(text)) (0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)(text, label);
  else if (isMap((0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)(text, label))) return "config";
  throw new import_chunk_hooks_session_start.InvalidInputError([`${label}: cannot tell what kind of file this is; pass --as ${KIND_NAMES.join("|")}`]);
}
function kindFromName(path) {
  const name = (0, import_node_path.basename)(path).toLowerCase();
  if (name.includes(FILE_KINDS["rule-tests"].nameHint)) return "rule-tests";
  return KIND_NAMES.find((k) => name.includes(FILE_KINDS[k].nameHint));
}
function kindFromContent(text, label) {
  if (looksLikeJson(text)) {
    let data2;
    try {
      data2 = (0, import_chunk_js_yaml_dist_js_yaml.parseJsonText)(text, label);
    } catch {
      return void 0;
    }
    if (Array.isArray(data2)) return "candidates";
    if (!isMap(data2)) return void 0;
    if ("id" in data2 && "base" in data2) return "diff";
    if ("facts" in data2) return "profile";
    return void 0;
  }
  if (/^## (Static|Dynamic)\s*$/m.test(text)) return "profile";
  let data;
  try {
    data = (0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)(text, label);
  } catch {
    return void 0;
  }
  if (!isMap(data)) return void 0;
  if ("scope" in data && "rules" in data) return "rules";
  if (Array.isArray(data.tests)) return "rule-tests";
  return void 0;
}
function isMap(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function looksLikeJson(text) {
  return /^\s*[[{]/.test(text);
}
function profileTextIssues(f, at) {
  const issues = [];
  const text = [
    ["key", f.key, import_chunk_hooks_session_start.KEY_FORBIDDEN_CHAR],
    ["value", f.value, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR],
    ...f.sources.map((s, j) => [`sources/${j}`, s, import_chunk_hooks_session_start.KEY_FORBIDDEN_CHAR]),
    ["retired_reason", f.retired_reason, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR]
  ];
  for (const [field, s, forbidden] of text) {
    if (s === void 0) continue;
    const chars = [...s];
    const i = chars.findIndex((c) => forbidden.test(c));
    if (i < 0) continue;
    const cp = chars[i].codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
    issues.push(
      `${at}/${field}: must not contain control or invisible-formatting characters (written by an earlier version?), got U+${cp} at character ${i + 1}`
    );
  }
  const mixed = (0, import_chunk_core_candidates.keyIssue)(f.key, `${at}/key`);
  if (mixed !== void 0) issues.push(mixed);
  return issues;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  KIND_NAMES,
  checkKindBytes,
  checkKindValue,
  readKindFile
});
// brain-digest: 1df5eb74656189b8
