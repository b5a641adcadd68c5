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
__export(stdin_exports, {
  explain: () => explain,
  explanationJson: () => explanationJson,
  explanationText: () => explanationText
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_withheld = require("./chunk-usecases-withheld.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_quote = require("./chunk-core-quote.cjs");
var import_chunk_io_record_files = require("./chunk-io-record-files.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
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
  const refused = [];
  for (const a of applies) replay(a, lives, refused);
  const fact = profile.facts.find((f) => f.id === id) ?? null;
  const changed = lives.chainOf(id);
  const ids = /* @__PURE__ */ new Set([id, ...(changed ?? []).map((e) => e.id)]);
  const attempts = fact ? refusedAttempts(fact, ids, refused) : [];
  const forgot = fact ? forgetEvents(fact, ids, forgets) : [];
  if (!fact && !changed && attempts.length === 0) return void 0;
  return { id, fact, events: inOrder([...changed ?? [], ...attempts], applies, forgot) };
}
function refusedAttempts(fact, ids, refused) {
  const events = [];
  const value = (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(fact.value);
  for (const { rejection: r, common } of refused) {
    const retire = r.retires !== void 0 && ids.has(r.retires);
    const sameValue = r.retires === void 0 && r.key === fact.key && r.value !== void 0 && (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(r.value) === value;
    if (!retire && !sameValue) continue;
    events.push({
      at: common.at,
      diff: common.diff,
      today: common.today,
      op: r.rule === DECLINE_RULE ? "decline" : "reject",
      id: retire ? r.retires : fact.id,
      value: r.value ?? fact.value,
      rule: r.rule,
      file: common.file,
      version: common.version,
      candidate: r.candidate,
      source: r.source,
      observed_date: null,
      attempted: retire ? "retire" : "value",
      ...r.reason !== void 0 ? { reason: r.reason } : {}
    });
  }
  return events;
}
function forgetEvents(fact, ids, forgets) {
  const key = (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(fact.key);
  const value = (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(fact.value);
  return forgets.flatMap(
    (f) => f.forgotten.flatMap((r) => {
      const retire = r.retires !== void 0 && ids.has(r.retires);
      const sameValue = r.retires === void 0 && r.value !== void 0 && (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(r.key) === key && (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(r.value) === value;
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
  /** Every lineage that ever held an id, oldest first: a supersede gives the winner the id and archives the old value under another. */
  #holders = /* @__PURE__ */ new Map();
  start(id) {
    const events = [];
    this.#current.set(id, events);
    this.#everKnown.set(id, events);
    this.#held(id, events);
    return events;
  }
  #held(id, events) {
    const list = this.#holders.get(id);
    if (!list) this.#holders.set(id, [events]);
    else if (!list.includes(events)) list.push(events);
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
    this.#held(newId, events);
  }
  eventsOf(id) {
    return this.#current.get(id) ?? this.#everKnown.get(id);
  }
  /**
   * The events of every lineage that ever held `id` (Senior, then Staff, then Manager, each taking
   * the id from the last by a supersede), unordered; undefined when no lineage held it.
   */
  chainOf(id) {
    const holders = this.#holders.get(id);
    return holders ? holders.flat() : this.eventsOf(id);
  }
};
function quoteOf(trace) {
  if (trace?.quote === void 0) return {};
  return { quote: trace.quote, ...trace.quote_found !== void 0 ? { quote_found: trace.quote_found } : {} };
}
function replay({ at, diff }, lives, refused) {
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
  const ctx = {
    lives,
    forCandidate: (candidate, source, observed) => ({
      ...base(byCandidate.get(candidate)),
      candidate,
      source,
      observed_date: observed,
      ...quoteOf(byCandidate.get(candidate))
    }),
    forFact: (id) => ({ ...base(byFact.get(id)), candidate: null, source: null, observed_date: null }),
    conflictOf: (0, import_chunk_core_agent_written.conflictOfCandidate)(diff),
    refused: (rejection) => refused.push({ rejection, common: ctx.forCandidate(rejection.candidate, rejection.source, null) })
  };
  for (const { spec, entry } of (0, import_chunk_core_agent_written.candidateOperations)(diff)) spec.explain(entry, ctx);
  for (const { spec, entry } of (0, import_chunk_core_agent_written.factOperations)(diff)) spec.explain(entry, ctx);
}
function explain(o, id) {
  const layout = o.paths;
  const profile = (0, import_chunk_core_profile_format.readProfile)(layout.profile);
  const applies = [];
  const forgets = [];
  const skipped = [];
  const history = (0, import_chunk_io_lock.readHistoryAsRecovered)(layout);
  const effective = new Set((0, import_chunk_core_utf8_builder.effectiveApplies)(history));
  for (const entry of history) {
    if (entry.op === "forget") {
      forgets.push({ at: entry.at, today: entry.today, forgotten: entry.forgotten, after: applies.length });
      continue;
    }
    if (entry.op !== "apply" || !effective.has(entry)) continue;
    const path = (0, import_chunk_io_archive.appliedPath)(layout, entry.diff);
    if (!(0, import_chunk_io_file_status.pathExists)(path)) {
      skipped.push({ diff: entry.diff, at: entry.at, reason: "applied before brain kept an archive of applied diffs" });
      continue;
    }
    applies.push({ at: entry.at, diff: (0, import_chunk_core_utf8_builder.readDiffFile)(path) });
  }
  const explanation = explainFact(id, profile.doc, applies, forgets);
  if (!explanation) {
    throw new import_chunk_hooks_session_start.NotFoundError(id, "a fact with this id", "no fact of the profile and no applied diff names it; see brain show --all");
  }
  const named = /* @__PURE__ */ new Set([id, ...explanation.events.flatMap((e) => [e.id, e.other?.id ?? e.id])]);
  const key = explanation.fact?.key ?? profile.doc.facts.find((f) => named.has(f.id))?.key;
  if (key !== void 0 && (0, import_chunk_usecases_withheld.exclusionFor)(o).excludedBy(key) !== void 0) {
    throw new import_chunk_hooks_session_start.RefusedError(
      `${id}: withheld \u2014 its key is excluded from agents (context.exclude in the config); nothing of it is shown. At the command line: brain explain ${id} --include-excluded`
    );
  }
  const adopted = adoptEvents((0, import_chunk_diff_apply_diff.adoptionRecords)(o, history), named);
  const events = adopted.length === 0 ? explanation.events : [...explanation.events, ...adopted].sort((a, b) => (a.at ?? "").localeCompare(b.at ?? ""));
  const cited = [...explanation.fact?.sources ?? [], ...events.flatMap((e) => e.source === null ? [] : [e.source])];
  const written = agentWrittenIn(layout, cited);
  const byDiff = new Map(applies.map((a) => [a.diff.id, a.diff]));
  return {
    ...explanation,
    events: events.map((e) => markEvent(e, written, e.diff === null ? void 0 : byDiff.get(e.diff))),
    agent_written_sources: explanation.fact ? (0, import_chunk_core_agent_written.agentWrittenSources)(explanation.fact, written) : [],
    skipped
  };
}
function adoptEvents(records, ids) {
  const events = [];
  for (const { entry, changes } of records) {
    for (const c of changes) {
      if (!ids.has(c.id)) continue;
      const f = c.after ?? c.before;
      events.push({
        at: entry.at,
        diff: null,
        today: entry.today,
        op: "adopt",
        id: c.id,
        value: f?.value ?? "",
        rule: null,
        file: null,
        version: null,
        candidate: null,
        source: null,
        observed_date: null,
        reason: adoptedChange(c)
      });
    }
  }
  return events;
}
function adoptedChange(c) {
  if (c.change === "added") return `added by hand: ${q(c.after?.value)}`;
  if (c.change === "removed") return `removed by hand (was ${q(c.before?.value)})`;
  const fields = c.fields ?? [];
  const value = fields.includes("value") ? `value ${q(c.before?.value)} \u2192 ${q(c.after?.value)}` : "";
  const others = fields.filter((f) => f !== "value");
  return [value, others.length > 0 ? `${others.join(", ")} changed` : ""].filter(Boolean).join("; ") || "changed by hand";
}
function agentWrittenIn(layout, sources) {
  const tributaries = new Set(sources.flatMap((s) => s.startsWith("human:") || !s.includes(":") ? [] : [s.slice(0, s.indexOf(":"))]));
  return tributaries.size === 0 ? /* @__PURE__ */ new Set() : (0, import_chunk_io_record_files.readAgentWritten)(layout, tributaries);
}
function markEvent(e, written, diff) {
  const byAgent = e.source !== null && written.has(e.source) || e.candidate !== null && diff?.trace.some((t) => t.candidate === e.candidate && t.origin === "agent") === true;
  const overMcp = e.op === "decline" && e.candidate !== null && diff?.declined?.some((d) => d.candidate === e.candidate && d.by === "mcp") === true;
  return { ...e, ...byAgent ? { agent_written: true } : {}, ...overMcp ? { declined_over_mcp: true } : {} };
}
function explanationJson(r) {
  const { skipped: _skipped, ...doc } = r;
  return doc;
}
var q = (s) => (0, import_chunk_hooks_session_start.visibleValue)(JSON.stringify(s ?? ""));
function explanationText(r) {
  const lines = [];
  const f = r.fact;
  lines.push(
    f ? `${(0, import_chunk_hooks_session_start.visible)(r.id)}  ${(0, import_chunk_hooks_session_start.visible)(f.key)} = ${q(f.value)} \u2014 ${f.status}, ${f.layer}, ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"}${independentNote(f.sources, f.evidence_count)} (${f.sources.map(import_chunk_hooks_session_start.visible).join(", ")})` + (r.agent_written_sources?.length ? ` \u2014 ${import_chunk_core_agent_written.AGENT_WRITTEN}: ${r.agent_written_sources.map(import_chunk_hooks_session_start.visible).join(", ")}` : "") : `${(0, import_chunk_hooks_session_start.visible)(r.id)}  no longer in the profile under this id`
  );
  const held = valuesHeld(r);
  if (held.length > 1) lines.push(`values id ${(0, import_chunk_hooks_session_start.visible)(r.id)} has held, oldest first: ${held.map((h) => `${q(h.value)} (${h.today})`).join(" \u2192 ")}`);
  if (r.events.length === 0) lines.push("", "No recorded events: this fact predates the archive of applied diffs.");
  else lines.push("");
  for (const e of r.events) lines.push(eventLine(e));
  for (const s of r.skipped) lines.push(`(apply of diff ${s.diff.slice(0, 12)} at ${s.at} not included: ${s.reason})`);
  return lines.join("\n");
}
function valuesHeld(r) {
  const held = [];
  for (const e of r.events) {
    if (e.id !== r.id || !["seed", "add", "conflict", "supersede", "adopt"].includes(e.op)) continue;
    if (held.at(-1)?.value !== e.value) held.push({ value: e.value, today: e.today });
  }
  return held;
}
function independentNote(sources, distinct) {
  const independent = (0, import_chunk_core_context_config.independentEvidence)(sources);
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
  retire: (e) => `retired: ${(0, import_chunk_hooks_session_start.visibleValue)(e.reason ?? "")}`,
  resolve: (e) => `kept by the operator, settling the conflict of its key${e.reason !== void 0 ? `: ${(0, import_chunk_hooks_session_start.visibleValue)(e.reason)}` : ""}`,
  reject: (e) => `${e.attempted === "retire" ? "a retire of it was rejected" : "a candidate with its value was rejected"}${e.reason ? `: ${(0, import_chunk_hooks_session_start.visibleValue)(e.reason)}` : ""}; nothing changed`,
  decline: (e) => `${e.attempted === "retire" ? "a retire of it was declined by the operator" : "a candidate with its value was declined by the operator"}${e.reason ? `: ${(0, import_chunk_hooks_session_start.visibleValue)(e.reason)}` : ""}; nothing changed`,
  adopt: (e) => `hand edit, adopted (brain adopt): ${e.reason ?? "changed"}`,
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
  const src = e.source === null ? "" : ` \xB7 ${(0, import_chunk_hooks_session_start.visible)(e.source)}${e.observed_date ? `, observed ${e.observed_date}` : ""}`;
  const diff = e.diff === null ? "" : ` \xB7 diff ${e.diff.slice(0, 12)}`;
  const marks = `${e.agent_written ? ` \u2014 ${import_chunk_core_agent_written.AGENT_WRITTEN}` : ""}${e.declined_over_mcp ? ` \u2014 ${import_chunk_core_agent_written.DECLINED_OVER_MCP}` : ""}`;
  const quote = e.quote === void 0 ? "" : `
    quote${(0, import_chunk_core_quote.quoteVerdict)(e.quote_found, e.source)}: ${q(e.quote)}`;
  return `- ${when}  ${e.op}: ${WHAT[e.op](e)}${rule}${cand}${src}${diff}${marks}${quote}`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  explain,
  explanationJson,
  explanationText
});
// brain-digest: 46016ea87c9e9237
