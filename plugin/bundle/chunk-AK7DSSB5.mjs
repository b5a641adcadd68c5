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
} from "./chunk-MWGMIUFO.mjs";
import "./chunk-DYRFPKG7.mjs";
import "./chunk-V5TRFNYH.mjs";
import "./chunk-NPIGR3VL.mjs";
import "./chunk-OHHH6UOM.mjs";
import "./chunk-JZ4O3ZQS.mjs";
import "./chunk-DCPSKG7Q.mjs";
import "./chunk-I26IK4LJ.mjs";
import "./chunk-HDN7XO3X.mjs";
import "./chunk-XVLFAMMA.mjs";
import "./chunk-WMZ3IMH4.mjs";
import "./chunk-ZUUES7LK.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  InvalidInputError,
  UsageError,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

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
  if (opts.json === true) {
    processOutput.out(json({ file, valid: true, kind: checked.kind, summary: checked.summary, warnings: checked.warnings }));
    return EXIT.ok;
  }
  for (const w of validatedWarnings(checked)) processOutput.err(w);
  processOutput.out(validatedText(checked));
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
