import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  retire
} from "./chunk-I7J4HAGL.mjs";
import {
  reportProposed
} from "./chunk-22YA4JVP.mjs";
import "./chunk-4JOFWQ4O.mjs";
import "./chunk-RM6XZVNO.mjs";
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
import "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  resolveContext,
  stringOption
} from "./chunk-JLYW6UGX.mjs";
import "./chunk-VNJ7AHYW.mjs";

// src/cli/commands/retire.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const reason = stringOption(opts.reason, "--reason");
  if (reason === void 0) throw new UsageError("retire: needs --reason <text> (why the facts are no longer true; kept on the retired line)");
  const ids = args.flat().map(String);
  const r = await retire({
    ...useCaseOptions(ctx),
    ids,
    reason,
    source: stringOption(opts.source, "--source"),
    date: stringOption(opts.date, "--date")
  });
  return reportProposed(r, opts.json === true);
}
export {
  run
};
