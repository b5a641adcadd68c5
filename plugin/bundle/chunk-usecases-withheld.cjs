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
  agentExclusion: () => agentExclusion,
  exclusionFor: () => exclusionFor,
  withheldNote: () => withheldNote,
  withholdFacts: () => withholdFacts
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_key_glob = require("./chunk-core-key-glob.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_node_path = require("node:path");
function agentExclusion(o) {
  const inForce = (0, import_chunk_core_context_config.loadConfig)(o.configFile, o.paths.config);
  const own = o.configFile !== void 0 && (0, import_node_path.resolve)(o.configFile) !== (0, import_node_path.resolve)(o.paths.config) ? (0, import_chunk_core_context_config.loadConfig)(void 0, o.paths.config) : inForce;
  const exclude = [.../* @__PURE__ */ new Set([...own.context.exclude, ...inForce.context.exclude])];
  const aliases = { ...own.config.keyAliases, ...inForce.config.keyAliases };
  return { config: inForce.config, exclude, exclusion: (0, import_chunk_core_key_glob.keyExclusion)(exclude, aliases) };
}
function withholdFacts(facts, exclusion) {
  if (exclusion.globs.length === 0) return { facts: [...facts], withheld: 0 };
  const kept = facts.filter((f) => exclusion.excludedBy(f.key) === void 0);
  return { facts: kept, withheld: facts.length - kept.length };
}
function withheldNote(withheld, what = "fact") {
  if (withheld === 0) return void 0;
  return `${withheld} ${what}${withheld === 1 ? "" : "s"} withheld: ${withheld === 1 ? "its key is" : "their keys are"} excluded from agents (context.exclude in the config).`;
}
var NOTHING = (0, import_chunk_core_key_glob.keyExclusion)([]);
function exclusionFor(o) {
  return o.includeExcluded === true ? NOTHING : agentExclusion(o).exclusion;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  agentExclusion,
  exclusionFor,
  withheldNote,
  withholdFacts
});
// brain-digest: e1e8df18fdeb3d63
