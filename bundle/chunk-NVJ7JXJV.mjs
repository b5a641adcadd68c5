import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose
} from "./chunk-ZE77MSNT.mjs";
import {
  irregularWarnings
} from "./chunk-SKRHTHV7.mjs";
import {
  useCaseOptions
} from "./chunk-4BNU5TG6.mjs";
import {
  EXIT
} from "./chunk-AF7RUE2T.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-V2YF3FD2.mjs";

// src/cli/commands/consolidate-propose.ts
async function propose2(opts, candidatesFile, through) {
  const ctx = resolveContext(opts);
  const r = await propose({
    ...useCaseOptions(ctx),
    candidatesFile,
    through
  });
  return reportProposed(r, opts.json === true);
}
function reportProposed(r, asJson) {
  for (const w of irregularWarnings(r.skipped)) processOutput.err(w);
  if (asJson) {
    processOutput.out(json(r));
    return EXIT.ok;
  }
  processOutput.out(`Wrote ${r.pendingMd}`);
  processOutput.out(`Wrote ${r.pendingJson}`);
  processOutput.out(`Archived the batch as ${r.batch}`);
  processOutput.out(`Records read: ${r.records.through === null ? "none ingested yet" : `ingested up to ${r.records.through}`}.`);
  processOutput.out(`${r.summary}.`);
  processOutput.out(`Review ${r.pendingMd}, then: ${r.applyCommand}`);
  return EXIT.ok;
}

export {
  propose2 as propose,
  reportProposed
};
