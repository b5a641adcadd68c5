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
} from "./chunk-4X2YC63I.mjs";
import "./chunk-3LLAJGEF.mjs";
import "./chunk-XYNFUGFW.mjs";
import "./chunk-LNI6P4IO.mjs";
import "./chunk-67WGA55Q.mjs";
import "./chunk-46TSUNCO.mjs";
import "./chunk-FA4ZQGWV.mjs";
import "./chunk-GFVWBYOE.mjs";
import "./chunk-MZUKTG7C.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-YQMTHQYT.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-NPOONO7H.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-JOBQNAA2.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-FDEB6ZN4.mjs";

// src/cli/commands/rules.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  if (opts.check === true && opts.test === true) throw new UsageError("--check and --test: expected one of them, found both");
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config };
  if (opts.check === true) {
    const r = await checkRules(where);
    processOutput.out(opts.json === true ? json({ findings: r.findings }) : checkRulesText(r));
    return r.ok ? EXIT.ok : EXIT.problems;
  }
  if (opts.test === true) {
    const r = await testRules({ ...where, today: ctx.today });
    processOutput.out(opts.json === true ? json(testRulesJson(r)) : testRulesText(r));
    return r.ok ? EXIT.ok : EXIT.problems;
  }
  const result = listRules(ctx.configFile, ctx.paths.config);
  processOutput.out(opts.json === true ? json(result) : rulesText(result));
  return EXIT.ok;
}
export {
  run
};
