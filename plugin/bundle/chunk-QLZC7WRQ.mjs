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
} from "./chunk-DOU7KD2T.mjs";
import "./chunk-BV3XKEBN.mjs";
import "./chunk-SBYWWAGM.mjs";
import "./chunk-QGWGTBVZ.mjs";
import "./chunk-LGODSIJO.mjs";
import "./chunk-FV42EVWR.mjs";
import "./chunk-MOBJXAJH.mjs";
import "./chunk-MSDKM2NO.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-HNVQTAUQ.mjs";
import "./chunk-J66PNI4I.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-EBWEML6O.mjs";
import "./chunk-DYWJZ6GQ.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-JLYW6UGX.mjs";
import "./chunk-VNJ7AHYW.mjs";

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
