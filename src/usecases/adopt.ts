/**
 * `brain adopt [--confirm --expect <sha>]`: a hand edit of profile.md made brain's. Without
 * `--confirm` it lists what the edit changed against what brain last wrote, by fact id, and the
 * command that adopts exactly that profile (`--expect`: the first 12 hex of its sha256). With it,
 * under the write lock: the edited text must parse, and every added or changed fact must cite only
 * ingested records or operator statements (`human:<label>`), and claim `published` only with a
 * published record among them. Then what brain had written is kept as a backup, the change list in
 * brain/applied/, the profile re-serialized canonically (the only rewrite), a history line
 * `op: "adopt"` appended, and brain/context.md refreshed. `rollback` undoes it like an apply.
 */
import { join, resolve } from "node:path";
import { InvalidInputError, StaleDiffError, UsageError } from "../core/errors.js";
import { shownId } from "../core/expected-id.js";
import { sha256Hex } from "../core/hash.js";
import { canonicalSha256 } from "../diff/canonical-json.js";
import { serializeProfile } from "../core/profile-format.js";
import { isOperatorStatement } from "../core/provenance.js";
import { visibleValue } from "../core/visible-text.js";
import { changeCounts, type FactChange, profileChanges } from "../diff/profile-changes.js";
import { backupName } from "../io/archive.js";
import { writeAtomic } from "../io/atomic-write.js";
import { pathExists } from "../io/file-status.js";
import { type AdoptEntry, effectiveApplies, readHistory } from "../io/history.js";
import { loadConfig } from "../io/load-config.js";
import { commitProfileChange, lockForWrite } from "../io/profile-commit.js";
import { readProfile, readProfileBytes } from "../io/profile-store.js";
import { recordsView } from "../io/records.js";
import { deriveState } from "../io/state.js";
import { lastWritten } from "./hand-edit.js";
import { brainCommand, type UseCaseOptions } from "./options.js";
import { type ContextWritten, contextNotice, prepareContext, writeContextAfterCommit } from "./write-session-context.js";

export interface AdoptOptions extends UseCaseOptions {
  confirm: boolean;
  /** The profile's sha256 the operator was shown (12–64 lowercase hex); required with `confirm`. */
  expect?: string;
}

/** The change list kept in brain/applied/adopt-<id>.json (its id is the sha256 of this without `id`). */
interface AdoptionRecord {
  id: string;
  at: string;
  today: string;
  /** What brain had written, the profile as edited, and as adopted (re-serialized). */
  base: string;
  edited: string;
  result: string;
  changes: FactChange[];
}

export type AdoptOutcome =
  | { kind: "nothing"; profile: string; reason: "no-write-recorded" | "unedited" }
  | { kind: "preview"; profile: string; sha256: string; changes: FactChange[]; command: string }
  | {
      kind: "adopted";
      id: string;
      profile: string;
      changes: FactChange[];
      /** The profile was rewritten in brain's canonical form (its facts unchanged). */
      reserialized: boolean;
      /** What brain had written (absolute): what `rollback` restores. */
      backup: string;
      /** The edited text as the operator left it (absolute), when re-serializing changed it. */
      edited: string | null;
      /** The change list (absolute). */
      record: string;
      history: string;
      context: ContextWritten | { error: string };
      contextNotice: string[];
    };

const SHA_PREFIX = /^[0-9a-f]{12,64}$/;

export async function adopt(o: AdoptOptions): Promise<AdoptOutcome> {
  const layout = o.paths;
  if (o.expect !== undefined && !SHA_PREFIX.test(o.expect)) {
    throw new UsageError(`--expect: expected the profile's sha256 that brain adopt printed (at least 12 lowercase hex characters), found "${o.expect}"`);
  }
  if (o.confirm && o.expect === undefined) {
    throw new UsageError(
      `adopt --confirm needs --expect <sha256>: run ${brainCommand(o, ["adopt"])} first, read what changed, then run the command it prints.`,
    );
  }
  const { config } = loadConfig(o.configFile, layout.config);
  const lock = o.confirm ? lockForWrite(layout, o.notice ?? (() => {}), o) : undefined;
  try {
    const history = readHistory(layout.history);
    const bytes = readProfileBytes(layout.profile);
    const current = readProfile(layout.profile);
    const written = lastWritten(o, history);
    if (!written) return { kind: "nothing", profile: resolve(layout.profile), reason: "no-write-recorded" };
    const sha256 = current.sha256;
    if (written.entry.result === sha256) return { kind: "nothing", profile: resolve(layout.profile), reason: "unedited" };
    const changes = profileChanges(written.doc, current.doc);
    if (!o.confirm) {
      return {
        kind: "preview",
        profile: resolve(layout.profile),
        sha256,
        changes,
        command: brainCommand(o, ["adopt", "--confirm", "--expect", shownId(sha256)]),
      };
    }
    if (!sha256.startsWith(o.expect!)) {
      throw new StaleDiffError(
        `${layout.profile}: is now ${shownId(sha256)}, not ${o.expect} (the profile you were shown); nothing was adopted. It changed since brain adopt listed it: run ${brainCommand(o, ["adopt"])} again.`,
      );
    }
    checkSources(layout.profile, changes, recordsView(layout).known);
    const canonical = Buffer.from(serializeProfile(current.doc), "utf8");
    const result = sha256Hex(canonical);
    const reserialized = result !== sha256;
    const at = o.now.toISOString();
    const body = { at, today: o.today, base: written.entry.result, edited: sha256, result, changes };
    const id = canonicalSha256(body);
    const record: AdoptionRecord = { id, ...body };
    const recordPath = join(layout.applied, `adopt-${id}.json`);
    // Content-addressed copies, each written before the commit point: what brain had written (what
    // rollback restores), the operator's own text when re-serializing changes it, and the adopted
    // profile (what the next adopt compares with). A leftover after a crash is harmless.
    for (const [sha, data] of [
      [written.entry.result, written.bytes],
      [sha256, bytes],
      [result, canonical],
    ] as const) {
      const path = join(layout.brain, backupName(sha));
      if (!pathExists(path)) writeAtomic(path, data);
    }
    writeAtomic(recordPath, `${JSON.stringify(record, null, 2)}\n`);
    const counts = changeCounts(changes);
    const entry: AdoptEntry = {
      op: "adopt",
      at,
      today: o.today,
      diff: id,
      base: written.entry.result,
      result,
      backup: backupName(written.entry.result),
      edited: sha256,
      changes: `applied/adopt-${id}.json`,
      counts,
    };
    const prepared = prepareContext(layout, current.doc.facts, o.today, [...history, entry]);
    commitProfileChange(layout, {
      profile: reserialized ? canonical : null,
      backup: null,
      entry,
      state: deriveState(effectiveApplies(history).at(-1), config),
    });
    const context = writeContextAfterCommit(layout, prepared, result);
    return {
      kind: "adopted",
      id,
      profile: resolve(layout.profile),
      changes,
      reserialized,
      backup: resolve(layout.brain, entry.backup),
      edited: reserialized ? resolve(layout.brain, backupName(sha256)) : null,
      record: resolve(recordPath),
      history: resolve(layout.history),
      context,
      contextNotice: contextNotice(context, (args) => brainCommand(o, args)),
    };
  } finally {
    lock?.release();
  }
}

/**
 * An added or changed fact is the operator's word on what brain records, not a licence to invent
 * evidence: each of its sources must be an ingested record or an operator statement, and a fact
 * that claims `published` must cite a published record (invariant 1 holds for hand edits too).
 */
function checkSources(profile: string, changes: readonly FactChange[], known: ReadonlyMap<string, string>): void {
  const issues: string[] = [];
  for (const c of changes) {
    const f = c.after;
    if (!f) continue;
    const missing = f.sources.filter((s) => !isOperatorStatement(s) && !known.has(s));
    if (missing.length > 0) {
      issues.push(
        `${profile}: fact ${f.id} (${f.key}): expected sources that name ingested records or human:<label>, found ${missing.map((s) => JSON.stringify(s)).join(", ")} (no such record)`,
      );
    }
    if (f.provenance === "published" && !f.sources.some((s) => known.get(s) === "published")) {
      issues.push(`${profile}: fact ${f.id} (${f.key}): provenance=published expected a published record among its sources, found none`);
    }
  }
  if (issues.length > 0) {
    throw new InvalidInputError(issues, "Nothing was adopted. Fix those facts in profile.md (or ingest the records they cite), then run brain adopt again.");
  }
}

/** The readable form: what the edit changed, and the command to adopt it, or what was adopted. */
export function adoptText(r: AdoptOutcome): string {
  switch (r.kind) {
    case "nothing":
      return r.reason === "unedited"
        ? `${r.profile} is what brain last wrote: there is no hand edit to adopt.`
        : `${r.profile} has not been written by an apply, rollback or adopt yet: brain has nothing to compare it with, and takes it as it is.`;
    case "preview":
      return [
        `${r.profile} differs from what brain last wrote: ${changeSummary(r.changes)}.`,
        ...changeLines(r.changes),
        "",
        "Adopt exactly this profile as brain's (a backup of what brain wrote is kept; brain rollback undoes it):",
        `  ${r.command}`,
      ].join("\n");
    case "adopted":
      return [
        `Adopted the hand edit of ${r.profile} (${changeSummary(r.changes)}) as adoption ${shownId(r.id)}.`,
        r.reserialized
          ? `Rewrote ${r.profile} in brain's canonical form only (no fact changed); your text is kept as ${r.edited}.`
          : `${r.profile} was already in brain's canonical form: not rewritten.`,
        `Kept what brain had written as ${r.backup} and the change list as ${r.record}; recorded in ${r.history}.`,
        ...r.contextNotice,
      ].join("\n");
  }
}

function changeSummary(changes: readonly FactChange[]): string {
  if (changes.length === 0) return "no fact changed (only the text around them)";
  const { added, removed, changed } = changeCounts(changes);
  return [added && `${added} added`, removed && `${removed} removed`, changed && `${changed} changed`].filter(Boolean).join(", ");
}

/** One line per change, by id: `+ id  key = "value"`, `- id …`, `~ id  key: value "a" → "b", sources`. */
function changeLines(changes: readonly FactChange[]): string[] {
  return changes.map((c) => {
    if (c.change === "added") return `  + ${c.id}  ${c.key} = ${jsonVisible(c.after!.value)}  (added)`;
    if (c.change === "removed") return `  - ${c.id}  ${c.key} = ${jsonVisible(c.before!.value)}  (removed)`;
    const value = c.fields!.includes("value") ? `: ${jsonVisible(c.before!.value)} → ${jsonVisible(c.after!.value)}` : "";
    const others = c.fields!.filter((f) => f !== "value");
    return `  ~ ${c.id}  ${c.key}${value}${others.length > 0 ? `  (${others.join(", ")} changed)` : "  (value changed)"}`;
  });
}

const jsonVisible = (s: string) => visibleValue(JSON.stringify(s));
