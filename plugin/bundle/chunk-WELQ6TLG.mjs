import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  brainCommand,
  ruleSetLabel,
  writeDiffMarkdown
} from "./chunk-KESFX5RJ.mjs";
import {
  isEmptyDiff,
  operationCounts,
  summarizeDiff
} from "./chunk-7WYICEM3.mjs";
import {
  archiveBatch,
  batchPath,
  checkCandidates,
  readCandidates,
  writeDiffFile
} from "./chunk-X2CTVR7B.mjs";
import {
  proposeDiff
} from "./chunk-SBYWWAGM.mjs";
import {
  loadRuleSet
} from "./chunk-FV42EVWR.mjs";
import {
  loadConfig
} from "./chunk-MSDKM2NO.mjs";
import {
  effectiveApplies,
  lockForWrite,
  newSince,
  readHistory
} from "./chunk-3MCNRZCY.mjs";
import {
  readProfile
} from "./chunk-P5TM3YGH.mjs";
import {
  isIngestedAt,
  recordsView
} from "./chunk-OLO4J2UI.mjs";
import {
  UsageError,
  writeAtomicStream
} from "./chunk-JLYW6UGX.mjs";

// src/usecases/propose.ts
import { resolve } from "node:path";
async function propose(o) {
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
    const since = newSince(effectiveApplies(readHistory(l.history)).at(-1));
    const view = recordsView(l, o.keepCursor ? cursorInForce(l, since) : o.through, { since });
    if (o.through !== void 0 && (view.newest === null || o.through > view.newest)) {
      throw new UsageError(
        `--through: ${o.through} is later than the newest record present (${view.newest ?? "none is ingested"}); it would mark records not yet ingested as read. Pass the through that gather printed.`
      );
    }
    const diff = await classify(l.profile, { candidates, rules, config, today: o.today, candidatesFile: o.candidatesFile, records: view, pause: o.pause });
    const batch = archiveBatch(l, candidates, diff.candidates.sha256);
    writeDiffFile(l.pendingJson, diff);
    const applyCommand = brainCommand(o, ["consolidate", "--apply", "--diff", resolve(l.pendingJson), "--confirm"]);
    writeAtomicStream(l.pendingMd, (out) => writeDiffMarkdown(diff, { applyCommand, ruleSet: ruleSetLabel(rulesDir, rules.files) }, out));
    return {
      kind: "proposed",
      id: diff.id,
      pendingJson: resolve(l.pendingJson),
      pendingMd: resolve(l.pendingMd),
      batch: resolve(batchPath(l, batch)),
      records: diff.records,
      summary: summarizeDiff(diff),
      counts: operationCounts(diff),
      empty: isEmptyDiff(diff),
      applyCommand,
      skipped: view.irregular
    };
  } finally {
    lock.release();
  }
}
function cursorInForce(l, since) {
  const after = since?.after ?? null;
  if (after === null) return null;
  const newest = recordsView(l).newest;
  return newest === null ? null : after > newest ? newest : after;
}
async function classify(profilePath, input) {
  const profile = readProfile(profilePath);
  return proposeDiff({ ...input, current: profile.doc, base: profile.sha256 });
}

export {
  propose
};
