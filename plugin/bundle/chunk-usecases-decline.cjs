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
  decline: () => decline,
  declineText: () => declineText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_operator_statement = require("./chunk-usecases-operator-statement.cjs");
var import_chunk_usecases_carry_over = require("./chunk-usecases-carry-over.cjs");
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_core_expected_id = require("./chunk-core-expected-id.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
function outcomes(diff) {
  const m = /* @__PURE__ */ new Map();
  for (const t of diff.trace) if (t.candidate !== void 0) m.set(t.candidate, { outcome: t.outcome, rule: t.rule });
  return m;
}
async function decline(o) {
  (0, import_chunk_io_lock.checkWriterToday)(o);
  const more = o.decisions ?? [];
  const withdraw = new Set(o.withdraw ?? []);
  if (o.indexes.length === 0 && more.length === 0 && withdraw.size === 0) {
    throw new import_chunk_hooks_session_start.UsageError("decline: expected at least one candidate index (0-based, as brain review shows them)");
  }
  if (o.reason !== void 0) (0, import_chunk_usecases_operator_statement.checkFlagText)("--reason", o.reason, 500, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR);
  for (const d of more) if (d.reason !== void 0) (0, import_chunk_usecases_operator_statement.checkFlagText)("reason", d.reason, 500, import_chunk_hooks_session_start.VALUE_FORBIDDEN_CHAR);
  const setup = (0, import_chunk_usecases_carry_over.loadProposeSetup)(o);
  const lock = (0, import_chunk_io_lock.lockForWrite)(o.paths, o.notice ?? (() => {
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
  const pending = (0, import_chunk_usecases_carry_over.readPending)(o);
  if (o.expectedId !== void 0 && !(0, import_chunk_core_expected_id.isExpectedId)(pending.diff.id, o.expectedId)) {
    throw (0, import_chunk_core_expected_id.unexpectedDiff)(o.paths.pendingJson, pending.diff.id, o.expectedId, "nothing was declined");
  }
  const count = pending.batch.length;
  for (const n of [...o.indexes, ...more.map((d) => d.candidate)]) {
    if (!Number.isInteger(n) || n < 0 || n >= count) {
      throw new import_chunk_hooks_session_start.UsageError(`decline: candidate ${String(n)} is not in the pending batch, which has candidates 0\u2013${count - 1} (${count})`);
    }
  }
  for (const n of withdraw) {
    if (!pending.declined.some((d) => d.candidate === n))
      throw new import_chunk_hooks_session_start.UsageError(`decline: candidate ${String(n)} is not declined, so there is no decline to withdraw`);
  }
  const by = o.by === void 0 ? {} : { by: o.by };
  const added = o.indexes.map((candidate) => ({ candidate, ...o.reason === void 0 ? {} : { reason: o.reason }, ...by }));
  const kept = pending.declined.filter((d) => !withdraw.has(d.candidate));
  const declined = (0, import_chunk_core_confusables_version.canonicalDeclines)([...kept, ...added, ...more.map((d) => ({ ...d, ...by }))]);
  const { outcome: r, diff } = await (0, import_chunk_usecases_carry_over.proposeHeld)(
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
    r.declined.length === 0 ? "No candidate is declined now." : `Declined: ${r.declined.map((d) => `#${d.candidate}${d.reason ? ` (${d.reason})` : ""}${d.by === "mcp" ? ` [${import_chunk_core_agent_written.DECLINED_OVER_MCP}]` : ""}`).join(", ")}.`
  ];
  if (r.changed.length === 0) lines.push("No other outcome changed.");
  for (const c of r.changed) lines.push(`  #${c.candidate}: ${c.from.outcome} (${c.from.rule}) \u2192 ${c.to.outcome} (${c.to.rule})`);
  return lines;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  decline,
  declineText
});
// brain-digest: 50002b7e3e229d0b
