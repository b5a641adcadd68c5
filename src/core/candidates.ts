import { normalizeKey } from "./normalize.js";
import type { Candidate } from "./schema-types.js";

/** Checks a schema cannot express: every key must normalize to something besides separators. */
export function candidateIssues(candidates: readonly Candidate[], file: string): string[] {
  const issues: string[] = [];
  candidates.forEach((c, i) => {
    if (normalizeKey(c.key).replace(/-/g, "") === "") issues.push(`${file}: /${i}/key: must not normalize to an empty key, got ${JSON.stringify(c.key)}`);
  });
  return issues;
}
