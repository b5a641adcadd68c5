import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  checkFlagText
} from "./chunk-2R3CYUR7.mjs";
import {
  proposeDiff
} from "./chunk-RX4KQHWS.mjs";
import {
  pathExists
} from "./chunk-OHHH6UOM.mjs";
import {
  canonicalDeclines
} from "./chunk-SBEHRH6Y.mjs";
import {
  readBatch,
  readDecisions
} from "./chunk-DCPSKG7Q.mjs";
import {
  effectiveApplies,
  readHistory
} from "./chunk-2CDRRSEX.mjs";
import {
  readDiffFile
} from "./chunk-XVLFAMMA.mjs";
import {
  NotFoundError,
  RefusedError,
  UsageError,
  VALUE_FORBIDDEN_CHAR
} from "./chunk-YLHGQIST.mjs";

// src/usecases/decline.ts
function readPending(o) {
  const l = o.paths;
  if (!pathExists(l.pendingJson)) {
    throw new NotFoundError(l.pendingJson, "a pending diff", "propose a batch first (brain consolidate --propose --candidates <file>)");
  }
  const diff = readDiffFile(l.pendingJson);
  if (effectiveApplies(readHistory(l.history)).some((e) => e.diff === diff.id)) {
    throw new RefusedError(
      `${l.pendingJson}: diff ${diff.id.slice(0, 12)} was already applied; there is no pending batch to decide on. Propose a new batch first.`
    );
  }
  const batch = readBatch(l, diff.candidates.sha256);
  if (!batch) throw new NotFoundError(`${l.batches}/${diff.candidates.sha256}.json`, "the pending diff's archived batch", "propose the batch again");
  const declined = diff.candidates.decisions === void 0 ? [] : readDecisions(l, diff.candidates.decisions);
  if (!declined) throw new NotFoundError(diff.candidates.decisions, "the pending diff's archived decisions", "propose the batch again");
  return { diff, batch, declined };
}
function outcomes(diff) {
  const m = /* @__PURE__ */ new Map();
  for (const t of diff.trace) if (t.candidate !== void 0) m.set(t.candidate, { outcome: t.outcome, rule: t.rule });
  return m;
}
async function decline(o) {
  const more = o.decisions ?? [];
  if (o.indexes.length === 0 && more.length === 0) throw new UsageError("decline: expected at least one candidate index (0-based, as brain review shows them)");
  if (o.reason !== void 0) checkFlagText("--reason", o.reason, 500, VALUE_FORBIDDEN_CHAR);
  for (const d of more) if (d.reason !== void 0) checkFlagText("reason", d.reason, 500, VALUE_FORBIDDEN_CHAR);
  const pending = readPending(o);
  const count = pending.batch.length;
  for (const n of [...o.indexes, ...more.map((d) => d.candidate)]) {
    if (!Number.isInteger(n) || n < 0 || n >= count) {
      throw new UsageError(`decline: candidate ${String(n)} is not in the pending batch, which has candidates 0\u2013${count - 1} (${count})`);
    }
  }
  const added = o.indexes.map((candidate) => o.reason === void 0 ? { candidate } : { candidate, reason: o.reason });
  const declined = canonicalDeclines([...pending.declined, ...added, ...more]);
  const { outcome: r, diff } = await proposeDiff({
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
  const lines = [`Declined: ${r.declined.map((d) => `/${d.candidate}${d.reason ? ` (${d.reason})` : ""}`).join(", ")}.`];
  if (r.changed.length === 0) lines.push("No other outcome changed.");
  for (const c of r.changed) lines.push(`  candidate /${c.candidate}: ${c.from.outcome} (${c.from.rule}) \u2192 ${c.to.outcome} (${c.to.rule})`);
  return lines;
}

export {
  readPending,
  decline,
  declineText
};
