import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  openConflicts
} from "./chunk-E2KXFB3K.mjs";
import {
  checkFlagText
} from "./chunk-2R3CYUR7.mjs";
import {
  propose
} from "./chunk-RX4KQHWS.mjs";
import {
  readProfile
} from "./chunk-3LGNM56W.mjs";
import {
  loadConfig
} from "./chunk-ZUUES7LK.mjs";
import {
  normalizeKey
} from "./chunk-OLHRGSO2.mjs";
import {
  KEY_FORBIDDEN_CHAR,
  NotFoundError,
  UsageError,
  VALUE_FORBIDDEN_CHAR
} from "./chunk-YLHGQIST.mjs";

// src/usecases/resolve.ts
async function resolveConflict(o) {
  const source = o.source ?? `human:resolve-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new UsageError(`--source: expected human:<label> (a resolve is the operator's own statement), found "${source}"`);
  }
  checkFlagText("--source", source, 500, KEY_FORBIDDEN_CHAR);
  if (o.reason !== void 0) checkFlagText("--reason", o.reason, 500, VALUE_FORBIDDEN_CHAR);
  const key = normalizeKey(o.key);
  const { config } = loadConfig(o.configFile, o.paths.config);
  const { doc } = readProfile(o.paths.profile);
  const conflict = openConflicts(doc, config.multiValued ?? []).find((c) => c.key === key);
  if (!conflict) {
    throw new NotFoundError(key, "an open conflict for this key", "brain show --conflicts lists the keys holding more than one active value");
  }
  const kept = conflict.values.find((f) => f.id === o.keep);
  if (!kept) {
    const ids = conflict.values.map((f) => `${f.id} (${f.value})`).join(", ");
    throw new NotFoundError(o.keep, `an active observed value of "${key}" with this id`, `the values of "${key}" are ${ids}`);
  }
  const candidate = {
    key,
    keeps: kept.id,
    ...o.reason !== void 0 ? { reason: o.reason } : {},
    provenance: "human",
    source,
    observed_date: o.today
  };
  return propose({ ...o, candidatesFile: `resolve ${key} --keep ${kept.id}`, candidates: [candidate], keepCursor: true });
}

export {
  resolveConflict
};
