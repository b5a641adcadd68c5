import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  conflictsText,
  showConflicts,
  showProfile,
  showText
} from "./chunk-H3H3DPZM.mjs";
import "./chunk-Y6AAYNVN.mjs";
import "./chunk-F4DOEA5T.mjs";
import "./chunk-VHFAXZOO.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
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
  resolveContext,
  stringOption
} from "./chunk-RM7VH3UE.mjs";

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
