import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  conflictsText,
  multiValuedKeys,
  showConflicts,
  showProfile,
  showText
} from "./chunk-RQIBXU4Y.mjs";
import "./chunk-E2KXFB3K.mjs";
import "./chunk-3LGNM56W.mjs";
import "./chunk-ZUUES7LK.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
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
  processOutput.out(
    opts.json === true ? json({ facts: result.facts }) : showText(result, { multiValued: multiValuedKeys({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) })
  );
  return EXIT.ok;
}
export {
  run
};
