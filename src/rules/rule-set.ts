/**
 * A loaded, checked set of rule files. Schema validation happens when a file is read
 * (src/io/load-rules.ts); this module adds the checks a schema cannot express: fact names and
 * paths exist in the scope's catalog, rule names are unique, a candidate scope is present.
 */
import { InvalidInputError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import type { RuleFile, RuleFileRef } from "../core/schema-types.js";
import { conditionLeaves, parseConditions, type ConditionNode, type FactPath } from "./conditions.js";
import { FACT_CATALOG } from "./fact-catalog.js";
import { byCodeUnit } from "../core/order.js";

/** One rule file as read from disk: its parsed content and where it came from. */
export interface LoadedRuleFile {
  /** Path as shown to the operator in errors. */
  path: string;
  /** File name recorded in diffs. */
  file: string;
  sha256: string;
  content: RuleFile;
}

export interface ScopedRule {
  name: string;
  priority: number;
  /** Load order (files by name, then rules in file order): breaks priority ties. */
  order: number;
  file: string;
  /** The rule's `conditions` as loaded: what json-rules-engine runs. */
  conditions: unknown;
  /** The same tree parsed into typed nodes: what brain itself reads. */
  condition: ConditionNode;
  event: { type: string; params?: Record<string, string | number | boolean | undefined> };
}

export interface RuleSet {
  files: RuleFileRef[];
  candidate: ScopedRule[];
  fact: ScopedRule[];
}

export type FactReference = FactPath;

/** Checks and indexes rule files. Throws InvalidInputError naming file and pointer. */
export function buildRuleSet(
  files: readonly LoadedRuleFile[],
  origin: string,
  { requireCandidateScope = true }: { requireCandidateScope?: boolean } = {},
): RuleSet {
  const issues: string[] = [];
  const set: RuleSet = { files: [], candidate: [], fact: [] };
  const names = new Map<string, string>();
  let order = 0;
  for (const f of [...files].sort((a, b) => byCodeUnit(a.file, b.file))) {
    const { scope, version, rules } = f.content;
    set.files.push({ file: f.file, scope, version, sha256: f.sha256 });
    rules.forEach((rule, i) => {
      const at = `${f.path}: /rules/${i}`;
      const seen = names.get(`${scope}\0${rule.name}`);
      if (seen) issues.push(`${at}/name: must be unique within the ${scope} scope, got "${rule.name}" (also in ${seen})`);
      names.set(`${scope}\0${rule.name}`, f.path);
      const condition = parseConditions(rule.conditions);
      forEachReference(condition, (ref, within) => {
        const pointer = `/rules/${i}/conditions${within}`;
        const paths = FACT_CATALOG[scope][ref.fact];
        if (!paths) {
          issues.push(`${f.path}: ${pointer}/fact: must be one of ${Object.keys(FACT_CATALOG[scope]).join(", ")} in the ${scope} scope, got "${ref.fact}"`);
        } else if (ref.path === undefined) {
          issues.push(`${f.path}: ${pointer}: must name a path of fact "${ref.fact}" (one of ${paths.join(", ")}), got none`);
        } else if (!paths.includes(ref.path)) {
          issues.push(`${f.path}: ${pointer}/path: must be one of ${paths.join(", ")} for fact "${ref.fact}", got "${ref.path}"`);
        }
      });
      set[scope].push({
        name: rule.name,
        priority: rule.priority,
        order: order++,
        file: f.file,
        conditions: rule.conditions,
        condition,
        event: rule.event,
      });
    });
  }
  if (requireCandidateScope && set.candidate.length === 0) {
    issues.push(`${origin}: must contain at least one rule file with scope "candidate", got none`);
  }
  if (issues.length > 0) throw new InvalidInputError(issues, "No rules were applied. See docs/rules.md.");
  return set;
}

/** Every fact/path a scope's rules read, in a stable order: the memo key of the evaluator. */
export function factReferences(rules: readonly ScopedRule[]): FactReference[] {
  const seen = new Map<string, FactReference>();
  for (const rule of rules) {
    forEachReference(rule.condition, (ref) => {
      seen.set(`${ref.fact}\0${ref.path ?? ""}`, ref);
    });
  }
  return [...seen.entries()].sort(([a], [b]) => byCodeUnit(a, b)).map(([, ref]) => ref);
}

/** Each fact/path a tree names, on the left of a leaf and as a reference on the right, with its pointer. */
function forEachReference(node: ConditionNode, visit: (ref: FactReference, pointer: string) => void): void {
  for (const leaf of conditionLeaves(node)) {
    visit({ fact: leaf.fact, path: leaf.path }, leaf.pointer);
    if (leaf.reference) visit(leaf.reference, `${leaf.pointer}/value`);
  }
}

/**
 * The digest that names a rule set: sha256 (hex) of one line `<file name> TAB <file sha256> LF`
 * per rule file, sorted by file name (docs/rules.md). Equal digests mean byte-identical rule files.
 */
export function ruleSetDigest(files: readonly { file: string; sha256: string }[]): string {
  const sorted = [...files].sort((a, b) => byCodeUnit(a.file, b.file));
  return sha256Hex(sorted.map((f) => `${f.file}\t${f.sha256}\n`).join(""));
}
