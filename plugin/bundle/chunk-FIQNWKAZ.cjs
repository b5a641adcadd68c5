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
__defProp(stdin_exports, "DEFAULT_LEARN_FROM", { get: () => DEFAULT_LEARN_FROM, enumerable: true });
__defProp(stdin_exports, "DEFAULT_RETIRE_FROM", { get: () => DEFAULT_RETIRE_FROM, enumerable: true });
__defProp(stdin_exports, "independentEvidence", { value: independentEvidence, enumerable: true });
__defProp(stdin_exports, "isOperatorStatement", { value: isOperatorStatement, enumerable: true });
__defProp(stdin_exports, "retireFromOf", { value: retireFromOf, enumerable: true });
__defProp(stdin_exports, "sourceIdentity", { value: sourceIdentity, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_LEARN_FROM,
  DEFAULT_RETIRE_FROM,
  independentEvidence,
  isOperatorStatement,
  retireFromOf,
  sourceIdentity
});
