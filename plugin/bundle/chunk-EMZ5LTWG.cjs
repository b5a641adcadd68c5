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
__defProp(stdin_exports, "decline", { value: decline, enumerable: true });
__defProp(stdin_exports, "declineText", { value: declineText, enumerable: true });
__defProp(stdin_exports, "readPending", { value: readPending, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_TSUBZLIA = require("./chunk-TSUBZLIA.cjs");
var import_chunk_ZQIVJGU5 = require("./chunk-ZQIVJGU5.cjs");
var import_chunk_GAFG3LOM = require("./chunk-GAFG3LOM.cjs");
var import_chunk_ETYRLC4D = require("./chunk-ETYRLC4D.cjs");
var import_chunk_77YDYS66 = require("./chunk-77YDYS66.cjs");
var import_chunk_PAWCQ57R = require("./chunk-PAWCQ57R.cjs");
var import_chunk_BAHFH2CQ = require("./chunk-BAHFH2CQ.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
function readPending(o) {
  const l = o.paths;
  if (!(0, import_chunk_ZQIVJGU5.pathExists)(l.pendingJson)) {
    throw new import_chunk_L7PYBWE7.NotFoundError(l.pendingJson, "a pending diff", "propose a batch first (brain consolidate --propose --candidates <file>)");
  }
  const diff = (0, import_chunk_BAHFH2CQ.readDiffFile)(l.pendingJson);
  if ((0, import_chunk_BAHFH2CQ.effectiveApplies)((0, import_chunk_BAHFH2CQ.readHistory)(l.history)).some((e) => e.diff === diff.id)) {
    throw new import_chunk_L7PYBWE7.RefusedError(
      `${l.pendingJson}: diff ${diff.id.slice(0, 12)} was already applied; there is no pending batch to decide on. Propose a new batch first.`
    );
  }
  const batch = (0, import_chunk_77YDYS66.readBatch)(l, diff.candidates.sha256);
  if (!batch) throw new import_chunk_L7PYBWE7.NotFoundError(`${l.batches}/${diff.candidates.sha256}.json`, "the pending diff's archived batch", "propose the batch again");
  const declined = diff.candidates.decisions === void 0 ? [] : (0, import_chunk_77YDYS66.readDecisions)(l, diff.candidates.decisions);
  if (!declined) throw new import_chunk_L7PYBWE7.NotFoundError(diff.candidates.decisions, "the pending diff's archived decisions", "propose the batch again");
  return { diff, batch, declined };
}
function outcomes(diff) {
  const m = /* @__PURE__ */ new Map();
  for (const t of diff.trace) if (t.candidate !== void 0) m.set(t.candidate, { outcome: t.outcome, rule: t.rule });
  return m;
}
async function decline(o) {
  (0, import_chunk_PAWCQ57R.checkWriterToday)(o);
  const more = o.decisions ?? [];
  const withdraw = new Set(o.withdraw ?? []);
  if (o.indexes.length === 0 && more.length === 0 && withdraw.size === 0) {
    throw new import_chunk_L7PYBWE7.UsageError("decline: expected at least one candidate index (0-based, as brain review shows them)");
  }
  if (o.reason !== void 0) (0, import_chunk_TSUBZLIA.checkFlagText)("--reason", o.reason, 500, import_chunk_L7PYBWE7.VALUE_FORBIDDEN_CHAR);
  for (const d of more) if (d.reason !== void 0) (0, import_chunk_TSUBZLIA.checkFlagText)("reason", d.reason, 500, import_chunk_L7PYBWE7.VALUE_FORBIDDEN_CHAR);
  const pending = readPending(o);
  const count = pending.batch.length;
  for (const n of [...o.indexes, ...more.map((d) => d.candidate)]) {
    if (!Number.isInteger(n) || n < 0 || n >= count) {
      throw new import_chunk_L7PYBWE7.UsageError(`decline: candidate ${String(n)} is not in the pending batch, which has candidates 0\u2013${count - 1} (${count})`);
    }
  }
  for (const n of withdraw) {
    if (!pending.declined.some((d) => d.candidate === n))
      throw new import_chunk_L7PYBWE7.UsageError(`decline: candidate ${String(n)} is not declined, so there is no decline to withdraw`);
  }
  const added = o.indexes.map((candidate) => o.reason === void 0 ? { candidate } : { candidate, reason: o.reason });
  const kept = pending.declined.filter((d) => !withdraw.has(d.candidate));
  const declined = (0, import_chunk_ETYRLC4D.canonicalDeclines)([...kept, ...added, ...more]);
  const { outcome: r, diff } = await (0, import_chunk_GAFG3LOM.proposeDiff)({
    ...o,
    // The pending diff's day and records cursor: a decline reads nothing new.
    today: pending.diff.today,
    keepThrough: pending.diff.records?.through ?? null,
    candidatesFile: `the pending batch (${pending.diff.candidates.sha256.slice(0, 12)})`,
    candidates: pending.batch,
    declined
  });
  const before = outcomes(pending.diff);
  const after = outcomes(diff);
  const changed = [];
  for (const [candidate, to] of after) {
    const from = before.get(candidate);
    if (from && (from.outcome !== to.outcome || from.rule !== to.rule)) changed.push({ candidate, from, to });
  }
  return { ...r, declined, changed };
}
function declineText(r) {
  const lines = [
    r.declined.length === 0 ? "No candidate is declined now." : `Declined: ${r.declined.map((d) => `/${d.candidate}${d.reason ? ` (${d.reason})` : ""}`).join(", ")}.`
  ];
  if (r.changed.length === 0) lines.push("No other outcome changed.");
  for (const c of r.changed) lines.push(`  candidate /${c.candidate}: ${c.from.outcome} (${c.from.rule}) \u2192 ${c.to.outcome} (${c.to.rule})`);
  return lines;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  decline,
  declineText,
  readPending
});
