import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  note
} from "./chunk-U4SVJBKD.mjs";
import "./chunk-QLH57LKY.mjs";
import "./chunk-OHHH6UOM.mjs";
import "./chunk-PSRQCOS7.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  brainAsTyped,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/note.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const text = args.flat().map(String).join(" ");
  const date = stringOption(opts.date, "--date");
  const r = note({ paths: ctx.paths, today: ctx.today, now: ctx.now, text, brain: brainAsTyped(opts), ...date !== void 0 ? { date } : {} });
  if (opts.json === true) {
    processOutput.out(json({ data_dir: r.data_dir, status: r.status, source: r.source, id: r.id, path: r.path, date: r.date }));
    return EXIT.ok;
  }
  processOutput.out(r.source);
  processOutput.err(
    r.status === "added" ? `brain: noted as ${r.path} (human, ${r.date}); cite it as source ${r.source}` : `brain: the same text is already recorded as ${r.path}; cite it as source ${r.source}`
  );
  return EXIT.ok;
}
export {
  run
};
