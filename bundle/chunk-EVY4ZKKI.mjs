import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  retire
} from "./chunk-DGWHJJ4C.mjs";
import {
  reportProposed
} from "./chunk-FCUYSF5H.mjs";
import "./chunk-BGHUFNQW.mjs";
import "./chunk-AB6JIWRZ.mjs";
import "./chunk-HZTZH23N.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-64VHN7OX.mjs";
import "./chunk-A2Z6NM4Y.mjs";
import "./chunk-B47XLGVM.mjs";
import "./chunk-Q23CKXF6.mjs";
import "./chunk-K7JMAUBM.mjs";
import "./chunk-HZCMAC3K.mjs";
import "./chunk-P4B6RV5T.mjs";
import "./chunk-BP4FTFSQ.mjs";
import "./chunk-YHSCOGFY.mjs";
import "./chunk-JOXX6X5Y.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-MJFQ3YFK.mjs";
import "./chunk-MCID6D4K.mjs";
import "./chunk-QMFMQ6FX.mjs";
import "./chunk-4DXSWRIQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-OSZ6BJTR.mjs";
import {
  useCaseOptions
} from "./chunk-6NWEV2YO.mjs";
import "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
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
