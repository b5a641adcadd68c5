import { normalizeKey } from "./normalize.js";
import type { Candidate } from "./schema-types.js";
import { scriptMix } from "./script-mix.js";
import { visible } from "./visible-text.js";

/**
 * Checks a schema cannot express: every key must hold a letter or a digit (`***` names nothing), and
 * the normalized key must not mix scripts (UTS #39 Highly Restrictive; docs/security.md).
 */
export function candidateIssues(candidates: readonly Candidate[], file: string): string[] {
  const issues: string[] = [];
  candidates.forEach((c, i) => {
    const issue = keyIssue(c.key, `${file}: /${i}/key`);
    if (issue !== undefined) issues.push(issue);
  });
  return issues;
}

// Most keys are ASCII: one plain test before the Unicode-property one.
const ASCII_LETTER_OR_DIGIT = /[a-z0-9]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The problem with a key (`where` names it: `file: /pointer`), or undefined when it is fine. */
export function keyIssue(key: string, where: string): string | undefined {
  const normalized = normalizeKey(key);
  if (!ASCII_LETTER_OR_DIGIT.test(normalized) && !LETTER_OR_DIGIT.test(normalized)) {
    return `${where}: expected a key with a letter or a digit, found ${visible(JSON.stringify(key))}`;
  }
  const mix = scriptMix(normalized);
  if (mix === undefined) return undefined;
  const cp = mix.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return (
    `${where}: must be written in one script (Latin may join Han with Hiragana/Katakana, Bopomofo or Hangul), ` +
    `got ${visible(JSON.stringify(key))} mixing ${mix.scripts.join(", ")} (U+${cp} "${visible(mix.char)}" at character ${mix.at})`
  );
}
