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
} from "./chunk-X4VMBBKI.mjs";
import "./chunk-3LLAJGEF.mjs";
import "./chunk-VVQBCRCI.mjs";
import "./chunk-E5ZPTLI5.mjs";
import "./chunk-LNI6P4IO.mjs";
import "./chunk-46TSUNCO.mjs";
import "./chunk-FA4ZQGWV.mjs";
import "./chunk-GFVWBYOE.mjs";
import "./chunk-MZUKTG7C.mjs";
import "./chunk-IO6ED6IC.mjs";
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
  InvalidInputError,
  UsageError,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-FDEB6ZN4.mjs";

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
