// Deterministic synthetic data for the benchmark: a profile of N facts and a batch of N
// candidates with the mix SPEC §10 asks for. Everything comes from one seeded PRNG (never
// Math.random), so every run and every machine benchmarks the same bytes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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
  "expertise", "employer", "job-title", "city", "language", "tool", "method", "audience", "sector", "stance",
  "project", "publication", "award", "community", "mentor", "framework", "dataset", "conference", "course", "hobby",
];
const QUALIFIERS = ["primary", "secondary", "current", "past", "favourite", "preferred", "recurring", "main", "side", "early"];
const WORDS = [
  "AI governance", "public sector", "procurement", "algorithm registers", "open data", "municipal", "workshops",
  "written guidance", "risk assessment", "transparency", "accountability", "machine learning", "policy design",
  "civic tech", "data protection", "impact assessment", "audit trails", "participatory design", "standards",
  "Zürich", "São Paulo", "東京", "Kraków", "evaluation", "interviews", "field notes", "case studies", "training",
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

function sourceOf(r) {
  return r.chance(0.8) ? `published:${hex(r, 12)}` : `human:call-${hex(r, 8)}`;
}

/**
 * The profile: a few profile-field seeds, ~10% static observed facts, the rest dynamic; ~2% of
 * keys carry a second (conflicting) active value and ~2% an archived superseded fact; ~15% of
 * dynamic facts were last seen long before TODAY (stale).
 */
export function generateProfile(n, seed = 1) {
  const r = prng(seed);
  const facts = [];
  const seeds = Math.min(20, Math.max(1, Math.floor(n / 100)));
  for (let i = 0; i < seeds; i++) {
    const key = `field-${i}`;
    facts.push({
      id: mintEntityId({ kind: "profile-field", key }),
      kind: "profile-field", layer: "static", key, value: sentence(r), provenance: "human",
      sources: ["init:fields.yaml"], first_seen: day(400), last_seen: day(400), evidence_count: 1, status: "active",
    });
  }
  for (let e = 0; facts.length < n; e++) {
    const key = `${r.pick(QUALIFIERS)}-${r.pick(TOPICS)}-${e.toString(36)}`;
    const isStatic = r.chance(0.1);
    const nSources = isStatic ? 3 + r.int(3) : r.chance(0.3) ? 2 : 1;
    const sources = Array.from({ length: nSources }, () => sourceOf(r));
    const stale = !isStatic && r.chance(0.15);
    const last = stale ? 91 + r.int(300) : r.int(90);
    const first = last + r.int(200);
    const value = sentence(r);
    const primary = {
      id: mintEntityId({ kind: "observed", key }),
      kind: "observed", layer: isStatic ? "static" : "dynamic", key, value,
      provenance: r.chance(0.8) ? "published" : "human",
      sources, first_seen: day(first), last_seen: day(last), evidence_count: sources.length, status: "active",
    };
    facts.push(primary);
    if (facts.length < n && r.chance(0.02)) {
      const v = `${value} (also ${e})`;
      facts.push({
        ...primary, id: mintConflictId({ kind: "observed", key, value: v }), layer: "dynamic", value: v,
        sources: [sourceOf(r)], evidence_count: 1,
      });
    } else if (facts.length < n && r.chance(0.02)) {
      const on = day(last);
      const old = `${value} (until ${on})`;
      facts.push({
        ...primary, id: mintArchiveId({ id: primary.id, value: old, on }), layer: "dynamic", value: old,
        sources: [sourceOf(r)], evidence_count: 1, last_seen: day(last + 30), first_seen: day(first + 30),
        status: "superseded", superseded_by: primary.id, superseded_on: on,
      });
    }
  }
  return { title: "Benchmark profile", facts };
}

/**
 * N candidates in a mixed order: ~40% new keys (some repeated inside the batch), 30% bumps,
 * 10% ai-draft, 10% duplicates (a few re-sending the evidence of a superseded fact), 8%
 * conflicts, 2% supersedes (some resolving a conflict pair into one fact, a few naming a missing
 * or already claimed fact, which falls back to a conflict with a warning).
 */
export function generateCandidates(doc, n, seed = 2) {
  const r = prng(seed);
  const live = doc.facts.filter((f) => f.kind === "observed" && f.status === "active");
  const archived = doc.facts.filter((f) => f.kind === "observed" && f.status === "superseded");
  const liveByKey = new Map();
  for (const f of live) liveByKey.set(f.key, [...(liveByKey.get(f.key) ?? []), f]);
  const candidates = [];
  const newKeys = [];
  const claimed = [];
  const obs = () => ({ provenance: r.chance(0.8) ? "published" : "human", source: sourceOf(r), observed_date: day(r.int(60)) });
  for (let i = 0; i < n; i++) {
    const x = r.next();
    const f = live[r.int(live.length)];
    if (x < 0.4) {
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
      candidates.push({ key: r.chance(0.5) ? f.key : `guess ${i}`, value: sentence(r), provenance: "ai-draft", source: `session:${hex(r, 8)}`, observed_date: day(r.int(60)) });
    } else if (x < 0.9) {
      const g = archived.length > 0 && r.chance(0.05) ? r.pick(archived) : f;
      candidates.push({ key: g.key, value: g.value, ...obs(), source: r.pick(g.sources) });
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

/** A data dir holding brain/profile.md (via serializeProfile) and the candidates file beside it. */
export function writeDataDir(dir, n, { seed = 1 } = {}) {
  const doc = generateProfile(n, seed);
  const candidates = generateCandidates(doc, n, seed + 1);
  mkdirSync(join(dir, "brain"), { recursive: true });
  mkdirSync(join(dir, "ingest", "published"), { recursive: true });
  const profileText = serializeProfile(doc);
  writeFileSync(join(dir, "brain", "profile.md"), profileText);
  const candidatesFile = join(dir, "candidates.json");
  writeFileSync(candidatesFile, candidatesJson(candidates));
  return { doc, candidates, profileText, candidatesFile };
}
