#!/usr/bin/env node
// The benchmark's yardstick (docs/performance.md): the same `consolidate --propose`, written by hand with
// plain if/else and only node: built-ins — no rules engine, no Ajv, no YAML, no CLI framework.
// It does the same reading and writing as `brain` (rule files hashed, profile.md read, hashed
// and parsed, candidates parsed and minimally validated, a lock taken, pending-diff.json and
// the ingested records read for the known-sources rule and the diff's records cursor, the batch
// archived under brain/batches/, pending-diff.json and pending-diff.md written atomically) and
// follows the shipped rules (docs/rules.md), so its pending-diff.json is meant to be
// byte-identical to brain's (and its pending-diff.md too, but for the data dir in the apply
// command); bench/run.mjs checks both on every run.
//
//   node bench/baseline.mjs [--lean | --lean-diff] --data-dir <dir> --candidates <file> --today <YYYY-MM-DD>
//
// Config: the defaults, or a brain.config.yaml holding only `multiValued: [a, b]` and
// `requireKnownSources: true|false` lines (what the benchmark writes); anything else is refused.
import { createHash } from "node:crypto";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const RULES_DIR = fileURLToPath(new URL("../rules/", import.meta.url));
const VERSION = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;
// Taken from brain: the diff names the confusables data's version (the data itself decides nothing
// in the benchmark's batches: no value there looks like another, so this classifier computes no
// look-alike forms), and a quote is compared with its record as brain folds both (src/core/quote.ts),
// a definition, not a classification, that a copy here could only drift from.
const { CONFUSABLES_VERSION } = await import("../dist/core/confusables-version.js");
const { foldQuoteText, quoteInBody } = await import("../dist/core/quote.js");
const DEFAULTS = {
  promoteThreshold: 3,
  decayDays: 90,
  staticDecayDays: null,
  learnFrom: ["published", "human"],
  nudge: { minNewPublished: 1, minDaysSinceRun: 1 },
  rules: null,
  requireKnownSources: true,
  multiValued: [],
  retireFrom: ["human"],
  requireQuotes: false,
  keyAliases: {},
};
// The reasons the shipped candidate rules give (rules/candidate.yaml).
const REASONS = {
  "reject-unlearnable-provenance": "provenance not in learnFrom: never learned from",
  "reject-unknown-source": "the source names no ingested record with this provenance",
  "reject-retire": "a retire needs a provenance in retireFrom and an active fact of the same key, not already changed in this batch",
};

const sha256 = (data) => createHash("sha256").update(data).digest("hex");
const short = (s) => sha256(s).slice(0, 12);

function fail(code, message) {
  process.stderr.write(`baseline: ${message}\n`);
  process.exit(code);
}

function args() {
  const a = process.argv.slice(2);
  const get = (flag) => {
    const i = a.indexOf(flag);
    if (i < 0 || i + 1 >= a.length) fail(2, `needs ${flag} <value>`);
    return a[i + 1];
  };
  const leanDiff = a.includes("--lean-diff");
  return { dataDir: get("--data-dir"), candidates: get("--candidates"), today: get("--today"), lean: a.includes("--lean") || leanDiff, leanDiff };
}

// ASCII fast paths, as any hand-written classifier would have (NFKC leaves ASCII as is, and on
// ASCII upper- then lower-casing is lower-casing): the same results as the general forms.
const ASCII_KEY = /^[a-z0-9-]*$/;
const PRINTABLE = /^[\x20-\x7e]*$/;
const normKey = (k) => (ASCII_KEY.test(k) ? k : normKeyFull(k));
const normKeyFull = (k) =>
  k
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\s_]+/gu, "-");
const normValue = (v) => (PRINTABLE.test(v) ? v.trim().replace(/\s+/g, " ").toLowerCase() : normValueFull(v));
const normValueFull = (v) => v.normalize("NFKC").trim().replace(/\s+/gu, " ").toUpperCase().toLowerCase().normalize("NFKC");

function unescapeText(s) {
  if (s.indexOf("\\") < 0) return s;
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch !== "\\") {
      out += ch;
      continue;
    }
    const next = s[++i];
    if (next === "n") out += "\n";
    else if (next === "r") out += "\r";
    else if (next === "u" && s[i + 1] === "{") {
      const close = s.indexOf("}", i);
      out += String.fromCodePoint(parseInt(s.slice(i + 2, close), 16));
      i = close;
    } else out += next;
  }
  return out;
}

/** Index of the first unescaped `ch` at or after `from`. */
function scan(s, from, ch) {
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    if (c === "\\") i++;
    else if (c === ch) return i;
  }
  return -1;
}

/** Splits on an unescaped separator character followed by a space ("; " and ", "). */
function splitEscaped(s, sep) {
  if (s.indexOf("\\") < 0) return s.split(`${sep} `);
  const parts = [];
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\") i++;
    else if (s[i] === sep) {
      parts.push(s.slice(start, i));
      start = i + 2;
      i++;
    }
  }
  parts.push(s.slice(start));
  return parts;
}

function parseProfile(text) {
  const facts = [];
  let layer = null;
  const lines = text.split("\n");
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    if (line === "" || line.startsWith("# ")) continue;
    if (line === "## Static") layer = "static";
    else if (line === "## Dynamic") layer = "dynamic";
    else if (line.startsWith("- ") && layer) {
      let p = 2;
      let status = "active";
      if (line.startsWith("[superseded] ", p)) {
        status = "superseded";
        p += 13;
      } else if (line.startsWith("[retired] ", p)) {
        status = "retired";
        p += 10;
      }
      const keyEnd = scan(line, p + 2, "*");
      const valueEnd = scan(line, keyEnd + 4, "`");
      const fact = { id: "", kind: "", layer, key: unescapeText(line.slice(p + 2, keyEnd)), value: unescapeText(line.slice(keyEnd + 4, valueEnd - 1)) };
      for (const field of splitEscaped(line.slice(valueEnd + 1, line.length - 1), ";")) {
        const eq = field.indexOf("=");
        const name = field.slice(0, eq);
        const v = field.slice(eq + 1);
        if (name === "sources") fact.sources = splitEscaped(v, ",").map(unescapeText);
        else fact[name] = unescapeText(v);
      }
      fact.evidence_count = fact.sources.length;
      fact.status = status;
      facts.push(fact);
    } else fail(3, `profile.md:${n + 1}: not a profile line`);
  }
  return facts;
}

// `quote` is checked as text here, and looked for in the record it cites by `classify` (the shipped
// rule reject-quote-not-in-record reads whether it is there).
const VALUE_FIELDS = new Set(["key", "value", "provenance", "source", "observed_date", "supersedes", "quote"]);
const RETIRE_FIELDS = new Set(["key", "retires", "reason", "provenance", "source", "observed_date", "quote"]);
const PROVENANCES = new Set(["human", "published", "ai-draft"]);
// Control and invisible-formatting characters, refused in candidate text (src/core/visible-text.ts).
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/;
const text = (s, max) => typeof s === "string" && s.length <= max && /\S/.test(s) && !INVISIBLE.test(s);

function validDate(d) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const [y, m, day] = d.split("-").map(Number);
  const dim = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return dim !== undefined && day >= 1 && day <= dim;
}

function readCandidates(path, today) {
  let data;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    fail(3, `${path}: ${e.message}`);
  }
  if (!Array.isArray(data)) fail(3, `${path}: expected an array`);
  for (let i = 0; i < data.length; i++) {
    const c = data[i];
    const bad = (field) => fail(3, `${path}: /${i}/${field}: invalid`);
    if (c === null || typeof c !== "object" || Array.isArray(c)) bad("");
    const retire = c.retires !== undefined;
    const fields = retire ? RETIRE_FIELDS : VALUE_FIELDS;
    for (const k in c) if (!fields.has(k)) bad(k);
    if (!text(c.key, 200) || !/[^\s_]/.test(c.key)) bad("key");
    if (!text(c.source, 500)) bad("source");
    if (!PROVENANCES.has(c.provenance)) bad("provenance");
    if (typeof c.observed_date !== "string" || !validDate(c.observed_date)) bad("observed_date");
    if (c.observed_date > today) bad("observed_date");
    const id = retire ? c.retires : c.supersedes;
    if (id !== undefined && (typeof id !== "string" || id === "" || id.length > 64 || /[\r\n]/.test(id))) bad(retire ? "retires" : "supersedes");
    if (retire ? !text(c.reason, 500) : !text(c.value, 4000)) bad(retire ? "reason" : "value");
    if (c.quote !== undefined && !text(c.quote, 500)) bad("quote");
  }
  return data;
}

function readConfig(dataDir) {
  const path = join(dataDir, "brain.config.yaml");
  const config = structuredClone(DEFAULTS);
  if (!existsSync(path)) return config;
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const list = /^multiValued: \[(.*)\]$/.exec(line);
    const known = /^requireKnownSources: (true|false)$/.exec(line);
    if (list)
      config.multiValued = list[1]
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== "");
    else if (known) config.requireKnownSources = known[1] === "true";
    else fail(2, `${path}: only multiValued: [..] and requireKnownSources lines are supported, found ${JSON.stringify(line)}`);
  }
  return config;
}

function readRules() {
  return readdirSync(RULES_DIR)
    .filter((n) => /\.ya?ml$/.test(n) && !/\.test\.ya?ml$/.test(n))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(RULES_DIR, file));
      const text = bytes.toString("utf8");
      return { file, scope: /^scope:\s*(\w+)/m.exec(text)[1], version: Number(/^version:\s*(\d+)/m.exec(text)[1]), sha256: sha256(bytes) };
    });
}

/**
 * The ingested records (ingest/<tributary>/*.md, frontmatter `id`, `provenance`, `ingested_at`):
 * which `<tributary>:<id>` backs which provenance, and the diff's `records` cursor up to the
 * newest record; and the folded body (`foldQuoteText`) of each record whose source is in `quoted`
 * (the sources the batch's quotes cite).
 */
function readRecords(dataDir, lean = false, quoted = new Set()) {
  const ingest = join(dataDir, "ingest");
  const records = [];
  const bodies = new Map();
  let publishedNames = 0;
  const tributaries = existsSync(ingest)
    ? readdirSync(ingest)
        .filter((t) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(t) && statSync(join(ingest, t)).isDirectory())
        .sort()
    : [];
  for (const t of tributaries) {
    for (const name of readdirSync(join(ingest, t))) {
      if (!name.endsWith(".md") || name.startsWith(".")) continue;
      if (t === "published" && name.length > 3) publishedNames++;
      const head = readFileSync(join(ingest, t, name), "utf8");
      if (!head.startsWith("---\n")) continue;
      const end = head.indexOf("\n---\n", 3);
      if (end < 0) continue;
      const fields = {};
      for (const line of head.slice(4, end).split("\n")) {
        const i = line.indexOf(": ");
        if (i > 0) fields[line.slice(0, i)] = line.slice(i + 2);
      }
      if (fields.id && fields.ingested_at) records.push({ tributary: t, id: fields.id, provenance: fields.provenance ?? "unknown", at: fields.ingested_at });
      if (fields.id && quoted.has(`${t}:${fields.id}`)) bodies.set(`${t}:${fields.id}`, foldQuoteText(head.slice(end + 5)));
    }
  }
  let through = null;
  for (const r of records) if (through === null || r.at > through) through = r.at;
  const known = new Map(records.map((r) => [`${r.tributary}:${r.id}`, r.provenance]));
  if (lean) return { summary: { through, published: publishedNames }, known, bodies };
  // No apply in the history (the benchmark undoes each): every record at or before `through` is new.
  const ids = [...known.keys()].sort();
  const digest = [...known].map(([source, provenance]) => `${source}:${provenance}`).sort();
  return { summary: { through, published: publishedNames, sha256: canonicalSha256(digest), new: { count: ids.length, ids } }, known, bodies };
}

/** The sources the candidates' quotes cite (an operator statement is recorded nowhere). */
const quotedSources = (candidates) => new Set(candidates.filter((c) => c.quote !== undefined && !isOperatorStatement(c.source)).map((c) => c.source));

/** Canonical JSON (sorted keys, no whitespace), put piece by piece. */
function canonical(value, put) {
  if (value === null || typeof value !== "object") put(JSON.stringify(value));
  else if (Array.isArray(value)) {
    put("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) put(",");
      canonical(value[i], put);
    }
    put("]");
  } else {
    put("{");
    let first = true;
    for (const k of Object.keys(value).sort()) {
      if (value[k] === undefined) continue;
      put(first ? `${JSON.stringify(k)}:` : `,${JSON.stringify(k)}:`);
      first = false;
      canonical(value[k], put);
    }
    put("}");
  }
}

function canonicalSha256(value) {
  const hash = createHash("sha256");
  let buf = "";
  canonical(value, (s) => {
    buf += s;
    if (buf.length > 65536) {
      hash.update(buf);
      buf = "";
    }
  });
  hash.update(buf);
  return hash.digest("hex");
}

const daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const isOperatorStatement = (source) => source.startsWith("human:") && source.length > 6;

/**
 * The shipped rules by hand, in priority order, over three indexes (a key's active facts, a key's
 * active value, evidence by key + value + source), so one key with 50k values stays linear.
 */
// ---- Near-duplicate keys (docs/rules.md): the four tests, by hand, over maps of strings ----

const keyTokens = (key) => key.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
const FORMS = [
  (t) => t.join(""),
  (t) => [...new Set(t)].sort().join(" "),
  (t) => {
    const last = t.at(-1);
    return (last !== undefined && last.length > 1 && last.endsWith("s") ? [...t.slice(0, -1), last.slice(0, -1)] : t).join(" ");
  },
];
/** Each string of `cps` (code points) with one of them deleted. */
const deletions = (cps) => cps.map((_, i) => [...cps.slice(0, i), ...cps.slice(i + 1)].join(""));
/** Damerau–Levenshtein (optimal string alignment) distance exactly 1, over code points: by its definition. */
function oneEditApart(a, b) {
  const [x, y] = [[...a], [...b]];
  if (Math.abs(x.length - y.length) > 1 || a === b) return false;
  if (x.length !== y.length) {
    const [long, short] = x.length > y.length ? [x, y] : [y, x];
    return deletions(long).includes(short.join(""));
  }
  const diff = x.map((c, i) => (c === y[i] ? -1 : i)).filter((i) => i >= 0);
  if (diff.length === 1) return true;
  return diff.length === 2 && diff[1] === diff[0] + 1 && x[diff[0]] === y[diff[1]] && x[diff[1]] === y[diff[0]];
}
function codePointOrder(a, b) {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i].codePointAt(0) - y[i].codePointAt(0);
  return x.length - y.length;
}
/** The similar-key index over `keys`: `similarTo(key, usable)` answers by the first test that finds one. */
function similarKeys(keys) {
  const forms = FORMS.map(() => new Map());
  const byDeletion = new Map();
  const put = (m, at, k) => (m.get(at) ?? m.set(at, []).get(at)).push(k);
  for (const k of keys) {
    const t = keyTokens(k);
    FORMS.forEach((form, n) => put(forms[n], form(t), k));
    const cps = [...k];
    if (cps.length >= 6) for (const d of new Set(deletions(cps))) put(byDeletion, d, k);
  }
  const best = (found) => (found.length === 0 ? null : found.sort(codePointOrder)[0]);
  return (key, usable) => {
    const t = keyTokens(key);
    for (let n = 0; n < FORMS.length; n++) {
      const found = best((forms[n].get(FORMS[n](t)) ?? []).filter((k) => k !== key && usable(k)));
      if (found !== null) return found;
    }
    const cps = [...key];
    if (cps.length < 6) return null;
    const near = new Set(byDeletion.get(key) ?? []);
    for (const d of deletions(cps)) {
      for (const k of byDeletion.get(d) ?? []) near.add(k);
      if (keys.has(d)) near.add(d);
    }
    return best([...near].filter((k) => k !== key && [...k].length >= 6 && oneEditApart(k, key) && usable(k)));
  };
}

/**
 * The shipped rules by hand. `nearKeys`: also mark each new key's near-duplicate (the review's and
 * the warnings' note; no outcome depends on it), which only the full baseline writes.
 */
function classify(facts, candidates, config, known, today, { nearKeys = true, bodies = new Map() } = {}) {
  const byId = new Map();
  const live = new Map(); // key → Set of its active facts, in the order they became active
  const byValue = new Map(); // key NUL value → the active fact holding it (the first one)
  const evidence = new Map(); // key NUL value NUL source → the fact that source evidenced
  const norm = new Map();
  const nv = (f) => {
    let v = norm.get(f);
    if (v === undefined) {
      v = normValue(f.value);
      norm.set(f, v);
    }
    return v;
  };
  const activeOf = (key) => {
    let s = live.get(key);
    if (!s) {
      s = new Set();
      live.set(key, s);
    }
    return s;
  };
  const list = (f) => {
    activeOf(f.key).add(f);
    const at = `${f.key}\0${nv(f)}`;
    if (!byValue.has(at)) byValue.set(at, f);
  };
  const unlist = (f) => {
    live.get(f.key)?.delete(f);
    const at = `${f.key}\0${nv(f)}`;
    if (byValue.get(at) === f) byValue.delete(at);
  };
  const witness = (f, sources) => {
    for (const s of sources) {
      const at = `${f.key}\0${nv(f)}\0${s}`;
      const held = evidence.get(at);
      if (held === undefined || (f.status === "active" && held.status !== "active")) evidence.set(at, f);
    }
  };
  // A key's facts are indexed when a candidate first names it (as brain's ProfileState does): a
  // batch that touches half the keys of a 100k-fact profile does not index the other half.
  const pending = new Map(); // key → its observed facts not yet indexed (one fact, or an array)
  for (const f of facts) {
    byId.set(f.id, f);
    if (f.kind !== "observed") continue;
    const held = pending.get(f.key);
    if (held === undefined) pending.set(f.key, f);
    else if (Array.isArray(held)) held.push(f);
    else pending.set(f.key, [held, f]);
  }
  const touch = (key) => {
    const held = pending.get(key);
    if (held === undefined) return;
    pending.delete(key);
    for (const f of Array.isArray(held) ? held : [held]) {
      if (f.status === "active") list(f);
      witness(f, f.sources);
    }
  };
  const unique = (id) => {
    if (!byId.has(id)) return id;
    for (let n = 2; ; n++) {
      const again = short(`brain:v1:again\0${id}\0${n}`);
      if (!byId.has(again)) return again;
    }
  };
  const add = (id, key, value, obs) => {
    const f = {
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
      status: "active",
    };
    byId.set(id, f);
    facts.push(f);
    list(f);
    witness(f, f.sources);
    return f;
  };
  const d = {
    additions: [],
    evidenceBumps: [],
    promotions: [],
    conflicts: [],
    supersedes: [],
    staleFlags: [],
    retirements: [],
    rejected: [],
    duplicates: [],
    warnings: [],
    trace: [],
  };
  const claimed = new Map();
  const conflictOf = new Map();
  const multi = new Set(config.multiValued);
  // The near-duplicate key of the candidate being classified (null: none), and the index, built
  // on the first question from the keys active then (observed facts and seeds).
  let similar = null;
  let similarTo;
  let seedKeys;
  const similarKeyOf = (key) => {
    if (similarTo === undefined) {
      const active = facts.filter((f) => f.status === "active");
      similarTo = similarKeys(new Set(active.map((f) => f.key)));
      seedKeys = new Set(active.filter((f) => f.kind === "profile-field").map((f) => f.key));
    }
    return similarTo(key, (k) => {
      if (seedKeys.has(k)) return true;
      touch(k);
      return (live.get(k)?.size ?? 0) > 0;
    });
  };
  const trace = (i, rule) => {
    const outcome = rule.startsWith("reject") ? "reject" : OUTCOMES[rule];
    const entry = { candidate: i, rule, file: "candidate.yaml", ...(REASONS[rule] ? { reason: REASONS[rule] } : {}), outcome };
    d.trace.push(similar === null ? entry : { ...entry, similar_key: similar });
    if (similar !== null) d.warnings.push({ candidate: i, message: `new key, similar to \`${similar}\`: if it is the same, decline it and add a key alias` });
  };
  const reject = (i, c, key, rule) => {
    trace(i, rule);
    const base =
      c.retires !== undefined
        ? { candidate: i, key, retires: c.retires, provenance: c.provenance, source: c.source, rule }
        : { candidate: i, key, value: c.value, provenance: c.provenance, source: c.source, rule };
    d.rejected.push(REASONS[rule] ? { ...base, reason: REASONS[rule] } : base);
  };

  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i];
    const key = normKey(c.key);
    touch(key);
    const retire = c.retires !== undefined;
    similar = !nearKeys || retire || (live.get(key)?.size ?? 0) > 0 ? null : similarKeyOf(key);
    const value = retire ? "" : normValue(c.value);
    const same = retire ? undefined : byValue.get(`${key}\0${value}`);
    const evidencedBy = retire ? undefined : evidence.get(`${key}\0${value}\0${c.source}`);
    const targetId = retire ? c.retires : c.supersedes;
    const target = targetId === undefined ? undefined : byId.get(targetId);
    const sourceKnown =
      isOperatorStatement(c.source) || (known.get(c.source) !== undefined && known.get(c.source) !== "ai-draft" && known.get(c.source) === c.provenance);
    const usable = target !== undefined && target.status === "active" && target.kind === "observed" && target.key === key && !claimed.has(targetId);
    const obs = { source: c.source, observed_date: c.observed_date, provenance: c.provenance };
    if (!config.learnFrom.includes(c.provenance)) {
      reject(i, c, key, "reject-unlearnable-provenance");
      continue;
    }
    if (config.requireKnownSources && !sourceKnown) {
      reject(i, c, key, "reject-unknown-source");
      continue;
    }
    if (c.quote !== undefined && !isOperatorStatement(c.source) && !(bodies.has(c.source) && quoteInBody(c.quote, bodies.get(c.source)))) {
      reject(i, c, key, "reject-quote-not-in-record");
      continue;
    }
    if (retire) {
      if (!config.retireFrom.includes(c.provenance) || !usable) {
        reject(i, c, key, "reject-retire");
        continue;
      }
      trace(i, "retire-by-operator");
      claimed.set(targetId, { candidate: i, as: "retired" });
      unlist(target);
      Object.assign(target, { status: "retired", retired_on: c.observed_date, retired_reason: c.reason });
      d.retirements.push({ candidate: i, id: target.id, key, value: target.value, reason: c.reason, source: c.source, observed_date: c.observed_date });
      continue;
    }
    const active = live.get(key);
    const activeCount = active?.size ?? 0;
    let rule;
    if (evidencedBy) {
      rule = "duplicate-source";
      d.duplicates.push({ candidate: i, id: evidencedBy.id, key, value: evidencedBy.value, source: c.source });
    } else if (c.supersedes !== undefined && usable && nv(target) !== value) {
      trace(i, "supersede-explicit");
      const id = target.id;
      const archivedId = unique(short(`brain:v1:archive\0${id}\0${nv(target)}\0${c.observed_date}`));
      claimed.set(id, { candidate: i, as: "superseded" });
      const old = { id, archived_id: archivedId, value: target.value };
      unlist(target);
      Object.assign(target, { id: archivedId, status: "superseded", superseded_by: id, superseded_on: c.observed_date });
      byId.delete(id);
      byId.set(archivedId, target);
      if (!same) {
        add(id, key, c.value, obs);
        d.supersedes.push({ candidate: i, key, old, winner: { id, value: c.value, ...obs } });
      } else {
        // Another active fact already holds the new value: it is retired into the target's id.
        const before = same.evidence_count;
        const sources = same.sources.slice();
        // Unlisted before the winner takes its value, so the winner answers for the value after.
        unlist(same);
        const winner = add(id, key, same.value, obs);
        Object.assign(same, { status: "superseded", superseded_by: id, superseded_on: c.observed_date });
        winner.provenance = same.provenance === "published" || c.provenance === "published" ? "published" : "human";
        winner.sources = sources.includes(c.source) ? sources : [...sources, c.source];
        // Dates are YYYY-MM-DD strings: compared as text, not with Math.min/max.
        winner.first_seen = same.first_seen < c.observed_date ? same.first_seen : c.observed_date;
        winner.last_seen = same.last_seen > c.observed_date ? same.last_seen : c.observed_date;
        winner.evidence_count = winner.sources.length;
        witness(winner, winner.sources);
        d.supersedes.push({
          candidate: i,
          key,
          old,
          winner: { id, value: winner.value, ...obs },
          merged: { id: same.id, value: same.value, evidence_before: before },
        });
      }
      continue;
    } else if (same) {
      rule = "bump-same-value";
      const before = same.evidence_count;
      same.sources.push(c.source);
      same.evidence_count = before + 1;
      if (c.observed_date < same.first_seen) same.first_seen = c.observed_date;
      if (c.observed_date > same.last_seen) same.last_seen = c.observed_date;
      if (c.provenance === "published") same.provenance = "published";
      witness(same, [c.source]);
      d.evidenceBumps.push({ candidate: i, id: same.id, key, value: same.value, ...obs, evidence_before: before, evidence_after: before + 1 });
    } else if (multi.has(key)) {
      rule = "add-multi-valued-member";
      const id = unique(short(`brain:v1:member\0observed\0${key}\0${value}`));
      add(id, key, c.value, obs);
      d.additions.push({ candidate: i, id, key, value: c.value, ...obs });
    } else if (activeCount === 0) {
      rule = "add-new-key";
      const id = unique(short(`brain:v1:entity\0observed\0${key}`));
      add(id, key, c.value, obs);
      d.additions.push({ candidate: i, id, key, value: c.value, ...obs });
    } else {
      rule = "conflict-keep-both";
      let entry = conflictOf.get(key);
      if (!entry) {
        entry = { key, existing: [...active].map((f) => ({ id: f.id, value: f.value })), incoming: [] };
        conflictOf.set(key, entry);
        d.conflicts.push(entry);
      }
      const id = unique(short(`brain:v1:conflict\0observed\0${key}\0${value}`));
      add(id, key, c.value, obs);
      d.additions.push({ candidate: i, id, key, value: c.value, ...obs, conflict: true });
      entry.incoming.push({ candidate: i, id, value: c.value });
    }
    trace(i, rule);
    if (c.supersedes !== undefined) {
      let why;
      const by = claimed.get(c.supersedes);
      if (!target) why = "no fact has this id";
      else if (by) why = `already ${by.as} earlier in this batch by candidate /${by.candidate}`;
      else if (target.status !== "active") why = `that fact is already ${target.status}`;
      else if (target.kind !== "observed") why = "that fact is a profile-field seed, which consolidation never changes";
      else if (target.key !== key) why = `that fact is about key "${target.key}", not "${key}"`;
      else if (nv(target) !== value) why = "this source already evidenced this value";
      if (why) d.warnings.push({ candidate: i, message: `supersedes "${c.supersedes}" not used: ${why}; classified as ${OUTCOMES[rule]} (rule ${rule})` });
    }
  }

  for (const f of facts) {
    if (f.kind !== "observed" || f.status !== "active" || f.layer !== "dynamic") continue;
    const age = daysBetween(f.last_seen, today);
    // Independent observations: each cited record once, all human:<label> statements together once.
    const independent = f.sources.filter((x) => !isOperatorStatement(x)).length + (f.sources.some(isOperatorStatement) ? 1 : 0);
    if (independent >= config.promoteThreshold) {
      d.trace.push({ fact: f.id, rule: "promote-on-evidence", file: "fact.yaml", outcome: "promote" });
      d.promotions.push({
        id: f.id,
        key: f.key,
        value: f.value,
        evidence_count: f.evidence_count,
        ...(independent === f.evidence_count ? {} : { independent_evidence: independent }),
      });
    } else if (age > config.decayDays) {
      d.trace.push({ fact: f.id, rule: "flag-stale", file: "fact.yaml", outcome: "decay-flag" });
      d.staleFlags.push({ id: f.id, key: f.key, value: f.value, last_seen: f.last_seen, days_since_seen: age });
    }
  }
  return d;
}

const OUTCOMES = {
  "retire-by-operator": "retire",
  "duplicate-source": "duplicate",
  "supersede-explicit": "supersede",
  "bump-same-value": "bump",
  "add-multi-valued-member": "add",
  "add-new-key": "add",
  "conflict-keep-both": "conflict",
};

function writeFileAtomic(path, text) {
  const tmp = `${path}.${process.pid}`;
  const fd = openSync(tmp, "w", 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

const INVISIBLE_ALL =
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
const md = (s) => s.replace(INVISIBLE_ALL, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`).replace(/[\\`*_[\]<>|~#]/g, "\\$&");
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const byKeyValue = (a, b) => cmp(a.key, b.key) || cmp(a.value, b.value) || (a.candidate ?? 0) - (b.candidate ?? 0) || cmp(a.id ?? "", b.id ?? "");

const LISTS = [
  ["additions", "addition", "additions"],
  ["evidenceBumps", "evidence bump", "evidence bumps"],
  ["promotions", "promotion", "promotions"],
  ["conflicts", "conflict", "conflicts"],
  ["supersedes", "supersession", "supersessions"],
  ["retirements", "retirement", "retirements"],
  ["staleFlags", "stale flag", "stale flags"],
  ["rejected", "rejected", "rejected"],
  ["duplicates", "duplicate", "duplicates"],
  ["warnings", "warning", "warnings"],
];
const summary = (d) => LISTS.map(([k, one, many]) => `${d[k].length} ${d[k].length === 1 ? one : many}`).join(", ");

function renderMarkdown(d, applyCommand) {
  const out = ["# Pending profile diff", ""];
  const reasons = new Map();
  for (const t of d.trace) if (t.reason !== undefined) reasons.set(t.candidate !== undefined ? `c${t.candidate}` : `f${t.fact}`, t.reason);
  const why = (at) => (reasons.has(at) ? ` — ${md(reasons.get(at))}` : "");
  const unrecorded = (source) => (isOperatorStatement(source) ? " — operator statement, unrecorded" : "");
  out.push(
    `Proposed for ${d.today} against profile \`${d.base.slice(0, 12)}\` · diff \`${d.id.slice(0, 12)}\` · ` +
      `${md(`shipped rules (brain ${VERSION})`)} (${d.rules.map((r) => `${md(r.file)} v${r.version}`).join(", ")}) · ` +
      `promoteThreshold ${d.config.promoteThreshold}, decayDays ${d.config.decayDays}`,
    "",
    `${summary(d)}.`,
    "",
  );
  if (d.records.new) {
    const { count, ids } = d.records.new;
    const after = d.records.through === null ? "every record stays new" : `records ingested after ${d.records.through} stay new`;
    const shown = ids.slice(0, 50).map((id) => `\`${md(id)}\``);
    out.push(
      count === 0
        ? `Records this apply marks read: none (${after}).`
        : `Records this apply marks read (${count}; gather will not offer them again, ${after}): ${shown.join(", ")}${count > shown.length ? `, and ${count - shown.length} more` : ""}.`,
      "",
    );
  }
  if (LISTS.slice(0, 7).every(([k]) => d[k].length === 0)) out.push("Nothing in the profile would change.", "");
  out.push("Nothing has been written to the profile. To apply exactly this diff:", "", "```sh", applyCommand, "```");
  // At most LIMIT entries a section (CELL values a conflict side), then where the rest are.
  const LIMIT = 200;
  const CELL = 20;
  const similar = new Map(
    d.trace
      .filter((t) => t.similar_key !== undefined)
      .map((t) => [t.candidate, `  - new key, similar to \`${md(t.similar_key)}\`: if it is the same, decline it and add a key alias`]),
  );
  const more = (hidden, list) => `- … ${hidden}: every one is in pending-diff.json under \`${list}\`; \`brain explain <id>\` tells one fact's story.`;
  const section = (title, list, items, line) => {
    if (items.length === 0) return;
    out.push("", `## ${title}`, "");
    // An entry a candidate made starts with its index (`- #12 **key**: …`); a near-duplicate key is noted under it.
    for (const x of items.slice().sort(byKeyValue).slice(0, LIMIT)) {
      if (x.candidate === undefined) out.push(line(x));
      else out.push(line(x).replace(/^- /, `- #${x.candidate} `), ...(similar.has(x.candidate) ? [similar.get(x.candidate)] : []));
    }
    if (items.length > LIMIT) out.push(more(`${items.length - LIMIT} more entries are not listed here`, list));
  };
  section("Additions", "additions", d.additions, (a) => {
    const beside = a.conflict ? " — kept beside the key's other values (see Conflicts)" : "";
    return `- **${md(a.key)}**: ${md(a.value)} — ${a.provenance}, ${md(a.source)}, ${a.observed_date} → \`${a.id}\`${beside}${why(`c${a.candidate}`)}${unrecorded(a.source)}`;
  });
  section(
    "Evidence bumps",
    "evidenceBumps",
    d.evidenceBumps,
    (b) =>
      `- **${md(b.key)}**: ${md(b.value)} — ${b.evidence_before} → ${b.evidence_after} sources (+ ${md(b.source)}, ${b.observed_date}) \`${b.id}\`${why(`c${b.candidate}`)}${unrecorded(b.source)}`,
  );
  section(
    "Promotions",
    "promotions",
    d.promotions,
    (p) =>
      `- **${md(p.key)}**: ${md(p.value)} — dynamic → static with ${p.evidence_count} sources${p.independent_evidence !== undefined ? `, ${p.independent_evidence} independent` : ""} (threshold ${d.config.promoteThreshold}) \`${p.id}\`${why(`f${p.id}`)}`,
  );
  if (d.conflicts.length > 0) {
    out.push("", "## Conflicts", "", "All values are kept; none replaces another until a candidate names one in `supersedes`.", "");
    out.push("| key | existing | incoming |", "| --- | --- | --- |");
    const refs = (xs) =>
      [
        ...xs.slice(0, CELL).map((r) => `${r.candidate === undefined ? "" : `#${r.candidate} `}${md(r.value)} \`${r.id}\``),
        ...(xs.length > CELL ? [`… and ${xs.length - CELL} more`] : []),
      ].join("<br>");
    const rows = d.conflicts.slice().sort((a, b) => cmp(a.key, b.key));
    for (const c of rows.slice(0, LIMIT)) out.push(`| ${md(c.key)} | ${refs(c.existing)} | ${refs(c.incoming)} |`);
    if (rows.length > LIMIT || rows.some((c) => c.existing.length > CELL || c.incoming.length > CELL)) {
      const hidden = rows.length > LIMIT ? `${rows.length - LIMIT} more keys in conflict` : `Values beyond the first ${CELL} of a side`;
      out.push("", more(`${hidden} are not listed here`, "conflicts"));
    }
  }
  section(
    "Supersessions",
    "supersedes",
    d.supersedes.map((s) => ({ ...s, value: s.winner.value })),
    (s) =>
      `- **${md(s.key)}**: ${md(s.old.value)} → ${md(s.winner.value)} (${s.winner.provenance}, ${md(s.winner.source)}, ${s.winner.observed_date}); ` +
      `the old fact stays in the profile as superseded, id \`${s.old.archived_id}\`` +
      (s.merged ? `; resolves the conflict with \`${s.merged.id}\`, whose ${s.merged.evidence_before} source(s) move to \`${s.winner.id}\`` : "") +
      why(`c${s.candidate}`) +
      unrecorded(s.winner.source),
  );
  section(
    "Retirements",
    "retirements",
    d.retirements,
    (r) =>
      `- **${md(r.key)}**: ${md(r.value)} — retired on ${r.observed_date} (${md(r.source)}): ${md(r.reason)}; the fact stays in the profile, marked retired \`${r.id}\`` +
      why(`c${r.candidate}`) +
      unrecorded(r.source),
  );
  section(
    "Stale facts",
    "staleFlags",
    d.staleFlags,
    (f) =>
      `- **${md(f.key)}**: ${md(f.value)} — last seen ${f.last_seen}, ${f.days_since_seen} days before ${d.today}; flagged for review only \`${f.id}\`${why(`f${f.id}`)}`,
  );
  section(
    "Rejected",
    "rejected",
    d.rejected.map((r) => ({ ...r, value: r.value ?? "" })),
    (r) =>
      `- **${md(r.key)}**: ${r.retires !== undefined ? `retire \`${md(r.retires)}\`` : md(r.value)} — ${r.provenance}, ${md(r.source)} (rule ${md(r.rule)})${why(`c${r.candidate}`)}`,
  );
  section("Duplicates", "duplicates", d.duplicates, (x) => `- **${md(x.key)}**: ${md(x.value)} — ${md(x.source)} already counted for \`${x.id}\``);
  if (d.warnings.length > 0) {
    out.push("", "## Warnings", "");
    const ws = d.warnings.slice().sort((a, b) => a.candidate - b.candidate);
    for (const w of ws.slice(0, LIMIT)) out.push(`- #${w.candidate}: ${md(w.message)}`);
    if (ws.length > LIMIT) out.push(more(`${ws.length - LIMIT} more entries are not listed here`, "warnings"));
  }
  return `${out.join("\n")}\n`;
}

const shellWord = (s) => (/^[\w./:@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`);

const { dataDir, candidates: candidatesFile, today, lean, leanDiff } = args();
const brainDir = join(dataDir, "brain");
const config = readConfig(dataDir);
if (lean) {
  leanPropose(leanDiff);
  process.exit(0);
}
const rules = readRules();
const candidates = readCandidates(candidatesFile, today);
const lockPath = join(brainDir, ".lock");
closeSync(openSync(lockPath, "wx", 0o600));
try {
  const records = readRecords(dataDir, false, quotedSources(candidates));
  const bytes = readFileSync(join(brainDir, "profile.md"));
  const base = sha256(bytes);
  const facts = parseProfile(bytes.toString("utf8"));
  const ops = classify(facts, candidates, config, records.known, today, { bodies: records.bodies });
  // The batch is archived as its canonical JSON, named by its sha256.
  const batchSha = canonicalSha256(candidates);
  const batches = join(brainDir, "batches");
  const batchFile = join(batches, `${batchSha}.json`);
  if (!existsSync(batchFile)) {
    mkdirSync(batches, { recursive: true, mode: 0o700 });
    const pieces = [];
    canonical(candidates, (s) => pieces.push(s));
    writeFileAtomic(batchFile, pieces.join(""));
  }
  const body = {
    // The diff's format (src/diff/diff-format.ts).
    format: 2,
    base,
    today,
    rules,
    config: structuredClone(config),
    confusables: CONFUSABLES_VERSION,
    candidates: { sha256: batchSha, count: candidates.length },
    records: records.summary,
    ...ops,
  };
  // The canonical JSON of the body is what the id hashes; the file is that text with the id added last.
  const bodyPieces = [];
  canonical(body, (s) => bodyPieces.push(s));
  const bodyJson = bodyPieces.join("");
  const diff = { id: sha256(bodyJson), ...body };
  const jsonPath = join(brainDir, "pending-diff.json");
  const mdPath = join(brainDir, "pending-diff.md");
  // brain writes pending-diff.json ASCII-only (non-ASCII as \uXXXX escapes, the same JSON value).
  writeFileAtomic(
    jsonPath,
    `${bodyJson.slice(0, -1)},"id":"${diff.id}"}\n`.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
  );
  // The pinned apply line: the pending diff is --apply's default, `--expect` names the id shown.
  const applyCommand = ["brain", "--data-dir", resolve(dataDir), "consolidate", "--apply", "--expect", diff.id.slice(0, 12), "--confirm"]
    .map((w, i) => (i === 0 ? w : shellWord(w)))
    .join(" ");
  writeFileAtomic(mdPath, renderMarkdown(diff, applyCommand));
  process.stdout.write(`Wrote ${mdPath}\nWrote ${jsonPath}\n${summary(diff)}.\n`);
} finally {
  unlinkSync(lockPath);
}

/**
 * `--lean`: the yardstick of docs/performance.md — the same files read and parsed (config, records,
 * profile.md, the candidates), the same classification, and one compact outcome per candidate
 * written (`<index> <rule>` lines, brain/lean-outcomes.txt, temp file + fsync + rename). No
 * hashing, no batch archive, no diff, no review: what the job itself needs, not a copy of
 * brain's output work.
 *
 * `--lean-diff`: the stale-heavy workload's yardstick — the same reading and classification, then
 * one JSON diff (`JSON.stringify` of every list the classification made, its id the sha256 of that
 * text, brain/lean-diff.json) and a short Markdown list (the counts, then at most 200 entries a
 * list, brain/lean-diff.md), each through temp file + fsync + rename. No other hashing, no batch
 * archive, no canonical form, no sorting.
 */
function leanPropose(withDiff) {
  const candidates = readCandidates(candidatesFile, today);
  const lockPath = join(brainDir, ".lock");
  closeSync(openSync(lockPath, "wx", 0o600));
  try {
    const records = readRecords(dataDir, true, quotedSources(candidates));
    const facts = parseProfile(readFileSync(join(brainDir, "profile.md"), "utf8"));
    const ops = classify(facts, candidates, config, records.known, today, { nearKeys: false, bodies: records.bodies });
    if (withDiff) {
      writeLeanDiff(ops, records.summary, candidates.length);
      process.stdout.write(`${summary(ops)}.\n`);
      return;
    }
    const lines = [];
    for (const t of ops.trace) if (t.candidate !== undefined) lines.push(`${t.candidate} ${t.rule}\n`);
    writeFileAtomic(join(brainDir, "lean-outcomes.txt"), lines.join(""));
    process.stdout.write(`${lines.length} outcomes\n`);
  } finally {
    unlinkSync(lockPath);
  }
}

function writeLeanDiff(ops, records, count) {
  const json = JSON.stringify({ today, config, candidates: { count }, records, ...ops });
  const id = sha256(json);
  writeFileAtomic(join(brainDir, "lean-diff.json"), `${json.slice(0, -1)},"id":"${id}"}\n`);
  const out = [`# Lean diff ${id.slice(0, 12)}`, "", `${summary(ops)}.`];
  for (const [list] of LISTS) {
    const items = ops[list];
    if (items.length === 0) continue;
    out.push("", `## ${list}`, "");
    for (const x of items.slice(0, 200)) out.push(`- **${md(x.key ?? "")}**: ${md(x.value ?? x.message ?? "")} \`${x.id ?? x.candidate}\``);
    if (items.length > 200) out.push(`- … and ${items.length - 200} more`);
  }
  writeFileAtomic(join(brainDir, "lean-diff.md"), `${out.join("\n")}\n`);
}
