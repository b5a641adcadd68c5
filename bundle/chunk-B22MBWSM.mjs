import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  isEmptyDiff,
  summarizeDiff
} from "./chunk-7WYICEM3.mjs";
import {
  normalizeValue
} from "./chunk-QDPQYILK.mjs";
import {
  maxDate,
  minDate
} from "./chunk-A7YJ7XEN.mjs";

// src/diff/render-diff-md.ts
function renderDiffMarkdown(diff, options) {
  const pieces = [];
  writeDiffMarkdown(diff, options, { put: (text) => pieces.push(text) });
  return pieces.join("");
}
function writeDiffMarkdown(diff, { applyCommand }, sink) {
  const out = { push: (...lines) => lines.forEach((line) => sink.put(`${line}
`)) };
  out.push("# Pending profile diff", "");
  out.push(
    `Proposed for ${diff.today} against profile \`${diff.base.slice(0, 12)}\` \xB7 diff \`${diff.id.slice(0, 12)}\` \xB7 rules ${diff.rules.map((r) => `${r.file} v${r.version}`).join(", ")} \xB7 promoteThreshold ${diff.config.promoteThreshold}, decayDays ${diff.config.decayDays}`,
    ""
  );
  out.push(`${summarizeDiff(diff)}.`, "");
  if (isEmptyDiff(diff)) {
    out.push("Nothing in the profile would change.", "");
  }
  out.push(
    `Nothing has been written to the profile. To apply exactly this diff:`,
    "",
    "```sh",
    applyCommand,
    "```"
  );
  section(out, "Additions", sorted(diff.additions), (a) => {
    const beside = a.conflicts_with ? ` \u2014 kept beside ${a.conflicts_with.map((id) => `\`${id}\``).join(", ")} (see Conflicts)` : "";
    return `- **${md(a.key)}**: ${md(a.value)} \u2014 ${a.provenance}, ${md(a.source)}, ${a.observed_date} \u2192 \`${a.id}\`${beside}`;
  });
  section(
    out,
    "Evidence bumps",
    sorted(diff.evidenceBumps),
    (b) => `- **${md(b.key)}**: ${md(b.value)} \u2014 ${b.evidence_before} \u2192 ${b.evidence_after} sources (+ ${md(b.source)}, ${b.observed_date}) \`${b.id}\``
  );
  section(
    out,
    "Promotions",
    sorted(diff.promotions),
    (p) => `- **${md(p.key)}**: ${md(p.value)} \u2014 dynamic \u2192 static with ${p.evidence_count} sources (threshold ${diff.config.promoteThreshold}) \`${p.id}\``
  );
  if (diff.conflicts.length > 0) {
    out.push("", "## Conflicts", "", "Both values are kept; neither replaces the other until a candidate names one in `supersedes`.", "");
    out.push("| key | existing | incoming |", "| --- | --- | --- |");
    for (const c of sorted(diff.conflicts.map((c2) => ({ ...c2, value: c2.incoming.value })))) {
      out.push(`| ${md(c.key)} | ${md(c.existing.value)} \`${c.existing.id}\` | ${md(c.incoming.value)} \`${c.incoming.id}\` |`);
    }
  }
  section(
    out,
    "Supersessions",
    sorted(diff.supersedes.map((s) => ({ ...s, value: s.winner.value }))),
    (s) => `- **${md(s.key)}**: ${md(s.old.value)} \u2192 ${md(s.winner.value)} (${s.winner.provenance}, ${md(s.winner.source)}, ${s.winner.observed_date}); the old fact stays in the profile as superseded, id \`${s.old.archived_id}\`` + (s.merged ? `; resolves the conflict with \`${s.merged.id}\`, whose ${s.merged.evidence_before} source(s) move to \`${s.winner.id}\`` : "")
  );
  section(
    out,
    "Stale facts",
    sorted(diff.staleFlags),
    (f) => `- **${md(f.key)}**: ${md(f.value)} \u2014 last seen ${f.last_seen}, ${f.days_since_seen} days before ${diff.today}; flagged for review only \`${f.id}\``
  );
  section(
    out,
    "Rejected",
    sorted(diff.rejected),
    (r) => `- **${md(r.key)}**: ${md(r.value)} \u2014 ${r.provenance}, ${md(r.source)} (rule ${r.rule})`
  );
  section(out, "Duplicates", sorted(diff.duplicates), (d) => `- **${md(d.key)}**: ${md(d.value)} \u2014 ${md(d.source)} already counted for \`${d.id}\``);
  section(out, "Warnings", [...diff.warnings].sort((a, b) => a.candidate - b.candidate), (w) => `- candidate ${w.candidate}: ${md(w.message)}`);
}
function section(out, title, items, line) {
  if (items.length === 0) return;
  out.push("", `## ${title}`, "");
  for (const item of items) out.push(line(item));
}
function sorted(items) {
  return [...items].sort(
    (a, b) => cmp(a.key, b.key) || cmp(a.value, b.value) || (a.candidate ?? 0) - (b.candidate ?? 0) || cmp(a.id ?? "", b.id ?? "")
  );
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function md(s) {
  return s.replace(/[\\`*_[\]<>|~#]/g, "\\$&").replace(/\r?\n|\r/g, " ");
}

// src/diff/profile-state.ts
var ProfileState = class {
  title;
  #facts;
  #index = /* @__PURE__ */ new Map();
  #activeByKey = /* @__PURE__ */ new Map();
  /** Superseded observed facts by key: their evidence still counts for duplicate detection. */
  #archivedByKey = /* @__PURE__ */ new Map();
  #normValues = /* @__PURE__ */ new WeakMap();
  constructor(doc) {
    this.title = doc.title;
    this.#facts = doc.facts.slice();
    this.#facts.forEach((f, i) => {
      this.#index.set(f.id, i);
      if (isLive(f)) this.#liveList(f.key).push(f);
      else if (f.kind === "observed") listIn(this.#archivedByKey, f.key).push(f);
    });
  }
  get(id) {
    const i = this.#index.get(id);
    return i === void 0 ? void 0 : this.#facts[i];
  }
  has(id) {
    return this.#index.has(id);
  }
  /** Active `observed` facts of a normalized key (seeds are never matched). */
  activeFor(key) {
    return this.#activeByKey.get(key) ?? [];
  }
  /** Superseded `observed` facts of a normalized key. */
  archivedFor(key) {
    return this.#archivedByKey.get(key) ?? [];
  }
  normValue(f) {
    let v = this.#normValues.get(f);
    if (v === void 0) {
      v = normalizeValue(f.value);
      this.#normValues.set(f, v);
    }
    return v;
  }
  facts() {
    return this.#facts;
  }
  /** A new active dynamic observed fact seen once. */
  add(id, key, value, obs) {
    const fact = {
      id,
      kind: "observed",
      layer: "dynamic",
      key,
      value,
      provenance: obs.provenance,
      sources: [obs.source],
      first_seen: obs.observed_date,
      last_seen: obs.observed_date,
      evidence_count: 1,
      status: "active"
    };
    this.#index.set(id, this.#facts.length);
    this.#facts.push(fact);
    this.#liveList(key).push(fact);
    return fact;
  }
  /** One more distinct source: evidence + 1, dates widened, the stronger provenance kept. */
  bump(id, obs) {
    const old = this.#require(id);
    const next = {
      ...old,
      sources: [...old.sources, obs.source],
      evidence_count: old.sources.length + 1,
      first_seen: minDate(old.first_seen, obs.observed_date),
      last_seen: maxDate(old.last_seen, obs.observed_date),
      provenance: old.provenance === "published" || obs.provenance === "published" ? "published" : "human"
    };
    this.#replace(old, next);
    return next;
  }
  /** Archives `id` under `archivedId` and gives `id` to a new fact holding `value`. */
  supersede(id, archivedId, value, obs) {
    const old = this.#require(id);
    const archived = { ...old, id: archivedId, status: "superseded", superseded_by: id, superseded_on: obs.observed_date };
    const i = this.#index.get(id);
    this.#facts[i] = archived;
    this.#index.set(archivedId, i);
    this.#index.delete(id);
    this.#unlist(old);
    listIn(this.#archivedByKey, old.key).push(archived);
    const winner = this.add(id, old.key, value, obs);
    return { archived, winner };
  }
  /**
   * Resolves a conflict: `id` is superseded by the value another active fact (`intoId`) already
   * holds. `id` is archived under `archivedId`; `intoId` is marked superseded by `id` (it keeps
   * its own id, so nothing is lost); `id` now holds `intoId`'s value and evidence plus `obs`.
   */
  merge(id, archivedId, intoId, obs) {
    const into = this.#require(intoId);
    const { archived } = this.supersede(id, archivedId, into.value, obs);
    const placeholder = this.#require(id);
    const merged = { ...into, status: "superseded", superseded_by: id, superseded_on: obs.observed_date };
    this.#replace(into, merged);
    this.#unlist(merged);
    listIn(this.#archivedByKey, into.key).push(merged);
    const winner = {
      ...placeholder,
      provenance: into.provenance === "published" || obs.provenance === "published" ? "published" : "human",
      sources: into.sources.includes(obs.source) ? [...into.sources] : [...into.sources, obs.source],
      first_seen: minDate(into.first_seen, obs.observed_date),
      last_seen: maxDate(into.last_seen, obs.observed_date)
    };
    winner.evidence_count = winner.sources.length;
    this.#replace(placeholder, winner);
    return { archived, merged, winner };
  }
  promote(id) {
    const old = this.#require(id);
    const next = { ...old, layer: "static" };
    this.#replace(old, next);
    return next;
  }
  /** The profile with static facts first; each layer keeps its order (promoted facts end the static layer). */
  toDoc() {
    const staticFacts = [];
    const dynamicFacts = [];
    for (const f of this.#facts) (f.layer === "static" ? staticFacts : dynamicFacts).push(f);
    return { title: this.title, facts: [...staticFacts, ...dynamicFacts] };
  }
  #require(id) {
    const f = this.get(id);
    if (!f) throw new Error(`no fact with id ${id}`);
    return f;
  }
  #replace(old, next) {
    this.#facts[this.#index.get(old.id)] = next;
    const list = this.#activeByKey.get(old.key);
    const j = list ? list.indexOf(old) : -1;
    if (list && j >= 0) list[j] = next;
  }
  #unlist(old) {
    const list = this.#activeByKey.get(old.key);
    const j = list ? list.indexOf(old) : -1;
    if (list && j >= 0) list.splice(j, 1);
  }
  #liveList(key) {
    return listIn(this.#activeByKey, key);
  }
};
function listIn(map, key) {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}
function isLive(f) {
  return f.kind === "observed" && f.status === "active";
}

export {
  ProfileState,
  renderDiffMarkdown,
  writeDiffMarkdown
};
