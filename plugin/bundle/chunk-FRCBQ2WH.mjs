import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  checkRules,
  checkRulesText,
  listRules,
  rulesText,
  testRules,
  testRulesJson,
  testRulesText
} from "./chunk-Z6D4JFHS.mjs";
import "./chunk-DYRFPKG7.mjs";
import "./chunk-NPIGR3VL.mjs";
import "./chunk-SBEHRH6Y.mjs";
import "./chunk-JZ4O3ZQS.mjs";
import "./chunk-F2KIGZ4R.mjs";
import "./chunk-I26IK4LJ.mjs";
import "./chunk-HDN7XO3X.mjs";
import "./chunk-WMZ3IMH4.mjs";
import "./chunk-ZUUES7LK.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/rules.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  if (opts.check === true && opts.test === true) throw new UsageError("--check and --test: expected one of them, found both");
  const name = stringOption(opts.name, "--name");
  if (name !== void 0 && opts.test !== true) throw new UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new UsageError("--strict: only with --check or --test");
  const folder = args[0] === void 0 ? void 0 : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await checkRules({ ...where, strict: opts.strict === true });
    processOutput.out(opts.json === true ? json({ findings: r.findings }) : checkRulesText(r));
    return r.ok ? EXIT.ok : EXIT.problems;
  }
  if (opts.test === true) {
    const r = await testRules({ ...where, today: ctx.today, name });
    processOutput.out(opts.json === true ? json(testRulesJson(r)) : testRulesText(r));
    return r.ok ? EXIT.ok : EXIT.problems;
  }
  const result = listRules(where.configFile, where.defaultConfig, folder);
  processOutput.out(opts.json === true ? json(result) : rulesText(result));
  return EXIT.ok;
}
export {
  run
};
