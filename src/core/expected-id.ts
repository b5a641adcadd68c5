/**
 * The id of the diff a person read, as `--expect` (and `decline --expect`) takes it: the full id or
 * a prefix of at least 12 lowercase hex characters — what every printed apply line shows. Pure.
 */
import { StaleDiffError, UsageError } from "./errors.js";

/** How many hex characters of a diff id brain prints and `--expect` needs at least. */
const SHOWN_ID_LENGTH = 12;

const EXPECTED = /^[0-9a-f]{12,64}$/;

/** `--expect` as typed: 12–64 lowercase hex characters, else a usage error naming the flag. */
export function parseExpectedId(text: string, flag = "--expect"): string {
  if (!EXPECTED.test(text)) {
    throw new UsageError(
      `${flag}: expected the diff id the review shows (at least ${SHOWN_ID_LENGTH} lowercase hex characters, e.g. --expect 1a2b3c4d5e6f), found "${text}"`,
    );
  }
  return text;
}

/** True when `id` is the diff `expected` names (the full id or a prefix of it). */
export function isExpectedId(id: string, expected: string): boolean {
  return id.startsWith(expected);
}

/** The first hex characters of an id, as brain prints it for a person. */
export function shownId(id: string): string {
  return id.slice(0, SHOWN_ID_LENGTH);
}

/**
 * The refusal when the diff at hand is not the one the person read: exit 4, naming both ids, with
 * what to do (`what` says what was not done, e.g. "nothing was written").
 */
export function unexpectedDiff(file: string, found: string, expected: string, what: string): StaleDiffError {
  const foundShown = found.slice(0, Math.max(SHOWN_ID_LENGTH, expected.length));
  return new StaleDiffError(
    `${file}: holds diff ${foundShown}, not ${expected} (the diff you were shown); ${what}. ` +
      `It changed since that review was printed (proposed again, declined or retired): read its review again and pass its id.`,
  );
}
