/**
 * Apply: the only profile writer. The diff file is only a claim; what is written is what the
 * rules produce now from the archived batch, the current profile, the diff's `today` and the
 * records up to its `records.through` — and only when that is exactly the diff the operator
 * reviewed. Checks, in order: invalid (InvalidInputError), not the id the person was shown
 * (`expectedId`, StaleDiffError), already applied (outcome), stale (StaleDiffError), not what the
 * rules produce (InvalidInputError), no confirm (outcome).
 */
import { resolve } from "node:path";
import { InvalidInputError, NotFoundError, StaleDiffError } from "../core/errors.js";
import { CONFUSABLES_VERSION } from "../core/confusables-version.js";
import { isExpectedId, unexpectedDiff } from "../core/expected-id.js";
import { serializeProfileTo, type ProfileDoc } from "../core/profile-format.js";
import type { Candidate, ProfileDiff, RememberedDecline, ResolvedConfig } from "../core/schema-types.js";
import { canonicalJson, diffId } from "../diff/canonical-json.js";
import { DIFF_FORMAT, formatOf } from "../diff/diff-format.js";
import { isEmptyDiff, operationCounts, summarizeDiff } from "../diff/operations.js";
import { deriveDiff, quotedSources } from "../diff/propose-diff.js";
import { renderDiffMarkdown } from "../diff/render-diff-md.js";
import type { RuleSet } from "../rules/rule-set.js";
import { backupName, batchPath, decisionsPath, keepAppliedDiff, readBatch, readDecisions, stageAppliedDiff } from "../io/archive.js";
import { discardStaged, type StagedFile, stageStream } from "../io/atomic-write.js";
import type { Layout } from "../io/data-dir.js";
import { type DiffHeader, readDiffFile, readDiffHeader } from "../io/diff-file.js";
import { effectiveApplies, newSince, readHistory, rememberedDeclines, type ApplyEntry } from "../io/history.js";
import { pathExists } from "../io/file-status.js";
import { loadConfig } from "../io/load-config.js";
import { loadRuleSet } from "../io/load-rules.js";
import { commitProfileChange, lockForWrite } from "../io/profile-commit.js";
import { readProfile, type ProfileSnapshot } from "../io/profile-store.js";
import { type RecordsCursorView, recordsView } from "../io/records.js";
import { deriveState } from "../io/state.js";
import { applyCommand as pinnedApplyCommand, brainCommand, ruleSetLabel, type UseCaseOptions } from "./options.js";
import { isHandEditWarning, proposeOverEditWarning, unadoptedEdit } from "./hand-edit.js";
import { type ContextWritten, contextNotice, prepareContext, writeContextAfterCommit } from "./write-session-context.js";

export interface ApplyOptions extends UseCaseOptions {
  diffFile: string;
  /** Really write; without it the outcome is a preview and nothing is written. */
  confirm: boolean;
  /**
   * The id the operator approved (`--expect`: the full id or a prefix of at least 12 hex; the MCP
   * apply tool's diff_id; the id `brain review` showed): a diff file holding any other id is
   * refused (exit 4), even one proposed again between the caller's check and this read.
   */
  expectedId?: string;
}

export type ApplyOutcome =
  | { kind: "already-applied"; id: string; history: string }
  | { kind: "preview"; id: string; summary: string; markdown: string; applyCommand: string }
  | {
      kind: "applied";
      id: string;
      summary: string;
      counts: Record<string, number>;
      /** Whether profile.md changed (a diff that only flags stale facts changes no byte). */
      changed: boolean;
      profile: string;
      /** The profile as it was before, brain/backups/<sha256>.md (absolute). */
      backup: string;
      /** The diff as applied, brain/applied/<id>.json (absolute). */
      applied: string;
      history: string;
      records: NonNullable<ProfileDiff["records"]>;
      /** brain/context.md, rewritten for the profile applied (docs/session-context.md). */
      context: ContextWritten | { error: string };
      /** What to say about it (the first context with facts, a failed write); empty otherwise. */
      contextNotice: string[];
    };

export async function apply(o: ApplyOptions): Promise<ApplyOutcome> {
  const layout = o.paths;
  if (resolve(o.diffFile) === resolve(layout.pendingJson) && !pathExists(layout.pendingJson)) {
    throw new NotFoundError(
      layout.pendingJson,
      "a pending diff",
      `propose a batch first: ${brainCommand(o, ["consolidate", "--propose", "--candidates", "<file>"])}`,
    );
  }
  const lock = lockForWrite(layout, o.notice ?? (() => {}), o);
  try {
    // Every check runs under the lock, so of two racing applies exactly one can win. The diff itself
    // is read under it too: a decline (or a propose) that rewrote the pending diff before this apply
    // got the lock is seen, so a decline reported done is never undone by an apply of the batch
    // as it was before it.
    const header = readDiffHeader(o.diffFile);
    if (o.expectedId !== undefined && !isExpectedId(header.id, o.expectedId)) {
      throw unexpectedDiff(o.diffFile, header.id, o.expectedId, "nothing was written");
    }
    const { config, rulesDir } = loadConfig(o.configFile, layout.config);
    const rules = loadRuleSet(rulesDir);
    const history = readHistory(layout.history);
    const applies = effectiveApplies(history);
    if (applies.some((e) => e.diff === header.id)) {
      return { kind: "already-applied", id: header.id, history: resolve(layout.history) };
    }
    // The records and the archived batch are read before the profile, so the garbage of reading
    // them (the batch's 34 MB of JSON text at 100k) is collected while the profile is parsed
    // instead of piling up with the classification's (docs/performance.md). A failure is thrown
    // where the read used to be, so the checks keep their order.
    const ahead = readAhead(layout, header, applies, o.now);
    let profile: ProfileSnapshot | undefined = readProfile(layout.profile);
    const records = checkNotStale({ options: o, header, profile, rules, config, recordsAhead: ahead.records });
    let derived: Work["derived"] = await rederive({
      options: o,
      header,
      profile,
      rules,
      config,
      records,
      ahead,
      lastAppliedToday: applies.at(-1)?.today,
      remembered: rememberedDeclines(history),
    });
    if (!o.confirm) {
      const applyCommand = pinnedApplyCommand(o, header.id, o.diffFile);
      return {
        kind: "preview",
        id: header.id,
        summary: summarizeDiff(derived.diff),
        markdown: renderDiffMarkdown(derived.diff, { applyCommand, ruleSet: ruleSetLabel(rulesDir, rules.files) }),
        applyCommand,
      };
    }
    // Only what the write needs is handed on: the old profile's parsed facts and the re-derived
    // diff (hundreds of MB at 100k) can be collected before the new profile is serialized.
    const work: Work = { derived, before: { sha256: profile.sha256, edited: unadoptedEdit(o, profile.sha256) } };
    profile = undefined;
    derived = undefined;
    return commit(o, header, work, config);
  } finally {
    lock.release();
  }
}

/** A read done ahead of its check: its value, or the error to throw when the check is reached. */
type Ahead<T> = { ok: true; value: T } | { ok: false; error: unknown };

function ahead<T>(read: () => T): Ahead<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    return { ok: false, error };
  }
}

function taken<T>(a: Ahead<T>): T {
  if (!a.ok) throw a.error;
  return a.value;
}

/** The records view and the archived batch the diff names (undefined when the diff is too old to name them: its check refuses it). */
function readAhead(
  layout: Layout,
  d: DiffHeader,
  applies: readonly ApplyEntry[],
  now: Date,
): { records?: Ahead<RecordsCursorView>; batch?: Ahead<Candidate[] | undefined> } {
  if (!d.records?.new || !d.candidates?.sha256) return { records: undefined, batch: undefined };
  const through = d.records.through;
  const since = newSince(applies.at(-1));
  // The batch first: its quotes name the records whose bodies are read.
  const batch = ahead(() => readBatch(layout, d.candidates.sha256));
  const quoted = batch.ok && batch.value ? quotedSources(batch.value) : undefined;
  return { records: ahead(() => recordsView(layout, { through, read: { since }, now, bodiesOf: quoted })), batch };
}

const proposeAgain = (o: UseCaseOptions) => `nothing was written. Propose again: ${brainCommand(o, ["consolidate", "--gather"])}, then --propose.`;

/** What apply checks the diff against before it derives it again. */
interface Checked {
  options: ApplyOptions;
  header: DiffHeader;
  profile: ProfileSnapshot;
  rules: RuleSet;
  config: ResolvedConfig;
}

function checkNotStale(checked: Checked & { recordsAhead: Ahead<RecordsCursorView> | undefined }) {
  const { options: o, header: d, profile, rules, config, recordsAhead } = checked;
  if (profile.sha256 !== d.base) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff — it was proposed against profile ${d.base.slice(0, 12)}, but profile.md is now ${profile.sha256.slice(0, 12)}; ${proposeAgain(o)}`,
    );
  }
  if (!d.records?.new || !d.candidates?.sha256) {
    throw new StaleDiffError(`${o.diffFile}: stale diff — it was written by an earlier version of brain (it has no records summary); ${proposeAgain(o)}`);
  }
  if (formatOf(d) !== DIFF_FORMAT) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff — it is in diff format ${formatOf(d)}, but this version of brain writes and applies format ${DIFF_FORMAT}; ${proposeAgain(o)}`,
    );
  }
  if (d.confusables !== CONFUSABLES_VERSION) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff — its look-alike checks used the Unicode confusables data ${d.confusables ?? "of an earlier version of brain"}, ` +
        `this brain has ${CONFUSABLES_VERSION}; ${proposeAgain(o)}`,
    );
  }
  if (d.records.new.agent_ingested !== undefined) {
    throw new StaleDiffError(`${o.diffFile}: stale diff — it was written by an earlier version of brain (records.new.agent_ingested); ${proposeAgain(o)}`);
  }
  const loaded = rules.files.map((f) => ({ file: f.file, sha256: f.sha256 }));
  const proposed = d.rules.map((f) => ({ file: f.file, sha256: f.sha256 }));
  if (canonicalJson(loaded) !== canonicalJson(proposed) || canonicalJson(config) !== canonicalJson(d.config)) {
    const what = canonicalJson(loaded) !== canonicalJson(proposed) ? "the rule files" : "the resolved config";
    throw new StaleDiffError(`${o.diffFile}: rules or config changed since this diff was proposed — propose again (${what} differ); ${proposeAgain(o)}`);
  }
  // readAhead read them: the diff names its records and batch.
  const view = taken(recordsAhead!);
  const now = view.summary;
  if (now.sha256 !== d.records.sha256 || now.published !== d.records.published) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff — the records ingested at or before ${d.records.through ?? "(none)"} changed since it was proposed ` +
        `(${now.published} published, digest ${now.sha256.slice(0, 12)}…; the diff says ${d.records.published}, ${d.records.sha256.slice(0, 12)}…); ${proposeAgain(o)}`,
    );
  }
  // Propose refuses a --through later than the newest record; a diff claiming one was not made by propose.
  if (d.records.through !== null && (view.newest === null || d.records.through > view.newest)) {
    throw new InvalidInputError(
      [
        `${o.diffFile}: /records/through: expected at most the newest ingested_at present (${view.newest ?? "none"}), found ${d.records.through} — it would mark records not yet ingested as read`,
      ],
      `N${proposeAgain(o).slice(1)}`,
    );
  }
  // Another apply or a rollback since propose moved the cursor in force: the records this diff would mark read differ.
  if (canonicalJson(now.new ?? null) !== canonicalJson(d.records.new)) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff — it marks ${d.records.new.count} record${d.records.new.count === 1 ? "" : "s"} read, but since the last apply ` +
        `(or rollback) ${now.new?.count ?? 0} would be; ${proposeAgain(o)}`,
    );
  }
  return view;
}

async function rederive({
  options: o,
  header: d,
  profile,
  rules,
  config,
  records,
  ahead,
  lastAppliedToday,
  remembered,
}: Checked & {
  records: RecordsCursorView;
  ahead: { batch?: Ahead<Candidate[] | undefined> };
  lastAppliedToday: string | undefined;
  remembered: RememberedDecline[];
}) {
  const layout = o.paths;
  // Taken out of `ahead`, so only the classification holds the batch (~20 MB at 100k) and it is
  // freed as soon as deriveDiff returns, before the diff and the new profile are written.
  let batch = taken(ahead.batch!);
  ahead.batch = undefined;
  if (!batch) {
    throw new InvalidInputError(
      [
        `${o.diffFile}: /candidates/sha256: expected the archived batch ${batchPath(layout, d.candidates.sha256)}, found none — brain cannot check this diff against the rules`,
      ],
      `N${proposeAgain(o).slice(1)}`,
    );
  }
  // The operator's declines and the candidates' origins are input like the batch: read from the
  // archive, never from the diff file (a diff claiming another origin is not what the rules produce).
  const decisions = d.candidates.decisions === undefined ? { declined: [], origins: [] } : readDecisions(layout, d.candidates.decisions);
  if (!decisions) {
    throw new InvalidInputError(
      [
        `${o.diffFile}: /candidates/decisions: expected the archived decisions ${decisionsPath(layout, d.candidates.decisions!)}, found none — brain cannot check this diff against the rules`,
      ],
      `Nothing was written. ${proposeAgain(o)}`,
    );
  }
  const profileWarning = proposeOverEditWarning(o, profile);
  const { body, next } = await deriveDiff({
    ...(profileWarning ? { profileWarning } : {}),
    current: profile.doc,
    // Only the old profile's hash is read after this (the history; the backup is copied from the file).
    adoptCurrent: true,
    base: profile.sha256,
    candidates: batch,
    // readBatch checked the batch hashes to its name.
    candidatesSha256: d.candidates.sha256,
    rules,
    config,
    today: d.today,
    records: { summary: records.summary, known: records.known, agentWritten: records.agentWritten, bodies: records.bodies },
    lastAppliedToday,
    pause: o.pause,
    declined: decisions.declined,
    origins: decisions.origins,
    remembered,
  });
  // The diff and the new profile no longer need the batch.
  batch = undefined;
  if (canonicalJson(body.declined_matches ?? []) !== canonicalJson(d.declined_matches ?? [])) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff — the remembered declines (brain declined) changed since it was proposed, so other candidates match them now; ${proposeAgain(o)}`,
    );
  }
  // With --confirm the re-derived diff is written (as the applied copy, not yet under its name)
  // and hashed in one pass; a preview only hashes it.
  const applied = o.confirm ? stageAppliedDiff(layout, body) : undefined;
  const id = applied?.id ?? diffId(body);
  const diff: ProfileDiff = { id, ...body };
  if (id !== d.id) {
    if (applied) discardStaged(applied.staged);
    if (onlyHandEditWarningDiffers(o.diffFile, diff)) {
      throw new StaleDiffError(
        `${o.diffFile}: stale diff — it was proposed over a hand edit of profile.md that has been adopted since (brain adopt), so its warnings no longer hold; ${proposeAgain(o)}`,
      );
    }
    throw new InvalidInputError(
      [
        `${o.diffFile}: expected exactly the diff the rules produce from the archived batch, the current profile and the records (id ${id.slice(0, 12)}…), found a different one${differingLists(o.diffFile, diff)} — it was edited after it was proposed (or brain was upgraded since)`,
      ],
      "Nothing was written. Propose again instead of editing a diff.",
    );
  }
  return { diff, next, applied };
}

/**
 * True when the diff file and the re-derived diff differ only in the hand-edit warning: an adopt
 * that left the profile's bytes as they were (already canonical) ran between propose and apply.
 * Re-reads the file (an error path).
 */
function onlyHandEditWarningDiffers(file: string, derived: ProfileDiff): boolean {
  let found: ProfileDiff;
  try {
    found = readDiffFile(file);
  } catch {
    return false;
  }
  const without = (x: ProfileDiff) => ({ ...x, id: "", warnings: x.warnings.filter((w) => !isHandEditWarning(w.message)) });
  return found.warnings.some((w) => isHandEditWarning(w.message)) && canonicalJson(without(found)) === canonicalJson(without(derived));
}

/** Names the lists that differ; re-reads the file (an error path: the happy path never holds two diffs). */
function differingLists(file: string, derived: ProfileDiff): string {
  let found: ProfileDiff;
  try {
    found = readDiffFile(file);
  } catch {
    return "";
  }
  const keys = [...new Set([...Object.keys(found), ...Object.keys(derived)])].filter((k) => k !== "id").sort();
  const differ = keys.filter(
    (k) =>
      canonicalJson((found as unknown as Record<string, unknown>)[k] ?? null) !== canonicalJson((derived as unknown as Record<string, unknown>)[k] ?? null),
  );
  return differ.length === 0 ? "" : ` (differs in ${differ.map((k) => `/${k}`).join(", ")})`;
}

interface Work {
  derived?: { diff: ProfileDiff; next: ProfileDoc; applied?: { staged: StagedFile; id: string } };
  /** `edited`: the profile applied over holds a hand edit brain had not adopted (the history line says the apply adopted it). */
  before: { sha256: string; edited: boolean };
}

/** Keeps only what the write needs of the re-derived diff (and its staged archive copy). */
function takeDerived(work: Work) {
  const { diff, next, applied } = work.derived!;
  work.derived = undefined;
  const remember = (diff.declined ?? []).flatMap((x) => (x.remember ? [x.remember] : []));
  return {
    applied: applied!,
    remember,
    summary: summarizeDiff(diff),
    counts: operationCounts(diff),
    next: isEmptyDiff(diff) ? undefined : next,
    // The profile as it stands after this apply (changed or not): what the session context shows.
    after: next,
  };
}

/**
 * The new profile staged beside profile.md (none when the diff changes nothing), then the applied
 * diff archived: only once that write succeeded, so a full disk leaves nothing behind.
 */
function stageProfile(
  layout: Layout,
  next: ProfileDoc | undefined,
  diff: { staged: StagedFile; id: string },
): { staged: StagedFile | undefined; applied: string } {
  let staged: StagedFile | undefined;
  try {
    staged = next ? stageStream(layout.profile, (out) => serializeProfileTo(next, out)) : undefined;
    return { staged, applied: keepAppliedDiff(layout, diff) };
  } catch (e) {
    discardStaged(diff.staged);
    if (staged) discardStaged(staged);
    throw e;
  }
}

function commit(o: ApplyOptions, d: DiffHeader, work: Work, config: ResolvedConfig): ApplyOutcome {
  const layout: Layout = o.paths;
  const { before } = work;
  const records = d.records!;
  const { applied: stagedDiff, remember, summary, counts, next, after } = takeDerived(work);
  // The new profile is written to a temp file beside profile.md first (its hash is the history's
  // `result`); commitProfileChange renames it into place after the intent and the backup exist.
  const { staged, applied } = stageProfile(layout, next, stagedDiff);
  const unchanged = !staged || staged.sha256 === before.sha256;
  if (staged && unchanged) discardStaged(staged);
  let context: ReturnType<typeof prepareContext>;
  try {
    context = prepareContext(layout, after.facts, o.today);
  } catch (e) {
    if (staged && !unchanged) discardStaged(staged);
    throw e;
  }
  const entry: ApplyEntry = {
    op: "apply",
    at: o.now.toISOString(),
    today: o.today,
    diff: d.id,
    base: before.sha256,
    result: unchanged ? before.sha256 : staged.sha256,
    backup: backupName(before.sha256),
    published_count: records.published,
    counts,
    batch: d.candidates.sha256,
    rules: d.rules.map((r) => ({ file: r.file, sha256: r.sha256 })),
    config,
    records_through: records.through,
    ...(remember.length > 0 ? { declined: remember } : {}),
    diff_today: d.today,
    ...(before.edited ? { adopted_edit: true as const } : {}),
  };
  try {
    commitProfileChange(layout, {
      profile: unchanged ? null : staged,
      backup: { name: entry.backup!, copyOf: layout.profile, sha256: before.sha256 },
      entry,
      state: deriveState(entry, config),
    });
  } catch (e) {
    if (staged && !unchanged) discardStaged(staged);
    throw e;
  }
  const written = writeContextAfterCommit(layout, context, entry.result);
  return {
    kind: "applied",
    id: d.id,
    summary,
    counts,
    changed: !unchanged,
    profile: resolve(layout.profile),
    backup: resolve(layout.brain, entry.backup!),
    applied: resolve(applied),
    history: resolve(layout.history),
    records,
    context: written,
    contextNotice: contextNotice(written, (args) => brainCommand(o, args)),
  };
}

/** The readable form, shared by the CLI and the MCP server (a preview is its Markdown). */
export function applyText(r: ApplyOutcome): string {
  switch (r.kind) {
    case "already-applied":
      return `Already applied: diff ${r.id.slice(0, 12)} is in ${r.history}; nothing was written.`;
    case "preview":
      return r.markdown;
    case "applied":
      // The commit line first: `… --confirm | head -1` still shows that the apply happened.
      return [
        `Applied diff ${r.id.slice(0, 12)}: ${r.summary}.`,
        r.changed ? `Wrote ${r.profile} (backup: ${r.backup}).` : `profile.md unchanged; recorded in ${r.history} (backup: ${r.backup}).`,
        `Kept the diff as ${r.applied}.`,
        ...r.contextNotice,
      ].join("\n");
  }
}
