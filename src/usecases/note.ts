/**
 * `brain note <text>`: the operator's own statement, recorded as a `human` record in ingest/notes/
 * through the ingest use case, so a candidate can cite it as `notes:<id>` — a record of its own,
 * counted on its own, unlike an unrecorded `human:<label>` statement.
 */
import { UsageError } from "../core/errors.js";
import type { IngestedBy } from "../io/records.js";
import { ingest } from "./ingest.js";
import type { UseCaseOptions } from "./options.js";

export interface NoteOptions extends Pick<UseCaseOptions, "paths" | "today" | "now"> {
  text: string;
  /** When it was said (default: today). */
  date?: string;
  /** How the operator calls brain (for the `init` hint). */
  brain?: string;
  /** `mcp`: the agent records it through the MCP server (the record is marked agent-written). */
  ingestedBy?: IngestedBy;
}

export interface NoteOutcome {
  kind: "noted";
  data_dir: string;
  status: "added" | "skipped";
  /** `<tributary>:<id>` to cite: `notes:<id>`, or the record that already holds the same text. */
  source: string;
  id: string;
  path: string;
  date: string;
}

const MAX_NOTE_CHARS = 100_000;

export function note(o: NoteOptions): NoteOutcome {
  if (o.text.trim() === "") throw new UsageError("note: expected the text of the statement, found none (brain note <text>)");
  if (o.text.length > MAX_NOTE_CHARS) throw new UsageError(`note: at most ${MAX_NOTE_CHARS} characters, found ${o.text.length}; ingest a file instead`);
  const r = ingest({
    paths: o.paths,
    today: o.today,
    now: o.now,
    files: [],
    texts: [{ text: `${o.text}\n`, label: "brain note" }],
    into: "notes",
    provenance: "human",
    ...(o.date !== undefined ? { date: o.date } : {}),
    ...(o.brain !== undefined ? { brain: o.brain } : {}),
    ...(o.ingestedBy !== undefined ? { ingestedBy: o.ingestedBy } : {}),
  });
  const rec = r.records[0]!;
  return { kind: "noted", data_dir: r.data_dir, status: rec.status, source: rec.source, id: rec.id, path: rec.path, date: rec.date };
}
