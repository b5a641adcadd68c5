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
} from "./chunk-ZLNRW62Z.mjs";
import "./chunk-NELIDVO3.mjs";
import "./chunk-W5LD2N6G.mjs";
import "./chunk-Z4UNE43O.mjs";
import "./chunk-C2XIJZJE.mjs";
import "./chunk-ZXICDPFE.mjs";
import "./chunk-B5P5OYXP.mjs";
import "./chunk-NBNJDQCZ.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-ZFTT2G5S.mjs";
import "./chunk-GIMAQVK3.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import "./chunk-4BNU5TG6.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-V2YF3FD2.mjs";

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
