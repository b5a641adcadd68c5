import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  showProfile,
  showText
} from "./chunk-L6SGUOHV.mjs";
import "./chunk-XIAZKYYO.mjs";
import "./chunk-QDPQYILK.mjs";
import "./chunk-4J37IU2Q.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext,
  stringOption
} from "./chunk-A7YJ7XEN.mjs";
import {
  UsageError
} from "./chunk-IMDQXH3F.mjs";

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
