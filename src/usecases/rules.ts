import type { RuleFileRef } from "../core/schema-types.js";
import { loadConfig } from "../io/load-config.js";
import { loadRuleSet } from "../io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../io/package-paths.js";

interface ListedRule {
  file: string;
  version: number;
  scope: "candidate" | "fact";
  name: string;
  priority: number;
  event: string;
}

/** The loaded rules after validation (the `--json` form). */
export interface RulesResult {
  /** The folder the rules were read from: the config's `rules`, else the shipped rules/. */
  folder: string;
  files: RuleFileRef[];
  rules: ListedRule[];
}

/**
 * Loads the config (`configFile` when given, else `defaultConfigPath` if it exists) and the rule
 * folder it names; every file is validated, so an invalid rule is an InvalidInputError here.
 */
export function listRules(configFile: string | undefined, defaultConfigPath: string): RulesResult {
  const { rulesDir } = loadConfig(configFile, defaultConfigPath);
  const set = loadRuleSet(rulesDir);
  const version = new Map(set.files.map((f) => [f.file, f.version]));
  const scoped = [...set.candidate.map((r) => ({ r, scope: "candidate" as const })), ...set.fact.map((r) => ({ r, scope: "fact" as const }))];
  const rules = scoped.map(({ r, scope }) => ({
    file: r.file,
    version: version.get(r.file)!,
    scope,
    name: r.name,
    priority: r.priority,
    event: r.event.type,
  }));
  return { folder: rulesDir ?? SHIPPED_RULES_DIR, files: set.files, rules };
}

/** The readable form, shared by the CLI and the MCP server: each scope, highest priority first. */
export function rulesText({ folder, rules }: RulesResult): string {
  const lines = [`Rules from ${folder}`];
  for (const scope of ["candidate", "fact"] as const) {
    lines.push("", `${scope} scope (highest priority decides):`);
    for (const r of rules.filter((x) => x.scope === scope).sort((a, b) => b.priority - a.priority)) {
      lines.push(`  ${String(r.priority).padStart(4)}  ${r.name.padEnd(32)} → ${r.event.padEnd(10)} ${r.file} v${r.version}`);
    }
  }
  return lines.join("\n");
}
