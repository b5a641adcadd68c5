/**
 * `brain ingest <files…>`: copies records into ingest/<tributary>/ with frontmatter; the same
 * content twice is skipped. Every file is read and checked before any is stored.
 */
import { isIsoDate } from "../core/dates.js";
import { NotFoundError, UsageError } from "../core/errors.js";
import type { Layout } from "../io/data-dir.js";
import { pathExists } from "../io/file-status.js";
import { readInputText } from "../io/read-input.js";
import { ingestRecord, type RecordProvenance, TRIBUTARY_RE } from "../io/records.js";

const PROVENANCES = ["published", "human", "ai-draft"];

export interface IngestOptions {
  paths: Layout;
  /** The default record date. */
  today: string;
  /** Wall-clock time of this run (ingested_at). */
  now: Date;
  files: readonly string[];
  /** The tributary folder (default: published). */
  into?: string;
  provenance?: string;
  /** The records' date (default: today). */
  date?: string;
  /** How the operator calls brain, for the `init` command suggested when the data dir is not initialised. */
  brain?: string;
}

export interface IngestOutcome {
  kind: "ingested";
  data_dir: string;
  tributary: string;
  provenance: RecordProvenance;
  date: string;
  records: { file: string; status: "added" | "skipped"; id: string; path: string }[];
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
  if (!PROVENANCES.includes(provenance)) throw new UsageError(`--provenance: expected one of ${PROVENANCES.join(", ")}, found "${provenance}"`);
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

  // Every file is read and checked before any is stored: one bad file stores nothing.
  const contents = o.files.map((f) => ({ file: f, content: readInputText(f, f) }));
  const records = contents.map(({ file, content }) => {
    const r = ingestRecord(o.paths, { content, sourceFile: file, tributary, provenance: provenance as RecordProvenance, date, now: o.now });
    return { file, status: r.status, id: r.id, path: r.path };
  });
  const added = records.filter((r) => r.status === "added").length;
  return {
    kind: "ingested",
    data_dir: o.paths.dataDir,
    tributary,
    provenance: provenance as RecordProvenance,
    date,
    records,
    added,
    skipped: records.length - added,
  };
}

/** The readable form: one line per file, then the counts. */
export function ingestText(r: IngestOutcome): string {
  const lines = r.records.map((x) =>
    x.status === "added"
      ? `added   ${x.file} → ${x.path} (id ${x.id}, ${r.provenance}, ${r.date})`
      : `skipped ${x.file}: the same content is already ingested as ${x.path}`,
  );
  lines.push(`${r.added} added, ${r.skipped} skipped.`);
  return lines.join("\n");
}
