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
__defProp(stdin_exports, "loadConfig", { value: loadConfig, enumerable: true });
__defProp(stdin_exports, "resolveConfig", { value: resolveConfig, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var DEFAULT_CONFIG = Object.freeze({
  promoteThreshold: 3,
  decayDays: 90,
  staticDecayDays: null,
  learnFrom: [...import_chunk_FIQNWKAZ.DEFAULT_LEARN_FROM],
  nudge: { ...import_chunk_S4PSTNN7.DEFAULT_THRESHOLDS },
  rules: null,
  requireKnownSources: true,
  multiValued: [],
  retireFrom: [...import_chunk_FIQNWKAZ.DEFAULT_RETIRE_FROM]
});
function loadConfig(explicit, defaultPath) {
  const path = explicit ? (0, import_node_path.resolve)(explicit) : defaultPath;
  if (!explicit && !(0, import_node_fs.existsSync)(path)) return { config: resolveConfig({}), path: null, rulesDir: null };
  const raw = (0, import_chunk_FZ4K7N5W.parseYamlText)((0, import_chunk_FZ4K7N5W.readInputText)(path, path), path) ?? {};
  const result = (0, import_chunk_YM4JW7MF.schemas)().validate("config", raw, path);
  if (!result.ok) throw new import_chunk_S4PSTNN7.InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  const config = resolveConfig(result.value);
  return { config, path, rulesDir: config.rules ? (0, import_node_path.resolve)((0, import_node_path.dirname)(path), config.rules) : null };
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
    multiValued: [...c.multiValued ?? []],
    retireFrom: [...c.retireFrom ?? import_chunk_FIQNWKAZ.DEFAULT_RETIRE_FROM]
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_CONFIG,
  loadConfig,
  resolveConfig
});
