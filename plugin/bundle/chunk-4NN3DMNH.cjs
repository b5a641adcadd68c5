var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "explain", { value: explain, enumerable: true });
__defProp(stdin_exports, "explanationJson", { value: explanationJson, enumerable: true });
__defProp(stdin_exports, "explanationText", { value: explanationText, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_EFI262WX = require("./chunk-EFI262WX.cjs");
var import_chunk_MF7J646J = require("./chunk-MF7J646J.cjs");
var import_chunk_IC7MVDBH = require("./chunk-IC7MVDBH.cjs");
var import_chunk_GQ7ZY7NB = require("./chunk-GQ7ZY7NB.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
function explainFact(id, profile, applies, forgets = []) {
  const lives = new Lineages();
  for (const f of profile.facts) {
    if (f.kind === "profile-field") {
      lives.start(f.id).push({
        at: null,
        diff: null,
        today: f.first_seen,
        op: "seed",
        id: f.id,
        value: f.value,
        rule: null,
        file: null,
        version: null,
        candidate: null,
        source: f.sources[0] ?? null,
        observed_date: f.first_seen
      });
    }
  }
  for (const a of applies) replay(a, lives);
  const fact = profile.facts.find((f) => f.id === id) ?? null;
  const changed = lives.eventsOf(id);
  const ids = /* @__PURE__ */ new Set([id, ...(changed ?? []).map((e) => e.id)]);
  const attempts = fact ? refusedAttempts(fact, ids, applies) : [];
  const forgot = fact ? forgetEvents(fact, ids, forgets) : [];
  if (!fact && !changed && attempts.length === 0) return void 0;
  return { id, fact, events: inOrder([...changed ?? [], ...attempts], applies, forgot) };
}
function refusedAttempts(fact, ids, applies) {
  const events = [];
  const value = (0, import_chunk_YM4JW7MF.normalizeValue)(fact.value);
  for (const { at, diff } of applies) {
    const versions = new Map(diff.rules.map((r) => [r.file, r.version]));
    const traced = new Map(diff.trace.flatMap((t) => t.candidate !== void 0 ? [[t.candidate, t]] : []));
    for (const r of diff.rejected) {
      const retire = r.retires !== void 0 && ids.has(r.retires);
      const sameValue = r.retires === void 0 && r.key === fact.key && r.value !== void 0 && (0, import_chunk_YM4JW7MF.normalizeValue)(r.value) === value;
      if (!retire && !sameValue) continue;
      const file = traced.get(r.candidate)?.file ?? null;
      events.push({
        at,
        diff: diff.id,
        today: diff.today,
        op: r.rule === DECLINE_RULE ? "decline" : "reject",
        id: retire ? r.retires : fact.id,
        value: r.value ?? fact.value,
        rule: r.rule,
        file,
        version: file === null ? null : versions.get(file) ?? null,
        candidate: r.candidate,
        source: r.source,
        observed_date: null,
        attempted: retire ? "retire" : "value",
        ...r.reason !== void 0 ? { reason: r.reason } : {}
      });
    }
  }
  return events;
}
function forgetEvents(fact, ids, forgets) {
  const key = (0, import_chunk_YM4JW7MF.normalizeKey)(fact.key);
  const value = (0, import_chunk_YM4JW7MF.normalizeValue)(fact.value);
  return forgets.flatMap(
    (f) => f.forgotten.flatMap((r) => {
      const retire = r.retires !== void 0 && ids.has(r.retires);
      const sameValue = r.retires === void 0 && r.value !== void 0 && (0, import_chunk_YM4JW7MF.normalizeKey)(r.key) === key && (0, import_chunk_YM4JW7MF.normalizeValue)(r.value) === value;
      if (!retire && !sameValue) return [];
      const event = {
        at: f.at,
        diff: null,
        today: f.today,
        op: "forget",
        id: retire ? r.retires : fact.id,
        value: fact.value,
        rule: null,
        file: null,
        version: null,
        candidate: null,
        source: r.source ?? null,
        observed_date: null,
        attempted: retire ? "retire" : "value"
      };
      return [{ event, after: f.after }];
    })
  );
}
function inOrder(events, applies, forgets = []) {
  const index = new Map(applies.map((a, i) => [a.diff.id, i]));
  const forgotAfter = new Map(forgets.map((f) => [f.event, f.after]));
  const rank = (e) => {
    const after = forgotAfter.get(e);
    if (after !== void 0) return [after - 1, 2, 0];
    return [e.diff === null ? -1 : index.get(e.diff) ?? -1, e.candidate === null && e.diff !== null ? 1 : 0, e.candidate ?? 0];
  };
  return [...events, ...forgets.map((f) => f.event)].map((e, i) => ({ e, i, r: rank(e) })).sort((x, y) => x.r[0] - y.r[0] || x.r[1] - y.r[1] || x.r[2] - y.r[2] || x.i - y.i).map(({ e }) => e);
}
var DECLINE_RULE = "decline-by-operator";
var Lineages = class {
  #current = /* @__PURE__ */ new Map();
  /** Every id a lineage was ever known by → the lineage (ids move on supersede). */
  #everKnown = /* @__PURE__ */ new Map();
  start(id) {
    const events = [];
    this.#current.set(id, events);
    this.#everKnown.set(id, events);
    return events;
  }
  /** The lineage holding `id` now; an id brain never saw (a fact added before the archive existed) starts one. */
  of(id) {
    return this.#current.get(id) ?? this.start(id);
  }
  /** `id` is now known as `newId` (the lineage keeps its events). */
  rename(id, newId) {
    const events = this.of(id);
    this.#current.delete(id);
    this.#current.set(newId, events);
    this.#everKnown.set(newId, events);
  }
  eventsOf(id) {
    return this.#current.get(id) ?? this.#everKnown.get(id);
  }
};
function replay({ at, diff }, lives) {
  const versions = new Map(diff.rules.map((r) => [r.file, r.version]));
  const byCandidate = /* @__PURE__ */ new Map();
  const byFact = /* @__PURE__ */ new Map();
  for (const t of diff.trace) {
    if (t.candidate !== void 0) byCandidate.set(t.candidate, t);
    else if (t.fact !== void 0) byFact.set(t.fact, t);
  }
  const base = (trace) => ({
    at,
    diff: diff.id,
    today: diff.today,
    rule: trace?.rule ?? null,
    file: trace?.file ?? null,
    version: trace?.file === void 0 ? null : versions.get(trace.file) ?? null
  });
  const forCandidate = (candidate, source, observed) => ({
    ...base(byCandidate.get(candidate)),
    candidate,
    source,
    observed_date: observed
  });
  const steps = [];
  for (const a of diff.additions) {
    steps.push({
      candidate: a.candidate,
      run: () => {
        const op = isConflictAddition(a) ? "conflict" : "add";
        const others = op === "conflict" ? sides.get(a.candidate) : void 0;
        lives.start(a.id).push({ ...forCandidate(a.candidate, a.source, a.observed_date), op, id: a.id, value: a.value, ...others ? { others } : {} });
      }
    });
  }
  const sides = /* @__PURE__ */ new Map();
  const additionOf = new Map(diff.additions.map((a) => [a.candidate, a]));
  for (const c of diff.conflicts) {
    for (const i of c.incoming) {
      const others = [...c.existing, ...c.incoming.filter((x) => x.id !== i.id)].map(({ id, value }) => ({ id, value }));
      sides.set(i.candidate, others);
      steps.push({
        candidate: i.candidate,
        run: () => {
          for (const e of c.existing) {
            const added = additionOf.get(i.candidate);
            lives.of(e.id).push({
              ...forCandidate(i.candidate, added?.source ?? "", added?.observed_date ?? null),
              op: "conflicted",
              id: e.id,
              value: e.value,
              others: [{ id: i.id, value: i.value }]
            });
          }
        }
      });
    }
  }
  for (const b of diff.evidenceBumps) {
    steps.push({
      candidate: b.candidate,
      run: () => lives.of(b.id).push({ ...forCandidate(b.candidate, b.source, b.observed_date), op: "bump", id: b.id, value: b.value })
    });
  }
  for (const d of diff.duplicates) {
    steps.push({
      candidate: d.candidate,
      run: () => lives.of(d.id).push({ ...forCandidate(d.candidate, d.source, null), op: "duplicate", id: d.id, value: d.value })
    });
  }
  for (const s of diff.supersedes) {
    steps.push({
      candidate: s.candidate,
      run: () => {
        const at2 = forCandidate(s.candidate, s.winner.source, s.winner.observed_date);
        const winner = { id: s.winner.id, value: s.winner.value };
        lives.of(s.old.id).push({ ...at2, op: "superseded", id: s.old.id, value: s.old.value, other: winner });
        lives.rename(s.old.id, s.old.archived_id);
        const next = lives.start(s.winner.id);
        next.push({ ...at2, op: "supersede", id: s.winner.id, value: s.winner.value, other: { id: s.old.archived_id, value: s.old.value } });
        if (s.merged) {
          const into = { id: s.merged.id, value: s.merged.value };
          lives.of(s.merged.id).push({ ...at2, op: "merge", id: s.merged.id, value: s.merged.value, other: winner });
          next.push({ ...at2, op: "merge", id: s.winner.id, value: s.winner.value, other: into });
        }
      }
    });
  }
  for (const r of diff.retirements ?? []) {
    steps.push({
      candidate: r.candidate,
      run: () => lives.of(r.id).push({ ...forCandidate(r.candidate, r.source, r.observed_date), op: "retire", id: r.id, value: r.value, reason: r.reason })
    });
  }
  for (const r of diff.resolutions ?? []) {
    steps.push({
      candidate: r.candidate,
      run: () => {
        const at2 = forCandidate(r.candidate, r.source, r.observed_date);
        const kept = { id: r.kept.id, value: r.kept.value };
        lives.of(r.kept.id).push({ ...at2, op: "resolve", id: r.kept.id, value: r.kept.value, ...r.reason !== void 0 ? { reason: r.reason } : {} });
        for (const s of r.superseded) lives.of(s.id).push({ ...at2, op: "superseded", id: s.id, value: s.value, other: kept });
      }
    });
  }
  steps.sort((x, y) => x.candidate - y.candidate);
  for (const step of steps) step.run();
  const forFact = (id) => ({ ...base(byFact.get(id)), candidate: null, source: null, observed_date: null });
  for (const p of diff.promotions) lives.of(p.id).push({ ...forFact(p.id), op: "promote", id: p.id, value: p.value });
  for (const f of diff.staleFlags) lives.of(f.id).push({ ...forFact(f.id), op: "stale-flag", id: f.id, value: f.value });
}
function isConflictAddition(a) {
  const marked = a;
  return marked.conflict === true || marked.conflicts_with !== void 0;
}
function explain(l, id) {
  const profile = (0, import_chunk_KHLILX3Y.readProfile)(l.profile);
  const applies = [];
  const forgets = [];
  const skipped = [];
  const history = (0, import_chunk_IC7MVDBH.readHistoryAsRecovered)(l);
  const effective = new Set((0, import_chunk_IC7MVDBH.effectiveApplies)(history));
  for (const entry of history) {
    if (entry.op === "forget") {
      forgets.push({ at: entry.at, today: entry.today, forgotten: entry.forgotten, after: applies.length });
      continue;
    }
    if (entry.op !== "apply" || !effective.has(entry)) continue;
    const path = (0, import_chunk_MF7J646J.appliedPath)(l, entry.diff);
    if (!(0, import_chunk_EFI262WX.pathExists)(path)) {
      skipped.push({ diff: entry.diff, at: entry.at, reason: "applied before brain kept an archive of applied diffs" });
      continue;
    }
    applies.push({ at: entry.at, diff: (0, import_chunk_GQ7ZY7NB.readDiffFile)(path) });
  }
  const explanation = explainFact(id, profile.doc, applies, forgets);
  if (!explanation) {
    throw new import_chunk_S4PSTNN7.NotFoundError(id, "a fact with this id", "no fact of the profile and no applied diff names it; see brain show --all");
  }
  return { ...explanation, skipped };
}
function explanationJson(r) {
  const { skipped: _skipped, ...doc } = r;
  return doc;
}
var q = (s) => (0, import_chunk_S4PSTNN7.visibleValue)(JSON.stringify(s ?? ""));
function explanationText(r) {
  const lines = [];
  const f = r.fact;
  lines.push(
    f ? `${(0, import_chunk_S4PSTNN7.visible)(r.id)}  ${(0, import_chunk_S4PSTNN7.visible)(f.key)} = ${q(f.value)} \u2014 ${f.status}, ${f.layer}, ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"}${independentNote(f.sources, f.evidence_count)} (${f.sources.map(import_chunk_S4PSTNN7.visible).join(", ")})` : `${(0, import_chunk_S4PSTNN7.visible)(r.id)}  no longer in the profile under this id`
  );
  if (r.events.length === 0) lines.push("", "No recorded events: this fact predates the archive of applied diffs.");
  else lines.push("");
  for (const e of r.events) lines.push(eventLine(e));
  for (const s of r.skipped) lines.push(`(apply of diff ${s.diff.slice(0, 12)} at ${s.at} not included: ${s.reason})`);
  return lines.join("\n");
}
function independentNote(sources, distinct) {
  const independent = (0, import_chunk_FIQNWKAZ.independentEvidence)(sources);
  return independent === distinct ? "" : `, ${independent} independent`;
}
var WHAT = {
  seed: () => "seeded from the profile fields (brain init --from)",
  add: (e) => `added: ${q(e.value)}`,
  conflict: (e) => `added beside a different value of its key (conflict): ${q(e.value)}${otherSide(e)}`,
  conflicted: (e) => `a different value of its key arrived and was kept beside it (conflict)${otherSide(e)}`,
  bump: () => "one more source",
  duplicate: () => "source already counted; nothing changed",
  promote: () => "promoted to static",
  "stale-flag": () => "flagged stale (review only)",
  supersede: (e) => `took id ${e.id} with ${q(e.value)}, replacing ${q(e.other?.value)} (now ${e.other?.id})`,
  superseded: (e) => `superseded by ${q(e.other?.value)}; archived`,
  merge: (e) => `merged with ${e.other?.id} (${q(e.other?.value)})`,
  retire: (e) => `retired: ${(0, import_chunk_S4PSTNN7.visibleValue)(e.reason ?? "")}`,
  resolve: (e) => `kept by the operator, settling the conflict of its key${e.reason !== void 0 ? `: ${(0, import_chunk_S4PSTNN7.visibleValue)(e.reason)}` : ""}`,
  reject: (e) => `${e.attempted === "retire" ? "a retire of it was rejected" : "a candidate with its value was rejected"}${e.reason ? `: ${(0, import_chunk_S4PSTNN7.visibleValue)(e.reason)}` : ""}; nothing changed`,
  decline: (e) => `${e.attempted === "retire" ? "a retire of it was declined by the operator" : "a candidate with its value was declined by the operator"}${e.reason ? `: ${(0, import_chunk_S4PSTNN7.visibleValue)(e.reason)}` : ""}; nothing changed`,
  forget: (e) => `the operator forgot the decline of ${e.attempted === "retire" ? "a retire of it" : `its value ${q(e.value)}`} (brain declined --forget); later candidates may propose it again`
};
function otherSide(e) {
  if (!e.others || e.others.length === 0) return "";
  return ` \u2014 the other side: ${e.others.map((o) => `${q(o.value)} (${o.id})`).join(", ")}`;
}
function eventLine(e) {
  const when = e.at === null ? e.today : `${e.today} (${e.diff === null ? "at" : "applied"} ${e.at})`;
  const rule = e.rule === null ? "" : ` \xB7 rule ${e.rule}${e.file ? ` (${e.file} v${e.version ?? "?"})` : ""}`;
  const cand = e.candidate === null ? "" : ` \xB7 candidate ${e.candidate}`;
  const src = e.source === null ? "" : ` \xB7 ${(0, import_chunk_S4PSTNN7.visible)(e.source)}${e.observed_date ? `, observed ${e.observed_date}` : ""}`;
  const diff = e.diff === null ? "" : ` \xB7 diff ${e.diff.slice(0, 12)}`;
  return `- ${when}  ${e.op}: ${WHAT[e.op](e)}${rule}${cand}${src}${diff}`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  explain,
  explanationJson,
  explanationText
});
