/**
 * Key globs of `context.exclude` (`health-*`, `salary`): which keys are never offered to agents
 * (docs/session-context.md). A glob is normalized like a key, so `Health_*` means `health-*`; `*`
 * matches any run of characters (none included), `?` exactly one; everything else matches itself.
 * Matched by hand, never turned into a regular expression: the glob is data.
 */
import { aliasTarget, type KeyAliases } from "./key-aliases.js";
import { normalizeKey } from "./normalize.js";

const STAR = "*";
const ONE = "?";

/** Which glob, if any, excludes a key (the first listed that matches). */
export interface KeyExclusion {
  /** The globs as normalized, in the config's order. */
  readonly globs: readonly string[];
  /** The first glob that matches the normalized key, or undefined when the key is offered. */
  excludedBy(key: string): string | undefined;
}

/** The exclusion of these globs (as written in the config). No globs: nothing is excluded. */
export function keyExclusion(globs: readonly string[], aliases?: KeyAliases): KeyExclusion {
  const normalized = [...new Set(globs.map(normalizeKey))];
  if (normalized.length === 0) return { globs: normalized, excludedBy: () => undefined };
  // A fact stored under an alias key is its target's: excluding `job-title` withholds `role` too.
  if (aliases !== undefined && Object.keys(aliases).length > 0) {
    const own = keyExclusion(normalized);
    return { globs: normalized, excludedBy: (key) => own.excludedBy(key) ?? own.excludedBy(aliasTarget(aliases, key)) };
  }
  const matchers = normalized.map((glob) => {
    if (!glob.includes(STAR) && !glob.includes(ONE)) return { glob, test: (key: string) => key === glob };
    const chars = Array.from(glob);
    return { glob, test: (key: string) => matchesChars(chars, Array.from(key)) };
  });
  // The config's order decides which glob is named.
  return { globs: normalized, excludedBy: (key) => matchers.find((m) => m.test(key))?.glob };
}

/**
 * Wildcard matching by code point, in time O(glob × key) at worst: on a mismatch after a `*`, the
 * star takes one more character and matching resumes (no backtracking over earlier stars).
 */
function matchesChars(glob: readonly string[], key: readonly string[]): boolean {
  let g = 0;
  let k = 0;
  let star = -1;
  let resume = 0;
  while (k < key.length) {
    if (g < glob.length && (glob[g] === ONE || (glob[g] !== STAR && glob[g] === key[k]))) {
      g++;
      k++;
    } else if (g < glob.length && glob[g] === STAR) {
      star = g++;
      resume = k;
    } else if (star >= 0) {
      g = star + 1;
      k = ++resume;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob[g] === STAR) g++;
  return g === glob.length;
}
