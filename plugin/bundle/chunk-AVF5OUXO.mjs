import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  decline,
  declineText
} from "./chunk-P4YAOZG3.mjs";
import {
  reportProposed
} from "./chunk-THWGKRQK.mjs";
import {
  useCaseOptions
} from "./chunk-6NWEV2YO.mjs";
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

// src/cli/commands/decline.ts
function indexArgs(args, what) {
  return args.flat().map((a) => {
    const s = String(a);
    if (!/^(0|[1-9][0-9]{0,8})$/.test(s)) throw new UsageError(`${what}: expected 0-based indexes (0, 1, 2, \u2026), found "${s}"`);
    return Number(s);
  });
}
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const r = await decline({ ...useCaseOptions(ctx), indexes: indexArgs(args, "decline"), reason: stringOption(opts.reason, "--reason") });
  if (opts.json === true) {
    processOutput.out(json(r));
    return EXIT.ok;
  }
  reportProposed(r, false);
  for (const line of declineText(r)) processOutput.out(line);
  return EXIT.ok;
}

export {
  indexArgs,
  run
};
