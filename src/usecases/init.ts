/**
 * `brain init [--from fields.yaml]`: the data layout and an empty profile, or one seeded with
 * profile fields. Never overwrites a profile.
 */
import { basename } from "node:path";
import { InvalidInputError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { mintEntityId, uniqueId } from "../core/mint-id.js";
import { normalizeKey } from "../core/normalize.js";
import { DEFAULT_TITLE, serializeProfile } from "../core/profile-format.js";
import type { Fact, ProfileFields } from "../core/schema-types.js";
import { writeAtomic } from "../io/atomic-write.js";
import { ensureLayout, type Layout } from "../io/data-dir.js";
import { pathExists } from "../io/file-status.js";
import { readKindFile } from "../io/file-kinds.js";
import { acquireLock } from "../io/lock.js";
import { checkWriterToday } from "../io/profile-commit.js";
import { type ContextWritten, contextNotice, prepareContext, writeContextAfterCommit } from "./write-session-context.js";

export interface InitOptions {
  paths: Layout;
  /** The seeds' first_seen / last_seen. */
  today: string;
  /** A YAML map of profile fields to fold in as static profile-field facts. */
  from?: string;
  /** The wall clock, against which `today` may be at most tomorrow (init takes the lock: a writer); default: now. */
  now?: Date;
}

/** `created`: a new profile was written; `exists`: one was there and is left unchanged (the seeds were not folded in). */
export interface InitOutcome {
  kind: "created" | "exists";
  data_dir: string;
  profile: string;
  from: string | null;
  /** Profile fields written (0 when the profile existed). */
  fields: number;
  /** The session context written beside the new profile (absent when the profile existed). */
  context?: ContextWritten | { error: string };
}

export function init(o: InitOptions): InitOutcome {
  checkWriterToday({ today: o.today, now: o.now ?? new Date() });
  // Seeds are read and checked before anything is created, so a bad file leaves no trace.
  const seeds = o.from ? readSeeds(o.from, o.today) : [];
  const paths = o.paths;
  ensureLayout(paths);
  const lock = acquireLock(paths.lock);
  let context: InitOutcome["context"];
  try {
    if (!pathExists(paths.profile)) {
      const prepared = prepareContext(paths, seeds, o.today);
      const text = serializeProfile({ title: DEFAULT_TITLE, facts: seeds });
      writeAtomic(paths.profile, text);
      context = writeContextAfterCommit(paths, prepared, sha256Hex(text));
    }
  } finally {
    lock.release();
  }
  const created = context !== undefined;
  return {
    kind: created ? "created" : "exists",
    data_dir: paths.dataDir,
    profile: paths.profile,
    from: o.from ?? null,
    fields: created ? seeds.length : 0,
    ...(context ? { context } : {}),
  };
}

/** The readable form; `brain` is how the operator called brain (for the command suggested next). */
export function initText(r: InitOutcome, brain: string): string {
  if (r.kind === "exists") return `Profile already exists at ${r.profile}; left unchanged.${r.from ? ` Fields from ${r.from} were not folded in.` : ""}`;
  return [
    `Created ${r.profile}${r.fields ? ` with ${r.fields} profile field${r.fields === 1 ? "" : "s"} from ${r.from}` : ""}.`,
    `Next: ${brain} ingest <post.md…>, then ${brain} consolidate --gather`,
    ...contextNotice(r.context, (args) => [brain, ...args].join(" ")),
  ].join("\n");
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
