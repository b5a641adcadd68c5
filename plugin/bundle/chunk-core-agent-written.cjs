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
  AGENT_WRITTEN: () => AGENT_WRITTEN,
  DECLINED_OVER_MCP: () => DECLINED_OVER_MCP,
  FACT_CATALOG: () => FACT_CATALOG,
  FACT_DOMAINS: () => FACT_DOMAINS,
  agentWrittenSources: () => agentWrittenSources,
  candidateGuard: () => candidateGuard,
  candidateOperations: () => candidateOperations,
  candidateOutcomeSpec: () => candidateOutcomeSpec,
  candidateSpecs: () => candidateSpecs,
  conflictOfCandidate: () => conflictOfCandidate,
  factDomain: () => factDomain,
  factGuard: () => factGuard,
  factOperations: () => factOperations,
  factOutcomeSpec: () => factOutcomeSpec,
  indexMark: () => indexMark,
  isOutcome: () => isOutcome,
  md: () => md,
  mdValue: () => mdValue,
  mintEntityId: () => mintEntityId,
  outcomeOfEntry: () => outcomeOfEntry,
  uniqueId: () => uniqueId
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var NS = "brain:v1";
function mintEntityId({ kind, key }) {
  return (0, import_chunk_js_yaml_dist_js_yaml.shortHash)(`${NS}:entity\0${kind}\0${(0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(key)}`);
}
function mintConflictId({ kind, key, value }) {
  return (0, import_chunk_js_yaml_dist_js_yaml.shortHash)(`${NS}:conflict\0${kind}\0${(0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(key)}\0${(0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(value)}`);
}
function mintMemberId({ kind, key, value }) {
  return (0, import_chunk_js_yaml_dist_js_yaml.shortHash)(`${NS}:member\0${kind}\0${(0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(key)}\0${(0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(value)}`);
}
function mintArchiveId({ id, value, on }) {
  return (0, import_chunk_js_yaml_dist_js_yaml.shortHash)(`${NS}:archive\0${id}\0${(0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(value)}\0${on}`);
}
function uniqueId(preferred, taken) {
  if (!taken.has(preferred)) return preferred;
  for (let n = 2; ; n++) {
    const id = (0, import_chunk_js_yaml_dist_js_yaml.shortHash)(`${NS}:again\0${preferred}\0${n}`);
    if (!taken.has(id)) return id;
  }
}
function enumOf() {
  return (values) => ({ type: "enum", values });
}
var BOOLEAN = { type: "boolean" };
var STRING = { type: "string" };
var PROVENANCE = enumOf()(["human", "published", "ai-draft"]);
var LEARNABLE = enumOf()(["published", "human"]);
var CONFIG_DOMAINS = {
  promoteThreshold: { type: "count", min: 1 },
  decayDays: { type: "count", min: 1 },
  // null = static facts never go stale; the checker tries {null, v−1, v, v+1}.
  staticDecayDays: { type: "count", min: 1, nullable: true },
  learnFrom: { type: "list", of: LEARNABLE },
  "nudge.minNewPublished": { type: "count", min: 1 },
  "nudge.minDaysSinceRun": { type: "count", min: 0 },
  requireKnownSources: BOOLEAN,
  requireQuotes: BOOLEAN,
  multiValued: { type: "list", of: STRING },
  retireFrom: { type: "list", of: LEARNABLE }
};
var FACT_DOMAINS = {
  candidate: {
    candidate: {
      provenance: PROVENANCE,
      hasSupersedes: BOOLEAN,
      hasRetires: BOOLEAN,
      hasKeeps: BOOLEAN,
      origin: enumOf()(["operator", "agent", "session"]),
      declinedByOperator: BOOLEAN,
      previouslyDeclined: BOOLEAN,
      sourceKnown: BOOLEAN,
      operatorStatement: BOOLEAN,
      // A fact id, or null: rules compare it with null (`notEqual null`).
      lookalikeOf: { type: "string", nullable: true },
      changesSeed: BOOLEAN,
      // null: no quote, or a human:<label> source (nothing to look in).
      quoteFound: { type: "boolean", nullable: true },
      // An active key of the profile, or null.
      similarKey: { type: "string", nullable: true },
      key: STRING,
      value: STRING,
      source: STRING,
      observedDate: { type: "date" }
    },
    key: { activeFacts: { type: "count", min: 0 }, sameValue: BOOLEAN, sourceSeen: BOOLEAN, multiValued: BOOLEAN },
    target: { exists: BOOLEAN, active: BOOLEAN, sameKey: BOOLEAN, observed: BOOLEAN, differentValue: BOOLEAN, claimed: BOOLEAN },
    config: CONFIG_DOMAINS
  },
  fact: {
    fact: {
      kind: enumOf()(["observed", "profile-field"]),
      layer: enumOf()(["static", "dynamic"]),
      // `retired` joins with the retire lifecycle (docs/rules.md): a retired fact is no longer active.
      status: enumOf()(["active", "superseded", "retired"]),
      key: STRING,
      provenance: enumOf()(["published", "human"]),
      // A fact has at least one source.
      evidenceCount: { type: "count", min: 1 },
      // Never above evidenceCount (rules --check enumerates only such pairs).
      independentEvidence: { type: "count", min: 1 },
      daysSinceSeen: { type: "integer" },
      changedByThisDiff: BOOLEAN
    },
    config: CONFIG_DOMAINS
  }
};
var FACT_CATALOG = {
  candidate: pathLists(FACT_DOMAINS.candidate),
  fact: pathLists(FACT_DOMAINS.fact)
};
function pathLists(facts) {
  return Object.fromEntries(Object.entries(facts).map(([fact, paths]) => [fact, Object.keys(paths)]));
}
function factDomain(scope, fact, path) {
  const paths = FACT_DOMAINS[scope][fact];
  if (!paths || path === void 0 || !Object.hasOwn(paths, path)) return void 0;
  return paths[path];
}
var OUTCOMES = {
  candidate: enumOf()(["reject", "add", "bump", "duplicate", "conflict", "supersede", "retire", "resolve"]).values,
  fact: enumOf()(["promote", "decay-flag"]).values
};
function isOutcome(scope, type) {
  return OUTCOMES[scope].includes(type);
}
var refuse = (why, ...paths) => ({ why, paths });
function seedRefusal(c) {
  return c.changesSeed && c.origin !== "operator" ? refuse("only a candidate of origin operator may change a seed", "candidate.changesSeed", "candidate.origin") : void 0;
}
var ANY_SHAPE = ["value", "retire", "resolve"];
var VALUE = ["value"];
var CANDIDATE_GUARDS = {
  reject: { decides: ANY_SHAPE, stores: false, refuses: () => void 0 },
  duplicate: {
    decides: VALUE,
    stores: false,
    refuses: ({ key: k }) => k.sourceSeen ? void 0 : refuse("no fact of the key holds this value with this source", "key.sourceSeen")
  },
  bump: {
    decides: VALUE,
    stores: true,
    refuses: ({ key: k }) => k.sameValue && !k.sourceSeen ? void 0 : refuse("no active fact of the key holds this value from another source", "key.sameValue", "key.sourceSeen")
  },
  add: {
    decides: VALUE,
    stores: true,
    refuses: ({ key: k }) => !k.sameValue && (k.activeFacts === 0 || k.multiValued) ? void 0 : refuse(
      "the key already has an active fact; add is only for a new key or a new member of a multi-valued key",
      "key.activeFacts",
      "key.multiValued",
      "key.sameValue"
    )
  },
  conflict: {
    decides: VALUE,
    stores: true,
    // Apply refuses a conflict on a multi-valued key (its values are members), so propose does too.
    refuses: ({ key: k }) => k.activeFacts > 0 && !k.sameValue && !k.multiValued ? void 0 : refuse("a conflict needs active facts of a single-valued key, none holding this value", "key.activeFacts", "key.sameValue", "key.multiValued")
  },
  supersede: {
    decides: VALUE,
    stores: true,
    refuses: ({ candidate: c, target: t }) => seedRefusal(c) ?? (c.hasSupersedes && t.exists && t.active && t.sameKey && t.differentValue && !t.claimed ? void 0 : refuse(
      "supersede needs an unclaimed active fact of this key named in `supersedes`, holding a different value",
      "candidate.hasSupersedes",
      "target.exists",
      "target.active",
      "target.sameKey",
      "target.differentValue",
      "target.claimed"
    ))
  },
  retire: {
    decides: ["retire"],
    stores: false,
    refuses: ({ candidate: c, target: t, config }) => {
      const seed = seedRefusal(c);
      if (seed) return seed;
      if (!(c.hasRetires && t.exists && t.active && t.sameKey && !t.claimed)) {
        return refuse(
          "retire needs a retire candidate naming an active fact of its key, not already changed in this batch",
          "candidate.hasRetires",
          "target.exists",
          "target.active",
          "target.sameKey",
          "target.claimed"
        );
      }
      return (0, import_chunk_core_context_config.retireFromOf)(config).includes(c.provenance) ? void 0 : refuse(`provenance "${c.provenance}" is not in config.retireFrom`, "candidate.provenance");
    }
  },
  resolve: {
    decides: ["resolve"],
    stores: false,
    refuses: ({ candidate: c, key: k, target: t }) => seedRefusal(c) ?? (c.hasKeeps && c.provenance === "human" && t.exists && t.active && t.sameKey && !t.claimed && k.activeFacts > 1 && !k.multiValued ? void 0 : refuse(
      "resolve needs the operator's own resolve candidate (provenance human) keeping an unclaimed active value of a single-valued key with more than one active value",
      "candidate.hasKeeps",
      "candidate.provenance",
      "target.exists",
      "target.active",
      "target.sameKey",
      "target.claimed",
      "key.activeFacts",
      "key.multiValued"
    ))
  }
};
function decidesShape(outcome, shape) {
  return isOutcome("candidate", outcome) && CANDIDATE_GUARDS[outcome].decides.includes(shape);
}
function backedByPublishedRecord(c) {
  return c.provenance === "published" && c.sourceKnown && !c.operatorStatement;
}
function candidateGuard(outcome, s) {
  const { candidate: c, config } = s;
  if (!config.learnFrom.includes(c.provenance) && outcome !== "reject") {
    return refuse(
      `provenance "${c.provenance}" is never learned from (invariant 1: not in config.learnFrom), so it can only be rejected`,
      "candidate.provenance"
    );
  }
  if (c.hasRetires && !decidesShape(outcome, "retire")) return refuse("a retire candidate can only be retired or rejected", "candidate.hasRetires");
  if (c.hasKeeps && !decidesShape(outcome, "resolve")) return refuse("a resolve candidate can only resolve or be rejected", "candidate.hasKeeps");
  if (c.declinedByOperator && outcome !== "reject") {
    return refuse("the operator declined this candidate: it can only be rejected", "candidate.declinedByOperator");
  }
  if (!isOutcome("candidate", outcome)) return refuse(`"${outcome}" is not a candidate outcome`);
  const guard = CANDIDATE_GUARDS[outcome];
  if (guard.stores && c.provenance === "published" && !backedByPublishedRecord(c)) {
    return refuse(
      "provenance published is stored only for a source that is a known published record",
      "candidate.provenance",
      "candidate.sourceKnown",
      "candidate.operatorStatement"
    );
  }
  return guard.refuses(s);
}
var factRefusal = (f, dynamicOnly) => f.kind === "observed" && f.status === "active" && (f.layer === "dynamic" || !dynamicOnly) ? void 0 : { why: "only active observed facts can be flagged, and only dynamic ones promoted", paths: ["fact.kind", "fact.status", "fact.layer"] };
var FACT_GUARDS = {
  promote: { refuses: (s) => factRefusal(s.fact, true) },
  "decay-flag": { refuses: (s) => factRefusal(s.fact, false) }
};
function factGuard(outcome, s) {
  if (!isOutcome("fact", outcome)) return { why: `"${outcome}" is not a fact outcome`, paths: [] };
  const guard = FACT_GUARDS[outcome];
  return guard.refuses(s);
}
var MARKDOWN_SPECIAL = /[\\`*_[\]<>|~#]/g;
function md(s) {
  return (0, import_chunk_hooks_session_start.visible)(s).replace(MARKDOWN_SPECIAL, "\\$&");
}
function mdValue(s) {
  return (0, import_chunk_hooks_session_start.visibleValue)(s).replace(MARKDOWN_SPECIAL, "\\$&");
}
function indexMark(candidate) {
  return `#${candidate}`;
}
function candidateOutcome(kind, parts) {
  return { ...parts, kind, scope: "candidate", guard: CANDIDATE_GUARDS[kind] };
}
function factOutcome(kind, parts) {
  return { ...parts, kind, scope: "fact", guard: FACT_GUARDS[kind] };
}
function guaranteed(value, what) {
  if (value === void 0) throw new Error(`internal: the runtime guard admitted an outcome without ${what}`);
  return value;
}
function addFact(step, id) {
  const { candidate, ctx, key } = step;
  ctx.state.add(id, key, candidate.value, step);
  const entry = {
    candidate: step.index,
    id,
    key,
    value: candidate.value,
    source: step.source,
    observed_date: step.observed_date,
    provenance: step.provenance
  };
  ctx.out.additions.push(entry);
  return entry;
}
function reportedOnly() {
}
function sameFact(f, key, value, state) {
  return (f.key === key || state.filedUnder(f.key) === state.filedUnder(key)) && (f.value === value || (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(f.value) === (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(value));
}
function mismatch(f, key, value) {
  return `expected fact ${f.id} to be ${key} = ${JSON.stringify(value)}, found ${f.key} = ${JSON.stringify(f.value)}`;
}
function foundFact(f) {
  return f ? `${f.status === "active" ? "an" : "a"} ${f.status} ${f.kind} fact` : "none";
}
function fitsAsNewFact(op, at, { state, fail }) {
  if (state.has(op.id)) fail(`${at}/id`, `expected a new id, found id ${op.id} already in the profile`);
  else if ((0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(op.key) !== op.key) fail(`${at}/key`, `expected a normalized key, found ${JSON.stringify(op.key)}`);
  else if (state.activeWithValue(op.key, (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(op.value)))
    fail(at, `expected no active fact of key "${op.key}" to hold ${JSON.stringify(op.value)}, found one`);
  else return true;
  return false;
}
function noteSupersedesUnused(step) {
  const { candidate, ctx, decision } = step;
  if (candidate.supersedes === void 0) return;
  const why = supersedesIgnored(candidate.supersedes, step);
  if (why)
    ctx.out.warnings.push({
      candidate: step.index,
      message: `supersedes "${candidate.supersedes}" not used: ${why}; classified as ${decision.type} (rule ${decision.rule})`
    });
}
function supersedesIgnored(id, { target, key, value, ctx }) {
  const { state, claimed } = ctx;
  if (!target) return "no fact has this id";
  const by = claimed.get(id);
  if (by !== void 0) return `already ${by.as} earlier in this batch by candidate /${by.candidate}`;
  if (target.status !== "active") return `that fact is already ${target.status}`;
  if (target.kind !== "observed") return "that fact is a profile-field seed, which consolidation never changes";
  if (target.key !== key) return `that fact is about key "${target.key}", not "${key}"`;
  if (state.normValue(target) === value) return void 0;
  return "this source already evidenced this value";
}
var CONFLICT = candidateOutcome("conflict", {
  list: "additions",
  holds: (a) => a.conflict === true,
  propose(step) {
    const { candidate, key, ctx } = step;
    let entry = ctx.conflictByKey.get(key);
    if (!entry) {
      const norm = ctx.state.normValue.bind(ctx.state);
      const beside = ctx.state.activeValues(key).filter((f) => f.kind === "observed" || norm(f) !== (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(candidate.value));
      entry = { key, existing: beside.map((f) => (0, import_chunk_core_context_config.packedAs)({ id: f.id, value: f.value }, f)), incoming: [] };
      ctx.conflictByKey.set(key, entry);
      ctx.out.conflicts.push(entry);
    }
    const id = uniqueId(mintConflictId({ kind: "observed", key, value: candidate.value }), ctx.state);
    addFact(step, id).conflict = true;
    entry.incoming.push({ candidate: step.index, id, value: candidate.value });
    noteSupersedesUnused(step);
  },
  replay(a, at, ctx) {
    if (!fitsAsNewFact(a, at, ctx)) return;
    const active = ctx.state.valuesBeside(a.key, (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(a.value));
    if (active === 0 || ctx.multiValued.has(a.key)) {
      return ctx.fail(
        `${at}/conflict`,
        `expected a conflict only beside active facts of a key that is not multi-valued, found ${active} active fact(s) of "${a.key}"`
      );
    }
    ctx.state.add(a.id, a.key, a.value, a);
  },
  verify: checkConflicts,
  sortValue: (a) => a.value,
  pendingLine: (a, ctx) => `- ${indexMark(a.candidate)} **${md(a.key)}**: ${mdValue(a.value)} \u2014 ${a.provenance}, ${md(a.source)}, ${a.observed_date} \u2192 \`${a.id}\` \u2014 kept beside the key's other values (see Conflicts)${ctx.why(`c${a.candidate}`)}${ctx.mark(a.source, a.candidate)}`,
  reviewLines(a, ctx) {
    const c = ctx.conflictOf(a.candidate);
    return [
      `adds a conflicting value ${a.key}: ${a.value} as ${a.id}`,
      ...c ? [`conflicts with ${c.existing.map((e) => `${e.value} (${e.id})`).join(", ")} \u2014 ${c.existing.length > 1 ? "all" : "both"} kept`] : []
    ];
  },
  // Each side learns of the other: the new value (its `conflict` event) and the values it met (a `conflicted` event each).
  explain(a, ctx) {
    const c = ctx.conflictOf(a.candidate);
    const at = ctx.forCandidate(a.candidate, a.source, a.observed_date);
    const others = c && [...c.existing, ...c.incoming.filter((x) => x.id !== a.id)].map(({ id, value }) => ({ id, value }));
    ctx.lives.start(a.id).push({ ...at, op: "conflict", id: a.id, value: a.value, ...others ? { others } : {} });
    for (const e of c?.existing ?? []) {
      ctx.lives.of(e.id).push({ ...at, op: "conflicted", id: e.id, value: e.value, others: [{ id: a.id, value: a.value }] });
    }
  }
});
function conflictOfCandidate(diff) {
  const byCandidate = new Map(diff.conflicts.flatMap((c) => c.incoming.map((x) => [x.candidate, c])));
  return (candidate) => byCandidate.get(candidate);
}
function checkConflicts(diff, fail) {
  const byCandidate = new Map(diff.additions.map((a) => [a.candidate, a]));
  const listed = /* @__PURE__ */ new Set();
  diff.conflicts.forEach((c, i) => {
    c.incoming.forEach((inc, j) => {
      const a = byCandidate.get(inc.candidate);
      if (a?.conflict !== true || a.id !== inc.id || a.key !== c.key || a.value !== inc.value || listed.has(inc.candidate)) {
        fail(`/conflicts/${i}/incoming/${j}`, `expected one matching conflict addition for candidate /${inc.candidate}, found none`);
      }
      listed.add(inc.candidate);
    });
  });
  diff.additions.forEach((a, i) => {
    if (a.conflict === true && !listed.has(a.candidate))
      fail(`/additions/${i}/conflict`, `expected candidate /${a.candidate} in the conflicts of key "${a.key}", found none`);
  });
}
var AGENT_WRITTEN = "agent-written";
var DECLINED_OVER_MCP = "declined over MCP";
function agentWrittenSources(fact, written) {
  if (written.size === 0) return [];
  return fact.sources.filter((s) => written.has(s));
}
var ADD = candidateOutcome("add", {
  list: "additions",
  // A conflict's new value is an addition too, marked `conflict`.
  holds: (a) => a.conflict !== true,
  propose(step) {
    const { candidate, key } = step;
    const minted = step.multiValued ? mintMemberId({ kind: "observed", key, value: candidate.value }) : mintEntityId({ kind: "observed", key });
    addFact(step, uniqueId(minted, step.ctx.state));
    noteSupersedesUnused(step);
  },
  replay(a, at, ctx) {
    if (!fitsAsNewFact(a, at, ctx)) return;
    const active = ctx.state.valuesBeside(a.key, (0, import_chunk_js_yaml_dist_js_yaml.normalizeValue)(a.value));
    if (active > 0 && !ctx.multiValued.has(a.key)) {
      return ctx.fail(at, `expected key "${a.key}" to have no active fact (or to be multi-valued), found ${active}`);
    }
    ctx.state.add(a.id, a.key, a.value, a);
  },
  sortValue: (a) => a.value,
  pendingLine: (a, ctx) => `- ${indexMark(a.candidate)} **${md(a.key)}**: ${mdValue(a.value)} \u2014 ${a.provenance}, ${md(a.source)}, ${a.observed_date} \u2192 \`${a.id}\`${ctx.why(`c${a.candidate}`)}${ctx.mark(a.source, a.candidate)}`,
  reviewLines: (a) => [`adds ${a.key}: ${a.value} as ${a.id}`],
  explain(a, ctx) {
    ctx.lives.start(a.id).push({ ...ctx.forCandidate(a.candidate, a.source, a.observed_date), op: "add", id: a.id, value: a.value });
  }
});
var BUMP = candidateOutcome("bump", {
  list: "evidenceBumps",
  propose(step) {
    const { ctx } = step;
    const fact = guaranteed(step.holder, "an active fact holding the value");
    const before = fact.evidence_count;
    const { id, value: held } = fact;
    ctx.state.bump(id, step);
    ctx.out.evidenceBumps.push(
      (0, import_chunk_core_context_config.packedAs)(
        {
          candidate: step.index,
          id,
          key: step.key,
          value: held,
          source: step.source,
          observed_date: step.observed_date,
          provenance: step.provenance,
          evidence_before: before,
          evidence_after: before + 1
        },
        fact
      )
    );
    noteSupersedesUnused(step);
  },
  replay(b, at, { state, fail }) {
    const f = state.get(b.id);
    if (f?.status !== "active") return fail(at, `expected an active fact ${b.id}, found ${foundFact(f)}`);
    if (!sameFact(f, b.key, b.value, state)) return fail(at, mismatch(f, b.key, b.value));
    if (f.evidence_count !== b.evidence_before || b.evidence_after !== b.evidence_before + 1) {
      return fail(at, `expected fact ${b.id} to go from ${b.evidence_before} to ${b.evidence_after} sources, found ${f.evidence_count}`);
    }
    if (state.evidencedBy(f.key, state.normValue(f), b.source)?.id === f.id) {
      return fail(`${at}/source`, `expected a new source, found ${JSON.stringify(b.source)} already counted`);
    }
    state.bump(b.id, b);
  },
  sortValue: (b) => b.value,
  pendingLine: (b, ctx) => `- ${indexMark(b.candidate)} **${md(b.key)}**: ${mdValue(b.value)} \u2014 ${b.evidence_before} \u2192 ${b.evidence_after} sources (+ ${md(b.source)}, ${b.observed_date}) \`${b.id}\`${ctx.why(`c${b.candidate}`)}${ctx.mark(b.source, b.candidate)}`,
  reviewLines: (b) => [`bumps ${b.id} (${b.key}: ${b.value}) from ${b.evidence_before} to ${b.evidence_after} sources`],
  explain(b, ctx) {
    ctx.lives.of(b.id).push({ ...ctx.forCandidate(b.candidate, b.source, b.observed_date), op: "bump", id: b.id, value: b.value });
  }
});
var DECAY_FLAG = factOutcome("decay-flag", {
  list: "staleFlags",
  propose(fact, age, out) {
    out.staleFlags.push((0, import_chunk_core_context_config.packedAs)({ id: fact.id, key: fact.key, value: fact.value, last_seen: fact.last_seen, days_since_seen: age }, fact));
  },
  replay: reportedOnly,
  sortValue: (f) => f.value,
  pendingLine: (f, ctx) => `- **${md(f.key)}**: ${mdValue(f.value)} \u2014 last seen ${f.last_seen}, ${f.days_since_seen} days before ${ctx.diff.today}; flagged for review only \`${f.id}\`${ctx.why(`f${f.id}`)}`,
  reviewLine: (f) => `flags ${f.key}: ${f.value} (${f.id}) as stale: last seen ${f.last_seen}, ${f.days_since_seen} days ago`,
  explain(f, ctx) {
    ctx.lives.of(f.id).push({ ...ctx.forFact(f.id), op: "stale-flag", id: f.id, value: f.value });
  }
});
var DUPLICATE = candidateOutcome("duplicate", {
  list: "duplicates",
  propose(step) {
    const evidenced = guaranteed(step.evidencedBy, "the fact this source evidenced");
    step.ctx.out.duplicates.push(
      (0, import_chunk_core_context_config.packedAs)({ candidate: step.index, id: evidenced.id, key: step.key, value: evidenced.value, source: step.candidate.source }, evidenced)
    );
    noteSupersedesUnused(step);
  },
  replay: reportedOnly,
  sortValue: (d) => d.value,
  pendingLine: (d) => `- ${indexMark(d.candidate)} **${md(d.key)}**: ${mdValue(d.value)} \u2014 ${md(d.source)} already counted for \`${d.id}\``,
  reviewLines: (d) => [`duplicate: ${d.source} already counted for ${d.id}; changes nothing`],
  explain(d, ctx) {
    ctx.lives.of(d.id).push({ ...ctx.forCandidate(d.candidate, d.source, null), op: "duplicate", id: d.id, value: d.value });
  }
});
var PROMOTE = factOutcome("promote", {
  list: "promotions",
  propose(fact, _age, out) {
    out.promotions.push(
      (0, import_chunk_core_context_config.packedAs)({ id: fact.id, key: fact.key, value: fact.value, evidence_count: fact.evidence_count, ...independentWhereDifferent(fact) }, fact)
    );
  },
  replay(p, at, { state, fail }) {
    const f = state.get(p.id);
    if (!f) return fail(at, `expected fact ${p.id} to exist, found none`);
    if (f.status !== "active" || f.layer !== "dynamic" || f.kind !== "observed") {
      return fail(at, `expected fact ${p.id} to be an active dynamic observed fact, found ${f.status} ${f.layer} ${f.kind}`);
    }
    if (!sameFact(f, p.key, p.value, state)) return fail(at, mismatch(f, p.key, p.value));
    if (f.evidence_count !== p.evidence_count) return fail(at, `expected fact ${p.id} to have ${p.evidence_count} sources, found ${f.evidence_count}`);
    state.promote(p.id);
  },
  sortValue: (p) => p.value,
  pendingLine: (p, ctx) => `- **${md(p.key)}**: ${mdValue(p.value)} \u2014 dynamic \u2192 static with ${p.evidence_count} sources${p.independent_evidence !== void 0 ? `, ${p.independent_evidence} independent` : ""} (threshold ${ctx.diff.config.promoteThreshold}) \`${p.id}\`${ctx.why(`f${p.id}`)}${ctx.promotionMark(p.id)}`,
  reviewLine: (p, ctx) => `promotes ${p.key}: ${p.value} (${p.id}) to static with ${p.evidence_count} sources${ctx.agentPromotion(p.id) ? ` \u2014 ${AGENT_WRITTEN} source` : ""}`,
  explain(p, ctx) {
    ctx.lives.of(p.id).push({ ...ctx.forFact(p.id), op: "promote", id: p.id, value: p.value });
  }
});
function independentWhereDifferent(f) {
  const independent = (0, import_chunk_core_context_config.independentEvidence)(f.sources);
  return independent === f.evidence_count ? {} : { independent_evidence: independent };
}
var REJECT = candidateOutcome("reject", {
  list: "rejected",
  propose(step) {
    const { candidate, decision } = step;
    const what = step.shape === "retire" ? { retires: step.candidate.retires } : step.shape === "resolve" ? { keeps: step.candidate.keeps } : { value: step.candidate.value };
    step.ctx.out.rejected.push({
      candidate: step.index,
      key: step.key,
      ...what,
      provenance: candidate.provenance,
      source: candidate.source,
      rule: decision.rule,
      ...decision.reason !== void 0 ? { reason: decision.reason } : {}
    });
  },
  replay: reportedOnly,
  sortValue: (r) => r.value ?? "",
  pendingLine: (r, ctx) => `- ${indexMark(r.candidate)} **${md(r.key)}**: ${r.retires !== void 0 ? `retire \`${md(r.retires)}\`` : r.keeps !== void 0 ? `resolve, keeping \`${md(r.keeps)}\`` : mdValue(r.value ?? "")} \u2014 ${r.provenance}, ${md(r.source)} (rule ${md(r.rule)})${ctx.why(`c${r.candidate}`)}${ctx.agentMark(r.candidate)}`,
  reviewLines: () => ["rejected: changes nothing"],
  // Told for the fact it was about, once the replay knows every id that fact had.
  explain: (r, ctx) => ctx.refused(r)
});
var RESOLVE = candidateOutcome("resolve", {
  list: "resolutions",
  propose(step) {
    const { candidate, ctx, key } = step;
    const kept = guaranteed(step.target, "a kept fact");
    const losers = ctx.state.activeValues(key).filter((f) => f.id !== kept.id);
    ctx.claimed.set(kept.id, { candidate: step.index, as: "kept" });
    for (const f of losers) {
      ctx.claimed.set(f.id, { candidate: step.index, as: "superseded" });
      ctx.state.supersedeBy(f.id, kept.id, candidate.observed_date);
    }
    ctx.out.resolutions.push({
      candidate: step.index,
      key,
      kept: (0, import_chunk_core_context_config.packedAs)({ id: kept.id, value: kept.value }, kept),
      superseded: losers.map((f) => (0, import_chunk_core_context_config.packedAs)({ id: f.id, value: f.value }, f)),
      ...candidate.reason !== void 0 ? { reason: candidate.reason } : {},
      source: candidate.source,
      observed_date: candidate.observed_date
    });
  },
  /** The kept fact stays as it is; every other active value of the key must be exactly the ones listed, each archived as superseded by it. */
  replay(r, at, { state, fail }) {
    const kept = state.get(r.kept.id);
    if (kept?.status !== "active") {
      return fail(`${at}/kept`, `expected an active fact ${r.kept.id}, found ${kept ? `a ${kept.status} ${kept.kind} fact` : "none"}`);
    }
    if (!sameFact(kept, r.key, r.kept.value, state)) return fail(`${at}/kept`, mismatch(kept, r.key, r.kept.value));
    const others = state.activeValues(r.key).filter((f) => f.id !== kept.id).map((f) => f.id);
    const listed = r.superseded.map((s) => s.id);
    if (others.length === 0 || others.join("\0") !== listed.join("\0")) {
      return fail(`${at}/superseded`, `expected the other active values of "${r.key}" (${others.join(", ") || "none"}), found ${listed.join(", ") || "none"}`);
    }
    for (const s of r.superseded) state.supersedeBy(s.id, kept.id, r.observed_date);
  },
  sortValue: (r) => r.kept.value,
  pendingLine: (r, ctx) => `- ${indexMark(r.candidate)} **${md(r.key)}**: keeps ${mdValue(r.kept.value)} \`${r.kept.id}\` unchanged; ${r.superseded.map((s) => `${mdValue(s.value)} \`${s.id}\``).join(", ")} archived as superseded by it on ${r.observed_date} (${md(r.source)})` + (r.reason !== void 0 ? `: ${mdValue(r.reason)}` : "") + ctx.why(`c${r.candidate}`) + ctx.mark(r.source, r.candidate),
  reviewLines: (r) => [`keeps ${r.kept.id} (${r.kept.value}); archives ${r.superseded.map((s) => `${s.value} (${s.id})`).join(", ")} as superseded`],
  explain(r, ctx) {
    const at = ctx.forCandidate(r.candidate, r.source, r.observed_date);
    const kept = { id: r.kept.id, value: r.kept.value };
    ctx.lives.of(r.kept.id).push({ ...at, op: "resolve", id: r.kept.id, value: r.kept.value, ...r.reason !== void 0 ? { reason: r.reason } : {} });
    for (const s of r.superseded) ctx.lives.of(s.id).push({ ...at, op: "superseded", id: s.id, value: s.value, other: kept });
  }
});
var RETIRE = candidateOutcome("retire", {
  list: "retirements",
  propose(step) {
    const { candidate, ctx } = step;
    const retired = guaranteed(step.target, "a target");
    ctx.claimed.set(retired.id, { candidate: step.index, as: "retired" });
    ctx.state.retire(retired.id, candidate.observed_date, candidate.reason);
    ctx.out.retirements.push(
      (0, import_chunk_core_context_config.packedAs)(
        {
          candidate: step.index,
          id: retired.id,
          key: step.key,
          value: retired.value,
          reason: candidate.reason,
          source: candidate.source,
          observed_date: candidate.observed_date
        },
        retired
      )
    );
  },
  replay(r, at, { state, fail }) {
    const f = state.get(r.id);
    if (f?.status !== "active") return fail(at, `expected an active fact ${r.id}, found ${f ? `a ${f.status} ${f.kind} fact` : "none"}`);
    if (!sameFact(f, r.key, r.value, state)) return fail(at, mismatch(f, r.key, r.value));
    state.retire(r.id, r.observed_date, r.reason);
  },
  sortValue: (r) => r.value,
  pendingLine: (r, ctx) => `- ${indexMark(r.candidate)} **${md(r.key)}**: ${mdValue(r.value)} \u2014 retired on ${r.observed_date} (${md(r.source)}): ${mdValue(r.reason)}; the fact stays in the profile, marked retired \`${r.id}\`` + ctx.why(`c${r.candidate}`) + ctx.mark(r.source, r.candidate),
  reviewLines: (r) => [`retires ${r.id} (${r.key}: ${r.value}): ${r.reason}`],
  explain(r, ctx) {
    ctx.lives.of(r.id).push({ ...ctx.forCandidate(r.candidate, r.source, r.observed_date), op: "retire", id: r.id, value: r.value, reason: r.reason });
  }
});
var SUPERSEDE = candidateOutcome("supersede", {
  list: "supersedes",
  propose(step) {
    const { candidate, ctx, holder, key } = step;
    const replaced = guaranteed(step.target, "a target");
    const archivedId = uniqueId(mintArchiveId({ id: replaced.id, value: replaced.value, on: candidate.observed_date }), ctx.state);
    ctx.claimed.set(replaced.id, { candidate: step.index, as: "superseded" });
    const old = (0, import_chunk_core_context_config.packedAs)({ id: replaced.id, archived_id: archivedId, value: replaced.value }, replaced);
    if (replaced.kind === "profile-field") {
      ctx.state.supersedeSeed(replaced.id, archivedId, candidate.value, step);
      ctx.out.supersedes.push({ candidate: step.index, key, old, winner: winnerEntry(replaced.id, candidate.value, step) });
    } else if (holder === void 0) {
      ctx.state.supersede(replaced.id, archivedId, candidate.value, step);
      ctx.out.supersedes.push({ candidate: step.index, key, old, winner: winnerEntry(replaced.id, candidate.value, step) });
    } else {
      const merged = (0, import_chunk_core_context_config.packedAs)({ id: holder.id, value: holder.value, evidence_before: holder.evidence_count }, holder);
      const { winner } = ctx.state.merge(replaced.id, archivedId, holder.id, step);
      ctx.out.supersedes.push({ candidate: step.index, key, old, winner: winnerEntry(replaced.id, winner.value, step), merged });
    }
  },
  replay(s, at, { state, fail }) {
    const f = state.get(s.old.id);
    if (f?.status === "active" && f.kind === "profile-field" && !s.merged && s.winner.id === s.old.id && sameFact(f, s.key, s.old.value, state)) {
      if (state.has(s.old.archived_id)) return fail(`${at}/old/archived_id`, `expected a new id, found ${s.old.archived_id} already in use`);
      return void state.supersedeSeed(s.old.id, s.old.archived_id, s.winner.value, s.winner);
    }
    if (f?.status !== "active" || f.kind !== "observed") {
      return fail(`${at}/old`, `expected an active observed fact ${s.old.id}, found ${foundFact(f)}`);
    }
    if (!sameFact(f, s.key, s.old.value, state)) return fail(`${at}/old`, mismatch(f, s.key, s.old.value));
    if (s.winner.id !== s.old.id) return fail(`${at}/winner/id`, `expected the winner to take id ${s.old.id}, found ${s.winner.id}`);
    if (state.has(s.old.archived_id)) return fail(`${at}/old/archived_id`, `expected a new id, found ${s.old.archived_id} already in use`);
    if (!s.merged) return void state.supersede(s.old.id, s.old.archived_id, s.winner.value, s.winner);
    const into = state.get(s.merged.id);
    if (into?.status !== "active" || into.kind !== "observed") {
      return fail(`${at}/merged`, `expected an active observed fact ${s.merged.id}, found ${foundFact(into)}`);
    }
    if (!sameFact(into, s.key, s.merged.value, state)) return fail(`${at}/merged`, mismatch(into, s.key, s.merged.value));
    if (!sameFact(into, s.key, s.winner.value, state)) return fail(`${at}/winner/value`, mismatch(into, s.key, s.winner.value));
    if (into.evidence_count !== s.merged.evidence_before) {
      return fail(`${at}/merged/evidence_before`, `expected fact ${into.id} to have ${s.merged.evidence_before} sources, found ${into.evidence_count}`);
    }
    state.merge(s.old.id, s.old.archived_id, s.merged.id, s.winner);
  },
  sortValue: (s) => s.winner.value,
  pendingLine: (s, ctx) => `- ${indexMark(s.candidate)} **${md(s.key)}**: ${mdValue(s.old.value)} \u2192 ${mdValue(s.winner.value)} (${s.winner.provenance}, ${md(s.winner.source)}, ${s.winner.observed_date}); the old fact stays in the profile as superseded, id \`${s.old.archived_id}\`` + (s.merged ? `; resolves the conflict with \`${s.merged.id}\`, whose ${s.merged.evidence_before} source(s) move to \`${s.winner.id}\`` : "") + ctx.why(`c${s.candidate}`) + ctx.mark(s.winner.source, s.candidate),
  reviewLines: (s) => [`supersedes ${s.key}: ${s.old.value} \u2192 ${s.winner.value} (the old value is archived as ${s.old.archived_id})`],
  explain(s, { forCandidate, lives }) {
    const at = forCandidate(s.candidate, s.winner.source, s.winner.observed_date);
    const winner = { id: s.winner.id, value: s.winner.value };
    lives.of(s.old.id).push({ ...at, op: "superseded", id: s.old.id, value: s.old.value, other: winner });
    lives.rename(s.old.id, s.old.archived_id);
    const next = lives.start(s.winner.id);
    next.push({ ...at, op: "supersede", id: s.winner.id, value: s.winner.value, other: { id: s.old.archived_id, value: s.old.value } });
    if (s.merged) {
      const into = { id: s.merged.id, value: s.merged.value };
      lives.of(s.merged.id).push({ ...at, op: "merge", id: s.merged.id, value: s.merged.value, other: winner });
      next.push({ ...at, op: "merge", id: s.winner.id, value: s.winner.value, other: into });
    }
  }
});
function winnerEntry(id, value, obs) {
  return { id, value, source: obs.source, observed_date: obs.observed_date, provenance: obs.provenance };
}
var OUTCOMES2 = {
  reject: REJECT,
  add: ADD,
  bump: BUMP,
  duplicate: DUPLICATE,
  conflict: CONFLICT,
  supersede: SUPERSEDE,
  retire: RETIRE,
  resolve: RESOLVE,
  promote: PROMOTE,
  "decay-flag": DECAY_FLAG
};
var SPECS = Object.values(OUTCOMES2);
var CANDIDATE_SPECS = SPECS.filter((s) => s.scope === "candidate");
var FACT_SPECS = SPECS.filter((s) => s.scope === "fact");
function candidateOutcomeSpec(type) {
  return isOutcome("candidate", type) ? OUTCOMES2[type] : void 0;
}
function factOutcomeSpec(type) {
  return isOutcome("fact", type) ? OUTCOMES2[type] : void 0;
}
function byList(specs) {
  const lists = /* @__PURE__ */ new Map();
  for (const spec of specs) lists.set(spec.list, [...lists.get(spec.list) ?? [], spec]);
  for (const [list, sharing] of lists) {
    if (sharing.length > 1 && sharing.some((s) => s.holds === void 0))
      throw new Error(`internal: each outcome landing in ${list} must say which entries it holds`);
  }
  return lists;
}
var CANDIDATE_LISTS = byList(CANDIDATE_SPECS);
var FACT_LISTS = byList(FACT_SPECS);
function outcomeOfEntry(list, entry) {
  const candidate = CANDIDATE_LISTS.get(list);
  if (candidate) return owner(candidate, entry, list);
  const fact = FACT_LISTS.get(list);
  return fact && owner(fact, entry, list);
}
function owner(specs, entry, list) {
  if (specs.length === 1) return specs[0];
  for (const spec of specs) if (spec.holds?.(entry) ?? true) return spec;
  throw new Error(`internal: no outcome holds an entry of ${list}`);
}
function operationsIn(lists, diff) {
  const operations = [];
  for (const [list, specs] of lists) {
    const entries = diff[list] ?? [];
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index];
      operations.push({ spec: owner(specs, entry, list), entry, list, index });
    }
  }
  return operations;
}
function candidateOperations(diff) {
  return operationsIn(CANDIDATE_LISTS, diff).sort((a, b) => a.entry.candidate - b.entry.candidate);
}
function factOperations(diff) {
  return operationsIn(FACT_LISTS, diff);
}
function candidateSpecs() {
  return CANDIDATE_SPECS;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  AGENT_WRITTEN,
  DECLINED_OVER_MCP,
  FACT_CATALOG,
  FACT_DOMAINS,
  agentWrittenSources,
  candidateGuard,
  candidateOperations,
  candidateOutcomeSpec,
  candidateSpecs,
  conflictOfCandidate,
  factDomain,
  factGuard,
  factOperations,
  factOutcomeSpec,
  indexMark,
  isOutcome,
  md,
  mdValue,
  mintEntityId,
  outcomeOfEntry,
  uniqueId
});
// brain-digest: 08374ca3e7abd4da
