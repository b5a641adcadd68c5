import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  loadRuleSet
} from "./chunk-KJGFCQAV.mjs";
import {
  loadConfig
} from "./chunk-J33QUIBE.mjs";
import {
  SHIPPED_RULES_DIR
} from "./chunk-TW2USIQQ.mjs";

// src/usecases/rules.ts
function listRules(configFile, defaultConfigPath) {
  const { rulesDir } = loadConfig(configFile, defaultConfigPath);
  const set = loadRuleSet(rulesDir);
  const version = new Map(set.files.map((f) => [f.file, f.version]));
  const scoped = [...set.candidate.map((r) => ({ r, scope: "candidate" })), ...set.fact.map((r) => ({ r, scope: "fact" }))];
  const rules = scoped.map(({ r, scope }) => ({
    file: r.file,
    version: version.get(r.file),
    scope,
    name: r.name,
    priority: r.priority,
    event: r.event.type
  }));
  return { folder: rulesDir ?? SHIPPED_RULES_DIR, files: set.files, rules };
}
function rulesText({ folder, rules }) {
  const lines = [`Rules from ${folder}`];
  for (const scope of ["candidate", "fact"]) {
    lines.push("", `${scope} scope (highest priority decides):`);
    for (const r of rules.filter((x) => x.scope === scope).sort((a, b) => b.priority - a.priority)) {
      lines.push(`  ${String(r.priority).padStart(4)}  ${r.name.padEnd(32)} \u2192 ${r.event.padEnd(10)} ${r.file} v${r.version}`);
    }
  }
  return lines.join("\n");
}

export {
  listRules,
  rulesText
};
