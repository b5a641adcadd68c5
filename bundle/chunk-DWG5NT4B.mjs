import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  mintEntityId,
  uniqueId
} from "./chunk-RFMDB5K5.mjs";
import {
  acquireLock
} from "./chunk-IE55JXOP.mjs";
import {
  schemas
} from "./chunk-I7WFPCDF.mjs";
import {
  DIR_MODE,
  writeAtomic
} from "./chunk-E47IECWR.mjs";
import {
  DEFAULT_TITLE,
  normalizeKey,
  serializeProfile
} from "./chunk-QDPQYILK.mjs";
import {
  parseYamlText,
  readInputText
} from "./chunk-4J37IU2Q.mjs";
import {
  EXIT,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext,
  stringOption
} from "./chunk-A7YJ7XEN.mjs";
import {
  InvalidInputError
} from "./chunk-IMDQXH3F.mjs";

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
  try {
    if (existsSync(l.profile)) {
      processOutput.out(`Profile already exists at ${l.profile}; left unchanged.${from ? ` Fields from ${from} were not folded in.` : ""}`);
      return EXIT.ok;
    }
    writeAtomic(l.profile, serializeProfile({ title: DEFAULT_TITLE, facts: seeds }));
  } finally {
    lock.release();
  }
  processOutput.out(`Created ${l.profile}${seeds.length ? ` with ${seeds.length} profile field${seeds.length === 1 ? "" : "s"} from ${from}` : ""}.`);
  processOutput.out(`Next: brain ingest <post.md\u2026>, then brain consolidate --gather`);
  return EXIT.ok;
}
function ensureLayout(l) {
  for (const dir of [l.brain, l.journal, l.backups, l.published]) mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}
function readSeeds(path, today) {
  const raw = parseYamlText(readInputText(path, path), path) ?? {};
  const result = schemas().validate("fields", raw, path);
  if (!result.ok) throw new InvalidInputError(result.issues, "Nothing was created. See docs/consolidation-loop.md#seeding.");
  const facts = [];
  const keys = /* @__PURE__ */ new Map();
  const issues = [];
  const taken = /* @__PURE__ */ new Set();
  for (const [field, v] of Object.entries(result.value)) {
    const key = normalizeKey(field);
    const clash = keys.get(key);
    if (clash !== void 0) {
      issues.push(`${path}: /${field}: normalizes to key "${key}", like /${clash}; merge them into one field (a list is allowed)`);
      continue;
    }
    keys.set(key, field);
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
  if (issues.length > 0) throw new InvalidInputError(issues, "Nothing was created.");
  return facts;
}

export {
  run,
  ensureLayout
};
