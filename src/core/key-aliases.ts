/**
 * The config's `keyAliases` (docs/rules.md, Key aliases): `{role: job-title}` files a candidate of
 * `role` under `job-title` before it is classified, and facts stored under `role` count as
 * `job-title`'s wherever keys are matched. Both sides are normalized as keys are. An alias never
 * leads to another alias: a key that is both an alias and a target would make the meaning of a key
 * depend on the order aliases are followed in, so it is refused.
 */
import { normalizeKey } from "./normalize.js";
import { visible } from "./visible-text.js";

/** Normalized alias key → the normalized key it is filed under. */
export type KeyAliases = Readonly<Record<string, string | undefined>>;

/** The aliases normalized, or the problems of the map as given (`file: /keyAliases/<alias>: …`). */
export function resolveKeyAliases(raw: KeyAliases, file: string): { aliases: Record<string, string>; issues: string[] } {
  const aliases: Record<string, string> = {};
  const issues: string[] = [];
  const where = (alias: string) => `${file}: /keyAliases/${visible(alias).replace(/~/g, "~0").replace(/\//g, "~1")}`;
  const writtenAs = new Map<string, string>();
  for (const [alias, target] of Object.entries(raw)) {
    if (target === undefined) continue;
    const from = normalizeKey(alias);
    const to = normalizeKey(target);
    if (from === to) {
      issues.push(`${where(alias)}: expected a key other than its alias, found ${JSON.stringify(visible(target))} (both are the key "${visible(to)}")`);
      continue;
    }
    const earlier = writtenAs.get(from);
    if (earlier !== undefined && aliases[from] !== to) {
      issues.push(
        `${where(alias)}: expected one target per key, found "${visible(from)}" (also written ${JSON.stringify(visible(earlier))}) filed under both "${visible(aliases[from]!)}" and "${visible(to)}"`,
      );
      continue;
    }
    writtenAs.set(from, alias);
    aliases[from] = to;
  }
  for (const [from, to] of Object.entries(aliases)) {
    if (Object.hasOwn(aliases, to)) {
      const next = aliases[to]!;
      // Two keys filed under each other: filing one under the other's target would file it under itself.
      const fix = next === from ? "keep one of the two" : `file "${visible(from)}" under "${visible(next)}" directly`;
      issues.push(
        `${where(writtenAs.get(from)!)}: "${visible(to)}" is both a target (of "${visible(from)}") and an alias (of "${visible(next)}"): aliases cannot chain — ${fix}`,
      );
    }
  }
  return { aliases: issues.length > 0 ? {} : sortedByKey(aliases), issues };
}

function sortedByKey(m: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(m).sort()) out[k] = m[k]!;
  return out;
}

/** The key a normalized key is filed under: its target when it is an alias, else itself. */
export function aliasTarget(aliases: KeyAliases | undefined, key: string): string {
  if (aliases === undefined || !Object.hasOwn(aliases, key)) return key;
  return aliases[key] ?? key;
}
