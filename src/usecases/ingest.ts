/**
 * `brain ingest <files…>` (and `brain note <text>`): store records in ingest/<tributary>/ — files
 * the operator hands in (a folder stands for its `*.md` files, in name order, not recursive), or a
 * statement typed on the command line. Every item is read and checked
 * before any is stored. A record is identified by its normalized
 * body (src/core/record-content.ts), so the same content twice is skipped; a file's own
 * frontmatter is read, not nested (docs/consolidation-loop.md, "Records").
 */
import { isIsoDate } from "../core/dates.js";
import { errorMessage } from "../core/error-message.js";
import { BrainError, InvalidInputError, NotFoundError, RefusedError, UsageError } from "../core/errors.js";
import { splitFrontmatter } from "../core/record-content.js";
import type { Layout } from "../io/data-dir.js";
import { isDirectory, markdownFilesIn, pathExists } from "../io/file-status.js";
import { parseYamlText, readInputText } from "../io/read-input.js";
import { type IngestedBy, ingestRecord, RecordIndex, type RecordProvenance, TRIBUTARY_RE } from "../io/records.js";

const PROVENANCES: readonly RecordProvenance[] = ["published", "human", "ai-draft"];
/** Frontmatter fields brain writes itself: a file's own values for them are not kept. */
const BRAIN_FIELDS = new Set(["id", "id_from", "ingested_at", "ingested_by", "provenance", "source_file", "date", "frontmatter"]);

/** One thing to store: a file to read (its own frontmatter is read), or text given as it is. */
type IngestItem = { file: string } | { text: string; label: string };

export interface IngestOptions {
  paths: Layout;
  /** The default record date. */
  today: string;
  /** Wall-clock time of this run (ingested_at). */
  now: Date;
  files: readonly string[];
  /** Text stored as it is (no frontmatter is read from it): `brain note`. */
  texts?: readonly { text: string; label: string }[];
  /** The tributary folder (default: published). */
  into?: string;
  /** Required unless the tributary is `published`. */
  provenance?: string;
  /** The records' date; default: a file's frontmatter `date`, else `today`. */
  date?: string;
  /** How the operator calls brain, for the `init` command suggested when the data dir is not initialised. */
  brain?: string;
  /** `mcp`: an agent stores the records through the MCP server; they are marked so (`ingested_by: mcp`) and the review says "agent-written". */
  ingestedBy?: IngestedBy;
}

interface IngestedRecord {
  /** The file, or the label of text given directly. */
  file: string;
  status: "added" | "skipped";
  id: string;
  path: string;
  /** `<tributary>:<id>`: what a candidate cites (the existing record's, when skipped). */
  source: string;
  date: string;
}

export interface IngestOutcome {
  kind: "ingested";
  data_dir: string;
  tributary: string;
  provenance: RecordProvenance;
  /** `--date`, else today: the date of every record without a frontmatter date. */
  date: string;
  /** Present when an agent stored the records through the MCP server. */
  ingested_by?: IngestedBy;
  records: IngestedRecord[];
  added: number;
  skipped: number;
}

export function ingest(o: IngestOptions): IngestOutcome {
  const tributary = o.into ?? "published";
  if (!TRIBUTARY_RE.test(tributary)) {
    throw new UsageError(`--into: expected a folder name of lower-case letters, digits and "-", found "${tributary}"`);
  }
  const provenance = o.provenance ?? (tributary === "published" ? "published" : undefined);
  if (provenance === undefined) {
    throw new UsageError(`--provenance: required with --into ${tributary} (one of ${PROVENANCES.join(", ")})`);
  }
  if (!isProvenance(provenance)) throw new UsageError(`--provenance: expected one of ${PROVENANCES.join(", ")}, found "${provenance}"`);
  // The hook counts every record in published/ as published work; an AI draft there would be counted as one.
  if (tributary === "published" && provenance !== "published") {
    throw new UsageError(`--provenance ${provenance}: ingest/published/ holds only published records; use --into <tributary> (e.g. --into drafts)`);
  }
  const date = o.date ?? o.today;
  if (!isIsoDate(date)) throw new UsageError(`--date: expected a date YYYY-MM-DD, found "${date}"`);
  // A typo in --data-dir must not quietly start a second brain.
  if (!pathExists(o.paths.profile)) {
    throw new NotFoundError(o.paths.profile, "the profile", `not an initialised data dir; run \`${o.brain ?? "brain"} init\` first (or check --data-dir)`);
  }

  // Every item is read and checked before any is stored: one bad file stores nothing.
  const items: IngestItem[] = [...o.files.flatMap(expandFolder).map((file) => ({ file })), ...(o.texts ?? [])];
  const prepared = items.map((item) => prepareItem(item, provenance, date, o.date !== undefined));
  const index = RecordIndex.read(o.paths);
  const records: IngestedRecord[] = [];
  for (const p of prepared) {
    try {
      const r = ingestRecord(o.paths, index, {
        body: p.body,
        sourceFile: p.sourceFile,
        tributary,
        provenance,
        date: p.date,
        fields: p.fields,
        now: o.now,
        ...(o.ingestedBy === undefined ? {} : { ingestedBy: o.ingestedBy }),
      });
      records.push({ file: p.label, status: r.status, id: r.id, path: r.path, source: r.source, date: p.date });
    } catch (e) {
      // Every file was checked before any was stored, so only a write can fail here (a full disk).
      throw records.length === 0
        ? e
        : new PartialIngestError(
            e,
            records,
            prepared.slice(records.length).map((x) => x.label),
          );
    }
  }
  const added = records.filter((r) => r.status === "added").length;
  return {
    kind: "ingested",
    data_dir: o.paths.dataDir,
    tributary,
    provenance,
    date,
    ...(o.ingestedBy === undefined ? {} : { ingested_by: o.ingestedBy }),
    records,
    added,
    skipped: records.length - added,
  };
}

/** The readable form: one line per file, then the counts. */
export function ingestText(r: IngestOutcome): string {
  const lines = r.records.map((x) =>
    x.status === "added"
      ? `added   ${x.file} → ${x.path} (id ${x.id}, ${r.provenance}${r.ingested_by === "mcp" ? ", agent-written" : ""}, ${x.date})`
      : `skipped ${x.file}: the same content is already ingested as ${x.path}`,
  );
  lines.push(`${r.added} added, ${r.skipped} skipped.`);
  return lines.join("\n");
}

/**
 * An ingest of several files that failed part-way: the records stored before the failure stay
 * (each is complete, written atomically) and are named, with what was not stored. Running the same
 * ingest again skips what is stored and stores the rest.
 */
class PartialIngestError extends BrainError {
  constructor(cause: unknown, stored: readonly IngestedRecord[], notStored: readonly string[]) {
    const code = cause instanceof BrainError ? cause.code : "IO";
    super(
      code,
      [
        errorMessage(cause).replace(/^brain: /, ""),
        `Stored before the failure (${stored.length}): ${stored.map((r) => `${r.file} → ${r.path}${r.status === "skipped" ? " (already there)" : ""}`).join("; ")}.`,
        `Not stored (${notStored.length}): ${notStored.join("; ")}. Run the same ingest again once the cause is fixed: what is stored is skipped, the rest stored.`,
      ].join("\n"),
    );
  }
}

/** A folder given as a file: its `*.md` files, in name order, not recursive; a file as it is. */
function expandFolder(path: string): string[] {
  if (!isDirectory(path)) return [path];
  const files = markdownFilesIn(path);
  if (files.length === 0) {
    throw new RefusedError(`${path}: a folder with no *.md files (brain ingest reads a folder's *.md files, not its subfolders); nothing was ingested.`);
  }
  return files;
}

function isProvenance(p: string): p is RecordProvenance {
  return (PROVENANCES as readonly string[]).includes(p);
}

interface Prepared {
  label: string;
  sourceFile: string;
  body: string;
  date: string;
  fields: Record<string, string>;
}

/** Reads one item; a file's own frontmatter gives its date (unless `--date`) and its other keys. */
function prepareItem(item: IngestItem, provenance: RecordProvenance, defaultDate: string, dateGiven: boolean): Prepared {
  if ("text" in item) return { label: item.label, sourceFile: item.label, body: item.text, date: defaultDate, fields: {} };
  const file = item.file;
  const { frontmatter, body } = splitFrontmatter(readInputText(file, file));
  if (frontmatter === undefined) return { label: file, sourceFile: file, body, date: defaultDate, fields: {} };
  const parsed = parseYamlText(frontmatter, `${file} (frontmatter)`, { strings: true }) ?? {};
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new InvalidInputError([
      `${file}: frontmatter: expected a YAML map of fields between the --- lines, found ${Array.isArray(parsed) ? "a list" : "a single value"}`,
    ]);
  }
  const own = parsed as Record<string, unknown>;
  const claimed = own.provenance;
  if (claimed !== undefined && claimed !== provenance) {
    throw new InvalidInputError(
      [
        `${file}: /provenance: the file's frontmatter claims provenance ${JSON.stringify(typeof claimed === "string" ? claimed : JSON.stringify(claimed))}, but this ingest stores it as "${provenance}"`,
      ],
      "Nothing was ingested. Pass the provenance the record really has (--into/--provenance), or remove the claim from the file.",
    );
  }
  let date = defaultDate;
  if (!dateGiven && own.date !== undefined) {
    if (typeof own.date !== "string" || !isIsoDate(own.date)) {
      throw new InvalidInputError(
        [`${file}: /date: expected the frontmatter date as YYYY-MM-DD, found ${JSON.stringify(own.date)}`],
        "Nothing was ingested. Fix the date in the file, or pass --date YYYY-MM-DD (which takes precedence).",
      );
    }
    date = own.date;
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(own)) {
    if (!BRAIN_FIELDS.has(key)) fields[key] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return { label: file, sourceFile: file, body, date, fields };
}
