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
  showStale: () => showStale,
  staleText: () => staleText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_clone_clone = require("./chunk-clone-clone.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_diff_similar_keys = require("./chunk-diff-similar-keys.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_key_glob = require("./chunk-core-key-glob.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_quote = require("./chunk-core-quote.cjs");
var import_chunk_core_detached = require("./chunk-core-detached.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_chunk_runtime = require("./chunk-runtime.cjs");
async function showStale(o) {
  const { config, rulesDir } = (0, import_chunk_core_context_config.loadConfig)(o.configFile, o.paths.config);
  const rules = (0, import_chunk_io_load_rules.loadRuleSet)(rulesDir);
  const { doc, sha256 } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
  const diff = await (0, import_chunk_core_confusables_version.proposeDiff)({ current: doc, base: sha256, candidates: [], rules, config, today: o.today });
  const offered = (0, import_chunk_usecases_withheld.withholdFacts)(diff.staleFlags, (0, import_chunk_usecases_withheld.exclusionFor)(o));
  return { today: o.today, stale: offered.facts, withheld: offered.withheld };
}
function staleText(r) {
  const lines = r.stale.length === 0 ? [`No stale facts as of ${r.today}.`] : [
    `${r.stale.length} stale fact${r.stale.length === 1 ? "" : "s"} as of ${r.today} \u2014 confirm one with new evidence, or \`brain retire <id\u2026> --reason <why>\`:`,
    ...r.stale.map((f) => `  ${f.id}  ${(0, import_chunk_hooks_session_start.visible)(f.key)}: ${(0, import_chunk_hooks_session_start.visibleValue)(f.value)}  (last seen ${f.last_seen}, ${f.days_since_seen} days ago)`)
  ];
  const note = (0, import_chunk_usecases_withheld.withheldNote)(r.withheld, "stale fact");
  return note ? `${lines.join("\n")}

${note}` : lines.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  showStale,
  staleText
});
// brain-digest: af99c5fb34fe4494
