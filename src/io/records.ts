/**
 * Ingested records: `ingest/<tributary>/<id>.md`, the original text behind a small frontmatter
 * (`id` = content hash, `provenance`, `date`, `ingested_at`, `source_file`).
 */
import { closeSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, sep } from "node:path";
import { countPublishedRecords } from "../../hooks/session-start.mjs";
import { isIsoDate } from "../core/dates.js";
import { detached } from "../core/detached.js";
import { InvalidInputError } from "../core/errors.js";
import { foldQuoteText } from "../core/quote.js";
import { recordContentId, splitFrontmatter } from "../core/record-content.js";
import { canonicalSha256 } from "../diff/canonical-json.js";
import { visible } from "../core/visible-text.js";
import { writeAtomic } from "./atomic-write.js";
import { CLOCK_SLACK_MS } from "./history.js";
import type { Layout } from "./data-dir.js";
import { checkReadable } from "./read-scope.js";
import { AGENT_INGEST, ID_FROM, type IngestedBy, openRegular, readHead, TRIBUTARY_RE, tributaries } from "./record-files.js";

export { TRIBUTARY_RE };
export type RecordProvenance = "published" | "human" | "ai-draft";

export interface RecordMeta {
  id: string;
  tributary: string;
  provenance: string;
  date: string;
  ingested_at: string;
  source_file: string;
  /** `normalized-body` for records whose id hashes the normalized body; absent on older records. */
  id_from?: string;
  /** `mcp` for a record an agent stored through the MCP server (`ingest`, `note`); absent otherwise. */
  ingested_by?: string;
  path: string;
}

export interface IngestResult {
  status: "added" | "skipped";
  id: string;
  /** The stored record: the new one, or the one already holding the same content. */
  path: string;
  /** `<tributary>:<id>` of that record: what a candidate's `source` cites. */
  source: string;
}

/** One record to store: its body (without frontmatter) and what the ingest decided about it. */
export interface RecordToStore {
  body: string;
  sourceFile: string;
  tributary: string;
  provenance: RecordProvenance;
  date: string;
  /** The file's own frontmatter keys other than brain's, each as text. */
  fields?: Record<string, string>;
  /** Who stored it when not the operator at the command line: `mcp` (an agent through the MCP server). */
  ingestedBy?: IngestedBy;
  now: Date;
}

export type { IngestedBy } from "./record-files.js";

/**
 * The records already stored, by content: normalized-body id → `<tributary>:<id>` and path.
 * Records written by this version carry that id; older ones (id = hash of the raw text, possibly
 * with the file's frontmatter nested in the body) are read and hashed again, so a copy of an
 * old record is still skipped.
 */
export class RecordIndex {
  private readonly byContent = new Map<string, { source: string; path: string }>();

  static read(layout: Layout): RecordIndex {
    const index = new RecordIndex();
    for (const r of listRecordHeads(layout, undefined).records) {
      const contentId = r.id_from === ID_FROM ? r.id : recordContentId(splitFrontmatter(readRecordBody(r.path)).body);
      index.add(contentId, `${r.tributary}:${r.id}`, r.path);
    }
    return index;
  }

  get(contentId: string): { source: string; path: string } | undefined {
    return this.byContent.get(contentId);
  }

  add(contentId: string, source: string, path: string): void {
    if (!this.byContent.has(contentId)) this.byContent.set(contentId, { source, path });
  }
}

function readRecordBody(path: string): string {
  const text = readRegularText(path);
  return text === undefined ? "" : (parseRecord(text, path)?.body ?? "");
}

/** Stores one record unless the same content (normalized body) is already in any tributary. */
export function ingestRecord(layout: Layout, index: RecordIndex, rec: RecordToStore): IngestResult {
  const id = recordContentId(rec.body);
  const existing = index.get(id);
  if (existing) return { status: "skipped", id: existing.source.slice(existing.source.indexOf(":") + 1), path: existing.path, source: existing.source };
  const path = join(layout.ingest, rec.tributary, `${id}.md`);
  const fields = rec.fields && Object.keys(rec.fields).length > 0 ? [`frontmatter: ${JSON.stringify(rec.fields)}`] : [];
  const front = [
    "---",
    `id: ${id}`,
    `id_from: ${ID_FROM}`,
    `provenance: ${rec.provenance}`,
    `date: ${rec.date}`,
    `ingested_at: ${rec.now.toISOString()}`,
    `source_file: ${JSON.stringify(basename(rec.sourceFile))}`,
    ...(rec.ingestedBy === undefined ? [] : [`ingested_by: ${rec.ingestedBy}`]),
    ...fields,
    "---",
    "",
  ].join("\n");
  writeAtomic(path, front + rec.body);
  const source = `${rec.tributary}:${id}`;
  index.add(id, source, path);
  return { status: "added", id, path, source };
}

/** Counted exactly as the session-start hook counts them, so its "new" matches the CLI's. */
function countPublished(layout: Layout): number {
  return countPublishedRecords(layout.published);
}

/** What a scan of ingest/ found: the records read, and every file set aside, by why. */
export interface RecordScan<R> {
  records: R[];
  /** `*.md` files that are no brain record (no frontmatter with an `id`): ignored. */
  notRecords: string[];
  /** Named `*.md` but not regular files (a FIFO, a folder, a dangling symlink): skipped unopened. */
  irregular: string[];
  /** Records skipped with a warning (skipReason): not new, not citable, not counted. */
  skipped: SkippedRecord[];
}

/**
 * Every record's frontmatter and body. Files that are not records are reported, not guessed at;
 * anything named `*.md` that is not a regular file (a FIFO, a folder, a dangling symlink) is
 * skipped unopened — a FIFO would block the read forever — and named in `irregular`. A record
 * whose ingested_at is ahead of `now` (default: the wall clock), or not a timestamp, or whose
 * body no longer hashes to its id, is in `skipped`, with why.
 */
export function listRecords(layout: Layout, now = new Date()): RecordScan<RecordMeta & { body: string }> {
  return scanRecords(layout, readRegularText, { now });
}

/**
 * Every record's frontmatter only: each file is read up to its closing `---` line (the body only
 * when its hash is checked). Propose and apply need only id, provenance and ingested_at; reading
 * the 25k bodies of the 100k benchmark too made ~30 MB of strings that lived until a mark-compact.
 * `now` undefined: no record is skipped (ingest's index of what is stored, whatever its state).
 */
function listRecordHeads(layout: Layout, now: Date | undefined, bodiesOf?: ReadonlySet<string>): RecordScan<RecordMeta & { body: string }> {
  return scanRecords(layout, readHead, { now, bodiesOf });
}

/**
 * The frontmatter of the records these sources (`<tributary>:<id>`) name, by source. Each is read
 * from where ingest writes it (`ingest/<tributary>/<id>.md`, its head only); a source not found
 * there (a renamed file) is looked up in one scan of every record's head. Sources that name no
 * record are absent.
 */
export function recordHeadsOf(layout: Layout, sources: Iterable<string>): Map<string, RecordMeta> {
  const wanted = new Set(sources);
  const found = new Map<string, RecordMeta>();
  let missing = false;
  for (const source of wanted) {
    const colon = source.indexOf(":");
    const tributary = source.slice(0, colon);
    const id = source.slice(colon + 1);
    // `human:<label>` is the operator's word, recorded nowhere.
    if (colon < 0 || tributary === "human" || !TRIBUTARY_RE.test(tributary) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) continue;
    const path = join(layout.ingest, tributary, `${id}.md`);
    const head = readHead(path);
    const meta = head === undefined ? undefined : parseRecord(head, path)?.meta;
    if (meta?.id === id) found.set(source, { ...detachedMeta(meta), tributary, path });
    else missing = true;
  }
  if (!missing) return found;
  for (const r of listRecordHeads(layout, undefined).records) {
    const source = `${r.tributary}:${r.id}`;
    if (wanted.has(source) && !found.has(source)) found.set(source, r);
  }
  return found;
}

/**
 * Reads every `*.md` of every tributary with `read`. A record whose frontmatter is not what brain
 * writes throws InvalidInputError, unless `invalid` collects the issues (validate reports them all).
 */
function scanRecords(
  layout: Pick<Layout, "ingest">,
  read: (path: string) => string | undefined,
  { now, invalid, bodiesOf }: { now: Date | undefined; invalid?: (issues: readonly string[]) => void; bodiesOf?: ReadonlySet<string> | undefined },
): RecordScan<RecordMeta & { body: string }> {
  const scan: RecordScan<RecordMeta & { body: string }> = { records: [], notRecords: [], irregular: [], skipped: [] };
  for (const t of tributaries(layout)) {
    const dir = join(layout.ingest, t);
    // A tributary linked to a folder outside what may be read (the MCP server's scope) is not listed.
    if (!readable(dir)) {
      scan.irregular.push(dir);
      continue;
    }
    // As the hook counts them (the shell glob `*.md`): dotfiles are not records.
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".md") && !n.startsWith("."))
      .sort()) {
      // `dir` is already normalized and a listed name has no separator: path.join's normalizing
      // walk over every character was the hottest code of a small propose (150 records).
      const path = dir + sep + name;
      // A record a quote cites, where ingest writes it (`<id>.md`), is read whole at once: read
      // as a head, then again for its body, it was opened twice (0.9 s of 12 at 100k quotes).
      const whole = bodiesOf?.has(`${t}:${name.slice(0, -3)}`) === true;
      const text = whole ? readRegularText(path) : read(path);
      if (text === undefined) {
        scan.irregular.push(path);
        continue;
      }
      let parsed: ReturnType<typeof parseRecord>;
      try {
        parsed = parseRecord(text, path);
      } catch (e) {
        if (!(invalid && e instanceof InvalidInputError)) throw e;
        invalid(e.issues);
        continue;
      }
      if (!parsed) {
        scan.notRecords.push(path);
        continue;
      }
      // A head holds the body only of a record whose hash is checked (readHead reads those whole).
      const { meta, body: stored } = parsed;
      const body = () => stored;
      const reason = now === undefined ? undefined : skipReason(meta, body, now);
      if (reason !== undefined) {
        scan.skipped.push({ path, source: `${t}:${meta.id}`, reason });
        continue;
      }
      // Heads keep no body: 25k bodies held until a mark-compact were ~30 MB at 100k. Only the
      // records a quote cites keep theirs (a record whose body is not hashed is read whole for it).
      const source = `${t}:${meta.id}`;
      const kept =
        read === readRegularText || whole
          ? stored
          : bodiesOf?.has(source)
            ? meta.id_from === ID_FROM
              ? stored
              : (parseRecord(readRegularText(path) ?? "", path)?.body ?? "")
            : "";
      scan.records.push({ ...detachedMeta(meta), tributary: t, path, body: kept });
    }
  }
  return scan;
}

/**
 * `brain validate` of the records: every problem of every file in ingest/, none stopping the
 * others — a frontmatter that is not what brain writes, a record skipped (and why), a `*.md` that
 * is no brain record (the hook counts it as published all the same) or no regular file.
 */
export function checkRecords(layout: Layout, now = new Date()): { records: number; problems: string[] } {
  const problems: string[] = [];
  const scan = scanRecords(layout, readRegularText, { now, invalid: (issues) => problems.push(...issues) });
  for (const r of scan.skipped) problems.push(`${r.path}: record ${r.source} is skipped: ${r.reason}; it is not new, not citable and not counted`);
  for (const p of scan.notRecords) {
    const counted = p.startsWith(layout.published + sep) ? ", but the session-start hook counts it as a published record" : "";
    problems.push(
      `${p}: expected a brain record (frontmatter with id, provenance, date, ingested_at, source_file), found none; brain ignores it${counted} — store it with brain ingest instead`,
    );
  }
  for (const p of scan.irregular) problems.push(`${p}: expected a regular file, found something else (a FIFO, folder or dangling link); skipped`);
  return { records: scan.records.length, problems };
}

/**
 * The records skipped with a warning (listRecords), as of `now`, and the problems of records whose
 * frontmatter is not brain's (`file:line: …`), collected rather than thrown: `brain status` reports
 * them beside what the hook says, which reads no record.
 */
export function recordProblems(layout: Layout, now = new Date()): { skipped: SkippedRecord[]; invalid: string[] } {
  const invalid: string[] = [];
  const { skipped } = scanRecords(layout, readHead, { now, invalid: (issues) => invalid.push(...issues) });
  return { skipped, invalid };
}

/** A human-readable list of the records set aside with a warning (skipped), for stderr. */
export function skippedRecordWarnings(skipped: readonly SkippedRecord[]): string[] {
  return skipped.map(
    (r) => `brain: warning: ${visible(r.path)}: record ${visible(r.source)} skipped: ${visible(r.reason)}; it is not new, not citable and not counted`,
  );
}

/**
 * The fields as strings of their own (`detached`): a slice keeps the whole frontmatter it was cut
 * from alive, ~1 KB per record held by its `ingested_at` alone, ~30 MB of the 30k records at 100k
 * until the next mark-compact (see docs/performance.md).
 */
function detachedMeta(meta: Omit<RecordMeta, "tributary" | "path">): Omit<RecordMeta, "tributary" | "path"> {
  const copy = { ...meta };
  for (const k of ["id", "provenance", "date", "ingested_at", "source_file", "id_from", "ingested_by"] as const) {
    const v = copy[k];
    if (v !== undefined) copy[k] = detached(v);
  }
  return copy;
}

function readable(dir: string): boolean {
  try {
    checkReadable(dir);
    return true;
  } catch {
    return false;
  }
}

/** The whole text of a regular file; undefined for anything else (a FIFO, folder, device, dangling link). */
function readRegularText(path: string): string | undefined {
  const fd = openRegular(path);
  if (fd === undefined) return undefined;
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}

/** A human-readable list of what `listRecords` skipped without opening, for warnings. */
export function irregularWarnings(irregular: readonly string[]): string[] {
  return irregular.map((p) => `brain: warning: ${visible(p)} is not a regular file (a FIFO, folder or dangling link); skipped`);
}

/** The records an apply marks read: those after the cursor in force, up to `through`. */
interface NewRecords {
  count: number;
  /** Their `<tributary>:<id>`, sorted. */
  ids: string[];
  /** Those of `ids` an agent stored through the MCP server (`ingested_by: mcp`): agent-written, sorted; absent when none. */
  agent_written?: string[];
}

/** What a propose (and its verifying apply) may read of the records, and the diff's `records` summary. */
export interface RecordsCursorView {
  summary: { through: string | null; published: number; sha256: string; new?: NewRecords };
  /** `<tributary>:<id>` → the record's own provenance, for records at or before `through`. */
  known: Map<string, string>;
  /** Those of `known` an agent stored through the MCP server (`ingested_by: mcp`): agent-written. */
  agentWritten: Set<string>;
  /** The bodies of the records of `known` named in `bodiesOf`, folded for quotes (src/core/quote.ts). */
  bodies: Map<string, string>;
  /** The newest `ingested_at` present (null: no record), whatever `through` is. */
  newest: string | null;
  /** Paths skipped without opening (not regular files). */
  irregular: string[];
  /** Records skipped with a warning (see listRecords): outside `known`, `new`, `sha256` and `newest`. */
  skipped: SkippedRecord[];
}

/**
 * The records at or before `through` (default: the newest `ingested_at` present; null: none; a
 * function of the newest: what it returns). `published`
 * counts the `*.md` names of ingest/published/ the way the session-start hook does, minus the
 * records ingested after `through`: a file without a readable `ingested_at` counts as before it,
 * so the hook's plain count and this one agree. `sha256` is the sha256 (hex) of the canonical
 * JSON of the sorted list of `<tributary>:<id>:<provenance>` strings at or before `through` (for
 * example `["notes:0a1b…:human","published:9f8e…:published"]`): any record added, removed,
 * renamed or re-labelled below the cursor changes it.
 *
 * With `read` (propose and apply), `summary.new` lists the records this diff marks read: those
 * ingested after the cursor in force (`read.since`, see newSince in history.ts) and at or before
 * `through`. One pass over the records plus one sort of the new ones.
 *
 * A record skipped with a warning (listRecords; judged against `now`, default the wall clock) is
 * none of these: not new, not known, not in the digest, never the newest. In `published` it counts
 * as at or before `through`, like a file without a readable ingested_at: the hook counts every
 * `*.md` name, so the next apply's `published` makes it agree, and a skipped record never keeps
 * the hook nudging.
 */
export function recordsView(
  layout: Layout,
  {
    through,
    read,
    now = new Date(),
    bodiesOf,
  }: {
    through?: string | null | ((newest: string | null) => string | null) | undefined;
    read?: { since: { after: string | null } | undefined } | undefined;
    now?: Date | undefined;
    /** The records whose bodies are kept, folded (the ones a candidate quotes). */
    bodiesOf?: ReadonlySet<string> | undefined;
  } = {},
): RecordsCursorView {
  const { records, irregular, skipped } = listRecordHeads(layout, now, bodiesOf);
  const newest = records.reduce<string | null>((m, r) => (m === null || r.ingested_at > m ? r.ingested_at : m), null);
  // undefined: up to the newest record; null: none (a diff proposed when nothing was ingested);
  // a function: a cursor that depends on the newest record present (propose's cursor in force).
  const cursor = typeof through === "function" ? through(newest) : through !== undefined ? through : newest;
  const included = cursor === null ? [] : records.filter((r) => r.ingested_at <= cursor);
  const laterPublished = records.filter((r) => r.tributary === "published" && (cursor === null || r.ingested_at > cursor)).length;
  const known = new Map<string, string>();
  const agentWritten = new Set<string>();
  const bodies = new Map<string, string>();
  for (const r of included) {
    const source = `${r.tributary}:${r.id}`;
    known.set(source, r.provenance);
    if (r.ingested_by === AGENT_INGEST) agentWritten.add(source);
    if (bodiesOf?.has(source)) bodies.set(source, detached(foldQuoteText(r.body)));
  }
  const digest = [...known].map(([source, provenance]) => `${source}:${provenance}`).sort();
  const summary: RecordsCursorView["summary"] = { through: cursor, published: countPublished(layout) - laterPublished, sha256: canonicalSha256(digest) };
  if (read) {
    const after = read.since?.after ?? null;
    const marked = included.filter((r) => after === null || r.ingested_at > after);
    const ids = [...new Set(marked.map((r) => `${r.tributary}:${r.id}`))].sort();
    const agent = [...new Set(marked.filter((r) => r.ingested_by === AGENT_INGEST).map((r) => `${r.tributary}:${r.id}`))].sort();
    summary.new = { count: ids.length, ids, ...(agent.length > 0 ? { agent_written: agent } : {}) };
  }
  return { summary, known, agentWritten, bodies, newest, irregular, skipped };
}

/**
 * Checks `--through` as typed: a timestamp in the exact form `ingested_at` records it
 * (`Date.toISOString`, milliseconds and `Z`), because records are compared with it as text.
 */
export function isIngestedAt(s: string): boolean {
  return ingestedAtTime(s) !== undefined;
}

const INGESTED_AT = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * The time an `ingested_at` names, when it is in the exact form brain writes, else undefined. Only
 * a day past the 28th needs the round trip through toISOString (Date.parse takes 2026-02-30 for
 * March 2nd): checking every one so cost ~5 µs a record, 130 ms of a propose's 25k records.
 */
function ingestedAtTime(s: string): number | undefined {
  if (!INGESTED_AT.test(s)) return undefined;
  const t = Date.parse(s);
  if (Number.isNaN(t)) return undefined;
  if (s.charCodeAt(8) === 0x33 || (s.charCodeAt(8) === 0x32 && s.charCodeAt(9) === 0x39)) return new Date(t).toISOString() === s ? t : undefined;
  return t;
}

/** The fields brain writes in a record's frontmatter, each checked when read. */
const RECORD_FIELDS: Record<string, { expected: string; ok: (value: string) => boolean }> = {
  id: { expected: "12 lowercase hex digits (the content hash)", ok: (v) => /^[0-9a-f]{12}$/.test(v) },
  id_from: { expected: `"${ID_FROM}"`, ok: (v) => v === ID_FROM },
  provenance: { expected: "published, human or ai-draft", ok: (v) => v === "published" || v === "human" || v === "ai-draft" },
  date: { expected: "a date YYYY-MM-DD", ok: isIsoDate },
  // Checked as the cursor's timestamp: a record without a valid one is skipped with a warning (skipReason).
  ingested_at: { expected: "a timestamp", ok: () => true },
  source_file: { expected: "a JSON string", ok: (v) => isJsonOf(v, (x) => typeof x === "string") },
  ingested_by: { expected: '"mcp"', ok: (v) => v === "mcp" },
  frontmatter: {
    expected: "a JSON object of strings (the file's own frontmatter)",
    ok: (v) => isJsonOf(v, (x) => typeof x === "object" && x !== null && !Array.isArray(x) && Object.values(x).every((f) => typeof f === "string")),
  },
};
const REQUIRED_FIELDS = ["provenance", "date", "source_file"] as const;

function isJsonOf(text: string, ok: (value: unknown) => boolean): boolean {
  try {
    return ok(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * A record's frontmatter and body, or undefined for a file that is no brain record (no
 * frontmatter between `---` lines, or one without an `id` line: a post copied in by hand). A
 * brain record's frontmatter is what brain writes, line by line: anything else (a line that is
 * not `name: value`, an unknown or repeated field, a value of the wrong form, a missing field) is
 * invalid input naming the file and the line. Only `ingested_at` is left to skipReason, since the
 * cursor's rules decide what a bad one means.
 */
function parseRecord(text: string, path: string): { meta: Omit<RecordMeta, "tributary" | "path">; body: string } | undefined {
  if (!text.startsWith("---\n")) return undefined;
  const end = text.indexOf("\n---\n", 3);
  if (end < 0) return undefined;
  const lines = text.slice(4, end).split("\n");
  const fields = new Map<string, string>();
  const issues: string[] = [];
  let named = false;
  lines.forEach((line, i) => {
    if (line.startsWith("id: ")) named = true;
    const at = `${path}:${i + 2}`;
    const colon = line.indexOf(": ");
    const name = colon > 0 ? line.slice(0, colon) : "";
    const value = line.slice(colon + 2);
    const field = RECORD_FIELDS[name];
    if (colon <= 0) issues.push(`${at}: expected a frontmatter line \`name: value\`, found ${JSON.stringify(line.slice(0, 80))}`);
    else if (!Object.hasOwn(RECORD_FIELDS, name) || field === undefined)
      issues.push(`${at}: expected one of brain's record fields (${Object.keys(RECORD_FIELDS).join(", ")}), found ${JSON.stringify(name.slice(0, 80))}`);
    else if (fields.has(name)) issues.push(`${at}: /${name}: expected once, found a second time`);
    else if (!field.ok(value)) issues.push(`${at}: /${name}: expected ${field.expected}, found ${JSON.stringify(value.slice(0, 80))}`);
    else fields.set(name, value);
  });
  // No `id` line: a file with a frontmatter of its own (a post copied in by hand), not a record.
  if (!named) return undefined;
  for (const name of REQUIRED_FIELDS) {
    if (!fields.has(name) && !issues.some((x) => x.includes(`/${name}:`))) issues.push(`${path}:1: /${name}: expected a line \`${name}: …\`, found none`);
  }
  if (issues.length > 0) {
    throw new InvalidInputError(
      issues,
      "Nothing was written. Fix the record's frontmatter as brain wrote it, or remove the file (brain validate lists every problem).",
    );
  }
  let body = text.slice(end + 5);
  if (body.startsWith("\n")) body = body.slice(1);
  return {
    meta: {
      id: fields.get("id")!,
      provenance: fields.get("provenance")!,
      date: fields.get("date")!,
      ingested_at: fields.get("ingested_at") ?? "",
      source_file: JSON.parse(fields.get("source_file")!) as string,
      ...(fields.has("id_from") ? { id_from: fields.get("id_from") } : {}),
      ...(fields.has("ingested_by") ? { ingested_by: fields.get("ingested_by") } : {}),
    },
    body,
  };
}

/** A record skipped with a warning: not new, not citable, not counted (docs/consolidation-loop.md, "Records"). */
export interface SkippedRecord {
  path: string;
  /** `<tributary>:<id>`: what a candidate citing it names. */
  source: string;
  reason: string;
}

/**
 * Why a record is skipped, or undefined. Records are stamped with the wall clock when ingested, so
 * an ingested_at more than 5 minutes ahead of it was not written by brain (one stamped 2099 would
 * otherwise become the cursor and hide every later record), nor one that is not a timestamp as
 * brain writes them (compared as text, it would sort anywhere). A record whose id names its
 * normalized body (`id_from`) but whose body hashes to another id was edited after it was
 * ingested: what it says now is not what was read. Records of earlier versions carry no
 * `id_from` (their id hashed the raw text) and are not checked.
 */
function skipReason(meta: Omit<RecordMeta, "tributary" | "path">, body: () => string, now: Date): string | undefined {
  const time = ingestedAtTime(meta.ingested_at);
  if (time === undefined) {
    return `its ingested_at ${meta.ingested_at === "" ? "is missing" : `${JSON.stringify(meta.ingested_at)} is not a timestamp as brain writes them (such as 2026-06-01T09:12:03.123Z)`}`;
  }
  if (time > now.getTime() + CLOCK_SLACK_MS) {
    return `its ingested_at ${meta.ingested_at} is more than 5 minutes ahead of the clock (${now.toISOString()})`;
  }
  if (meta.id_from === ID_FROM) {
    const found = recordContentId(body());
    if (found !== meta.id) return `its body no longer hashes to its id (it hashes to ${found}): it was edited after it was ingested`;
  }
  return undefined;
}
