/**
 * The `profile.md` line grammar (documented in docs/profile-format.md).
 *
 *   # <title>
 *
 *   ## Static
 *
 *   - **<key>**: <value> `id=<id>; kind=<kind>; provenance=<p>; first_seen=<d>; last_seen=<d>; sources=<s>, <s>`
 *   - [superseded] **<key>**: <value> `id=…; …; superseded_by=<id>; superseded_on=<d>`
 *   - [retired] **<key>**: <value> `id=…; …; retired_on=<d>; retired_reason=<text>`
 *
 *   ## Dynamic
 *
 *   - …
 *
 * Text is backslash-escaped, so any Unicode key, value or source round-trips, delimiters included.
 * Pure: no I/O; `file` is only used to name the file in errors.
 */
import { InvalidInputError } from "./errors.js";
import { isIsoDate } from "./dates.js";
import { detached } from "./detached.js";
import { isEarlierNormalizedKey, isNormalizedKey, normalizeKey } from "./normalize.js";
import { packLongValue } from "./packed-value.js";
import type { Fact } from "./schema-types.js";
import { quotedStart } from "./error-message.js";

export interface ProfileDoc {
  title: string;
  /** Static facts first, then dynamic; each layer in file order. */
  facts: Fact[];
}

/**
 * A stored key an earlier version normalized that normalizes further now: the fact on `line` (its
 * id kept) is read under `key`, and the next write stores that (docs/profile-format.md).
 */
export interface ChangedKey {
  line: number;
  id: string;
  stored: string;
  key: string;
  /**
   * The active observed facts the key has now: above 1 when two stored keys became one (`job‐title`
   * and `job-title`) with different values, which is then an open conflict like any other.
   */
  activeValues: number;
}

export const DEFAULT_TITLE = "Profile";
const STATIC_HEADING = "## Static";
const DYNAMIC_HEADING = "## Dynamic";
const SUPERSEDED_MARK = "[superseded] ";
const RETIRED_MARK = "[retired] ";
const META_ORDER = [
  "id",
  "kind",
  "provenance",
  "first_seen",
  "last_seen",
  "sources",
  "superseded_by",
  "superseded_on",
  "retired_on",
  "retired_reason",
] as const;
type MetaName = (typeof META_ORDER)[number];

const ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const BACKSLASH = 0x5c;
const BACKTICK = 0x60;
const STAR = 0x2a;
const SEMICOLON = 0x3b;
const COMMA = 0x2c;

// Characters that would break a line or confuse an editor are written as \u{…}.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/gu;

function escapeControls(s: string): string {
  return s.replace(CONTROL, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}

function escapeWith(s: string, specials: RegExp): string {
  if (!MAY_NEED_ESCAPE.get(specials)!.test(s)) return s;
  return escapeControls(s.replace(specials, (c) => (c === "\n" ? "\\n" : c === "\r" ? "\\r" : `\\${c}`)));
}

const KEY_SPECIALS = /[\\`*\n\r]/g;
const VALUE_SPECIALS = /[\\`\n\r]/g;
const META_SPECIALS = /[\\`;,\n\r]/g;
// Per set of specials, every character its escaping may touch (those and the controls): most text
// has none, and one test is cheaper than the two replaces run on every field of every fact.
const MAY_NEED_ESCAPE = new Map<RegExp, RegExp>([
  [KEY_SPECIALS, /[\\`*\u0000-\u001f\u007f\u0085\u2028\u2029]/],
  [VALUE_SPECIALS, /[\\`\u0000-\u001f\u007f\u0085\u2028\u2029]/],
  [META_SPECIALS, /[\\`;,\u0000-\u001f\u007f\u0085\u2028\u2029]/],
]);

/** Serializes a profile; `parseProfile(serializeProfile(doc))` deep-equals `doc` when static facts come first. */
export function serializeProfile(doc: ProfileDoc): string {
  const out: string[] = [];
  writeLines(doc, (line) => out.push(line));
  return `${out.join("\n")}\n`;
}

/** `serializeProfile(doc)` put piece by piece into `out`, for writing a large profile without one huge string. */
export function serializeProfileTo(doc: ProfileDoc, out: { put(text: string): void }): void {
  writeLines(doc, (line) => {
    out.put(line);
    out.put("\n");
  });
}

function writeLines(doc: ProfileDoc, line: (text: string) => void): void {
  line(`# ${escapeWith(doc.title, VALUE_SPECIALS)}`);
  line("");
  line(STATIC_HEADING);
  line("");
  let wroteStatic = false;
  for (const f of doc.facts) if (f.layer === "static") line(serializeFact(f)), (wroteStatic = true);
  if (wroteStatic) line("");
  line(DYNAMIC_HEADING);
  line("");
  for (const f of doc.facts) if (f.layer === "dynamic") line(serializeFact(f));
}

function serializeFact(f: Fact): string {
  const meta = [
    `id=${escapeWith(f.id, META_SPECIALS)}`,
    `kind=${f.kind}`,
    `provenance=${f.provenance}`,
    `first_seen=${f.first_seen}`,
    `last_seen=${f.last_seen}`,
    `sources=${f.sources.map((s) => escapeWith(s, META_SPECIALS)).join(", ")}`,
  ];
  if (f.status === "superseded") {
    meta.push(`superseded_by=${escapeWith(f.superseded_by ?? "", META_SPECIALS)}`, `superseded_on=${f.superseded_on ?? ""}`);
  }
  if (f.status === "retired") {
    meta.push(`retired_on=${f.retired_on ?? ""}`, `retired_reason=${escapeWith(f.retired_reason ?? "", META_SPECIALS)}`);
  }
  const mark = f.status === "superseded" ? SUPERSEDED_MARK : f.status === "retired" ? RETIRED_MARK : "";
  return `- ${mark}**${escapeWith(f.key, KEY_SPECIALS)}**: ${escapeWith(f.value, VALUE_SPECIALS)} \`${meta.join("; ")}\``;
}

class LineError extends Error {}

/**
 * Parses `profile.md`. Any line that does not follow the grammar is an error naming
 * `<file>:<line>`, what was expected and what was found.
 */
export function parseProfile(text: string, file = "profile.md"): ProfileDoc {
  return parseProfileReport(text, file).doc;
}

/** `parseProfile`, and the stored keys it read under their normalization of today (`brain validate` lists them). */
export function parseProfileReport(text: string, file = "profile.md"): { doc: ProfileDoc; changedKeys: readonly ChangedKey[] } {
  const parser = new ProfileParser(file);
  const lines = text.split("\n");
  // A final newline leaves one empty string behind; that is not a line of its own.
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  for (const line of lines) parser.line(line);
  const doc = parser.end();
  const changedKeys = parser.changedKeys;
  if (changedKeys.length > 0) {
    const active = new Map<string, number>();
    for (const f of doc.facts) if (f.kind === "observed" && f.status === "active") active.set(f.key, (active.get(f.key) ?? 0) + 1);
    for (const c of changedKeys) c.activeValues = active.get(c.key) ?? 0;
  }
  return { doc, changedKeys };
}

/**
 * `parseProfile` fed one line at a time (each without its "\n"), so a large profile can be parsed
 * as it is read: no string of the whole file, and each fact's strings are slices of its own line
 * only. `end()` gives exactly what `parseProfile` gives for the same lines, or throws the same error.
 */
export class ProfileParser {
  readonly #file: string;
  readonly #issues: string[] = [];
  #lines = 0;
  /** Set where parseProfile stops looking at lines (50 issues); later lines are only counted. */
  #stopped = false;
  #title: string | undefined;
  #section: "none" | "static" | "dynamic" = "none";
  #sawStatic = false;
  #sawDynamic = false;
  readonly #staticFacts: Fact[] = [];
  readonly #dynamicFacts: Fact[] = [];
  readonly #idLines = new Map<string, number>();
  readonly #dates = new Map<string, string>();
  /** Stored keys read under today's normalization, in line order. */
  readonly changedKeys: ChangedKey[] = [];

  constructor(file = "profile.md") {
    this.#file = file;
  }

  /** The next line of the file, without its "\n". */
  line(line: string): void {
    const i = this.#lines++;
    if (this.#stopped) return;
    const issues = this.#issues;
    // Only built when a line has something to report: most lines never need it.
    const where = () => `${this.#file}:${i + 1}`;
    if (line.endsWith("\r")) {
      issues.push(`${where()}: expected LF line endings, found CRLF (convert the file to LF, e.g. \`sed -i 's/\\r$//' ${this.#file}\`)`);
      if (issues.length >= 50) this.#stopped = true;
      return;
    }
    if (line === "") return;
    if (line.trim() === "") {
      issues.push(`${where()}: expected an empty line, found whitespace only`);
      return;
    }
    if (this.#title === undefined) {
      if (!line.startsWith("# ")) {
        issues.push(`${where()}: expected the title line "# <title>", found ${quotedStart(line)}`);
        this.#title = "";
        return;
      }
      try {
        this.#title = unescapeField(line.slice(2), 0, line.length - 2, 2);
      } catch (e) {
        issues.push(`${where()}: ${(e as Error).message}`);
        this.#title = "";
      }
      return;
    }
    if (line.startsWith("## ")) {
      if (line === STATIC_HEADING && !this.#sawStatic && !this.#sawDynamic) {
        this.#section = "static";
        this.#sawStatic = true;
      } else if (line === DYNAMIC_HEADING && this.#sawStatic && !this.#sawDynamic) {
        this.#section = "dynamic";
        this.#sawDynamic = true;
      } else {
        issues.push(`${where()}: expected "${this.#sawStatic ? DYNAMIC_HEADING : STATIC_HEADING}" (once, Static before Dynamic), found ${quotedStart(line)}`);
      }
      return;
    }
    const section = this.#section;
    if (section === "none") {
      issues.push(`${where()}: expected "${STATIC_HEADING}" before any fact, found ${quotedStart(line)}`);
      return;
    }
    try {
      const { fact, storedKey } = parseFactLine(line, section, this.#dates);
      const seen = this.#idLines.get(fact.id);
      if (seen !== undefined) {
        issues.push(`${where()}: expected a unique id, found id "${fact.id}" already used on line ${seen}`);
        return;
      }
      this.#idLines.set(fact.id, i + 1);
      if (storedKey !== undefined) this.changedKeys.push({ line: i + 1, id: fact.id, stored: storedKey, key: fact.key, activeValues: 0 });
      (section === "static" ? this.#staticFacts : this.#dynamicFacts).push(fact);
    } catch (e) {
      if (!(e instanceof LineError)) throw e;
      issues.push(`${where()}: ${e.message}`);
    }
    if (issues.length >= 50) this.#stopped = true;
  }

  /** The parsed profile, or the InvalidInputError naming every line that broke the grammar. */
  end(): ProfileDoc {
    const issues = this.#issues;
    if (issues.length === 0) {
      const end = `${this.#file}:${this.#lines + 1}`;
      if (this.#title === undefined) issues.push(`${end}: expected the title line "# <title>", found an empty file`);
      else if (!this.#sawStatic) issues.push(`${end}: expected a "${STATIC_HEADING}" section, found none`);
      else if (!this.#sawDynamic) issues.push(`${end}: expected a "${DYNAMIC_HEADING}" section, found none`);
    }
    if (issues.length > 0) {
      throw new InvalidInputError(issues, `brain changed nothing. See docs/profile-format.md for the line grammar.`);
    }
    return { title: this.#title ?? DEFAULT_TITLE, facts: [...this.#staticFacts, ...this.#dynamicFacts] };
  }
}

/**
 * `dates` maps each date text already checked in this file to one shared string: a profile
 * repeats a few hundred dates across 100k lines, so each is validated once and held once.
 */
function parseFactLine(line: string, layer: "static" | "dynamic", dates: Map<string, string>): { fact: Fact; storedKey: string | undefined } {
  const { status, key: written, value, meta } = simpleFactLine(line) ?? factLineFields(line);
  const key = storedKey(written);

  const id = need(meta, "id");
  if (!ID_RE.test(id)) throw new LineError(`expected id to be letters, digits, "-" or "_" (at most 64), found ${quotedStart(id)}`);
  const kind = need(meta, "kind");
  if (kind !== "observed" && kind !== "profile-field") throw new LineError(`expected kind "observed" or "profile-field", found ${quotedStart(kind)}`);
  const provenance = need(meta, "provenance");
  if (provenance !== "published" && provenance !== "human") throw new LineError(`expected provenance "published" or "human", found ${quotedStart(provenance)}`);
  const firstText = need(meta, "first_seen");
  const lastText = need(meta, "last_seen");
  const firstSeen = checkedDate(dates, "first_seen", firstText);
  const lastSeen = checkedDate(dates, "last_seen", lastText);
  if (firstSeen > lastSeen) throw new LineError(`expected first_seen on or before last_seen, found first_seen=${firstSeen} after last_seen=${lastSeen}`);
  const sources = lineSources(line, meta);
  const fact: Fact = {
    id,
    // The literals rather than the text just read, so 100k facts share one string each.
    kind: kind === "observed" ? "observed" : "profile-field",
    layer,
    key,
    value,
    provenance: provenance === "published" ? "published" : "human",
    sources,
    first_seen: firstSeen,
    last_seen: lastSeen,
    evidence_count: sources.length,
    status,
  };
  if (status === "superseded") {
    fact.superseded_by = need(meta, "superseded_by");
    if (!ID_RE.test(fact.superseded_by)) throw new LineError(`expected superseded_by to be an id, found ${quotedStart(fact.superseded_by)}`);
    if (fact.superseded_by === id) throw new LineError(`expected superseded_by to name another fact, found the fact's own id ${quotedStart(id)}`);
    const on = need(meta, "superseded_on");
    if (!isIsoDate(on)) throw new LineError(`expected superseded_on to be a date YYYY-MM-DD, found ${quotedStart(on)}`);
    fact.superseded_on = on;
  } else if (meta.values[META_INDEX.superseded_by] !== undefined || meta.values[META_INDEX.superseded_on] !== undefined) {
    throw new LineError(`expected superseded_by/superseded_on only on a line marked "[superseded]"`);
  }
  if (status === "retired") {
    const on = need(meta, "retired_on");
    if (!isIsoDate(on)) throw new LineError(`expected retired_on to be a date YYYY-MM-DD, found ${quotedStart(on)}`);
    const reason = need(meta, "retired_reason");
    if (reason === "") throw new LineError(`expected a non-empty retired_reason, found an empty one`);
    fact.retired_on = on;
    fact.retired_reason = reason;
  } else if (meta.values[META_INDEX.retired_on] !== undefined || meta.values[META_INDEX.retired_reason] !== undefined) {
    throw new LineError(`expected retired_on/retired_reason only on a line marked "[retired]"`);
  }
  return { fact: packLongValue(fact), storedKey: key === written ? undefined : written };
}

/**
 * The key a stored key is read as: itself when normalized; normalized now when an earlier version
 * stored it so (a dash other than `-`); anything else was never written by brain.
 */
function storedKey(key: string): string {
  if (isNormalizedKey(key)) return key;
  if (isEarlierNormalizedKey(key)) return normalizeKey(key);
  throw new LineError(`expected a normalized key (lower-case, "-" for spaces), found ${quotedStart(key)}`);
}

/** The parts of a fact line, not yet checked beyond the grammar (the key as written: parseFactLine checks it). */
export interface FactLineFields {
  status: Fact["status"];
  key: string;
  value: string;
  meta: Meta;
}

/**
 * A fact line's parts by the general grammar (any escape); a LineError says what is wrong where.
 * @internal exported for test/core/profile-format.test.ts, which checks simpleFactLine against it.
 */
export function factLineFields(line: string): FactLineFields {
  let pos = 0;
  if (!line.startsWith("- ")) throw new LineError(`expected a fact line "- **<key>**: <value> \`<fields>\`", found ${quotedStart(line)}`);
  pos = 2;
  let status: Fact["status"] = "active";
  if (line.startsWith(SUPERSEDED_MARK, pos)) {
    status = "superseded";
    pos += SUPERSEDED_MARK.length;
  } else if (line.startsWith(RETIRED_MARK, pos)) {
    status = "retired";
    pos += RETIRED_MARK.length;
  }
  if (!line.startsWith("**", pos)) throw new LineError(`expected "**" before the key at column ${pos + 1}, found ${quotedStart(line.slice(pos, pos + 20))}`);
  pos += 2;
  const keyEnd = scanTo(line, pos, STAR);
  if (keyEnd < 0 || !line.startsWith("**: ", keyEnd)) {
    throw new LineError(`expected the key to end with "**: ", found ${quotedStart(line.slice(pos, pos + 40))}`);
  }
  const key = unescapeField(line, pos, keyEnd, pos);
  pos = keyEnd + 4;
  const valueEnd = scanTo(line, pos, BACKTICK);
  if (valueEnd < 0) throw new LineError(`expected the fields in backticks after the value, found none`);
  if (valueEnd === pos || line.charCodeAt(valueEnd - 1) !== 0x20 || valueEnd - 1 <= pos) {
    throw new LineError(`expected "<value> \`" (a non-empty value, then one space and a backtick), found ${quotedStart(line.slice(pos, valueEnd + 1))}`);
  }
  const value = unescapeField(line, pos, valueEnd - 1, pos);
  const metaStart = valueEnd + 1;
  const metaEnd = scanTo(line, metaStart, BACKTICK);
  if (metaEnd < 0) throw new LineError(`expected a closing backtick after the fields, found none`);
  if (metaEnd !== line.length - 1) {
    throw new LineError(`expected the line to end at the closing backtick, found ${quotedStart(line.slice(metaEnd + 1))} after it`);
  }
  return { status, key, value, meta: parseMeta(line, metaStart, metaEnd) };
}

/**
 * A line as brain writes it (fields in their usual order) with no backslash, read by one regular
 * expression: a 500-fact `brain show` parses every line cold, where the general grammar's many
 * small steps run in the interpreter and a regular expression runs as native code. It takes only
 * what `factLineFields` would read the same way: any other line (an escape, fields in another
 * order, a stray ",", an empty or repeated source) is left to `factLineFields`, which also says
 * what is wrong.
 */
const FIELD = "([^`\\\\;]*)";
const SIMPLE_FACT_LINE = new RegExp(
  `^- (\\[superseded\\] |\\[retired\\] )?\\*\\*([^*\\\\]+)\\*\\*: ([^\`\\\\]+) \`` +
    `id=${FIELD}; kind=${FIELD}; provenance=${FIELD}; first_seen=${FIELD}; last_seen=${FIELD}; sources=${FIELD}` +
    `(?:; superseded_by=${FIELD}; superseded_on=${FIELD})?(?:; retired_on=${FIELD}; retired_reason=${FIELD})?\`$`,
);

/**
 * Whether a value occurs twice: pairwise for the few sources most facts have (no Set to allocate
 * per line of a 100k-fact profile), a Set beyond (pairwise made one fact of 10,000 sources take 8 s).
 */
function hasRepeat(items: readonly string[]): boolean {
  if (items.length <= 16) {
    for (let i = 1; i < items.length; i++) if (items.lastIndexOf(items[i]!, i - 1) >= 0) return true;
    return false;
  }
  return new Set(items).size !== items.length;
}

/** @internal exported for test/core/profile-format.test.ts. */
export function simpleFactLine(line: string): FactLineFields | undefined {
  const m = SIMPLE_FACT_LINE.exec(line);
  if (m === null) return undefined;
  const sources = m[9]!.split(", ");
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i]!;
    if (s === "" || s.includes(",")) return undefined;
    sources[i] = detached(s);
  }
  if (hasRepeat(sources)) return undefined;
  const key = detached(m[2]!);
  // In META_ORDER: id, kind, provenance, first_seen, last_seen, sources, superseded_by, superseded_on, retired_on, retired_reason.
  const values: (string | undefined)[] = [m[4], m[5], m[6], m[7], m[8], "", m[10], m[11], m[12], m[13]].map((v) => (v === undefined ? v : detached(v)));
  const status = m[1] === SUPERSEDED_MARK ? "superseded" : m[1] === RETIRED_MARK ? "retired" : "active";
  return { status, key, value: detached(m[3]!), meta: { values, sourcesRange: [0, 0], sources } };
}

/** `d` once checked; the first copy of each date text is shared by every later fact that has it. */
function checkedDate(dates: Map<string, string>, name: MetaName, d: string): string {
  const known = dates.get(d);
  if (known !== undefined) return known;
  if (!isIsoDate(d)) throw new LineError(`expected ${name} to be a date YYYY-MM-DD, found ${quotedStart(d)}`);
  dates.set(d, d);
  return d;
}

function need(meta: Meta, name: MetaName): string {
  const v = meta.values[META_INDEX[name]];
  if (v === undefined) throw new LineError(`expected field "${name}=", found none`);
  return v;
}

const META_INDEX = Object.fromEntries(META_ORDER.map((name, i) => [name, i])) as Record<MetaName, number>;

/** A line's fields by their index in META_ORDER: a plain array, since this runs once per fact line. */
export interface Meta {
  values: (string | undefined)[];
  sourcesRange: [number, number];
  /** Already split and checked (simpleFactLine); else split from the line's `sourcesRange`. */
  sources?: string[];
}

function parseMeta(line: string, start: number, end: number): Meta {
  const values = new Array<string | undefined>(META_ORDER.length).fill(undefined);
  let sourcesRange: [number, number] | undefined;
  let pos = start;
  let first = true;
  while (pos <= end) {
    if (!first) {
      if (line.charCodeAt(pos) !== 0x20) throw new LineError(`expected "; " between fields, found ${quotedStart(line.slice(pos - 1, pos + 10))}`);
      pos++;
    }
    first = false;
    let fieldEnd = scanTo(line, pos, SEMICOLON, end);
    if (fieldEnd < 0) fieldEnd = end;
    const eq = line.indexOf("=", pos);
    if (eq < 0 || eq >= fieldEnd) throw new LineError(`expected "<name>=<value>" in the fields, found ${quotedStart(line.slice(pos, fieldEnd))}`);
    const index = metaIndexAt(line, pos, eq);
    if (index < 0) {
      throw new LineError(`expected a field named one of ${META_ORDER.join(", ")}, found ${quotedStart(line.slice(pos, eq))}`);
    }
    const name = META_ORDER[index]!;
    if (values[index] !== undefined) throw new LineError(`expected field "${name}" once, found it twice`);
    if (name === "sources") {
      sourcesRange = [eq + 1, fieldEnd];
      values[index] = "";
    } else {
      values[index] = unescapeField(line, eq + 1, fieldEnd, eq + 1);
    }
    pos = fieldEnd + 1;
  }
  if (!sourcesRange) throw new LineError(`expected field "sources=", found none`);
  return { values, sourcesRange };
}

/** The META_ORDER index of the field name in line[start, end), or -1 (compared in place, not sliced out). */
function metaIndexAt(line: string, start: number, end: number): number {
  for (let i = 0; i < META_ORDER.length; i++) {
    const name = META_ORDER[i]!;
    if (name.length === end - start && line.startsWith(name, start)) return i;
  }
  return -1;
}

/**
 * The fact's sources: as the fast path split them, else split from the line by the grammar.
 * @internal exported for test/core/profile-format.test.ts.
 */
export function lineSources(line: string, meta: Meta): string[] {
  return meta.sources ?? splitSources(line, meta.sourcesRange);
}

function splitSources(line: string, [start, end]: [number, number]): string[] {
  const sources: string[] = [];
  const seen = new Set<string>();
  let pos = start;
  for (;;) {
    let itemEnd = scanTo(line, pos, COMMA, end);
    if (itemEnd < 0) itemEnd = end;
    const s = unescapeField(line, pos, itemEnd, pos);
    if (s === "") throw new LineError(`expected a non-empty source, found an empty one in "sources="`);
    if (seen.has(s)) throw new LineError(`expected distinct sources, found ${quotedStart(s)} twice`);
    seen.add(s);
    sources.push(s);
    if (itemEnd >= end) break;
    if (line.charCodeAt(itemEnd + 1) !== 0x20) throw new LineError(`expected ", " between sources, found ${quotedStart(line.slice(itemEnd, itemEnd + 10))}`);
    pos = itemEnd + 2;
  }
  // An exact-size copy: the array grown by push keeps room for 17 items (~110 bytes a fact).
  return sources.slice();
}

/**
 * Index of the first unescaped `stop` char in [from, limit), or -1. Most text holds no backslash:
 * then the first `stop` is the answer, found by `indexOf` (native code from the first call, where a
 * character loop runs in the interpreter until it warms up: a 500-fact `brain show` parses cold).
 */
function scanTo(line: string, from: number, stop: number, limit = line.length): number {
  const firstEscape = line.indexOf("\\", from);
  if (firstEscape < 0 || firstEscape >= limit) {
    const at = line.indexOf(String.fromCharCode(stop), from);
    return at >= 0 && at < limit ? at : -1;
  }
  for (let i = from; i < limit; i++) {
    const c = line.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === stop) return i;
  }
  return -1;
}

function unescapeField(line: string, start: number, end: number, column: number): string {
  const raw = line.slice(start, end);
  let i = raw.indexOf("\\");
  if (i < 0) return detached(raw);
  // The text between escapes is added a run at a time: one piece per character would leave a
  // tree of thousands of one-character pieces behind a long value until it is first read.
  let out = "";
  let run = 0;
  for (; i >= 0; i = raw.indexOf("\\", run)) {
    out += raw.slice(run, i);
    const next = raw[i + 1];
    if (next === undefined) throw new LineError(`expected a character after "\\" at column ${column + i + 1}, found the end of the text`);
    i++;
    if (next === "n") out += "\n";
    else if (next === "r") out += "\r";
    else if (next === "u" && raw[i + 1] === "{") {
      const close = raw.indexOf("}", i + 2);
      const hex = close < 0 ? "" : raw.slice(i + 2, close);
      const cp = /^[0-9a-f]{1,6}$/.test(hex) ? parseInt(hex, 16) : NaN;
      if (!(cp <= 0x10ffff)) throw new LineError(`expected an escape \\u{hex} at column ${column + i}, found ${quotedStart(raw.slice(i - 1, i + 10))}`);
      out += String.fromCodePoint(cp);
      i = close;
    } else if ("\\`*;,".includes(next)) out += next;
    else throw new LineError(`expected one of the escapes \\\\ \\\` \\* \\; \\, \\n \\r \\u{…} at column ${column + i}, found "\\${next}"`);
    run = i + 1;
  }
  return detached(out + raw.slice(run));
}
