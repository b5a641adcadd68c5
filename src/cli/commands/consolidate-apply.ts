import { InvalidInputError, StaleDiffError } from "../../core/errors.js";
import { serializeProfileTo } from "../../core/profile-format.js";
import type { ProfileDiff } from "../../core/schema-types.js";
import { applyDiff } from "../../diff/apply-diff.js";
import { diffIdIssue } from "../../diff/canonical-json.js";
import { operationCounts } from "../../diff/operations.js";
import { isEmptyDiff, renderDiffMarkdown, summarizeDiff } from "../../diff/render-diff-md.js";
import { effectiveApplies, readHistory, type ApplyEntry } from "../../io/history.js";
import { discardStaged, stageStream } from "../../io/atomic-write.js";
import { loadConfig } from "../../io/load-config.js";
import { commitProfileChange, lockForWrite } from "../../io/profile-commit.js";
import { readProfile } from "../../io/profile-store.js";
import { MAX_DIFF_BYTES, parseJsonText, readInputText } from "../../io/read-input.js";
import { countPublished } from "../../io/records.js";
import { schemas } from "../../io/schemas.js";
import { deriveState } from "../../io/state.js";
import { resolveContext, shellQuote, type Context } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";

/** The only profile writer. Checks, in order: invalid (3), already applied (0), stale (4), --confirm (2). */
export async function apply(opts: Record<string, unknown>, diffFile: string, confirm: boolean): Promise<number> {
  const ctx = resolveContext(opts);
  const l = ctx.paths;
  let diff: ProfileDiff | undefined = readDiff(diffFile);
  const { config } = loadConfig(ctx.configFile, l.config);
  const lock = lockForWrite(l, io.err);
  try {
    const checked = check(ctx, diffFile, diff, confirm);
    diff = undefined; // from here on only `checked` is needed: let the parsed diff be collected
    if (typeof checked === "number") return checked;
    const { next, before, id, summary, counts } = checked;
    // The new profile is written to a temp file beside profile.md first (its hash is the history's
    // `result`); commitProfileChange renames it into place after the intent and the backup exist.
    const staged = next ? stageStream(l.profile, (out) => serializeProfileTo(next, out)) : undefined;
    // A diff that only flags stale facts changes no byte of the profile: nothing to write or back up.
    const unchanged = !staged || staged.sha256 === before.sha256;
    if (staged && unchanged) discardStaged(staged);
    const at = ctx.now.toISOString();
    const entry: ApplyEntry = {
      op: "apply",
      at,
      today: ctx.today,
      diff: id,
      base: before.sha256,
      result: unchanged ? before.sha256 : staged.sha256,
      backup: unchanged ? null : `backups/${at.replace(/[:.]/g, "-")}-${before.sha256.slice(0, 12)}.md`,
      published_count: countPublished(l),
      counts,
    };
    try {
      commitProfileChange(l, {
        profile: unchanged ? null : staged,
        backup: entry.backup ? { name: entry.backup, bytes: before.bytes } : null,
        entry,
        state: deriveState(entry, config),
      });
    } catch (e) {
      if (staged && !unchanged) discardStaged(staged);
      throw e;
    }
    io.out(`Applied diff ${id.slice(0, 12)}: ${summary}.`);
    io.out(unchanged ? `profile.md unchanged; recorded in ${l.history}.` : `Wrote ${l.profile} (backup: ${l.brain}/${entry.backup}).`);
    return EXIT.ok;
  } finally {
    lock.release();
  }
}

/**
 * Everything up to the write, under the lock: an exit status when the apply stops here, else what
 * the write needs. Kept apart so the parsed diff and the old profile's facts (hundreds of MB at
 * 100k) can be collected before the new profile is serialized.
 */
function check(ctx: Context, diffFile: string, diff: ProfileDiff, confirm: boolean) {
  const l = ctx.paths;
  // The base check runs under the lock, so of two racing applies exactly one can win.
  const profile = readProfile(l.profile);
  if (effectiveApplies(readHistory(l.history)).some((e) => e.diff === diff.id)) {
    io.out(`Already applied: diff ${diff.id.slice(0, 12)} is in ${l.history}; nothing was written.`);
    return EXIT.ok;
  }
  if (profile.sha256 !== diff.base) {
    throw new StaleDiffError(
      `${diffFile}: stale diff — it was proposed against profile ${diff.base.slice(0, 12)}, but profile.md is now ` +
        `${profile.sha256.slice(0, 12)}; nothing was written. Propose again: ${ctx.brain} consolidate --gather, then --propose.`,
    );
  }
  const next = applyDiff(profile.doc, diff, diffFile);
  if (!confirm) {
    io.out(renderDiffMarkdown(diff, { applyCommand: `${ctx.brain} consolidate --apply --diff ${shellQuote(diffFile)} --confirm` }));
    io.err(`brain: nothing was written — add --confirm to apply this diff.`);
    return EXIT.usage;
  }
  return {
    next: isEmptyDiff(diff) ? undefined : next,
    before: { bytes: profile.bytes, sha256: profile.sha256 },
    id: diff.id,
    summary: summarizeDiff(diff),
    counts: operationCounts(diff),
  };
}

function readDiff(file: string): ProfileDiff {
  const data = parseJsonText(readInputText(file, file, MAX_DIFF_BYTES), file);
  const result = schemas().validate<ProfileDiff>("diff", data, file);
  if (!result.ok) throw new InvalidInputError(result.issues, "Nothing was written.");
  const diff = result.value;
  const tampered = diffIdIssue(diff, file);
  if (tampered) throw new InvalidInputError([tampered], "Nothing was written. Propose again instead of editing a diff.");
  return diff;
}
