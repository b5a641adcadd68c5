import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  dataDirProblemsText,
  dataDirText,
  validateDataDir,
  validateFile,
  validatedText,
  validatedWarnings
} from "./chunk-AH2PB5WZ.mjs";
import "./chunk-NELIDVO3.mjs";
import "./chunk-5KZW4O5B.mjs";
import "./chunk-4NLN5QHV.mjs";
import "./chunk-Z4UNE43O.mjs";
import "./chunk-ZXICDPFE.mjs";
import "./chunk-B5P5OYXP.mjs";
import "./chunk-NBNJDQCZ.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-ZFTT2G5S.mjs";
import "./chunk-GIMAQVK3.mjs";
import "./chunk-2FUOSXF2.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import "./chunk-4BNU5TG6.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  InvalidInputError,
  UsageError,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-V2YF3FD2.mjs";

// src/cli/commands/validate.ts
async function run(args, opts) {
  const file = args[0] === void 0 ? void 0 : String(args[0]);
  const as = stringOption(opts.as, "--as");
  if (file === void 0) {
    if (as !== void 0) throw new UsageError("--as: needs a file (without one, validate checks the whole data dir)");
    return validateDataDir2(opts);
  }
  const ctx = resolveContext(opts);
  let checked;
  try {
    checked = await validateFile(file, as, { configFile: ctx.configFile, defaultConfig: ctx.paths.config });
  } catch (e) {
    if (!(e instanceof InvalidInputError) || opts.json !== true) throw e;
    processOutput.out(json({ file, valid: false, issues: e.issues }));
    return EXIT.invalid;
  }
  for (const w of validatedWarnings(checked)) processOutput.err(w);
  if (opts.json === true) processOutput.out(json({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings }));
  else processOutput.out(validatedText(checked));
  return EXIT.ok;
}
function validateDataDir2(opts) {
  const ctx = resolveContext(opts);
  const r = validateDataDir({ paths: ctx.paths, configFile: ctx.configFile });
  if (opts.json === true) {
    processOutput.out(json({ data_dir: r.data_dir, valid: r.valid, checked: r.checked, problems: r.problems }));
    return r.valid ? EXIT.ok : EXIT.invalid;
  }
  const text = dataDirText(r);
  if (text !== "") processOutput.out(text);
  if (r.valid) return EXIT.ok;
  processOutput.err(dataDirProblemsText(r));
  return EXIT.invalid;
}
export {
  run
};
