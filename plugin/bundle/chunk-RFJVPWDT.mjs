import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  brainCommand,
  renderDiffMarkdown,
  ruleSetLabel
} from "./chunk-ZTOEEPF6.mjs";
import {
  isEmptyDiff,
  operationCounts,
  summarizeDiff
} from "./chunk-DYD7VGSZ.mjs";
import {
  deriveDiff
} from "./chunk-SBEHRH6Y.mjs";
import {
  backupName,
  batchPath,
  decisionsPath,
  keepAppliedDiff,
  readBatch,
  readDecisions,
  stageAppliedDiff
} from "./chunk-DCPSKG7Q.mjs";
import {
  loadRuleSet
} from "./chunk-I26IK4LJ.mjs";
import {
  commitProfileChange,
  deriveState,
  effectiveApplies,
  lockForWrite,
  newSince,
  readHistory,
  rememberedDeclines
} from "./chunk-2CDRRSEX.mjs";
import {
  readDiffFile,
  readDiffHeader
} from "./chunk-XVLFAMMA.mjs";
import {
  readProfile
} from "./chunk-3LGNM56W.mjs";
import {
  loadConfig
} from "./chunk-ZUUES7LK.mjs";
import {
  serializeProfileTo
} from "./chunk-RVHZD4ZS.mjs";
import {
  recordsView
} from "./chunk-PSRQCOS7.mjs";
import {
  canonicalJson,
  diffId
} from "./chunk-CTCMY2YG.mjs";
import {
  InvalidInputError,
  RefusedError,
  StaleDiffError,
  discardStaged,
  stageStream
} from "./chunk-YLHGQIST.mjs";

// src/usecases/apply.ts
import { resolve } from "node:path";
async function apply(o) {
  const l = o.paths;
  const header = await readDiffHeader(o.diffFile);
  if (o.expectedId !== void 0 && header.id !== o.expectedId) {
    throw new RefusedError(`${o.diffFile}: holds diff ${header.id}, not ${o.expectedId}; nothing was written. Read the review again and pass its id.`);
  }
  const { config, rulesDir } = loadConfig(o.configFile, l.config);
  const rules = loadRuleSet(rulesDir);
  const lock = lockForWrite(l, o.notice ?? (() => {
  }));
  try {
    const history = readHistory(l.history);
    const applies = effectiveApplies(history);
    if (applies.some((e) => e.diff === header.id)) {
      return { kind: "already-applied", id: header.id, history: resolve(l.history) };
    }
    let profile = readProfile(l.profile);
    const records = checkNotStale(o, header, profile, rules, config, applies);
    let derived = await rederive(o, header, profile, rules, config, records, applies.at(-1)?.today, rememberedDeclines(history));
    if (!o.confirm) {
      const applyCommand = brainCommand(o, ["consolidate", "--apply", "--diff", resolve(o.diffFile), "--confirm"]);
      return {
        kind: "preview",
        id: header.id,
        summary: summarizeDiff(derived.diff),
        markdown: renderDiffMarkdown(derived.diff, { applyCommand, ruleSet: ruleSetLabel(rulesDir, rules.files) }),
        applyCommand
      };
    }
    const work = { derived, before: { bytes: profile.bytes, sha256: profile.sha256 } };
    profile = void 0;
    derived = void 0;
    return commit(o, header, work, config);
  } finally {
    lock.release();
  }
}
var proposeAgain = (o) => `nothing was written. Propose again: ${brainCommand(o, ["consolidate", "--gather"])}, then --propose.`;
function checkNotStale(o, d, profile, rules, config, applies) {
  const l = o.paths;
  if (profile.sha256 !== d.base) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff \u2014 it was proposed against profile ${d.base.slice(0, 12)}, but profile.md is now ${profile.sha256.slice(0, 12)}; ${proposeAgain(o)}`
    );
  }
  if (!d.records?.new || !d.candidates?.sha256) {
    throw new StaleDiffError(`${o.diffFile}: stale diff \u2014 it was written by an earlier version of brain (it has no records summary); ${proposeAgain(o)}`);
  }
  const loaded = rules.files.map((f) => ({ file: f.file, sha256: f.sha256 }));
  const proposed = d.rules.map((f) => ({ file: f.file, sha256: f.sha256 }));
  if (canonicalJson(loaded) !== canonicalJson(proposed) || canonicalJson(config) !== canonicalJson(d.config)) {
    const what = canonicalJson(loaded) !== canonicalJson(proposed) ? "the rule files" : "the resolved config";
    throw new StaleDiffError(`${o.diffFile}: rules or config changed since this diff was proposed \u2014 propose again (${what} differ); ${proposeAgain(o)}`);
  }
  const since = newSince(applies.at(-1));
  const view = recordsView(l, d.records.through, { since });
  const now = view.summary;
  if (now.sha256 !== d.records.sha256 || now.published !== d.records.published) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff \u2014 the records ingested at or before ${d.records.through ?? "(none)"} changed since it was proposed (${now.published} published, digest ${now.sha256.slice(0, 12)}\u2026; the diff says ${d.records.published}, ${d.records.sha256.slice(0, 12)}\u2026); ${proposeAgain(o)}`
    );
  }
  if (d.records.through !== null && (view.newest === null || d.records.through > view.newest)) {
    throw new InvalidInputError(
      [
        `${o.diffFile}: /records/through: expected at most the newest ingested_at present (${view.newest ?? "none"}), found ${d.records.through} \u2014 it would mark records not yet ingested as read`
      ],
      `N${proposeAgain(o).slice(1)}`
    );
  }
  if (canonicalJson(now.new ?? null) !== canonicalJson(d.records.new)) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff \u2014 it marks ${d.records.new.count} record${d.records.new.count === 1 ? "" : "s"} read, but since the last apply (or rollback) ${now.new?.count ?? 0} would be; ${proposeAgain(o)}`
    );
  }
  return view;
}
async function rederive(o, d, profile, rules, config, records, lastAppliedToday, remembered) {
  const l = o.paths;
  const batch = readBatch(l, d.candidates.sha256);
  if (!batch) {
    throw new InvalidInputError(
      [
        `${o.diffFile}: /candidates/sha256: expected the archived batch ${batchPath(l, d.candidates.sha256)}, found none \u2014 brain cannot check this diff against the rules`
      ],
      `N${proposeAgain(o).slice(1)}`
    );
  }
  const declined = d.candidates.decisions === void 0 ? [] : readDecisions(l, d.candidates.decisions);
  if (!declined) {
    throw new InvalidInputError(
      [
        `${o.diffFile}: /candidates/decisions: expected the archived decisions ${decisionsPath(l, d.candidates.decisions)}, found none \u2014 brain cannot check this diff against the rules`
      ],
      `Nothing was written. ${proposeAgain(o)}`
    );
  }
  const { body, next } = await deriveDiff({
    current: profile.doc,
    base: profile.sha256,
    candidates: batch,
    // readBatch checked the batch hashes to its name.
    candidatesSha256: d.candidates.sha256,
    rules,
    config,
    today: d.today,
    records: { summary: records.summary, known: records.known },
    lastAppliedToday,
    pause: o.pause,
    declined,
    remembered
  });
  if (canonicalJson(body.declined_matches ?? []) !== canonicalJson(d.declined_matches ?? [])) {
    throw new StaleDiffError(
      `${o.diffFile}: stale diff \u2014 the remembered declines (brain declined) changed since it was proposed, so other candidates match them now; ${proposeAgain(o)}`
    );
  }
  const applied = o.confirm ? stageAppliedDiff(l, body) : void 0;
  const id = applied?.id ?? diffId(body);
  const diff = { id, ...body };
  if (id !== d.id) {
    if (applied) discardStaged(applied.staged);
    throw new InvalidInputError(
      [
        `${o.diffFile}: expected exactly the diff the rules produce from the archived batch, the current profile and the records (id ${id.slice(0, 12)}\u2026), found a different one${differingLists(o.diffFile, diff)} \u2014 it was edited after it was proposed (or brain was upgraded since)`
      ],
      "Nothing was written. Propose again instead of editing a diff."
    );
  }
  return { diff, next, applied };
}
function differingLists(file, derived) {
  let found;
  try {
    found = readDiffFile(file);
  } catch {
    return "";
  }
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(found), ...Object.keys(derived)])].filter((k) => k !== "id").sort();
  const differ = keys.filter(
    (k) => canonicalJson(found[k] ?? null) !== canonicalJson(derived[k] ?? null)
  );
  return differ.length === 0 ? "" : ` (differs in ${differ.map((k) => `/${k}`).join(", ")})`;
}
function takeDerived(l, work) {
  const { diff, next, applied } = work.derived;
  work.derived = void 0;
  const remember = (diff.declined ?? []).flatMap((x) => x.remember ? [x.remember] : []);
  return {
    applied: keepAppliedDiff(l, applied),
    remember,
    summary: summarizeDiff(diff),
    counts: operationCounts(diff),
    next: isEmptyDiff(diff) ? void 0 : next
  };
}
function commit(o, d, work, config) {
  const l = o.paths;
  const { before } = work;
  const records = d.records;
  const { applied, remember, summary, counts, next } = takeDerived(l, work);
  const staged = next ? stageStream(l.profile, (out) => serializeProfileTo(next, out)) : void 0;
  const unchanged = !staged || staged.sha256 === before.sha256;
  if (staged && unchanged) discardStaged(staged);
  const entry = {
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
    ...remember.length > 0 ? { declined: remember } : {},
    diff_today: d.today
  };
  try {
    commitProfileChange(l, {
      profile: unchanged ? null : staged,
      backup: { name: entry.backup, bytes: before.bytes },
      entry,
      state: deriveState(entry, config)
    });
  } catch (e) {
    if (staged && !unchanged) discardStaged(staged);
    throw e;
  }
  return {
    kind: "applied",
    id: d.id,
    summary,
    counts,
    changed: !unchanged,
    profile: resolve(l.profile),
    backup: resolve(l.brain, entry.backup),
    applied: resolve(applied),
    history: resolve(l.history),
    records
  };
}
function applyText(r) {
  switch (r.kind) {
    case "already-applied":
      return `Already applied: diff ${r.id.slice(0, 12)} is in ${r.history}; nothing was written.`;
    case "preview":
      return r.markdown;
    case "applied":
      return [
        `Applied diff ${r.id.slice(0, 12)}: ${r.summary}.`,
        r.changed ? `Wrote ${r.profile} (backup: ${r.backup}).` : `profile.md unchanged; recorded in ${r.history} (backup: ${r.backup}).`,
        `Kept the diff as ${r.applied}.`
      ].join("\n");
  }
}

export {
  apply,
  applyText
};
