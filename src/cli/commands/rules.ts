import { UsageError } from "../../core/errors.js";
import {
  checkRulesUseCase,
  listRules,
  type RulesSource,
  rulesCheckText,
  rulesTestJson,
  rulesTestText,
  rulesText,
  testRulesUseCase,
} from "../../usecases/rules.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  if (opts.check === true && opts.test === true) throw new UsageError("--check and --test: expected one of them, found both");
  const name = stringOption(opts.name, "--name");
  if (name !== undefined && opts.test !== true) throw new UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new UsageError("--strict: only with --check or --test");
  const src: RulesSource = {
    folder: args[0] === undefined ? undefined : String(args[0]),
    configFile: ctx.configFile,
    defaultConfig: ctx.paths.config,
  };
  if (opts.check === true) {
    const r = await checkRulesUseCase(src, { strict: opts.strict === true });
    io.out(opts.json === true ? json({ findings: r.findings }) : rulesCheckText(r));
    return r.failed ? EXIT.problems : EXIT.ok;
  }
  if (opts.test === true) {
    const r = await testRulesUseCase(src, { today: ctx.today, name });
    io.out(opts.json === true ? json(rulesTestJson(r)) : rulesTestText(r));
    return r.failed > 0 ? EXIT.problems : EXIT.ok;
  }
  const result = listRules(src.configFile, src.defaultConfig, src.folder);
  io.out(opts.json === true ? json(result) : rulesText(result));
  return EXIT.ok;
}
