import { UsageError } from "../../core/errors.js";
import type { ResolvedConfig } from "../../core/schema-types.js";
import { loadConfig } from "../../io/load-config.js";
import { loadRuleTests } from "../../io/load-rule-tests.js";
import { loadRuleSet } from "../../io/load-rules.js";
import { SHIPPED_RULES_DIR } from "../../io/package-paths.js";
import { checkRuleFolder } from "../../io/check-rule-folder.js";
import { formatFinding, hasErrors } from "../../rules/check-rules.js";
import type { RuleSet } from "../../rules/rule-set.js";
import { formatRuleTestResult, runRuleTest, uncoveredRules, type RuleTestResult } from "../../diff/rule-tests.js";
import { listRules, rulesText } from "../../usecases/rules.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  if (opts.check === true && opts.test === true) throw new UsageError("--check and --test: expected one of them, found both");
  const { config, rulesDir } = loadConfig(ctx.configFile, ctx.paths.config);
  if (opts.check === true) return check(rulesDir, config, opts.json === true);
  if (opts.test === true) return test(loadRuleSet(rulesDir), rulesDir ?? SHIPPED_RULES_DIR, ctx.today, opts.json === true);
  const result = listRules(ctx.configFile, ctx.paths.config);
  io.out(opts.json === true ? json(result) : rulesText(result));
  return EXIT.ok;
}

async function check(rulesDir: string | null, config: ResolvedConfig, asJson: boolean): Promise<number> {
  const started = performance.now();
  const { findings, situations, folder } = await checkRuleFolder(rulesDir, config);
  const ms = Math.round(performance.now() - started);
  const code = hasErrors(findings) ? EXIT.problems : EXIT.ok;
  if (asJson) {
    io.out(json({ findings }));
    return code;
  }
  for (const f of findings) io.out(formatFinding(f));
  const errors = findings.filter((f) => f.level === "error").length;
  io.out(
    `${errors} error${errors === 1 ? "" : "s"}, ${findings.length - errors} warning${findings.length - errors === 1 ? "" : "s"} in ${folder} ` +
      `(${situations.candidate} candidate and ${situations.fact} fact situations checked in ${ms} ms)`,
  );
  return code;
}

async function test(set: RuleSet, folder: string, today: string, asJson: boolean): Promise<number> {
  const tests = loadRuleTests(folder);
  const results: RuleTestResult[] = [];
  for (const t of tests) results.push(await runRuleTest(t, { rules: set, today }));
  const uncovered = uncoveredRules(set, results);
  const failed = results.filter((r) => !r.ok).length;
  const code = failed > 0 ? EXIT.problems : EXIT.ok;
  if (asJson) {
    io.out(
      json({
        folder,
        tests: results.map(({ file, name, ok, failures }) => ({ file, name, ok, failures })),
        passed: results.length - failed,
        failed,
        uncovered: uncovered.map(({ scope, name, file }) => ({ scope, rule: name, file })),
      }),
    );
    return code;
  }
  if (tests.length === 0) io.out(`no rule tests (*.test.yaml) in ${folder}`);
  for (const r of results) io.out(formatRuleTestResult(r));
  io.out(
    uncovered.length === 0
      ? `coverage: every rule decided in at least one test`
      : `coverage: no test made ${uncovered.length === 1 ? "this rule" : "these rules"} decide: ${uncovered.map((u) => `${u.name} (${u.file})`).join(", ")}`,
  );
  io.out(`${results.length - failed} passed, ${failed} failed`);
  return code;
}
