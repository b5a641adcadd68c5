import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose
} from "./chunk-UWHHTBVB.mjs";
import {
  letSignalsIn
} from "./chunk-77S3TDTR.mjs";
import {
  irregularWarnings
} from "./chunk-U6JA5L5K.mjs";
import {
  EXIT,
  json,
  processOutput
} from "./chunk-2WRGI64Q.mjs";
import {
  resolveContext
} from "./chunk-OXJE5PZO.mjs";

// src/cli/commands/consolidate-propose.ts
async function propose2(opts, candidatesFile, through) {
  const ctx = resolveContext(opts);
  const r = await propose({
    paths: ctx.paths,
    configFile: ctx.configFile,
    today: ctx.today,
    now: ctx.now,
    notice: processOutput.err,
    pause: letSignalsIn,
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
