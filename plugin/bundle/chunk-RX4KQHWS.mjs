import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  brainCommand,
  ruleSetLabel,
  writeDiffMarkdown
} from "./chunk-ZTOEEPF6.mjs";
import {
  isEmptyDiff,
  operationCounts,
  summarizeDiff
} from "./chunk-DYD7VGSZ.mjs";
import {
  canonicalDeclines,
  deriveDiff
} from "./chunk-SBEHRH6Y.mjs";
import {
  archiveDecisions,
  batchPath,
  checkCandidates,
  readCandidates,
  stageBatch
} from "./chunk-DCPSKG7Q.mjs";
import {
  loadRuleSet
} from "./chunk-I26IK4LJ.mjs";
import {
  effectiveApplies,
  lockForWrite,
  newSince,
  readHistory,
  rememberedDeclines
} from "./chunk-2CDRRSEX.mjs";
import {
  writeDiffFile
} from "./chunk-XVLFAMMA.mjs";
import {
  readProfile
} from "./chunk-3LGNM56W.mjs";
import {
  loadConfig
} from "./chunk-ZUUES7LK.mjs";
import {
  isIngestedAt,
  recordsView
} from "./chunk-PSRQCOS7.mjs";
import {
  UsageError,
  writeAtomicStream
} from "./chunk-YLHGQIST.mjs";

// src/usecases/propose.ts
import { resolve } from "node:path";
async function propose(o) {
  return (await proposeDiff(o)).outcome;
}
async function proposeDiff(o) {
  const l = o.paths;
  if (o.through !== void 0 && !isIngestedAt(o.through)) {
    throw new UsageError(`--through: expected an ingested_at timestamp such as 2026-06-01T09:12:03.123Z (as gather prints it), found "${o.through}"`);
  }
  const { config, rulesDir } = loadConfig(o.configFile, l.config);
  const rules = loadRuleSet(rulesDir);
  const candidates = o.candidates === void 0 ? readCandidates(o.candidatesFile) : checkCandidates(o.candidates, o.candidatesFile);
  const lock = lockForWrite(l, o.notice ?? (() => {
  }));
  try {
    const history = readHistory(l.history);
    const applies = effectiveApplies(history);
    const since = newSince(applies.at(-1));
    const cursor = o.keepThrough !== void 0 ? o.keepThrough : o.keepCursor ? (newest) => cursorInForce(since, newest) : o.through;
    const view = recordsView(l, cursor, { since });
    if (o.keepThrough === void 0 && o.through !== void 0 && (view.newest === null || o.through > view.newest)) {
      throw new UsageError(
        `--through: ${o.through} is later than the newest record present (${view.newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
      );
    }
    const declined = canonicalDeclines(o.declined ?? []);
    const remembered = rememberedDeclines(history);
    const staged = stageBatch(l, candidates);
    let body;
    try {
      body = await classify(l.profile, {
        candidates,
        candidatesSha256: staged.sha256,
        rules,
        config,
        today: o.today,
        candidatesFile: o.candidatesFile,
        records: view,
        lastAppliedToday: applies.at(-1)?.today,
        pause: o.pause,
        declined,
        remembered
      });
    } catch (e) {
      staged.discard();
      throw e;
    }
    staged.commit();
    if (declined.length > 0) archiveDecisions(l, declined);
    const diff = { id: writeDiffFile(l.pendingJson, body), ...body };
    const applyCommand = brainCommand(o, ["consolidate", "--apply", "--diff", resolve(l.pendingJson), "--confirm"]);
    writeAtomicStream(l.pendingMd, (out) => writeDiffMarkdown(diff, { applyCommand, ruleSet: ruleSetLabel(rulesDir, rules.files) }, out));
    const outcome = {
      kind: "proposed",
      id: diff.id,
      pendingJson: resolve(l.pendingJson),
      pendingMd: resolve(l.pendingMd),
      batch: resolve(batchPath(l, staged.sha256)),
      records: diff.records,
      summary: summarizeDiff(diff),
      counts: operationCounts(diff),
      empty: isEmptyDiff(diff),
      applyCommand,
      skipped: view.irregular,
      warnings: diff.warnings.flatMap((w) => w.candidate === void 0 ? [w.message] : [])
    };
    return { outcome, diff };
  } finally {
    lock.release();
  }
}
function cursorInForce(since, newest) {
  const after = since?.after ?? null;
  if (after === null) return null;
  return newest === null ? null : after > newest ? newest : after;
}
async function classify(profilePath, input) {
  const profile = readProfile(profilePath);
  return (await deriveDiff({ ...input, current: profile.doc, base: profile.sha256 })).body;
}

export {
  propose,
  proposeDiff
};
