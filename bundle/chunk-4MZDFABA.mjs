import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  reportProposed
} from "./chunk-NVJ7JXJV.mjs";
import {
  propose
} from "./chunk-ZE77MSNT.mjs";
import "./chunk-6TH5OKEC.mjs";
import "./chunk-5VRU73M5.mjs";
import "./chunk-7WYICEM3.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-AU23IELB.mjs";
import "./chunk-W5LD2N6G.mjs";
import "./chunk-Z4UNE43O.mjs";
import "./chunk-C2XIJZJE.mjs";
import "./chunk-ZXICDPFE.mjs";
import "./chunk-B5P5OYXP.mjs";
import "./chunk-NBNJDQCZ.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-U6B222NG.mjs";
import {
  readProfile
} from "./chunk-JNJ3FBNW.mjs";
import "./chunk-ZFTT2G5S.mjs";
import "./chunk-GIMAQVK3.mjs";
import "./chunk-OWB3ARUL.mjs";
import "./chunk-2FUOSXF2.mjs";
import "./chunk-FFBGNPJR.mjs";
import "./chunk-SKRHTHV7.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-XRTVZMGQ.mjs";
import {
  useCaseOptions
} from "./chunk-4BNU5TG6.mjs";
import "./chunk-AF7RUE2T.mjs";
import {
  KEY_FORBIDDEN_CHAR,
  NotFoundError,
  UsageError,
  VALUE_FORBIDDEN_CHAR,
  resolveContext,
  stringOption
} from "./chunk-V2YF3FD2.mjs";

// src/usecases/retire.ts
var LONE_SURROGATE = /[\ud800-\udfff]/u;
function checkFlagText(flag, text, max, forbidden) {
  const at = [...text].findIndex((c) => forbidden.test(c) || LONE_SURROGATE.test(c));
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
  checkFlagText("--reason", o.reason, 500, VALUE_FORBIDDEN_CHAR);
  checkFlagText("--source", source, 500, KEY_FORBIDDEN_CHAR);
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
  return propose({ ...o, candidatesFile: `retire ${ids.join(" ")}`, candidates, keepCursor: true });
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
