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
__defProp(stdin_exports, "DEFAULT_CONFIG", { get: () => DEFAULT_CONFIG, enumerable: true });
__defProp(stdin_exports, "independentEvidence", { value: independentEvidence, enumerable: true });
__defProp(stdin_exports, "isOperatorStatement", { value: isOperatorStatement, enumerable: true });
__defProp(stdin_exports, "loadConfig", { value: loadConfig, enumerable: true });
__defProp(stdin_exports, "packLongValue", { value: packLongValue, enumerable: true });
__defProp(stdin_exports, "resolveConfig", { value: resolveConfig, enumerable: true });
__defProp(stdin_exports, "retireFromOf", { value: retireFromOf, enumerable: true });
__defProp(stdin_exports, "sourceIdentity", { value: sourceIdentity, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
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
var DEFAULT_CONFIG = Object.freeze({
  promoteThreshold: 3,
  decayDays: 90,
  staticDecayDays: null,
  learnFrom: [...DEFAULT_LEARN_FROM],
  nudge: { ...import_chunk_L7PYBWE7.DEFAULT_THRESHOLDS },
  rules: null,
  requireKnownSources: true,
  multiValued: [],
  retireFrom: [...DEFAULT_RETIRE_FROM]
});
function loadConfig(explicit, defaultPath) {
  const path = explicit ? (0, import_node_path.resolve)(explicit) : defaultPath;
  if (!explicit && !(0, import_node_fs.existsSync)(path)) return { config: resolveConfig({}), context: resolveContextConfig(void 0), path: null, rulesDir: null };
  const raw = (0, import_chunk_I2RTUJJH.parseYamlText)((0, import_chunk_I2RTUJJH.readInputText)(path, path), path) ?? {};
  const result = (0, import_chunk_I2RTUJJH.schemas)().validate("config", raw, path);
  if (!result.ok) throw new import_chunk_L7PYBWE7.InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  const config = resolveConfig(result.value);
  return { config, context: resolveContextConfig(result.value.context), path, rulesDir: config.rules ? (0, import_node_path.resolve)((0, import_node_path.dirname)(path), config.rules) : null };
}
function resolveConfig(c) {
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
    // Matched against normalized keys: `job‐title` (U+2010) lists the key `job-title`.
    multiValued: [...new Set((c.multiValued ?? []).map(import_chunk_I2RTUJJH.normalizeKey))],
    retireFrom: [...c.retireFrom ?? DEFAULT_RETIRE_FROM]
  };
}
var PACK_MIN_CHARS = 64;
var UTF8 = /* @__PURE__ */ Symbol("the value's UTF-8 bytes as a Latin-1 string");
var BEYOND_LATIN1 = /[^\u0000-\u00ff]/;
var REPLACEMENT = Buffer.from("\uFFFD", "utf8");
var LONE_SURROGATE = new RegExp("\\p{Cs}", "u");
var SCRATCH = Buffer.allocUnsafe(1 << 16);
function unpack() {
  return Buffer.from(this[UTF8], "latin1").toString("utf8");
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
  const packed = {};
  for (const name of Object.keys(o)) {
    if (name === "value") {
      Object.defineProperty(packed, "value", VALUE);
      Object.defineProperty(packed, UTF8, { value: bytes.toString("latin1"), writable: false, enumerable: false, configurable: true });
    } else {
      packed[name] = o[name];
    }
  }
  return packed;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_CONFIG,
  independentEvidence,
  isOperatorStatement,
  loadConfig,
  packLongValue,
  resolveConfig,
  retireFromOf,
  sourceIdentity
});
