import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  openConflicts
} from "./chunk-E2KXFB3K.mjs";
import {
  checkFlagText
} from "./chunk-HUJLIEFJ.mjs";
import {
  reportProposed
} from "./chunk-QQBDDPGZ.mjs";
import {
  propose
} from "./chunk-BHPDLPVF.mjs";
import "./chunk-W66KUFE4.mjs";
import "./chunk-EY764APB.mjs";
import "./chunk-DYD7VGSZ.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-3QMI35OJ.mjs";
import "./chunk-JZ4O3ZQS.mjs";
import "./chunk-DCPSKG7Q.mjs";
import "./chunk-F2KIGZ4R.mjs";
import "./chunk-I26IK4LJ.mjs";
import "./chunk-HDN7XO3X.mjs";
import "./chunk-XZ77DS73.mjs";
import "./chunk-XVLFAMMA.mjs";
import {
  readProfile
} from "./chunk-3LGNM56W.mjs";
import "./chunk-WMZ3IMH4.mjs";
import {
  loadConfig
} from "./chunk-ZUUES7LK.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import {
  normalizeKey
} from "./chunk-OLHRGSO2.mjs";
import "./chunk-YHHDMM3X.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import {
  useCaseOptions
} from "./chunk-6NWEV2YO.mjs";
import "./chunk-LDCXC2BS.mjs";
import {
  KEY_FORBIDDEN_CHAR,
  NotFoundError,
  UsageError,
  VALUE_FORBIDDEN_CHAR,
  resolveContext,
  stringOption
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

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

// src/cli/commands/resolve.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const keep = stringOption(opts.keep, "--keep");
  if (keep === void 0) throw new UsageError("resolve: needs --keep <id> (the value that holds; brain show --conflicts lists the ids)");
  const key = String(args[0]);
  const r = await resolveConflict({
    ...useCaseOptions(ctx),
    key,
    keep,
    reason: stringOption(opts.reason, "--reason"),
    source: stringOption(opts.source, "--source")
  });
  return reportProposed(r, opts.json === true);
}
export {
  run
};
