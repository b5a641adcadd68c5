#!/usr/bin/env node
// The benchmark's yardstick (SPEC §10): the same `consolidate --propose`, written by hand with
// plain if/else and only node: built-ins — no rules engine, no Ajv, no YAML, no CLI framework.
// It does the same reading and writing as `brain` (rule files hashed, profile.md read, hashed
// and parsed, candidates parsed and minimally validated, a lock taken, pending-diff.json and
// pending-diff.md written atomically) and follows the shipped rules (SPEC §6), so its
// pending-diff.json is meant to be byte-identical to brain's; bench/run.mjs checks that.
//
//   node bench/baseline.mjs --data-dir <dir> --candidates <file> --today <YYYY-MM-DD>
//
// Only the default config is supported (the benchmark writes none).
import { createHash } from "node:crypto";
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const RULES_DIR = fileURLToPath(new URL("../rules/", import.meta.url));
const CONFIG = { promoteThreshold: 3, decayDays: 90, learnFrom: ["published", "human"], nudge: { minNewPublished: 1, minDaysSinceRun: 1 }, rules: null };

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
  return { dataDir: get("--data-dir"), candidates: get("--candidates"), today: get("--today") };
}

const normKey = (k) => k.normalize("NFKC").trim().toLowerCase().normalize("NFKC").replace(/[\s_]+/gu, "-");
const normValue = (v) => v.normalize("NFKC").trim().replace(/\s+/gu, " ").toUpperCase().toLowerCase().normalize("NFKC");

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

const CANDIDATE_FIELDS = new Set(["key", "value", "provenance", "source", "observed_date", "supersedes"]);
const PROVENANCES = new Set(["human", "published", "ai-draft"]);
const LINE = /^[^\r\n]*\S[^\r\n]*$/;

function validDate(d) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const [y, m, day] = d.split("-").map(Number);
  const dim = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return dim !== undefined && day >= 1 && day <= dim;
}

function readCandidates(path) {
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
    for (const k in c) if (!CANDIDATE_FIELDS.has(k)) bad(k);
    if (typeof c.key !== "string" || c.key.length > 200 || !LINE.test(c.key) || normKey(c.key) === "") bad("key");
    if (typeof c.value !== "string" || c.value.length > 4000 || !LINE.test(c.value)) bad("value");
    if (typeof c.source !== "string" || c.source.length > 500 || !LINE.test(c.source)) bad("source");
    if (!PROVENANCES.has(c.provenance)) bad("provenance");
    if (typeof c.observed_date !== "string" || !validDate(c.observed_date)) bad("observed_date");
    if (c.supersedes !== undefined && (typeof c.supersedes !== "string" || c.supersedes === "" || c.supersedes.length > 64)) bad("supersedes");
  }
  return data;
}

function readRules() {
  return readdirSync(RULES_DIR)
    .filter((n) => /\.ya?ml$/.test(n))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(RULES_DIR, file));
      const text = bytes.toString("utf8");
      return { file, scope: /^scope:\s*(\w+)/m.exec(text)[1], version: Number(/^version:\s*(\d+)/m.exec(text)[1]), sha256: sha256(bytes) };
    });
}

/** Canonical JSON (sorted keys, no whitespace), hashed in pieces so no giant string is built. */
function canonicalSha256(value) {
  const hash = createHash("sha256");
  let buf = "";
  const put = (s) => {
    buf += s;
    if (buf.length > 65536) {
      hash.update(buf);
      buf = "";
    }
  };
  const walk = (v) => {
    if (v === null || typeof v !== "object") put(JSON.stringify(v));
    else if (Array.isArray(v)) {
      put("[");
      for (let i = 0; i < v.length; i++) {
        if (i > 0) put(",");
        walk(v[i]);
      }
      put("]");
    } else {
      put("{");
      let first = true;
      for (const k of Object.keys(v).sort()) {
        if (v[k] === undefined) continue;
        put(first ? `${JSON.stringify(k)}:` : `,${JSON.stringify(k)}:`);
        first = false;
        walk(v[k]);
      }
      put("}");
    }
  };
  walk(value);
  hash.update(buf);
  return hash.digest("hex");
}

const daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function classify(facts, candidates, today) {
  const byId = new Map();
  const live = new Map();
  const archivedByKey = new Map();
  const norm = new Map();
  const nv = (f) => {
    let v = norm.get(f);
    if (v === undefined) norm.set(f, (v = normValue(f.value)));
    return v;
  };
  const listIn = (map, key) => {
    let l = map.get(key);
    if (!l) map.set(key, (l = []));
    return l;
  };
  const liveList = (key) => listIn(live, key);
  for (const f of facts) {
    byId.set(f.id, f);
    if (f.kind === "observed" && f.status === "active") liveList(f.key).push(f);
    else if (f.kind === "observed") listIn(archivedByKey, f.key).push(f);
  }
  const unique = (id) => {
    if (!byId.has(id)) return id;
    for (let n = 2; ; n++) {
      const again = short(`brain:v1:again\0${id}\0${n}`);
      if (!byId.has(again)) return again;
    }
  };
  const add = (id, key, value, obs) => {
    const f = { id, kind: "observed", layer: "dynamic", key, value, provenance: obs.provenance, sources: [obs.source], first_seen: obs.observed_date, last_seen: obs.observed_date, evidence_count: 1, status: "active" };
    byId.set(id, f);
    facts.push(f);
    liveList(key).push(f);
    return f;
  };
  const d = { additions: [], evidenceBumps: [], promotions: [], conflicts: [], supersedes: [], staleFlags: [], rejected: [], duplicates: [], warnings: [], trace: [] };
  const claimed = new Map();

  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i];
    const key = normKey(c.key);
    const value = normValue(c.value);
    const active = live.get(key) ?? [];
    const same = active.find((f) => nv(f) === value);
    // A source counts once for a value, even when the fact it evidenced was superseded since.
    const evidencedBy =
      same !== undefined && same.sources.includes(c.source)
        ? same
        : (archivedByKey.get(key) ?? []).find((f) => nv(f) === value && f.sources.includes(c.source));
    const target = c.supersedes === undefined ? undefined : byId.get(c.supersedes);
    const obs = { source: c.source, observed_date: c.observed_date, provenance: c.provenance };
    let rule;
    let outcome;
    if (!CONFIG.learnFrom.includes(c.provenance)) {
      d.trace.push({ candidate: i, rule: "reject-unlearnable-provenance", outcome: "reject" });
      d.rejected.push({ candidate: i, key, value: c.value, provenance: c.provenance, source: c.source, rule: "reject-unlearnable-provenance" });
      continue;
    } else if (evidencedBy) {
      [rule, outcome] = ["duplicate-source", "duplicate"];
      d.duplicates.push({ candidate: i, id: evidencedBy.id, key, value: evidencedBy.value, source: c.source });
    } else if (
      target && target.status === "active" && target.kind === "observed" && target.key === key &&
      nv(target) !== value && !claimed.has(c.supersedes)
    ) {
      d.trace.push({ candidate: i, rule: "supersede-explicit", outcome: "supersede" });
      const id = target.id;
      const archivedId = unique(short(`brain:v1:archive\0${id}\0${nv(target)}\0${c.observed_date}`));
      claimed.set(id, i);
      const old = { id, archived_id: archivedId, value: target.value };
      Object.assign(target, { id: archivedId, status: "superseded", superseded_by: id, superseded_on: c.observed_date });
      byId.delete(id);
      byId.set(archivedId, target);
      active.splice(active.indexOf(target), 1);
      listIn(archivedByKey, key).push(target);
      if (!same) {
        add(id, key, c.value, obs);
        d.supersedes.push({ candidate: i, key, old, winner: { id, value: c.value, ...obs } });
      } else {
        // Another active fact already holds the new value: it is retired into the target's id.
        const before = same.evidence_count;
        const winner = add(id, key, same.value, obs);
        Object.assign(same, { status: "superseded", superseded_by: id, superseded_on: c.observed_date });
        active.splice(active.indexOf(same), 1);
        listIn(archivedByKey, key).push(same);
        winner.provenance = same.provenance === "published" || c.provenance === "published" ? "published" : "human";
        winner.sources = same.sources.includes(c.source) ? [...same.sources] : [...same.sources, c.source];
        winner.first_seen = same.first_seen < c.observed_date ? same.first_seen : c.observed_date;
        winner.last_seen = same.last_seen > c.observed_date ? same.last_seen : c.observed_date;
        winner.evidence_count = winner.sources.length;
        d.supersedes.push({ candidate: i, key, old, winner: { id, value: winner.value, ...obs }, merged: { id: same.id, value: same.value, evidence_before: before } });
      }
      continue;
    } else if (same) {
      [rule, outcome] = ["bump-same-value", "bump"];
      const before = same.evidence_count;
      same.sources.push(c.source);
      same.evidence_count = before + 1;
      if (c.observed_date < same.first_seen) same.first_seen = c.observed_date;
      if (c.observed_date > same.last_seen) same.last_seen = c.observed_date;
      if (c.provenance === "published") same.provenance = "published";
      d.evidenceBumps.push({ candidate: i, id: same.id, key, value: same.value, ...obs, evidence_before: before, evidence_after: before + 1 });
    } else if (active.length === 0) {
      [rule, outcome] = ["add-new-key", "add"];
      const id = unique(short(`brain:v1:entity\0observed\0${key}`));
      add(id, key, c.value, obs);
      d.additions.push({ candidate: i, id, key, value: c.value, ...obs });
    } else {
      [rule, outcome] = ["conflict-keep-both", "conflict"];
      const existing = active.slice();
      const id = unique(short(`brain:v1:conflict\0observed\0${key}\0${value}`));
      add(id, key, c.value, obs);
      d.additions.push({ candidate: i, id, key, value: c.value, ...obs, conflicts_with: existing.map((f) => f.id) });
      for (const f of existing) d.conflicts.push({ candidate: i, key, existing: { id: f.id, value: f.value }, incoming: { id, value: c.value } });
    }
    d.trace.push({ candidate: i, rule, outcome });
    if (c.supersedes !== undefined) {
      let why;
      if (!target) why = "no fact has this id";
      else if (claimed.has(c.supersedes)) why = `already superseded earlier in this batch by candidate /${claimed.get(c.supersedes)}`;
      else if (target.status !== "active") why = "that fact is already superseded";
      else if (target.kind !== "observed") why = "that fact is a profile-field seed, which consolidation never changes";
      else if (target.key !== key) why = `that fact is about key "${target.key}", not "${key}"`;
      else if (nv(target) !== value) why = "this source already evidenced this value";
      if (why) d.warnings.push({ candidate: i, message: `supersedes "${c.supersedes}" not used: ${why}; classified as ${outcome} (rule ${rule})` });
    }
  }

  for (const f of facts) {
    if (f.kind !== "observed" || f.status !== "active" || f.layer !== "dynamic") continue;
    const age = daysBetween(f.last_seen, today);
    if (f.evidence_count >= CONFIG.promoteThreshold) {
      d.trace.push({ fact: f.id, rule: "promote-on-evidence", outcome: "promote" });
      d.promotions.push({ id: f.id, key: f.key, value: f.value, evidence_count: f.evidence_count });
    } else if (age > CONFIG.decayDays) {
      d.trace.push({ fact: f.id, rule: "flag-stale", outcome: "decay-flag" });
      d.staleFlags.push({ id: f.id, key: f.key, value: f.value, last_seen: f.last_seen, days_since_seen: age });
    }
  }
  return d;
}

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

const md = (s) => s.replace(/[\\`*_[\]<>|~#]/g, "\\$&").replace(/\r?\n|\r/g, " ");
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const byKeyValue = (a, b) => cmp(a.key, b.key) || cmp(a.value, b.value) || (a.candidate ?? 0) - (b.candidate ?? 0) || cmp(a.id ?? "", b.id ?? "");

function summary(d) {
  const n = (k, one, many) => `${d[k].length} ${d[k].length === 1 ? one : many}`;
  return [
    n("additions", "addition", "additions"), n("evidenceBumps", "evidence bump", "evidence bumps"), n("promotions", "promotion", "promotions"),
    n("conflicts", "conflict", "conflicts"), n("supersedes", "supersession", "supersessions"), n("staleFlags", "stale flag", "stale flags"),
    n("rejected", "rejected", "rejected"), n("duplicates", "duplicate", "duplicates"), n("warnings", "warning", "warnings"),
  ].join(", ");
}

function renderMarkdown(d, applyCommand) {
  const out = ["# Pending profile diff", ""];
  out.push(
    `Proposed for ${d.today} against profile \`${d.base.slice(0, 12)}\` · diff \`${d.id.slice(0, 12)}\` · ` +
      `rules ${d.rules.map((r) => `${r.file} v${r.version}`).join(", ")} · promoteThreshold ${d.config.promoteThreshold}, decayDays ${d.config.decayDays}`,
    "",
    `${summary(d)}.`,
    "",
  );
  if (d.additions.length + d.evidenceBumps.length + d.promotions.length + d.conflicts.length + d.supersedes.length + d.staleFlags.length === 0) {
    out.push("Nothing in the profile would change.", "");
  }
  out.push("Nothing has been written to the profile. To apply exactly this diff:", "", "```sh", applyCommand, "```");
  const section = (title, items, line) => {
    if (items.length === 0) return;
    out.push("", `## ${title}`, "");
    for (const x of items.slice().sort(byKeyValue)) out.push(line(x));
  };
  section("Additions", d.additions, (a) => {
    const beside = a.conflicts_with ? ` — kept beside ${a.conflicts_with.map((id) => `\`${id}\``).join(", ")} (see Conflicts)` : "";
    return `- **${md(a.key)}**: ${md(a.value)} — ${a.provenance}, ${md(a.source)}, ${a.observed_date} → \`${a.id}\`${beside}`;
  });
  section("Evidence bumps", d.evidenceBumps, (b) =>
    `- **${md(b.key)}**: ${md(b.value)} — ${b.evidence_before} → ${b.evidence_after} sources (+ ${md(b.source)}, ${b.observed_date}) \`${b.id}\``);
  section("Promotions", d.promotions, (p) =>
    `- **${md(p.key)}**: ${md(p.value)} — dynamic → static with ${p.evidence_count} sources (threshold ${d.config.promoteThreshold}) \`${p.id}\``);
  if (d.conflicts.length > 0) {
    out.push("", "## Conflicts", "", "Both values are kept; neither replaces the other until a candidate names one in `supersedes`.", "");
    out.push("| key | existing | incoming |", "| --- | --- | --- |");
    for (const c of d.conflicts.map((c) => ({ ...c, value: c.incoming.value })).sort(byKeyValue)) {
      out.push(`| ${md(c.key)} | ${md(c.existing.value)} \`${c.existing.id}\` | ${md(c.incoming.value)} \`${c.incoming.id}\` |`);
    }
  }
  section("Supersessions", d.supersedes.map((s) => ({ ...s, value: s.winner.value })), (s) =>
    `- **${md(s.key)}**: ${md(s.old.value)} → ${md(s.winner.value)} (${s.winner.provenance}, ${md(s.winner.source)}, ${s.winner.observed_date}); ` +
    `the old fact stays in the profile as superseded, id \`${s.old.archived_id}\`` +
    (s.merged ? `; resolves the conflict with \`${s.merged.id}\`, whose ${s.merged.evidence_before} source(s) move to \`${s.winner.id}\`` : ""));
  section("Stale facts", d.staleFlags, (f) =>
    `- **${md(f.key)}**: ${md(f.value)} — last seen ${f.last_seen}, ${f.days_since_seen} days before ${d.today}; flagged for review only \`${f.id}\``);
  section("Rejected", d.rejected, (r) => `- **${md(r.key)}**: ${md(r.value)} — ${r.provenance}, ${md(r.source)} (rule ${r.rule})`);
  section("Duplicates", d.duplicates, (x) => `- **${md(x.key)}**: ${md(x.value)} — ${md(x.source)} already counted for \`${x.id}\``);
  if (d.warnings.length > 0) {
    out.push("", "## Warnings", "");
    for (const w of d.warnings.slice().sort((a, b) => a.candidate - b.candidate)) out.push(`- candidate ${w.candidate}: ${md(w.message)}`);
  }
  return `${out.join("\n")}\n`;
}

const { dataDir, candidates: candidatesFile, today } = args();
const brainDir = join(dataDir, "brain");
if (existsSync(join(dataDir, "brain.config.yaml"))) fail(2, "only the default config is supported");
const rules = readRules();
const candidates = readCandidates(candidatesFile);
const lockPath = join(brainDir, ".lock");
closeSync(openSync(lockPath, "wx", 0o600));
try {
  const bytes = readFileSync(join(brainDir, "profile.md"));
  const base = sha256(bytes);
  const facts = parseProfile(bytes.toString("utf8"));
  const ops = classify(facts, candidates, today);
  const body = { base, today, rules, config: structuredClone(CONFIG), candidates: { sha256: canonicalSha256(candidates), count: candidates.length }, ...ops };
  const diff = { id: canonicalSha256(body), ...body };
  const jsonPath = join(brainDir, "pending-diff.json");
  const mdPath = join(brainDir, "pending-diff.md");
  // brain writes pending-diff.json ASCII-only (non-ASCII as \uXXXX escapes, the same JSON value).
  writeFileAtomic(jsonPath, `${JSON.stringify(diff, null, 2)}\n`.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`));
  const applyCommand = `brain --data-dir ${dataDir} consolidate --apply --diff ${jsonPath} --confirm`;
  writeFileAtomic(mdPath, renderMarkdown(diff, applyCommand));
  process.stdout.write(`Wrote ${mdPath}\nWrote ${jsonPath}\n${summary(diff)}.\n`);
} finally {
  unlinkSync(lockPath);
}
