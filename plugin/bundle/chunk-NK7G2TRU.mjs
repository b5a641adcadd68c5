import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/core/provenance.ts
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
  for (const source of sources) {
    if (isOperatorStatement(source)) statements = 1;
    else records++;
  }
  return records + statements;
}

export {
  DEFAULT_LEARN_FROM,
  DEFAULT_RETIRE_FROM,
  retireFromOf,
  isOperatorStatement,
  sourceIdentity,
  independentEvidence
};
