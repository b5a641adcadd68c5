import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  reportProposed
} from "./chunk-XQVW2MGA.mjs";
import {
  propose
} from "./chunk-JBNB3Y4E.mjs";
import "./chunk-YPLQKWQJ.mjs";
import "./chunk-XULBWHAU.mjs";
import "./chunk-5VUZEKG2.mjs";
import "./chunk-TW5XOMOB.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-ABKKGUXS.mjs";
import "./chunk-OXLDRZLJ.mjs";
import "./chunk-7MIOLIGZ.mjs";
import "./chunk-67WGA55Q.mjs";
import "./chunk-FFV4K7EZ.mjs";
import "./chunk-CY2HEVNQ.mjs";
import {
  readProfile
} from "./chunk-Y6AAYNVN.mjs";
import "./chunk-F4DOEA5T.mjs";
import "./chunk-UTXMFLOX.mjs";
import "./chunk-XWVPP5OI.mjs";
import "./chunk-VHFAXZOO.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-JO4P7JJL.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-N4BTA5WU.mjs";
import "./chunk-AF7RUE2T.mjs";
import {
  useCaseOptions
} from "./chunk-KZ4P6ICX.mjs";
import {
  NotFoundError,
  UsageError,
  resolveContext,
  stringOption
} from "./chunk-RM7VH3UE.mjs";

// src/usecases/retire.ts
var FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]/u;
function checkFlagText(flag, text, max) {
  const at = [...text].findIndex((c) => FORBIDDEN.test(c));
  if (at >= 0) {
    const code = text.codePointAt([...text].slice(0, at).join("").length);
    throw new UsageError(
      `${flag}: must not contain control or invisible-formatting characters, found U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`
    );
  }
  if ([...text].length > max) throw new UsageError(`${flag}: at most ${max} characters, found ${[...text].length}`);
  if (text.trim() === "") throw new UsageError(`${flag}: expected visible text, found "${text}"`);
}
async function retire(o) {
  if (o.ids.length === 0) throw new UsageError("retire: expected at least one fact id (see brain show)");
  const source = o.source ?? `human:retire-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new UsageError(`--source: expected human:<label> (a retire is the operator's own statement), found "${source}"`);
  }
  checkFlagText("--reason", o.reason, 500);
  checkFlagText("--source", source, 500);
  const { doc } = readProfile(o.paths.profile);
  const byId = new Map(doc.facts.map((f) => [f.id, f]));
  const ids = [...new Set(o.ids)];
  const candidates = ids.map((id) => {
    const f = byId.get(id);
    if (f?.kind !== "observed" || f.status !== "active") {
      const what = !f ? "no fact has this id" : f.kind !== "observed" ? "it is a profile-field seed, which consolidation never changes" : `it is ${f.status}`;
      throw new NotFoundError(id, "an active observed fact with this id", `${what}; see brain show`);
    }
    return { key: f.key, retires: id, reason: o.reason, provenance: "human", source, observed_date: o.today };
  });
  return propose({ ...o, candidatesFile: `retire ${ids.join(" ")}`, candidates });
}

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
    source: stringOption(opts.source, "--source")
  });
  return reportProposed(r, opts.json === true);
}
export {
  run
};
