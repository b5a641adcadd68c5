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
__defProp(stdin_exports, "AGENT_WRITTEN", { get: () => AGENT_WRITTEN, enumerable: true });
__defProp(stdin_exports, "DECLINED_OVER_MCP", { get: () => DECLINED_OVER_MCP, enumerable: true });
__defProp(stdin_exports, "agentWrittenSources", { value: agentWrittenSources, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var AGENT_WRITTEN = "agent-written";
var DECLINED_OVER_MCP = "declined over MCP";
function agentWrittenSources(fact, written) {
  if (written.size === 0) return [];
  return fact.sources.filter((s) => written.has(s));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  AGENT_WRITTEN,
  DECLINED_OVER_MCP,
  agentWrittenSources
});
