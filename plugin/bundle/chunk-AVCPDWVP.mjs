import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  conflictsText,
  showConflicts,
  showProfile,
  showText
} from "./chunk-BQ6ZVPJE.mjs";
import "./chunk-MSDKM2NO.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-P5TM3YGH.mjs";
import "./chunk-J66PNI4I.mjs";
import "./chunk-SSN5ANRG.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-EBWEML6O.mjs";
import "./chunk-DYWJZ6GQ.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-JLYW6UGX.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/show.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const layer = stringOption(opts.layer, "--layer");
  if (layer !== void 0 && layer !== "static" && layer !== "dynamic") {
    throw new UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const key = stringOption(opts.key, "--key");
  if (opts.conflicts === true) {
    if (layer !== void 0 || key !== void 0 || opts.all === true) throw new UsageError("--conflicts: not used with --layer, --key or --all");
    const result2 = showConflicts({ profilePath: ctx.paths.profile, configFile: ctx.configFile, defaultConfig: ctx.paths.config });
    processOutput.out(opts.json === true ? json(result2) : conflictsText(result2));
    return EXIT.ok;
  }
  const result = showProfile(ctx.paths.profile, { layer, key, all: opts.all === true });
  processOutput.out(opts.json === true ? json({ facts: result.facts }) : showText(result));
  return EXIT.ok;
}
export {
  run
};
