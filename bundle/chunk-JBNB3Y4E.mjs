import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  lockForWrite
} from "./chunk-XULBWHAU.mjs";
import {
  brainCommand,
  ruleSetLabel,
  writeDiffMarkdown
} from "./chunk-TW5XOMOB.mjs";
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
} from "./chunk-ABKKGUXS.mjs";
import {
  proposeDiff
} from "./chunk-OXLDRZLJ.mjs";
import {
  loadRuleSet
} from "./chunk-FFV4K7EZ.mjs";
import {
  readProfile
} from "./chunk-Y6AAYNVN.mjs";
import {
  loadConfig
} from "./chunk-F4DOEA5T.mjs";
import {
  isIngestedAt,
  recordsView
} from "./chunk-JO4P7JJL.mjs";
import {
  UsageError,
  writeAtomicStream
} from "./chunk-RM7VH3UE.mjs";

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
