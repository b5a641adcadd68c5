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
  checkFlagText: () => checkFlagText,
  proposeStatement: () => proposeStatement,
  retire: () => retire,
  statementText: () => statementText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_carry_over = require("./chunk-usecases-carry-over.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
async function proposeStatement(lock, o, setup, statement) {
  const pending = (0, import_chunk_usecases_carry_over.unappliedPending)(o);
  if (pending === void 0 || o.fresh === true) {
    const candidates2 = statement.candidates(o.today);
    const proposal = { ...o, candidatesFile: statement.label, keepCursor: true, origins: (0, import_chunk_core_origin.originOfAll)(statement.origin, candidates2.length) };
    const { outcome: outcome2 } = await (0, import_chunk_usecases_carry_over.proposeHeld)(lock, proposal, setup, candidates2);
    const dropped = pending && { id: pending.diff.id, candidates: pending.batch.length, declined: pending.declined.length };
    return { ...outcome2, added: candidates2.map((_, i) => i), ...dropped ? { dropped } : {} };
  }
  const today = pending.diff.today;
  const candidates = statement.candidates(today);
  const first = pending.batch.length;
  const origins = [
    ...pending.origins,
    ...(0, import_chunk_core_origin.originOfAll)(statement.origin, candidates.length).map((x) => ({ ...x, candidate: x.candidate + first }))
  ];
  const { outcome } = await (0, import_chunk_usecases_carry_over.proposeHeld)(
    lock,
    {
      ...o,
      // The pending batch's day and records cursor: a statement reads nothing new.
      today,
      keepThrough: pending.diff.records?.through ?? null,
      candidatesFile: `the pending batch (${pending.diff.candidates.sha256.slice(0, 12)}) and ${statement.label}`,
      declined: pending.declined,
      origins
    },
    setup,
    [...pending.batch, ...candidates]
  );
  return {
    ...outcome,
    added: candidates.map((_, i) => first + i),
    joined: { id: pending.diff.id, kept: first, declined: pending.declined.length }
  };
}
function statementText(r) {
  const indexes = r.added.map((n) => `#${n}`).join(", ");
  if (r.joined) {
    return [
      `Added ${indexes} to the pending batch (diff ${r.joined.id.slice(0, 12)}): its ${r.joined.kept} earlier candidate(s) keep their indexes${r.joined.declined > 0 ? ` and ${r.joined.declined} decline(s) stand` : ""}. Pass --new to start a fresh batch instead.`
    ];
  }
  if (r.dropped) {
    return [
      `Started a fresh batch (--new): dropped the pending batch of diff ${r.dropped.id.slice(0, 12)}, its ${r.dropped.candidates} candidate(s)${r.dropped.declined > 0 ? ` and ${r.dropped.declined} decline(s)` : ""}, none of it applied.`
    ];
  }
  return [`Proposed ${indexes} as a batch of its own.`];
}
var LONE_SURROGATE = /[\ud800-\udfff]/u;
function checkFlagText(flag, text, max, forbidden) {
  const at = [...text].findIndex((c) => forbidden.test(c) || LONE_SURROGATE.test(c));
  if (at >= 0) {
    const code = text.codePointAt([...text].slice(0, at).join("").length);
    throw new import_chunk_hooks_session_start.UsageError(
      `${flag}: must not contain control or invisible-formatting characters, found U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`
    );
  }
  if ([...text].length > max) throw new import_chunk_hooks_session_start.UsageError(`${flag}: at most ${max} characters, found ${[...text].length}`);
  if (text.trim() === "") throw new import_chunk_hooks_session_start.UsageError(`${flag}: expected visible text, found "${text}"`);
}
async function retire(o) {
  if (o.ids.length === 0) throw new import_chunk_hooks_session_start.UsageError("retire: expected at least one fact id (see brain show)");
  const source = o.source ?? `human:retire-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new import_chunk_hooks_session_start.UsageError(`--source: expected human:<label> (a retire is the operator's own statement), found "${source}"`);
  }
  if (o.date !== void 0) {
    if (!(0, import_chunk_hooks_session_start.isIsoDate)(o.date)) throw new import_chunk_hooks_session_start.UsageError(`--date: expected a date YYYY-MM-DD, found "${o.date}"`);
    if (o.date > o.today) throw new import_chunk_hooks_session_start.UsageError(`--date: must not be after today (${o.today}), found ${o.date}; a fact cannot stop being true in the future`);
  }
  checkFlagText("--reason", o.reason, 500, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR);
  checkFlagText("--source", source, 500, import_chunk_hooks_session_start.KEY_FORBIDDEN_CHAR);
  const setup = (0, import_chunk_usecases_carry_over.loadProposeSetup)(o);
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    const { doc } = (0, import_chunk_core_profile_format.readProfile)(o.paths.profile);
    const byId = new Map(doc.facts.map((f) => [f.id, f]));
    const ids = [...new Set(o.ids)];
    const facts = ids.map((id) => {
      const f = byId.get(id);
      if (f?.status !== "active") {
        throw new import_chunk_hooks_session_start.NotFoundError(id, "an active fact with this id", `${!f ? "no fact has this id" : `it is ${f.status}`}; see brain show`);
      }
      return f;
    });
    return await proposeStatement(lock, o, setup, {
      label: `retire ${ids.join(" ")}`,
      origin: o.origin,
      candidates: (today) => {
        if (o.date !== void 0 && o.date > today) {
          throw new import_chunk_hooks_session_start.UsageError(`--date: must not be after the pending batch's today (${today}), found ${o.date}; a fact cannot stop being true in the future`);
        }
        return facts.map(
          (f) => ({
            key: f.key,
            retires: f.id,
            reason: o.reason,
            provenance: "human",
            source: o.source ?? `human:retire-${today}`,
            observed_date: o.date ?? today
          })
        );
      }
    });
  } finally {
    lock.release();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkFlagText,
  proposeStatement,
  retire,
  statementText
});
// brain-digest: 518db1ba17aa7fb7
