import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  stringOption
} from "./chunk-A7YJ7XEN.mjs";
import {
  UsageError
} from "./chunk-IMDQXH3F.mjs";

// src/cli/commands/consolidate.ts
var MODES = ["gather", "propose", "apply"];
async function run(args, opts) {
  const modes = MODES.filter((m) => opts[m] !== void 0 && opts[m] !== false);
  if (modes.length !== 1) {
    throw new UsageError(
      modes.length === 0 ? "consolidate: expected one of --gather, --propose, --apply, found none" : `consolidate: expected exactly one of --gather, --propose, --apply, found ${modes.map((m) => `--${m}`).join(" and ")}`
    );
  }
  const mode = modes[0];
  if (opts[mode] !== true) throw new UsageError(`--${mode}: takes no value`);
  const allowed = {
    gather: ["json"],
    propose: ["candidates"],
    apply: ["diff", "confirm"]
  };
  for (const flag of ["json", "candidates", "diff", "confirm"]) {
    if (opts[flag] !== void 0 && !allowed[mode].includes(flag)) {
      throw new UsageError(`--${flag}: not used with --${mode}`);
    }
  }
  if (args.length > 0) throw new UsageError(`consolidate: unexpected argument "${String(args[0])}"`);
  switch (mode) {
    case "gather":
      return (await import("./chunk-M7QMQKSG.mjs")).gather(opts);
    case "propose": {
      const candidates = stringOption(opts.candidates, "--candidates");
      if (!candidates) throw new UsageError("--propose: needs --candidates <file>");
      return (await import("./chunk-T43CYWXD.mjs")).propose(opts, candidates);
    }
    case "apply": {
      const diff = stringOption(opts.diff, "--diff");
      if (!diff) throw new UsageError("--apply: needs --diff <file> (normally <data-dir>/brain/pending-diff.json)");
      return (await import("./chunk-62Z67Z2A.mjs")).apply(opts, diff, opts.confirm === true);
    }
  }
}
export {
  run
};
