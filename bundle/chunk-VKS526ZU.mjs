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
} from "./chunk-RJJE2X77.mjs";
import "./chunk-6VKXIYQK.mjs";
import "./chunk-OXLDRZLJ.mjs";
import "./chunk-7MIOLIGZ.mjs";
import "./chunk-67WGA55Q.mjs";
import "./chunk-FFV4K7EZ.mjs";
import "./chunk-CY2HEVNQ.mjs";
import "./chunk-F4DOEA5T.mjs";
import "./chunk-XWVPP5OI.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-N4BTA5WU.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import "./chunk-KZ4P6ICX.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-RM7VH3UE.mjs";

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
