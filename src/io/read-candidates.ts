import { candidateIssues } from "../core/candidates.js";
import { InvalidInputError } from "../core/errors.js";
import type { Candidate } from "../core/schema-types.js";
import { parseJsonText, readInputText } from "./read-input.js";
import { schemas } from "./schemas.js";

/** Reads and validates a candidates file; every problem is reported at once, naming index and field. */
export function readCandidates(path: string): Candidate[] {
  return checkCandidates(parseJsonText(readInputText(path, path), path), path);
}

/** Validates a batch already in memory (an MCP argument, a retire batch); `label` names it in issues. */
export function checkCandidates(data: unknown, label: string): Candidate[] {
  const result = schemas().validate<Candidate[]>("candidates", data, label);
  const issues = result.ok ? candidateIssues(result.value, label) : result.issues;
  if (issues.length > 0) {
    throw new InvalidInputError(issues, `Nothing was proposed. The format is schemas/candidates.schema.json (see docs/consolidation-loop.md).`);
  }
  return (result as { value: Candidate[] }).value;
}
