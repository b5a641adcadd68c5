import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  apply,
  applyText
} from "./chunk-7MSJEBMQ.mjs";
import "./chunk-TYOKCZG3.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-EVWQK5VQ.mjs";
import "./chunk-M46XHN5S.mjs";
import "./chunk-5XFY2V4E.mjs";
import "./chunk-6DO6GPEK.mjs";
import "./chunk-RIMYKORW.mjs";
import "./chunk-OHGOUX2Y.mjs";
import "./chunk-WXSFJU7A.mjs";
import "./chunk-S42K77WB.mjs";
import "./chunk-HNVQTAUQ.mjs";
import "./chunk-JODDLDPU.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-CLBJ63US.mjs";
import "./chunk-H7DJKB6S.mjs";
import "./chunk-IBYQDC34.mjs";
import "./chunk-OLO4J2UI.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-EBWEML6O.mjs";
import {
  useCaseOptions
} from "./chunk-DYWJZ6GQ.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  json,
  processOutput,
  resolveContext
} from "./chunk-JLYW6UGX.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/consolidate-apply.ts
async function apply2(opts, diffFile, confirm) {
  const ctx = resolveContext(opts);
  const r = await apply({
    ...useCaseOptions(ctx),
    diffFile,
    confirm
  });
  const status = r.kind === "preview" ? EXIT.usage : EXIT.ok;
  if (r.kind === "preview") processOutput.err("brain: nothing was written \u2014 add --confirm to apply this diff.");
  if (opts.json === true) {
    processOutput.out(json(r));
    return status;
  }
  processOutput.out(applyText(r));
  return status;
}
export {
  apply2 as apply
};
