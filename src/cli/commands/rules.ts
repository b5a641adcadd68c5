import { UsageError } from "../../core/errors.js";
import { checkRules, checkRulesText, listRules, rulesText, testRules, testRulesJson, testRulesText } from "../../usecases/rules.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  if (opts.check === true && opts.test === true) throw new UsageError("--check and --test: expected one of them, found both");
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config };
  if (opts.check === true) {
    const r = await checkRules(where);
    io.out(opts.json === true ? json({ findings: r.findings }) : checkRulesText(r));
    return r.ok ? EXIT.ok : EXIT.problems;
  }
  if (opts.test === true) {
    const r = await testRules({ ...where, today: ctx.today });
    io.out(opts.json === true ? json(testRulesJson(r)) : testRulesText(r));
    return r.ok ? EXIT.ok : EXIT.problems;
  }
  const result = listRules(ctx.configFile, ctx.paths.config);
  io.out(opts.json === true ? json(result) : rulesText(result));
  return EXIT.ok;
}
