import { existsSync, mkdirSync } from "node:fs";
import { basename } from "node:path";
import { InvalidInputError } from "../../core/errors.js";
import { mintEntityId, uniqueId } from "../../core/mint-id.js";
import { normalizeKey } from "../../core/normalize.js";
import { DEFAULT_TITLE, serializeProfile } from "../../core/profile-format.js";
import type { Fact, ProfileFields } from "../../core/schema-types.js";
import { DIR_MODE, writeAtomic } from "../../io/atomic-write.js";
import type { Layout } from "../../io/data-dir.js";
import { acquireLock } from "../../io/lock.js";
import { readKindFile } from "../../io/file-kinds.js";
import { brainAsTyped, resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const from = stringOption(opts.from, "--from");
  // Seeds are read and checked before anything is created, so a bad file leaves no trace.
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
    io.out(json({ data_dir: l.dataDir, profile: l.profile, created, from: from ?? null, fields: created ? seeds.length : 0 }));
    return EXIT.ok;
  }
  if (!created) {
    io.out(`Profile already exists at ${l.profile}; left unchanged.${from ? ` Fields from ${from} were not folded in.` : ""}`);
    return EXIT.ok;
  }
  io.out(`Created ${l.profile}${seeds.length ? ` with ${seeds.length} profile field${seeds.length === 1 ? "" : "s"} from ${from}` : ""}.`);
  const brain = brainAsTyped(opts);
  io.out(`Next: ${brain} ingest <post.md…>, then ${brain} consolidate --gather`);
  return EXIT.ok;
}

export function ensureLayout(l: Layout): void {
  for (const dir of [l.brain, l.journal, l.backups, l.published]) mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}

/** fields.yaml → static profile-field facts, provenance human, in file order. */
function readSeeds(path: string, today: string): Fact[] {
  let fields: ProfileFields;
  try {
    fields = readKindFile<ProfileFields>(path, "fields").value;
  } catch (e) {
    if (e instanceof InvalidInputError) throw new InvalidInputError(e.issues, "Nothing was created. See docs/consolidation-loop.md#seeding.");
    throw e;
  }
  const facts: Fact[] = [];
  const taken = new Set<string>();
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
        status: "active",
      });
    }
  }
  return facts;
}
