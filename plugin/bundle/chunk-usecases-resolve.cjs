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
  resolveConflict: () => resolveConflict
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_operator_statement = require("./chunk-usecases-operator-statement.cjs");
var import_chunk_usecases_carry_over = require("./chunk-usecases-carry-over.cjs");
var import_chunk_core_open_conflicts = require("./chunk-core-open-conflicts.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
async function resolveConflict(o) {
  const source = o.source ?? `human:resolve-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new import_chunk_hooks_session_start.UsageError(`--source: expected human:<label> (a resolve is the operator's own statement), found "${source}"`);
  }
  (0, import_chunk_usecases_operator_statement.checkFlagText)("--source", source, 500, import_chunk_hooks_session_start.KEY_FORBIDDEN_CHAR);
  if (o.reason !== void 0) (0, import_chunk_usecases_operator_statement.checkFlagText)("--reason", o.reason, 500, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR);
  const setup = (0, import_chunk_usecases_carry_over.loadProposeSetup)(o);
  const key = (0, import_chunk_core_context_config.aliasTarget)(setup.config.keyAliases, (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(o.key));
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const { doc } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
    const conflict = (0, import_chunk_core_open_conflicts.openConflicts)(doc, setup.config.multiValued ?? [], setup.config.keyAliases).find((c) => c.key === key);
    if (!conflict) {
      throw new import_chunk_hooks_session_start.NotFoundError(key, "an open conflict for this key", "brain show --conflicts lists the keys holding more than one active value");
    }
    const kept = conflict.values.find((f) => f.id === o.keep);
    if (!kept) {
      const ids = conflict.values.map((f) => `${f.id} (${f.value})`).join(", ");
      throw new import_chunk_hooks_session_start.NotFoundError(o.keep, `an active value of "${key}" with this id`, `the values of "${key}" are ${ids}`);
    }
    return await (0, import_chunk_usecases_operator_statement.proposeStatement)(lock, o, setup, {
      label: `resolve ${key} --keep ${kept.id}`,
      origin: o.origin,
      candidates: (today) => [
        {
          key,
          keeps: kept.id,
          ...o.reason !== void 0 ? { reason: o.reason } : {},
          provenance: "human",
          source: o.source ?? `human:resolve-${today}`,
          observed_date: today
        }
      ]
    });
  } finally {
    lock.release();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  resolveConflict
});
// brain-digest: 57f7e4ca281944c9
