import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  countPublished
} from "./chunk-WTILF7RN.mjs";
import "./chunk-LJENIF7U.mjs";
import {
  ProfileState,
  renderDiffMarkdown
} from "./chunk-B22MBWSM.mjs";
import {
  commitProfileChange,
  deriveState,
  lockForWrite
} from "./chunk-STAPUCQR.mjs";
import {
  diffIdIssue
} from "./chunk-MOUAP2I4.mjs";
import {
  isEmptyDiff,
  operationCounts,
  summarizeDiff
} from "./chunk-7WYICEM3.mjs";
import "./chunk-IE55JXOP.mjs";
import {
  loadConfig
} from "./chunk-DFTF7OLU.mjs";
import {
  effectiveApplies,
  readHistory
} from "./chunk-FLPQW2NR.mjs";
import {
  schemas
} from "./chunk-I7WFPCDF.mjs";
import {
  discardStaged,
  stageStream
} from "./chunk-E47IECWR.mjs";
import {
  readProfile
} from "./chunk-XIAZKYYO.mjs";
import {
  normalizeKey,
  normalizeValue,
  serializeProfileTo
} from "./chunk-QDPQYILK.mjs";
import {
  MAX_DIFF_BYTES,
  parseJsonText,
  readInputText
} from "./chunk-4J37IU2Q.mjs";
import {
  EXIT,
  processOutput
} from "./chunk-D4JDBGHY.mjs";
import {
  resolveContext,
  shellQuote
} from "./chunk-A7YJ7XEN.mjs";
import {
  InvalidInputError,
  StaleDiffError
} from "./chunk-IMDQXH3F.mjs";

// src/diff/apply-diff.ts
function applyDiff(current, diff, file = "diff") {
  const state = new ProfileState(current);
  const issues = [];
  const fail = (pointer, message) => {
    issues.push(`${file}: ${pointer}: ${message}`);
  };
  const steps = [
    ...diff.additions.map((op, i) => ({ candidate: op.candidate, pointer: `/additions/${i}`, kind: "add", op })),
    ...diff.evidenceBumps.map((op, i) => ({ candidate: op.candidate, pointer: `/evidenceBumps/${i}`, kind: "bump", op })),
    ...diff.supersedes.map((op, i) => ({ candidate: op.candidate, pointer: `/supersedes/${i}`, kind: "supersede", op }))
  ].sort((a, b) => a.candidate - b.candidate);
  for (let s = 0; s < steps.length; s++) {
    const step = steps[s];
    if (s > 0 && steps[s - 1].candidate === step.candidate) {
      fail(step.pointer, `expected one operation per candidate, found a second for candidate /${step.candidate}`);
      continue;
    }
    if (step.kind === "add") applyAddition(state, step.op, step.pointer, fail);
    else if (step.kind === "bump") applyBump(state, step.op, step.pointer, fail);
    else applySupersede(state, step.op, step.pointer, fail);
  }
  checkConflicts(diff, fail);
  diff.promotions.forEach((op, i) => {
    const f = state.get(op.id);
    const at = `/promotions/${i}`;
    if (!f) return fail(at, `expected fact ${op.id} to exist, found none`);
    if (f.status !== "active" || f.layer !== "dynamic" || f.kind !== "observed") {
      return fail(at, `expected fact ${op.id} to be an active dynamic observed fact, found ${f.status} ${f.layer} ${f.kind}`);
    }
    if (!sameFact(f, op.key, op.value)) return fail(at, mismatch(f, op.key, op.value));
    if (f.evidence_count !== op.evidence_count) {
      return fail(at, `expected fact ${op.id} to have ${op.evidence_count} sources, found ${f.evidence_count}`);
    }
    state.promote(op.id);
  });
  if (issues.length > 0) {
    throw new InvalidInputError(issues, "The diff does not fit the profile; nothing was written. Propose again.");
  }
  return state.toDoc();
}
function applyAddition(state, op, at, fail) {
  if (state.has(op.id)) return fail(`${at}/id`, `expected a new id, found id ${op.id} already in the profile`);
  if (normalizeKey(op.key) !== op.key) return fail(`${at}/key`, `expected a normalized key, found ${JSON.stringify(op.key)}`);
  const active = state.activeFor(op.key);
  const value = normalizeValue(op.value);
  if (active.some((f) => state.normValue(f) === value)) {
    return fail(at, `expected no active fact of key "${op.key}" to hold ${JSON.stringify(op.value)}, found one`);
  }
  const expected = (op.conflicts_with ?? []).slice().sort();
  const actual = active.map((f) => f.id).sort();
  if (expected.join() !== actual.join()) {
    return fail(
      `${at}/conflicts_with`,
      `expected the active facts of key "${op.key}" to be [${expected.join(", ")}], found [${actual.join(", ")}]`
    );
  }
  state.add(op.id, op.key, op.value, op);
}
function applyBump(state, op, at, fail) {
  const f = state.get(op.id);
  if (!f || f.status !== "active") return fail(at, `expected an active fact ${op.id}, found ${f ? "a superseded one" : "none"}`);
  if (!sameFact(f, op.key, op.value)) return fail(at, mismatch(f, op.key, op.value));
  if (f.evidence_count !== op.evidence_before || op.evidence_after !== op.evidence_before + 1) {
    return fail(at, `expected fact ${op.id} to go from ${op.evidence_before} to ${op.evidence_after} sources, found ${f.evidence_count}`);
  }
  if (f.sources.includes(op.source)) return fail(`${at}/source`, `expected a new source, found ${JSON.stringify(op.source)} already counted`);
  state.bump(op.id, op);
}
function applySupersede(state, op, at, fail) {
  const f = state.get(op.old.id);
  if (!f || f.status !== "active" || f.kind !== "observed") {
    return fail(`${at}/old`, `expected an active observed fact ${op.old.id}, found ${f ? `${f.status === "active" ? "an" : "a"} ${f.status} ${f.kind} fact` : "none"}`);
  }
  if (!sameFact(f, op.key, op.old.value)) return fail(`${at}/old`, mismatch(f, op.key, op.old.value));
  if (op.winner.id !== op.old.id) return fail(`${at}/winner/id`, `expected the winner to take id ${op.old.id}, found ${op.winner.id}`);
  if (state.has(op.old.archived_id)) return fail(`${at}/old/archived_id`, `expected a new id, found ${op.old.archived_id} already in use`);
  if (!op.merged) return void state.supersede(op.old.id, op.old.archived_id, op.winner.value, op.winner);
  const into = state.get(op.merged.id);
  if (!into || into.status !== "active" || into.kind !== "observed") {
    return fail(`${at}/merged`, `expected an active observed fact ${op.merged.id}, found ${into ? `a ${into.status} ${into.kind} fact` : "none"}`);
  }
  if (!sameFact(into, op.key, op.merged.value) || !sameFact(into, op.key, op.winner.value)) return fail(`${at}/merged`, mismatch(into, op.key, op.merged.value));
  if (into.evidence_count !== op.merged.evidence_before) {
    return fail(`${at}/merged/evidence_before`, `expected fact ${into.id} to have ${op.merged.evidence_before} sources, found ${into.evidence_count}`);
  }
  state.merge(op.old.id, op.old.archived_id, op.merged.id, op.winner);
}
function checkConflicts(diff, fail) {
  const byCandidate = new Map(diff.additions.map((a) => [a.candidate, a]));
  diff.conflicts.forEach((c, i) => {
    const a = byCandidate.get(c.candidate);
    if (!a || a.id !== c.incoming.id || !(a.conflicts_with ?? []).includes(c.existing.id)) {
      fail(`/conflicts/${i}`, `expected a matching addition with conflicts_with for candidate /${c.candidate}, found none`);
    }
  });
}
function sameFact(f, key, value) {
  return f.key === key && (f.value === value || normalizeValue(f.value) === normalizeValue(value));
}
function mismatch(f, key, value) {
  return `expected fact ${f.id} to be ${key} = ${JSON.stringify(value)}, found ${f.key} = ${JSON.stringify(f.value)}`;
}

// src/cli/commands/consolidate-apply.ts
async function apply(opts, diffFile, confirm) {
  const ctx = resolveContext(opts);
  const l = ctx.paths;
  let diff = readDiff(diffFile);
  const { config } = loadConfig(ctx.configFile, l.config);
  const lock = lockForWrite(l, processOutput.err);
  try {
    const checked = check(ctx, diffFile, diff, confirm);
    diff = void 0;
    if (typeof checked === "number") return checked;
    const { next, before, id, summary, counts } = checked;
    const staged = next ? stageStream(l.profile, (out) => serializeProfileTo(next, out)) : void 0;
    const unchanged = !staged || staged.sha256 === before.sha256;
    if (staged && unchanged) discardStaged(staged);
    const at = ctx.now.toISOString();
    const entry = {
      op: "apply",
      at,
      today: ctx.today,
      diff: id,
      base: before.sha256,
      result: unchanged ? before.sha256 : staged.sha256,
      backup: unchanged ? null : `backups/${at.replace(/[:.]/g, "-")}-${before.sha256.slice(0, 12)}.md`,
      published_count: countPublished(l),
      counts
    };
    try {
      commitProfileChange(l, {
        profile: unchanged ? null : staged,
        backup: entry.backup ? { name: entry.backup, bytes: before.bytes } : null,
        entry,
        state: deriveState(entry, config)
      });
    } catch (e) {
      if (staged && !unchanged) discardStaged(staged);
      throw e;
    }
    processOutput.out(`Applied diff ${id.slice(0, 12)}: ${summary}.`);
    processOutput.out(unchanged ? `profile.md unchanged; recorded in ${l.history}.` : `Wrote ${l.profile} (backup: ${l.brain}/${entry.backup}).`);
    return EXIT.ok;
  } finally {
    lock.release();
  }
}
function check(ctx, diffFile, diff, confirm) {
  const l = ctx.paths;
  const profile = readProfile(l.profile);
  if (effectiveApplies(readHistory(l.history)).some((e) => e.diff === diff.id)) {
    processOutput.out(`Already applied: diff ${diff.id.slice(0, 12)} is in ${l.history}; nothing was written.`);
    return EXIT.ok;
  }
  if (profile.sha256 !== diff.base) {
    throw new StaleDiffError(
      `${diffFile}: stale diff \u2014 it was proposed against profile ${diff.base.slice(0, 12)}, but profile.md is now ${profile.sha256.slice(0, 12)}; nothing was written. Propose again: ${ctx.brain} consolidate --gather, then --propose.`
    );
  }
  const next = applyDiff(profile.doc, diff, diffFile);
  if (!confirm) {
    processOutput.out(renderDiffMarkdown(diff, { applyCommand: `${ctx.brain} consolidate --apply --diff ${shellQuote(diffFile)} --confirm` }));
    processOutput.err(`brain: nothing was written \u2014 add --confirm to apply this diff.`);
    return EXIT.usage;
  }
  return {
    next: isEmptyDiff(diff) ? void 0 : next,
    before: { bytes: profile.bytes, sha256: profile.sha256 },
    id: diff.id,
    summary: summarizeDiff(diff),
    counts: operationCounts(diff)
  };
}
function readDiff(file) {
  const data = parseJsonText(readInputText(file, file, MAX_DIFF_BYTES), file);
  const result = schemas().validate("diff", data, file);
  if (!result.ok) throw new InvalidInputError(result.issues, "Nothing was written.");
  const diff = result.value;
  const tampered = diffIdIssue(diff, file);
  if (tampered) throw new InvalidInputError([tampered], "Nothing was written. Propose again instead of editing a diff.");
  return diff;
}
export {
  apply
};
