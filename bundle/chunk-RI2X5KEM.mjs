import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  lockForWrite
} from "./chunk-VS76OZKM.mjs";
import {
  brainCommand,
  ruleSetLabel,
  writeDiffMarkdown
} from "./chunk-YMFVHC5C.mjs";
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
} from "./chunk-5RPNODVC.mjs";
import {
  proposeDiff
} from "./chunk-XYNFUGFW.mjs";
import {
  loadRuleSet
} from "./chunk-46TSUNCO.mjs";
import {
  readProfile
} from "./chunk-5UH5KOQG.mjs";
import {
  loadConfig
} from "./chunk-GFVWBYOE.mjs";
import {
  isIngestedAt,
  recordsView
} from "./chunk-TLGIRMNQ.mjs";
import {
  UsageError,
  writeAtomicStream
} from "./chunk-FDEB6ZN4.mjs";

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
