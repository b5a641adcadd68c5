var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  note: () => note
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_ingest = require("./chunk-usecases-ingest.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var MAX_NOTE_CHARS = 1e5;
function note(o) {
  if (o.text.trim() === "") throw new import_chunk_hooks_session_start.UsageError("note: expected the text of the statement, found none (brain note <text>)");
  if (o.text.length > MAX_NOTE_CHARS) throw new import_chunk_hooks_session_start.UsageError(`note: at most ${MAX_NOTE_CHARS} characters, found ${o.text.length}; ingest a file instead`);
  const r = (0, import_chunk_usecases_ingest.ingest)({
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  note
});
// brain-digest: 0923144cf35b4010
