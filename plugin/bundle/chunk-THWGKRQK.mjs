import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose
} from "./chunk-RX4KQHWS.mjs";
import {
  irregularWarnings
} from "./chunk-PSRQCOS7.mjs";
import {
  useCaseOptions
} from "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-YLHGQIST.mjs";

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
  for (const w of r.warnings) processOutput.err(`brain: warning: ${w}`);
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
