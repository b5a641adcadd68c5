import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  ingest
} from "./chunk-QLH57LKY.mjs";
import {
  UsageError
} from "./chunk-YLHGQIST.mjs";

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
    ...o.brain !== void 0 ? { brain: o.brain } : {},
    ...o.ingestedBy !== void 0 ? { ingestedBy: o.ingestedBy } : {}
  });
  const rec = r.records[0];
  return { kind: "noted", data_dir: r.data_dir, status: rec.status, source: rec.source, id: rec.id, path: rec.path, date: rec.date };
}

export {
  note
};
