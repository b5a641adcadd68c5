import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  EXIT,
  json,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext,
  stringOption
} from "./chunk-TU6G3PXK.mjs";
import {
  showProfile,
  showText
} from "./chunk-O5DWIJOS.mjs";
import "./chunk-5JCZJAUH.mjs";
import "./chunk-Z3NFUCME.mjs";
import "./chunk-W3TWHRTX.mjs";
import "./chunk-Z3KWI67V.mjs";
import {
  UsageError
} from "./chunk-GZGHJDB7.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/show.ts
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const layer = stringOption(opts.layer, "--layer");
  if (layer !== void 0 && layer !== "static" && layer !== "dynamic") {
    throw new UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const result = showProfile(ctx.paths.profile, { layer, key: stringOption(opts.key, "--key"), all: opts.all === true });
  processOutput.out(opts.json === true ? json({ facts: result.facts }) : showText(result));
  return EXIT.ok;
}
export {
  run
};
