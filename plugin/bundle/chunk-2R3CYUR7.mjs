import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  propose
} from "./chunk-RX4KQHWS.mjs";
import {
  readProfile
} from "./chunk-3LGNM56W.mjs";
import {
  KEY_FORBIDDEN_CHAR,
  NotFoundError,
  UsageError,
  VALUE_FORBIDDEN_CHAR,
  isIsoDate
} from "./chunk-YLHGQIST.mjs";

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
  const observed = o.date ?? o.today;
  if (o.date !== void 0) {
    if (!isIsoDate(o.date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${o.date}"`);
    if (o.date > o.today) throw new UsageError(`--date: must not be after today (${o.today}), found ${o.date}; a fact cannot stop being true in the future`);
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
    return { key: f.key, retires: id, reason: o.reason, provenance: "human", source, observed_date: observed };
  });
  return propose({ ...o, candidatesFile: `retire ${ids.join(" ")}`, candidates, keepCursor: true });
}

export {
  checkFlagText,
  retire
};
