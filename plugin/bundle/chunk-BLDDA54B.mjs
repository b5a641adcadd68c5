import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import "./chunk-6NWEV2YO.mjs";
import {
  UsageError,
  stringOption
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/consolidate.ts
var MODES = ["gather", "propose", "apply", "what-if"];
async function run(args, opts) {
  const modes = MODES.filter((m) => opts[camel(m)] !== void 0 && opts[camel(m)] !== false);
  if (modes.length !== 1) {
    throw new UsageError(
      modes.length === 0 ? "consolidate: expected one of --gather, --propose, --apply, --what-if, found none" : `consolidate: expected exactly one of --gather, --propose, --apply, --what-if, found ${modes.map((m) => `--${m}`).join(" and ")}`
    );
  }
  const mode = modes[0];
  if (opts[camel(mode)] !== true) throw new UsageError(`--${mode}: takes no value`);
  const allowed = {
    gather: ["json", "limit"],
    propose: ["candidates", "through", "json"],
    apply: ["diff", "confirm", "json"],
    "what-if": ["with-config", "with-rules", "json"]
  };
  for (const flag of ["json", "candidates", "diff", "confirm", "limit", "through", "with-config", "with-rules"]) {
    if (opts[camel(flag)] !== void 0 && !allowed[mode].includes(flag)) {
      throw new UsageError(`--${flag}: not used with --${mode}`);
    }
  }
  if (args.length > 0) throw new UsageError(`consolidate: unexpected argument "${String(args[0])}"`);
  switch (mode) {
    case "gather":
      return (await import("./chunk-F4HVNGY7.mjs")).gather(opts, limitOption(opts.limit));
    case "propose": {
      const candidates = stringOption(opts.candidates, "--candidates");
      if (!candidates) throw new UsageError("--propose: needs --candidates <file>");
      return (await import("./chunk-4GJFWN43.mjs")).propose(opts, candidates, stringOption(opts.through, "--through"));
    }
    case "apply": {
      const diff = stringOption(opts.diff, "--diff");
      if (!diff) throw new UsageError("--apply: needs --diff <file> (normally <data-dir>/brain/pending-diff.json)");
      return (await import("./chunk-JWZFSS33.mjs")).apply(opts, diff, opts.confirm === true);
    }
    case "what-if":
      return (await import("./chunk-DT3BD27D.mjs")).whatIf(opts);
  }
}
function limitOption(value) {
  const text = stringOption(value, "--limit");
  if (text === void 0) return void 0;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new UsageError(`--limit: expected a whole number of records \u2265 1, found "${text}"`);
  return Number(text);
}
function camel(flag) {
  return flag.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
export {
  run
};
