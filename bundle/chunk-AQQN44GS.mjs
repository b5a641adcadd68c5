import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  readKindFile
} from "./chunk-6VDQEID3.mjs";
import {
  acquireLock
} from "./chunk-BUTH6SFJ.mjs";
import "./chunk-KJGFCQAV.mjs";
import "./chunk-CY2HEVNQ.mjs";
import {
  mintEntityId,
  uniqueId
} from "./chunk-IIEQQTNI.mjs";
import {
  DEFAULT_TITLE,
  serializeProfile
} from "./chunk-5ZHQKNON.mjs";
import {
  normalizeKey
} from "./chunk-FFBGNPJR.mjs";
import "./chunk-TW2USIQQ.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-6RQEJV6D.mjs";
import "./chunk-I6RZVNLG.mjs";
import {
  DIR_MODE,
  writeAtomic
} from "./chunk-XM6I75ZM.mjs";
import {
  EXIT
} from "./chunk-XDNONPI6.mjs";
import "./chunk-G2PVQWSQ.mjs";
import {
  InvalidInputError,
  brainAsTyped,
  json,
  processOutput,
  resolveContext,
  stringOption
} from "./chunk-NCNVRXN5.mjs";

// src/cli/commands/init.ts
import { existsSync, mkdirSync } from "node:fs";
import { basename } from "node:path";
async function run(_args, opts) {
  const ctx = resolveContext(opts);
  const from = stringOption(opts.from, "--from");
  const seeds = from ? readSeeds(from, ctx.today) : [];
  const l = ctx.paths;
  ensureLayout(l);
  const lock = acquireLock(l.lock);
  let created = false;
  try {
    if (!existsSync(l.profile)) {
      writeAtomic(l.profile, serializeProfile({ title: DEFAULT_TITLE, facts: seeds }));
      created = true;
    }
  } finally {
    lock.release();
  }
  if (opts.json === true) {
    processOutput.out(json({ data_dir: l.dataDir, profile: l.profile, created, from: from ?? null, fields: created ? seeds.length : 0 }));
    return EXIT.ok;
  }
  if (!created) {
    processOutput.out(`Profile already exists at ${l.profile}; left unchanged.${from ? ` Fields from ${from} were not folded in.` : ""}`);
    return EXIT.ok;
  }
  processOutput.out(`Created ${l.profile}${seeds.length ? ` with ${seeds.length} profile field${seeds.length === 1 ? "" : "s"} from ${from}` : ""}.`);
  const brain = brainAsTyped(opts);
  processOutput.out(`Next: ${brain} ingest <post.md\u2026>, then ${brain} consolidate --gather`);
  return EXIT.ok;
}
function ensureLayout(l) {
  for (const dir of [l.brain, l.journal, l.backups, l.published]) mkdirSync(dir, { recursive: true, mode: DIR_MODE });
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
  ensureLayout,
  run
};
