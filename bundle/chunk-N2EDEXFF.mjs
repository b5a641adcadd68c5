import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  readKindFile
} from "./chunk-V5TRFNYH.mjs";
import {
  pathExists
} from "./chunk-OHHH6UOM.mjs";
import {
  mintEntityId,
  uniqueId
} from "./chunk-F2KIGZ4R.mjs";
import {
  acquireLock
} from "./chunk-CR4IPG4Q.mjs";
import {
  DEFAULT_TITLE,
  serializeProfile
} from "./chunk-RVHZD4ZS.mjs";
import {
  normalizeKey
} from "./chunk-OLHRGSO2.mjs";
import {
  InvalidInputError,
  ensureLayout,
  writeAtomic
} from "./chunk-YLHGQIST.mjs";

// src/usecases/init.ts
import { basename } from "node:path";
function init(o) {
  const seeds = o.from ? readSeeds(o.from, o.today) : [];
  const paths = o.paths;
  ensureLayout(paths);
  const lock = acquireLock(paths.lock);
  let created = false;
  try {
    if (!pathExists(paths.profile)) {
      writeAtomic(paths.profile, serializeProfile({ title: DEFAULT_TITLE, facts: seeds }));
      created = true;
    }
  } finally {
    lock.release();
  }
  return { kind: created ? "created" : "exists", data_dir: paths.dataDir, profile: paths.profile, from: o.from ?? null, fields: created ? seeds.length : 0 };
}
function initText(r, brain) {
  if (r.kind === "exists") return `Profile already exists at ${r.profile}; left unchanged.${r.from ? ` Fields from ${r.from} were not folded in.` : ""}`;
  return [
    `Created ${r.profile}${r.fields ? ` with ${r.fields} profile field${r.fields === 1 ? "" : "s"} from ${r.from}` : ""}.`,
    `Next: ${brain} ingest <post.md\u2026>, then ${brain} consolidate --gather`
  ].join("\n");
}
function readSeeds(path, today) {
  let fields;
  try {
    fields = readKindFile(path, "fields").value;
  } catch (e) {
    if (e instanceof InvalidInputError) throw new InvalidInputError(e.issues, "Nothing was created. See docs/consolidation-loop.md#seeding.");
    throw e;
  }
  const facts = [];
  const taken = /* @__PURE__ */ new Set();
  for (const [field, v] of Object.entries(fields)) {
    const key = normalizeKey(field);
    for (const value of Array.isArray(v) ? v : [v]) {
      const id = uniqueId(mintEntityId({ kind: "profile-field", key }), taken);
      taken.add(id);
      facts.push({
        id,
        kind: "profile-field",
        layer: "static",
        key,
        value: String(value),
        provenance: "human",
        sources: [`human:${basename(path)}`],
        first_seen: today,
        last_seen: today,
        evidence_count: 1,
        status: "active"
      });
    }
  }
  return facts;
}

export {
  init,
  initText
};
