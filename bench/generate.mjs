// Deterministic synthetic data for the benchmark: a profile of N facts, the ingested records its
// evidence cites, and a batch of N candidates with the mix docs/performance.md describes.
// Everything comes from one seeded PRNG (never Math.random), so every run and every machine
// benchmarks the same bytes.
//
// Sources are real: every `published:<id>` and `notes:<id>` a candidate cites (but the few
// deliberately invented ones) names a record written under ingest/ exactly as `brain ingest`
// writes it, so the shipped known-sources rule runs with its default (`requireKnownSources: true`)
// and reading the records is on the measured path.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { shortHash } from "../dist/core/hash.js";
import { mintArchiveId, mintConflictId, mintEntityId } from "../dist/core/mint-id.js";
import { serializeProfile } from "../dist/core/profile-format.js";

export const TODAY = "2026-06-01";

/** mulberry32: tiny, fast, good enough to pick words; seeded so the data is reproducible. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const TOPICS = [
  "expertise",
  "employer",
  "job-title",
  "city",
  "language",
  "tool",
  "method",
  "audience",
  "sector",
  "stance",
  "project",
  "publication",
  "award",
  "community",
  "mentor",
  "framework",
  "dataset",
  "conference",
  "course",
  "hobby",
];
const QUALIFIERS = ["primary", "secondary", "current", "past", "favourite", "preferred", "recurring", "main", "side", "early"];
const WORDS = [
  "AI governance",
  "public sector",
  "procurement",
  "algorithm registers",
  "open data",
  "municipal",
  "workshops",
  "written guidance",
  "risk assessment",
  "transparency",
  "accountability",
  "machine learning",
  "policy design",
  "civic tech",
  "data protection",
  "impact assessment",
  "audit trails",
  "participatory design",
  "standards",
  "Zürich",
  "São Paulo",
  "東京",
  "Kraków",
  "evaluation",
  "interviews",
  "field notes",
  "case studies",
  "training",
];
// A few values carry the profile grammar's own delimiters, so escaping is on the measured path.
const ODD = ["with `backticks`", "a*b*c", "semi; colon, comma", "back\\slash", "naïve café"];

const day = (offset) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
const hex = (r, n) => {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789abcdef"[r.int(16)];
  return s;
};

function sentence(r) {
  const n = 2 + r.int(4);
  const parts = [];
  for (let i = 0; i < n; i++) parts.push(r.pick(WORDS));
  if (r.chance(0.02)) parts.push(r.pick(ODD));
  return parts.join(", ");
}

/**
 * The records the evidence cites: `published` records (ingest/published/, provenance published)
 * and operator notes (ingest/notes/, provenance human), each with a unique body, its id the
 * content hash and an `ingested_at` one second after the previous one.
 */
export function generateRecords(n, seed = 3) {
  const r = prng(seed);
  const make = (tributary, provenance, count, offset) =>
    Array.from({ length: count }, (_, i) => {
      const body = `Benchmark ${tributary} record ${i}: ${sentence(r)}.\n`;
      const at = new Date(Date.parse("2026-01-01T00:00:00.000Z") + (offset + i) * 1000).toISOString();
      return { tributary, id: shortHash(body), provenance, date: day(1 + r.int(60)), ingested_at: at, body };
    });
  const published = make("published", "published", Math.max(100, Math.floor(n / 4)), 0);
  const notes = make("notes", "human", Math.max(20, Math.floor(n / 20)), published.length);
  return { published, notes };
}

/** One record file, as `brain ingest` writes it (src/io/records.ts). */
function recordText(rec) {
  return [
    "---",
    `id: ${rec.id}`,
    `provenance: ${rec.provenance}`,
    `date: ${rec.date}`,
    `ingested_at: ${rec.ingested_at}`,
    `source_file: "${rec.id}.txt"`,
    "---",
    "",
    rec.body,
  ].join("\n");
}

/** The keys the benchmark's config lists as multi-valued (a new value is a member, never a conflict). */
export const MULTI_VALUED = ["spoken-languages", "tools-used"];
const MEMBERS = ["Dutch", "English", "German", "French", "Spanish", "Python", "R", "SQL", "QGIS", "Excel", "Zotero", "Obsidian", "Markdown", "Git"];

/** The config the benchmark writes: the defaults (requireKnownSources: true), plus two multi-valued keys. */
export const CONFIG_YAML = `multiValued: [${MULTI_VALUED.join(", ")}]\n`;

/** A profile fact's evidence: mostly ingested published records, some operator statements. */
function sourceOf(r, recs) {
  return r.chance(0.8) ? `published:${r.pick(recs.published).id}` : `human:call-${hex(r, 8)}`;
}

/**
 * The profile: a few profile-field seeds, ~10% static observed facts, the rest dynamic; ~2% of
 * keys carry a second (conflicting) active value and ~2% an archived superseded fact; ~15% of
 * dynamic facts were last seen long before TODAY (stale).
 */
export function generateProfile(n, seed = 1, recs = generateRecords(n, seed + 2)) {
  const r = prng(seed);
  const facts = [];
  const seeds = Math.min(20, Math.max(1, Math.floor(n / 100)));
  for (let i = 0; i < seeds; i++) {
    const key = `field-${i}`;
    facts.push({
      id: mintEntityId({ kind: "profile-field", key }),
      kind: "profile-field",
      layer: "static",
      key,
      value: sentence(r),
      provenance: "human",
      sources: ["init:fields.yaml"],
      first_seen: day(400),
      last_seen: day(400),
      evidence_count: 1,
      status: "active",
    });
  }
  for (let e = 0; facts.length < n; e++) {
    const key = `${r.pick(QUALIFIERS)}-${r.pick(TOPICS)}-${e.toString(36)}`;
    const isStatic = r.chance(0.1);
    const nSources = isStatic ? 3 + r.int(3) : r.chance(0.3) ? 2 : 1;
    // A fact's sources are distinct (the profile grammar refuses a source listed twice).
    const sources = [];
    while (sources.length < nSources) {
      const src = sourceOf(r, recs);
      if (!sources.includes(src)) sources.push(src);
    }
    const stale = !isStatic && r.chance(0.15);
    const last = stale ? 91 + r.int(300) : r.int(90);
    const first = last + r.int(200);
    const value = sentence(r);
    const primary = {
      id: mintEntityId({ kind: "observed", key }),
      kind: "observed",
      layer: isStatic ? "static" : "dynamic",
      key,
      value,
      provenance: r.chance(0.8) ? "published" : "human",
      sources,
      first_seen: day(first),
      last_seen: day(last),
      evidence_count: sources.length,
      status: "active",
    };
    facts.push(primary);
    if (facts.length < n && r.chance(0.02)) {
      const v = `${value} (also ${e})`;
      facts.push({
        ...primary,
        id: mintConflictId({ kind: "observed", key, value: v }),
        layer: "dynamic",
        value: v,
        sources: [sourceOf(r, recs)],
        evidence_count: 1,
      });
      // biome-ignore lint/suspicious/noDuplicateElseIf: r.chance draws a new number on each call
    } else if (r.chance(0.02) && facts.length < n) {
      const on = day(last);
      const old = `${value} (until ${on})`;
      facts.push({
        ...primary,
        id: mintArchiveId({ id: primary.id, value: old, on }),
        layer: "dynamic",
        value: old,
        sources: [sourceOf(r, recs)],
        evidence_count: 1,
        last_seen: day(last + 30),
        first_seen: day(first + 30),
        status: "superseded",
        superseded_by: primary.id,
        superseded_on: on,
      });
    }
  }
  return { title: "Benchmark profile", facts };
}

/**
 * N candidates in a mixed order: ~38% new keys (some repeated inside the batch), 30% bumps,
 * 10% ai-draft, 10% duplicates (a few re-sending the evidence of a superseded fact), 7%
 * conflicts, 2% supersedes (some resolving a conflict pair into one fact, a few naming a missing
 * or already claimed fact, which falls back to a conflict with a warning), 2% members of the
 * multi-valued keys, 0.5% retirements (a fifth from the wrong provenance, rejected). Evidence
 * cites ingested records (published ones for published candidates; operator statements
 * `human:<label>` or notes records for human ones); ~1% cite a record that does not exist and
 * ~0.5% a record of the other provenance, both rejected as unknown sources.
 */
export function generateCandidates(doc, n, seed = 2, recs = generateRecords(doc.facts.length, seed + 1)) {
  const r = prng(seed);
  const live = doc.facts.filter((f) => f.kind === "observed" && f.status === "active");
  const archived = doc.facts.filter((f) => f.kind === "observed" && f.status === "superseded");
  const liveByKey = new Map();
  for (const f of live) liveByKey.set(f.key, [...(liveByKey.get(f.key) ?? []), f]);
  const candidates = [];
  const newKeys = [];
  const claimed = [];
  const cite = (provenance) => {
    const y = r.next();
    if (y < 0.01) return `published:${hex(r, 12)}`; // invented: no such record
    if (y < 0.015) return provenance === "published" ? `notes:${r.pick(recs.notes).id}` : `published:${r.pick(recs.published).id}`;
    if (provenance === "published") return `published:${r.pick(recs.published).id}`;
    return r.chance(0.7) ? `human:call-${hex(r, 8)}` : `notes:${r.pick(recs.notes).id}`;
  };
  const obs = () => {
    const provenance = r.chance(0.8) ? "published" : "human";
    return { provenance, source: cite(provenance), observed_date: day(r.int(60)) };
  };
  // Re-sent evidence keeps the provenance its source stands for, so it reaches the duplicate rule.
  const resend = (source) => ({ provenance: source.startsWith("published:") ? "published" : "human", source, observed_date: day(r.int(60)) });
  for (let i = 0; i < n; i++) {
    const x = r.next();
    const f = live[r.int(live.length)];
    if (x < 0.02) {
      candidates.push({ key: r.chance(0.5) ? "Spoken languages" : "tools_used", value: r.pick(MEMBERS), ...obs() });
    } else if (x < 0.025) {
      const human = r.chance(0.8);
      candidates.push({
        key: f.key,
        retires: f.id,
        reason: `no longer true (${i})`,
        provenance: human ? "human" : "published",
        source: human ? `human:call-${hex(r, 8)}` : `published:${r.pick(recs.published).id}`,
        observed_date: day(r.int(60)),
      });
    } else if (x < 0.4) {
      if (newKeys.length > 0 && r.chance(0.1)) {
        const prev = r.pick(newKeys);
        candidates.push({ key: prev.key, value: r.chance(0.7) ? prev.value : sentence(r), ...obs() });
      } else {
        const c = { key: `New ${r.pick(TOPICS)} ${i.toString(36)}`, value: sentence(r), ...obs() };
        newKeys.push(c);
        candidates.push(c);
      }
    } else if (x < 0.7) {
      // Same value written differently: normalization must make it a bump, not a conflict.
      const value = r.chance(0.3) ? `  ${f.value.toUpperCase()} ` : f.value;
      candidates.push({ key: f.key, value, ...obs() });
    } else if (x < 0.8) {
      candidates.push({
        key: r.chance(0.5) ? f.key : `guess ${i}`,
        value: sentence(r),
        provenance: "ai-draft",
        source: `session:${hex(r, 8)}`,
        observed_date: day(r.int(60)),
      });
    } else if (x < 0.9) {
      const g = archived.length > 0 && r.chance(0.05) ? r.pick(archived) : f;
      candidates.push({ key: g.key, value: g.value, ...resend(r.pick(g.sources)) });
    } else if (x < 0.98) {
      candidates.push({ key: f.key, value: `${sentence(r)} #${i}`, ...obs() });
    } else {
      const y = r.next();
      const supersedes = y < 0.05 ? `missing${hex(r, 8)}` : y < 0.1 && claimed.length > 0 ? r.pick(claimed) : f.id;
      if (supersedes === f.id) claimed.push(f.id);
      // Naming one fact of a conflict pair with the other's value resolves the pair into one fact.
      const sibling = (liveByKey.get(f.key) ?? []).find((g) => g !== f);
      const value = sibling && r.chance(0.5) ? sibling.value : `${sentence(r)} since ${i}`;
      candidates.push({ key: f.key, value, ...obs(), supersedes });
    }
  }
  return candidates;
}

/** One candidate per line, as an extracting session would plausibly write it. */
export function candidatesJson(candidates) {
  return `[\n${candidates.map((c) => `  ${JSON.stringify(c)}`).join(",\n")}\n]\n`;
}

function writeFiles(dir, doc, candidates, recs) {
  mkdirSync(join(dir, "brain"), { recursive: true });
  for (const list of [recs.published, recs.notes]) {
    for (const rec of list) {
      mkdirSync(join(dir, "ingest", rec.tributary), { recursive: true });
      writeFileSync(join(dir, "ingest", rec.tributary, `${rec.id}.md`), recordText(rec));
    }
  }
  mkdirSync(join(dir, "ingest", "published"), { recursive: true });
  writeFileSync(join(dir, "brain.config.yaml"), CONFIG_YAML);
  const profileText = serializeProfile(doc);
  writeFileSync(join(dir, "brain", "profile.md"), profileText);
  const candidatesFile = join(dir, "candidates.json");
  writeFileSync(candidatesFile, candidatesJson(candidates));
  return { doc, candidates, profileText, candidatesFile };
}

/**
 * A data dir: brain.config.yaml, brain/profile.md (via serializeProfile), the records under
 * ingest/ and the candidates file beside them.
 */
export function writeDataDir(dir, n, { seed = 1 } = {}) {
  const recs = generateRecords(n, seed + 2);
  const doc = generateProfile(n, seed, recs);
  const candidates = generateCandidates(doc, n, seed + 1, recs);
  return writeFiles(dir, doc, candidates, recs);
}

/**
 * `writeDataDir`'s data with a quote on every candidate that cites a record brain holds: the
 * record's whole text (one line of 40–90 characters), so every quote is found and
 * the outcomes are those of the batch without quotes (issue 30's bound: 100k candidates, each
 * quoting, over a profile of ~100k keys).
 */
export function writeQuoted(dir, n, { seed = 1 } = {}) {
  const recs = generateRecords(n, seed + 2);
  const doc = generateProfile(n, seed, recs);
  const bodies = new Map([...recs.published, ...recs.notes].map((rec) => [`${rec.tributary}:${rec.id}`, rec.body]));
  const candidates = generateCandidates(doc, n, seed + 1, recs).map((c) => {
    const body = bodies.get(c.source);
    return body === undefined ? c : { ...c, quote: body.trim() };
  });
  return writeFiles(dir, doc, candidates, recs);
}

/** The key every worst-case candidate names. */
export const WORST_KEY = "Current employer";

/**
 * The worst case: a 1,000-fact profile whose key WORST_KEY holds one active value, and N
 * candidates that all name that key, each with a value of its own (published evidence). Every
 * candidate is a conflict on one key: the diff has one `conflicts` entry with N incoming values.
 */
export function writeWorstCase(dir, n, { seed = 11 } = {}) {
  const recs = generateRecords(4000, seed + 2);
  const doc = generateProfile(1000, seed, recs);
  const key = "current-employer";
  doc.facts.push({
    id: mintEntityId({ kind: "observed", key }),
    kind: "observed",
    layer: "dynamic",
    key,
    value: "City of Utrecht",
    provenance: "published",
    sources: [`published:${recs.published[0].id}`],
    first_seen: day(30),
    last_seen: day(30),
    evidence_count: 1,
    status: "active",
  });
  const r = prng(seed + 1);
  const candidates = Array.from({ length: n }, (_, i) => ({
    key: WORST_KEY,
    value: `${sentence(r)} #${i}`,
    provenance: "published",
    source: `published:${r.pick(recs.published).id}`,
    observed_date: day(r.int(60)),
  }));
  return writeFiles(dir, doc, candidates, recs);
}

/**
 * Long values: a profile of `facts` facts and a batch of `n` candidates (the usual mix, drawn from
 * that profile) whose every value is ~`chars` characters — the generated value, then one fixed
 * filler paragraph. The same filler everywhere keeps every outcome of the mix (a bump still names
 * a fact's value, in other case and spacing too).
 */
export function writeLongValues(dir, facts, n, chars, { seed = 21 } = {}) {
  const recs = generateRecords(facts, seed + 2);
  const doc = generateProfile(facts, seed, recs);
  const candidates = generateCandidates(doc, n, seed + 1, recs);
  const r = prng(seed + 3);
  const words = [];
  for (let len = 0; len < chars; len += words.at(-1).length + 1) words.push(r.pick(WORDS));
  const filler = words.join(" ");
  const long = (v) => `${v} — ${filler}`;
  for (const f of doc.facts) f.value = long(f.value);
  for (const c of candidates) if (c.value !== undefined) c.value = long(c.value);
  return writeFiles(dir, doc, candidates, recs);
}

/** The stale-heavy workload's `--today`: 212 days after the day its profile was observed. */
export const STALE_TODAY = "2026-08-01";
/** How many published records the stale-heavy profile and batch cite. */
export const STALE_RECORDS = 997;
// Short values (under 12 characters), a few non-ASCII so escaping stays on the measured path.
const SHORT_WORDS = ["audit", "open web", "policy", "workshop", "Zürich", "東京", "café", "training", "register", "evidence", "civic", "ethics"];
const shortValue = (r) => `${r.pick(SHORT_WORDS)} ${r.int(100)}`;

/**
 * The stale-heavy, record-citing workload (docs/performance.md): a profile of n dynamic facts,
 * each added from one candidate observed on 2026-01-01 that cited one of STALE_RECORDS published
 * records, and a batch of n candidates proposed on STALE_TODAY, when every fact no candidate
 * bumps is stale (0.6·n stale flags). The batch, in a seeded random order: 30% same-value bumps
 * by operator statements, each with its own label (`human:<i>`); 10% conflicts (a new value,
 * `human:x<i>`); 10% ai-draft; 10% same-value bumps citing another of the records; 40% new keys
 * citing them. Bumps and conflicts each name a fact of their own. Every value is under 12
 * characters. The data dir has no brain.config.yaml: the defaults.
 */
export function writeStaleHeavy(dir, n, { seed = 31 } = {}) {
  const r = prng(seed);
  const observed = "2026-01-01";
  const published = Array.from({ length: STALE_RECORDS }, (_, i) => {
    const body = `Benchmark published record ${i}: ${sentence(r)}.\n`;
    const at = new Date(Date.parse("2026-01-01T00:00:00.000Z") + i * 1000).toISOString();
    return { tributary: "published", id: shortHash(body), provenance: "published", date: "2025-12-31", ingested_at: at, body };
  });
  const facts = [];
  for (let i = 0; i < n; i++) {
    const key = `${r.pick(QUALIFIERS)}-${r.pick(TOPICS)}-${i.toString(36)}`;
    facts.push({
      id: mintEntityId({ kind: "observed", key }),
      kind: "observed",
      layer: "dynamic",
      key,
      value: shortValue(r),
      provenance: "published",
      sources: [`published:${r.pick(published).id}`],
      first_seen: observed,
      last_seen: observed,
      evidence_count: 1,
      status: "active",
    });
  }
  const recent = () => new Date(Date.parse(`${STALE_TODAY}T00:00:00Z`) - r.int(60) * 86_400_000).toISOString().slice(0, 10);
  const otherRecord = (f) => {
    for (;;) {
      const source = `published:${r.pick(published).id}`;
      if (source !== f.sources[0]) return source;
    }
  };
  // Each bump and conflict names a fact of its own: the first 50% of a seeded shuffle of the facts.
  const order = facts.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const kinds = [];
  const share = (kind, fraction) => {
    for (let k = Math.round(n * fraction); k > 0; k--) kinds.push(kind);
  };
  share("operator-bump", 0.3);
  share("conflict", 0.1);
  share("ai-draft", 0.1);
  share("record-bump", 0.1);
  while (kinds.length < n) kinds.push("new-key");
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  let next = 0;
  const candidates = kinds.map((kind, i) => {
    if (kind === "new-key")
      return {
        key: `New ${r.pick(TOPICS)} ${i.toString(36)}`,
        value: shortValue(r),
        provenance: "published",
        source: `published:${r.pick(published).id}`,
        observed_date: recent(),
      };
    if (kind === "ai-draft")
      return { key: `guess ${i}`, value: shortValue(r), provenance: "ai-draft", source: `session:${hex(r, 8)}`, observed_date: recent() };
    const f = facts[order[next++]];
    if (kind === "operator-bump") return { key: f.key, value: f.value, provenance: "human", source: `human:${i}`, observed_date: recent() };
    if (kind === "record-bump") return { key: f.key, value: f.value, provenance: "published", source: otherRecord(f), observed_date: recent() };
    let value = shortValue(r);
    while (value.toLowerCase() === f.value.toLowerCase()) value = shortValue(r);
    return { key: f.key, value, provenance: "human", source: `human:x${i}`, observed_date: recent() };
  });
  mkdirSync(join(dir, "brain"), { recursive: true });
  mkdirSync(join(dir, "ingest", "published"), { recursive: true });
  for (const rec of published) writeFileSync(join(dir, "ingest", "published", `${rec.id}.md`), recordText(rec));
  const profileText = serializeProfile({ title: "Benchmark profile (stale-heavy)", facts });
  writeFileSync(join(dir, "brain", "profile.md"), profileText);
  const candidatesFile = join(dir, "candidates.json");
  writeFileSync(candidatesFile, candidatesJson(candidates));
  return { profileText, candidatesFile };
}
