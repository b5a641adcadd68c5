import { loadConfig } from "../../io/load-config.js";
import { loadRuleSet } from "../../io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../io/package-paths.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const { rulesDir } = loadConfig(ctx.configFile, ctx.paths.config);
  const set = loadRuleSet(rulesDir);
  const version = new Map(set.files.map((f) => [f.file, f.version]));
  const rules = [...set.candidate.map((r) => ({ ...r, scope: "candidate" })), ...set.fact.map((r) => ({ ...r, scope: "fact" }))].map((r) => ({
    file: r.file,
    version: version.get(r.file)!,
    scope: r.scope,
    name: r.name,
    priority: r.priority,
    event: r.event.type,
  }));
  if (opts.json === true) {
    io.out(json({ folder: rulesDir ?? SHIPPED_RULES_DIR, files: set.files, rules }));
    return EXIT.ok;
  }
  io.out(`Rules from ${rulesDir ?? SHIPPED_RULES_DIR}`);
  for (const scope of ["candidate", "fact"] as const) {
    io.out(`\n${scope} scope (highest priority decides):`);
    for (const r of rules.filter((x) => x.scope === scope).sort((a, b) => b.priority - a.priority)) {
      io.out(`  ${String(r.priority).padStart(4)}  ${r.name.padEnd(32)} → ${r.event.padEnd(10)} ${r.file} v${r.version}`);
    }
  }
  return EXIT.ok;
}
