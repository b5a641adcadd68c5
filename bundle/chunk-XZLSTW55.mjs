import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  listRules,
  rulesText
} from "./chunk-3V4RCCNY.mjs";
import "./chunk-6GEKGPHO.mjs";
import "./chunk-MTZDRWBO.mjs";
import "./chunk-DFTF7OLU.mjs";
import "./chunk-I7WFPCDF.mjs";
import "./chunk-4J37IU2Q.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext
} from "./chunk-A7YJ7XEN.mjs";
import "./chunk-IMDQXH3F.mjs";

// src/cli/commands/rules.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const result = listRules(ctx.configFile, ctx.paths.config);
  processOutput.out(opts.json === true ? json(result) : rulesText(result));
  return EXIT.ok;
}
export {
  run
};
