import { join } from "node:path";
import { InvalidInputError } from "../core/errors.js";
import type { ResolvedConfig } from "../core/schema-types.js";
import { checkRules, formatFinding, type CheckResult, type Finding } from "../rules/check-rules.js";
import type { RuleSet } from "../rules/rule-set.js";
import { loadRuleSet } from "./load-rules.js";
import { SHIPPED_RULES_DIR } from "./package-paths.js";

/** Loads a rules folder (the shipped rules/ for null) and checks it under `config`; findings name each rule file by its path. */
export async function checkRuleFolder(
  rulesDir: string | null,
  config: ResolvedConfig,
  missingHint?: string,
): Promise<CheckResult & { folder: string; set: RuleSet }> {
  const folder = rulesDir ?? SHIPPED_RULES_DIR;
  const set = loadRuleSet(rulesDir, missingHint);
  const paths = new Map(set.files.map((f) => [f.file, join(folder, f.file)]));
  return { ...(await checkRules({ rules: set, config, origin: folder, paths })), folder, set };
}

/**
 * What `brain validate` runs on a config or a rules folder: the rules load and check clean.
 * Error findings are invalid input (InvalidInputError, exit 3); the warnings are returned.
 */
export async function validateRuleFolder(rulesDir: string | null, config: ResolvedConfig): Promise<Finding[]> {
  const { findings } = await checkRuleFolder(rulesDir, config);
  const errors = findings.filter((f) => f.level === "error");
  if (errors.length > 0) throw new InvalidInputError(errors.map(formatFinding), "See docs/rules.md (Checking and testing rules).");
  return findings;
}
