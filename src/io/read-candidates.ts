import { candidateIssues } from "../core/candidates.js";
import { InvalidInputError } from "../core/errors.js";
import type { Candidate } from "../core/schema-types.js";
import { parseJsonText, readInputText } from "./read-input.js";
import { schemas } from "./schemas.js";

/** Reads and validates a candidates file; every problem is reported at once, naming index and field. */
export function readCandidates(path: string): Candidate[] {
  const data = parseJsonText(readInputText(path, path), path);
  const result = schemas().validate<Candidate[]>("candidates", data, path);
  const issues = result.ok ? candidateIssues(result.value, path) : result.issues;
  if (issues.length > 0) {
    throw new InvalidInputError(issues, `Nothing was proposed. The format is schemas/candidates.schema.json (see docs/consolidation-loop.md).`);
  }
  return (result as { value: Candidate[] }).value;
}
