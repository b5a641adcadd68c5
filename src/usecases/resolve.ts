/**
 * `brain resolve <key> --keep <id>`: the operator settles an open conflict. brain writes that
 * statement as a one-candidate batch — a resolve candidate `{key, keeps, reason?, provenance:
 * human, source, observed_date}` — and proposes it like `--propose`: the rule `resolve-by-operator`
 * decides, the review shows it, and only `--apply --confirm` writes the profile. The kept fact
 * stays exactly as it is; every other active value of the key is archived as superseded by it.
 * Like retire, it reads no record: the diff's records cursor is the one in force. The conflict is
 * checked under the write lock the proposal is written under.
 */
import { aliasTarget } from "../core/key-aliases.js";
import { NotFoundError, UsageError } from "../core/errors.js";
import { normalizeKey } from "../core/normalize.js";
import { openConflicts } from "../core/open-conflicts.js";
import type { Origin } from "../core/origin.js";
import type { ResolveCandidate } from "../core/schema-types.js";
import { lockForWrite } from "../io/profile-commit.js";
import { readProfile } from "../io/profile-store.js";
import { proposeStatement, type StatementOptions, type StatementOutcome } from "./operator-statement.js";
import { loadProposeSetup } from "./propose.js";
import { KEY_FORBIDDEN_CHAR, VALUE_FORBIDDEN_CHAR } from "../core/visible-text.js";
import { checkFlagText } from "./retire.js";

export interface ResolveOptions extends StatementOptions {
  key: string;
  /** The id of the active observed value to keep. */
  keep: string;
  reason?: string;
  /** `human:<label>`; default `human:resolve-<today>` (the batch's today). */
  source?: string;
  /** Who asks: the operator at the command line, or an agent through the MCP `resolve` tool (marked agent-written). */
  origin: Exclude<Origin, "session">;
}

export async function resolveConflict(o: ResolveOptions): Promise<StatementOutcome> {
  const source = o.source ?? `human:resolve-${o.today}`;
  if (!source.startsWith("human:") || source.length === "human:".length) {
    throw new UsageError(`--source: expected human:<label> (a resolve is the operator's own statement), found "${source}"`);
  }
  checkFlagText("--source", source, 500, KEY_FORBIDDEN_CHAR);
  if (o.reason !== undefined) checkFlagText("--reason", o.reason, 500, VALUE_FORBIDDEN_CHAR);
  const setup = loadProposeSetup(o);
  // `resolve role` with the alias `role: job-title` settles job-title's conflict, facts stored under role included.
  const key = aliasTarget(setup.config.keyAliases, normalizeKey(o.key));
  const lock = lockForWrite(o.paths, o.notice ?? (() => {}), o);
  try {
    const { doc } = readProfile(o.paths.profile);
    const conflict = openConflicts(doc, setup.config.multiValued ?? [], setup.config.keyAliases).find((c) => c.key === key);
    if (!conflict) {
      throw new NotFoundError(key, "an open conflict for this key", "brain show --conflicts lists the keys holding more than one active value");
    }
    const kept = conflict.values.find((f) => f.id === o.keep);
    if (!kept) {
      const ids = conflict.values.map((f) => `${f.id} (${f.value})`).join(", ");
      throw new NotFoundError(o.keep, `an active value of "${key}" with this id`, `the values of "${key}" are ${ids}`);
    }
    // The cursor in force (or the pending batch's): a resolve reads no record, so it marks none read.
    return await proposeStatement(lock, o, setup, {
      label: `resolve ${key} --keep ${kept.id}`,
      origin: o.origin,
      candidates: (today): ResolveCandidate[] => [
        {
          key,
          keeps: kept.id,
          ...(o.reason !== undefined ? { reason: o.reason } : {}),
          provenance: "human",
          source: o.source ?? `human:resolve-${today}`,
          observed_date: today,
        },
      ],
    });
  } finally {
    lock.release();
  }
}
