import { UsageError } from "../../core/errors.js";
import { checkRuleFiles, checkRuleFilesText, listRules, rulesText, testRules, testRulesJson, testRulesText } from "../../usecases/rules.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  if (opts.check === true && opts.test === true) throw new UsageError("--check and --test: expected one of them, found both");
  const name = stringOption(opts.name, "--name");
  if (name !== undefined && opts.test !== true) throw new UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new UsageError("--strict: only with --check or --test");
  const folder = args[0] === undefined ? undefined : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await checkRuleFiles({ ...where, strict: opts.strict === true });
    io.out(opts.json === true ? json({ findings: r.findings }) : checkRuleFilesText(r));
    return r.ok ? EXIT.ok : EXIT.problems;
  }
  if (opts.test === true) {
    const r = await testRules({ ...where, today: ctx.today, name });
    io.out(opts.json === true ? json(testRulesJson(r)) : testRulesText(r));
    return r.ok ? EXIT.ok : EXIT.problems;
  }
  const result = listRules(where.configFile, where.defaultConfig, folder);
  io.out(opts.json === true ? json(result) : rulesText(result));
  return EXIT.ok;
}
