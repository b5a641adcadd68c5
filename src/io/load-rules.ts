import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { InvalidInputError, NotFoundError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import type { RuleFile } from "../core/schema-types.js";
import { buildRuleSet, type LoadedRuleFile, type RuleSet } from "../rules/rule-set.js";
import { PARSED_SHIPPED_RULES, SHIPPED_RULES_DIR } from "./package-paths.js";
import { decodeUtf8, parseYamlText, readInputBytes } from "./read-input.js";
import { checkReadable } from "./read-scope.js";
import { schemas } from "./schemas.js";

/** `*.yaml` / `*.yml`, except rule tests (`*.test.yaml`): those are never rules, never in a diff's `rules` or a rule set's hash. */
export function isRuleFileName(name: string): boolean {
  return /\.ya?ml$/.test(name) && !/\.test\.ya?ml$/.test(name);
}

/**
 * Reads and checks every `*.yaml` / `*.yml` file of a rules folder (the shipped rules/ by default).
 * `missingHint` is what a missing folder's error tells the operator to do.
 */
export function loadRuleSet(dir: string | null, missingHint = "fix `rules:` in the config"): RuleSet {
  const folder = dir ?? SHIPPED_RULES_DIR;
  checkReadable(folder);
  let names: string[];
  try {
    names = readdirSync(folder).filter(isRuleFileName).sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") throw new NotFoundError(folder, "the rules folder", missingHint);
    throw e;
  }
  const issues: string[] = [];
  const files: LoadedRuleFile[] = [];
  const parsed = folder === SHIPPED_RULES_DIR ? parsedShippedRules() : undefined;
  for (const name of names) {
    const path = join(folder, name);
    try {
      const bytes = readInputBytes(path, path);
      const sha256 = sha256Hex(bytes);
      const cached = parsed?.[name];
      if (cached?.sha256 === sha256) {
        // The same bytes parse to the same document, which passed the rules schema at build time
        // (scripts/build-validators.mjs): the build-time parse and check stand in for js-yaml's and
        // Ajv's, ~10 ms (59 M instructions) of a 20-candidate propose (docs/performance.md).
        files.push({ path, file: basename(path), sha256, content: cached.content as RuleFile });
        continue;
      }
      const result = schemas().validate<RuleFile>("rules", parseYamlText(decodeUtf8(bytes, path), path), path);
      if (!result.ok) {
        issues.push(...result.issues);
        continue;
      }
      files.push({ path, file: basename(path), sha256, content: result.value });
    } catch (e) {
      if (e instanceof InvalidInputError) issues.push(...e.issues);
      else throw e;
    }
  }
  if (issues.length > 0) throw new InvalidInputError(issues, "No rules were applied; nothing was changed. See docs/rules.md.");
  return buildRuleSet(files, folder);
}

/** The build-time parse of the shipped rules (dist/shipped-rules.json), or undefined when it is missing or unreadable. */
function parsedShippedRules(): Record<string, { sha256: string; content: unknown } | undefined> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(PARSED_SHIPPED_RULES, "utf8"));
    return value !== null && typeof value === "object" ? (value as Record<string, { sha256: string; content: unknown }>) : undefined;
  } catch {
    return undefined;
  }
}
