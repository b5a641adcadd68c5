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
  DEFAULT_CONFIG: () => DEFAULT_CONFIG,
  aliasTarget: () => aliasTarget,
  independentEvidence: () => independentEvidence,
  isOperatorStatement: () => isOperatorStatement,
  loadConfig: () => loadConfig,
  loadConfigOverlay: () => loadConfigOverlay,
  packLongValue: () => packLongValue,
  packedAs: () => packedAs,
  resolveConfig: () => resolveConfig,
  retireFromOf: () => retireFromOf,
  rulesDirOf: () => rulesDirOf,
  sourceIdentity: () => sourceIdentity
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var DEFAULT_CONTEXT = Object.freeze({ inject: true, budget: 4e3, exclude: [], onlyIn: [], notIn: [] });
function resolveContextConfig(c) {
  return {
    inject: c?.inject ?? DEFAULT_CONTEXT.inject,
    budget: c?.budget ?? DEFAULT_CONTEXT.budget,
    exclude: [...c?.exclude ?? []],
    onlyIn: [...c?.onlyIn ?? []],
    notIn: [...c?.notIn ?? []]
  };
}
function resolveKeyAliases(raw, file) {
  const aliases = {};
  const issues = [];
  const where = (alias) => `${file}: /keyAliases/${(0, import_chunk_hooks_session_start.visible)(alias).replace(/~/g, "~0").replace(/\//g, "~1")}`;
  const writtenAs = /* @__PURE__ */ new Map();
  for (const [alias, target] of Object.entries(raw)) {
    if (target === void 0) continue;
    const from = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(alias);
    const to = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(target);
    if (from === to) {
      issues.push(`${where(alias)}: expected a key other than its alias, found ${JSON.stringify((0, import_chunk_hooks_session_start.visible)(target))} (both are the key "${(0, import_chunk_hooks_session_start.visible)(to)}")`);
      continue;
    }
    const earlier = writtenAs.get(from);
    if (earlier !== void 0 && aliases[from] !== to) {
      issues.push(
        `${where(alias)}: expected one target per key, found "${(0, import_chunk_hooks_session_start.visible)(from)}" (also written ${JSON.stringify((0, import_chunk_hooks_session_start.visible)(earlier))}) filed under both "${(0, import_chunk_hooks_session_start.visible)(aliases[from])}" and "${(0, import_chunk_hooks_session_start.visible)(to)}"`
      );
      continue;
    }
    writtenAs.set(from, alias);
    aliases[from] = to;
  }
  for (const [from, to] of Object.entries(aliases)) {
    if (Object.hasOwn(aliases, to)) {
      const next = aliases[to];
      const fix = next === from ? "keep one of the two" : `file "${(0, import_chunk_hooks_session_start.visible)(from)}" under "${(0, import_chunk_hooks_session_start.visible)(next)}" directly`;
      issues.push(
        `${where(writtenAs.get(from))}: "${(0, import_chunk_hooks_session_start.visible)(to)}" is both a target (of "${(0, import_chunk_hooks_session_start.visible)(from)}") and an alias (of "${(0, import_chunk_hooks_session_start.visible)(next)}"): aliases cannot chain \u2014 ${fix}`
      );
    }
  }
  return { aliases: issues.length > 0 ? {} : sortedByKey(aliases), issues };
}
function sortedByKey(m) {
  const out = {};
  for (const k of Object.keys(m).sort()) out[k] = m[k];
  return out;
}
function aliasTarget(aliases, key) {
  if (aliases === void 0 || !Object.hasOwn(aliases, key)) return key;
  return aliases[key] ?? key;
}
var DEFAULT_LEARN_FROM = Object.freeze(["published", "human"]);
var DEFAULT_RETIRE_FROM = Object.freeze(["human"]);
function retireFromOf(config) {
  return config.retireFrom ?? DEFAULT_RETIRE_FROM;
}
var OPERATOR_PREFIX = "human:";
function isOperatorStatement(source) {
  return source.startsWith(OPERATOR_PREFIX) && source.length > OPERATOR_PREFIX.length;
}
var WHITESPACE_RUNS = /\s+/gu;
function sourceIdentity(source) {
  if (!source.startsWith(OPERATOR_PREFIX)) return source;
  const label = source.slice(OPERATOR_PREFIX.length).normalize("NFKC").trim().replace(WHITESPACE_RUNS, " ");
  return OPERATOR_PREFIX + label.toLowerCase().toUpperCase().toLowerCase();
}
function independentEvidence(sources) {
  let records = 0;
  let statements = 0;
  for (let i = 0; i < sources.length; i++) {
    if (isOperatorStatement(sources[i])) statements = 1;
    else records++;
  }
  return records + statements;
}
var DEFAULT_CONFIG = Object.freeze({
  promoteThreshold: 3,
  decayDays: 90,
  staticDecayDays: null,
  learnFrom: [...DEFAULT_LEARN_FROM],
  nudge: { ...import_chunk_hooks_session_start.DEFAULT_THRESHOLDS },
  rules: null,
  requireKnownSources: true,
  requireQuotes: false,
  keyAliases: {},
  multiValued: [],
  retireFrom: [...DEFAULT_RETIRE_FROM]
});
function rulesDirOf(config, file) {
  return config.rules ? (0, import_node_path.resolve)((0, import_node_path.dirname)(file), config.rules) : null;
}
function loadConfig(explicit, defaultPath) {
  const path = explicit ? (0, import_node_path.resolve)(explicit) : defaultPath;
  if (!explicit && !(0, import_node_fs.existsSync)(path)) return { config: resolveConfig({}), context: resolveContextConfig(void 0), path: null, rulesDir: null };
  const raw = (0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)((0, import_chunk_js_yaml_dist_js_yaml.readInputText)(path, path), path) ?? {};
  const result = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("config", raw, path);
  if (!result.ok) throw new import_chunk_hooks_session_start.InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  const config = resolveConfig(result.value, path);
  return { config, context: resolveContextConfig(result.value.context), path, rulesDir: rulesDirOf(config, path) };
}
function readConfigFile(path) {
  const raw = (0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)((0, import_chunk_js_yaml_dist_js_yaml.readInputText)(path, path), path) ?? {};
  const result = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("config", raw, path);
  if (!result.ok) throw new import_chunk_hooks_session_start.InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  return result.value;
}
function loadConfigOverlay(explicit, defaultPath, overlayPath) {
  const inForce = loadConfig(explicit, defaultPath);
  const base = inForce.path === null ? {} : readConfigFile(inForce.path);
  const path = (0, import_node_path.resolve)(overlayPath);
  const over = readConfigFile(path);
  const merged = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const was = merged[key];
    merged[key] = isMap(value) && isMap(was) ? { ...was, ...value } : value;
  }
  const result = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("config", merged, `${path} (laid over ${inForce.path ?? "the defaults"})`);
  if (!result.ok) throw new import_chunk_hooks_session_start.InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  const config = resolveConfig(result.value);
  const rulesDir = over.rules === void 0 ? inForce.rulesDir : over.rules === null ? null : (0, import_node_path.resolve)((0, import_node_path.dirname)(path), over.rules);
  const changed = changedFields(inForce.config, config);
  return { config, context: resolveContextConfig(result.value.context), path, rulesDir, changed };
}
function isMap(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function changedFields(a, b) {
  const out = [];
  const left = a;
  const right = b;
  for (const key of Object.keys(right)) {
    const x = left[key];
    const y = right[key];
    if (isMap(x) && isMap(y)) {
      for (const sub of Object.keys(y)) if (JSON.stringify(x[sub]) !== JSON.stringify(y[sub])) out.push(`${key}.${sub}`);
    } else if (JSON.stringify(x ?? null) !== JSON.stringify(y ?? null)) out.push(key);
  }
  return out;
}
function resolveConfig(c, file = "config") {
  const { aliases, issues } = resolveKeyAliases(c.keyAliases ?? {}, file);
  if (issues.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(issues, "The config was not used; nothing was changed. See docs/rules.md (Key aliases).");
  const multiValued = [...new Set((c.multiValued ?? []).map((k) => aliasTarget(aliases, (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(k))))];
  return {
    promoteThreshold: c.promoteThreshold ?? DEFAULT_CONFIG.promoteThreshold,
    decayDays: c.decayDays ?? DEFAULT_CONFIG.decayDays,
    staticDecayDays: c.staticDecayDays ?? null,
    learnFrom: [...c.learnFrom ?? DEFAULT_CONFIG.learnFrom],
    nudge: {
      minNewPublished: c.nudge?.minNewPublished ?? DEFAULT_CONFIG.nudge.minNewPublished,
      minDaysSinceRun: c.nudge?.minDaysSinceRun ?? DEFAULT_CONFIG.nudge.minDaysSinceRun
    },
    rules: c.rules ?? null,
    requireKnownSources: c.requireKnownSources ?? true,
    requireQuotes: c.requireQuotes ?? false,
    keyAliases: aliases,
    // Matched against normalized keys: `job‐title` (U+2010) lists the key `job-title`.
    multiValued,
    retireFrom: [...c.retireFrom ?? DEFAULT_RETIRE_FROM]
  };
}
var PACK_MIN_CHARS = 64;
var UTF8 = /* @__PURE__ */ Symbol("the value's UTF-8 bytes as a Latin-1 string");
var BEYOND_LATIN1 = /[^\u0000-\u00ff]/;
var REPLACEMENT = Buffer.from("\uFFFD", "utf8");
var LONE_SURROGATE = new RegExp("\\p{Cs}", "u");
var SCRATCH = Buffer.allocUnsafe(1 << 16);
var DECODING = Buffer.allocUnsafe(1 << 16);
function unpack() {
  const bytes = this[UTF8];
  if (bytes.length > DECODING.length) return Buffer.from(bytes, "latin1").toString("utf8");
  return DECODING.toString("utf8", 0, DECODING.write(bytes, 0, "latin1"));
}
function replace(value) {
  Object.defineProperty(this, "value", { value, writable: true, enumerable: true, configurable: true });
}
var VALUE = { get: unpack, set: replace, enumerable: true, configurable: true };
function packLongValue(o) {
  const value = o.value;
  if (value.length < PACK_MIN_CHARS || !BEYOND_LATIN1.test(value)) return o;
  const room = value.length * 3;
  const buffer = room <= SCRATCH.length ? SCRATCH : Buffer.allocUnsafe(room);
  const length = buffer.write(value, "utf8");
  if (length >= value.length * 2) return o;
  const bytes = buffer.subarray(0, length);
  if (bytes.indexOf(REPLACEMENT) >= 0 && LONE_SURROGATE.test(value)) return o;
  return holding(o, bytes.toString("latin1"));
}
function packedAs(entry, fact) {
  const bytes = fact[UTF8];
  return bytes === void 0 ? entry : holding(entry, bytes);
}
function holding(o, bytes) {
  const packed = {};
  for (const name of Object.keys(o)) {
    if (name === "value") {
      Object.defineProperty(packed, "value", VALUE);
      Object.defineProperty(packed, UTF8, { value: bytes, writable: false, enumerable: false, configurable: true });
    } else {
      packed[name] = o[name];
    }
  }
  return packed;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_CONFIG,
  aliasTarget,
  independentEvidence,
  isOperatorStatement,
  loadConfig,
  loadConfigOverlay,
  packLongValue,
  packedAs,
  resolveConfig,
  retireFromOf,
  rulesDirOf,
  sourceIdentity
});
// brain-digest: 4887b217382d0c30
