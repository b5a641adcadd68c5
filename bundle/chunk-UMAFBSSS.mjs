import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  ingest
} from "./chunk-JG7P4UTC.mjs";
import "./chunk-4NLN5QHV.mjs";
import "./chunk-SKRHTHV7.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import "./chunk-4BNU5TG6.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  UsageError,
  brainAsTyped,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-V2YF3FD2.mjs";

// src/usecases/note.ts
var MAX_NOTE_CHARS = 1e5;
function note(o) {
  if (o.text.trim() === "") throw new UsageError("note: expected the text of the statement, found none (brain note <text>)");
  if (o.text.length > MAX_NOTE_CHARS) throw new UsageError(`note: at most ${MAX_NOTE_CHARS} characters, found ${o.text.length}; ingest a file instead`);
  const r = ingest({
    paths: o.paths,
    today: o.today,
    now: o.now,
    files: [],
    texts: [{ text: `${o.text}
`, label: "brain note" }],
    into: "notes",
    provenance: "human",
    ...o.date !== void 0 ? { date: o.date } : {},
    ...o.brain !== void 0 ? { brain: o.brain } : {}
  });
  const rec = r.records[0];
  return { kind: "noted", data_dir: r.data_dir, status: rec.status, source: rec.source, id: rec.id, path: rec.path, date: rec.date };
}

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
