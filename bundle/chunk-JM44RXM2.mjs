import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  lockForWrite
} from "./chunk-EOTDS5HZ.mjs";
import {
  brainCommand,
  ruleSetLabel,
  writeDiffMarkdown
} from "./chunk-FGW5BFJC.mjs";
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
} from "./chunk-6E3ZJ73L.mjs";
import {
  loadRuleSet
} from "./chunk-KJGFCQAV.mjs";
import {
  proposeDiff
} from "./chunk-GUGXMU5G.mjs";
import {
  readProfile
} from "./chunk-JXAY525P.mjs";
import {
  loadConfig
} from "./chunk-J33QUIBE.mjs";
import {
  isIngestedAt,
  recordsView
} from "./chunk-APL4DQC2.mjs";
import {
  writeAtomicStream
} from "./chunk-XM6I75ZM.mjs";
import {
  UsageError
} from "./chunk-NCNVRXN5.mjs";

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
    const view = recordsView(l, o.through);
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
async function classify(profilePath, input) {
  const profile = readProfile(profilePath);
  return proposeDiff({ ...input, current: profile.doc, base: profile.sha256 });
}

export {
  propose
};
