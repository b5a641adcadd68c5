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
var import_chunk_6UY5MRXR = require("./chunk-6UY5MRXR.cjs");
var import_chunk_JTSAVRSB = require("./chunk-JTSAVRSB.cjs");
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_W472L43B = require("./chunk-W472L43B.cjs");
var import_chunk_D5ULY43E = require("./chunk-D5ULY43E.cjs");
var import_chunk_E7NPQXV2 = require("./chunk-E7NPQXV2.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
function readPending(o) {
  const l = o.paths;
  if (!(0, import_chunk_75TG4X2Z.pathExists)(l.pendingJson)) {
    throw new import_chunk_L7PYBWE7.NotFoundError(l.pendingJson, "a pending diff", "propose a batch first (brain consolidate --propose --candidates <file>)");
  }
  const diff = (0, import_chunk_W4VUU7MV.readDiffFile)(l.pendingJson);
  if ((0, import_chunk_W4VUU7MV.effectiveApplies)((0, import_chunk_W4VUU7MV.readHistory)(l.history)).some((e) => e.diff === diff.id)) {
    throw new import_chunk_L7PYBWE7.RefusedError(
      `${l.pendingJson}: diff ${diff.id.slice(0, 12)} was already applied; there is no pending batch to decide on. Propose a new batch first.`
    );
  }
  const batch = (0, import_chunk_D5ULY43E.readBatch)(l, diff.candidates.sha256);
  if (!batch) throw new import_chunk_L7PYBWE7.NotFoundError(`${l.batches}/${diff.candidates.sha256}.json`, "the pending diff's archived batch", "propose the batch again");
  const decisions = diff.candidates.decisions === void 0 ? { declined: [], origins: [] } : (0, import_chunk_D5ULY43E.readDecisions)(l, diff.candidates.decisions);
  if (!decisions) throw new import_chunk_L7PYBWE7.NotFoundError(diff.candidates.decisions, "the pending diff's archived decisions", "propose the batch again");
  return { diff, batch, ...decisions };
}
function outcomes(diff) {
  const m = /* @__PURE__ */ new Map();
  for (const t of diff.trace) if (t.candidate !== void 0) m.set(t.candidate, { outcome: t.outcome, rule: t.rule });
  return m;
}
async function decline(o) {
  (0, import_chunk_LW5KK7CN.checkWriterToday)(o);
  const more = o.decisions ?? [];
  const withdraw = new Set(o.withdraw ?? []);
  if (o.indexes.length === 0 && more.length === 0 && withdraw.size === 0) {
    throw new import_chunk_L7PYBWE7.UsageError("decline: expected at least one candidate index (0-based, as brain review shows them)");
  }
  if (o.reason !== void 0) (0, import_chunk_6UY5MRXR.checkFlagText)("--reason", o.reason, 500, import_chunk_L7PYBWE7.VALUE_FORBIDDEN_CHAR);
  for (const d of more) if (d.reason !== void 0) (0, import_chunk_6UY5MRXR.checkFlagText)("reason", d.reason, 500, import_chunk_L7PYBWE7.VALUE_FORBIDDEN_CHAR);
  const setup = (0, import_chunk_JTSAVRSB.loadProposeSetup)(o);
  const lock = (0, import_chunk_LW5KK7CN.lockForWrite)(o.paths, o.notice ?? (() => {
  }), o);
  try {
    return await declineHeld(lock, o, setup);
  } finally {
    lock.release();
  }
}
async function declineHeld(lock, o, setup) {
  const more = o.decisions ?? [];
  const withdraw = new Set(o.withdraw ?? []);
  const pending = readPending(o);
  if (o.expectedId !== void 0 && !(0, import_chunk_E7NPQXV2.isExpectedId)(pending.diff.id, o.expectedId)) {
    throw (0, import_chunk_E7NPQXV2.unexpectedDiff)(o.paths.pendingJson, pending.diff.id, o.expectedId, "nothing was declined");
  }
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
  const by = o.by === void 0 ? {} : { by: o.by };
  const added = o.indexes.map((candidate) => ({ candidate, ...o.reason === void 0 ? {} : { reason: o.reason }, ...by }));
  const kept = pending.declined.filter((d) => !withdraw.has(d.candidate));
  const declined = (0, import_chunk_W472L43B.canonicalDeclines)([...kept, ...added, ...more.map((d) => ({ ...d, ...by }))]);
  const { outcome: r, diff } = await (0, import_chunk_JTSAVRSB.proposeHeld)(
    lock,
    {
      ...o,
      // The pending diff's day and records cursor: a decline reads nothing new.
      today: pending.diff.today,
      keepThrough: pending.diff.records?.through ?? null,
      candidatesFile: `the pending batch (${pending.diff.candidates.sha256.slice(0, 12)})`,
      declined,
      origins: pending.origins
    },
    setup,
    pending.batch
  );
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
    r.declined.length === 0 ? "No candidate is declined now." : `Declined: ${r.declined.map((d) => `/${d.candidate}${d.reason ? ` (${d.reason})` : ""}${d.by === "mcp" ? ` [${import_chunk_TBJ5WJAX.DECLINED_OVER_MCP}]` : ""}`).join(", ")}.`
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
