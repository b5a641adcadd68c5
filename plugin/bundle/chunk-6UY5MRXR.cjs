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
__defProp(stdin_exports, "checkFlagText", { value: checkFlagText, enumerable: true });
__defProp(stdin_exports, "retire", { value: retire, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_JTSAVRSB = require("./chunk-JTSAVRSB.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var LONE_SURROGATE = /[\ud800-\udfff]/u;
function checkFlagText(flag, text, max, forbidden) {
  const at = [...text].findIndex((c) => forbidden.test(c) || LONE_SURROGATE.test(c));
  if (at >= 0) {
    const code = text.codePointAt([...text].slice(0, at).join("").length);
    throw new import_chunk_L7PYBWE7.UsageError(
      `${flag}: must not contain control or invisible-formatting characters, found U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`
    );
  }
  if ([...text].length > max) throw new import_chunk_L7PYBWE7.UsageError(`${flag}: at most ${max} characters, found ${[...text].length}`);
  if (text.trim() === "") throw new import_chunk_L7PYBWE7.UsageError(`${flag}: expected visible text, found "${text}"`);
}
async function retire(o) {
  if (o.ids.length === 0) throw new import_chunk_L7PYBWE7.UsageError("retire: expected at least one fact id (see brain show)");
  const source = o.source ?? `human:retire-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new import_chunk_L7PYBWE7.UsageError(`--source: expected human:<label> (a retire is the operator's own statement), found "${source}"`);
  }
  const observed = o.date ?? o.today;
  if (o.date !== void 0) {
    if (!(0, import_chunk_L7PYBWE7.isIsoDate)(o.date)) throw new import_chunk_L7PYBWE7.UsageError(`--date: expected a date YYYY-MM-DD, found "${o.date}"`);
    if (o.date > o.today) throw new import_chunk_L7PYBWE7.UsageError(`--date: must not be after today (${o.today}), found ${o.date}; a fact cannot stop being true in the future`);
  }
  checkFlagText("--reason", o.reason, 500, import_chunk_L7PYBWE7.VALUE_FORBIDDEN_CHAR);
  checkFlagText("--source", source, 500, import_chunk_L7PYBWE7.KEY_FORBIDDEN_CHAR);
  const setup = (0, import_chunk_JTSAVRSB.loadProposeSetup)(o);
  const lock = (0, import_chunk_LW5KK7CN.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const { doc } = (0, import_chunk_TUWUUUZD.readProfile)(o.paths.profile);
    const byId = new Map(doc.facts.map((f) => [f.id, f]));
    const ids = [...new Set(o.ids)];
    const candidates = ids.map((id) => {
      const f = byId.get(id);
      if (f?.kind !== "observed" || f.status !== "active") {
        const what = !f ? "no fact has this id" : f.kind !== "observed" ? "it is a profile-field seed, which consolidation never changes" : `it is ${f.status}`;
        throw new import_chunk_L7PYBWE7.NotFoundError(id, "an active observed fact with this id", `${what}; see brain show`);
      }
      return { key: f.key, retires: id, reason: o.reason, provenance: "human", source, observed_date: observed };
    });
    const proposal = { ...o, candidatesFile: `retire ${ids.join(" ")}`, keepCursor: true, origins: (0, import_chunk_QQQA7R2G.originOfAll)(o.origin, candidates.length) };
    return (await (0, import_chunk_JTSAVRSB.proposeHeld)(lock, proposal, setup, candidates)).outcome;
  } finally {
    lock.release();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkFlagText,
  retire
});
