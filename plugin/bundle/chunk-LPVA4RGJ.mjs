import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  lockForWrite
} from "./chunk-IBFFUTRD.mjs";
import {
  brainCommand,
  ruleSetLabel,
  writeDiffMarkdown
} from "./chunk-AU2KQTDP.mjs";
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
} from "./chunk-CB4KBEGS.mjs";
import {
  loadRuleSet
} from "./chunk-2L755MI2.mjs";
import {
  proposeDiff
} from "./chunk-NYLJDG53.mjs";
import {
  readProfile
} from "./chunk-3WAB5RGX.mjs";
import {
  loadConfig
} from "./chunk-JV4PLWSQ.mjs";
import {
  isIngestedAt,
  recordsView
} from "./chunk-P5RJ4BOH.mjs";
import {
  writeAtomicStream
} from "./chunk-AF7FHIH5.mjs";
import {
  UsageError
} from "./chunk-7UC3QGPL.mjs";

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
