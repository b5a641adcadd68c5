import { UsageError } from "../../core/errors.js";
import type { ExplainEvent } from "../../diff/explain-fact.js";
import { type ExplainResult, explain } from "../../usecases/explain.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { visible } from "../../core/visible-text.js";
import { json, processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  if (args.length !== 1 || typeof args[0] !== "string" || args[0] === "") throw new UsageError("explain: expected one fact id (see brain show)");
  const result = explain(ctx.paths, args[0]);
  if (opts.json === true) {
    const { skipped: _skipped, ...doc } = result;
    io.out(json(doc));
    return EXIT.ok;
  }
  io.out(renderExplanation(result));
  return EXIT.ok;
}

/** A value quoted for the timeline: JSON quoting, and no control or bidi character reaches the terminal (a hand-edited profile.md may hold them). */
const q = (s: string | undefined): string => visible(JSON.stringify(s ?? ""));

/** A short timeline, oldest first. */
export function renderExplanation(r: ExplainResult): string {
  const lines: string[] = [];
  const f = r.fact;
  lines.push(
    f
      ? `${r.id}  ${visible(f.key)} = ${q(f.value)} — ${f.status}, ${f.layer}, ${f.evidence_count} source${f.evidence_count === 1 ? "" : "s"} (${f.sources.map(visible).join(", ")})`
      : `${r.id}  no longer in the profile under this id`,
  );
  if (r.events.length === 0) lines.push("", "No recorded events: this fact predates the archive of applied diffs.");
  else lines.push("");
  for (const e of r.events) lines.push(eventLine(e));
  for (const s of r.skipped) lines.push(`(apply of diff ${s.diff.slice(0, 12)} at ${s.at} not included: ${s.reason})`);
  return lines.join("\n");
}

const WHAT: Record<ExplainEvent["op"], (e: ExplainEvent) => string> = {
  seed: () => "seeded from the profile fields (brain init --from)",
  add: (e) => `added: ${q(e.value)}`,
  conflict: (e) => `added beside a different value of its key (conflict): ${q(e.value)}`,
  bump: () => "one more source",
  duplicate: () => "source already counted; nothing changed",
  promote: () => "promoted to static",
  "stale-flag": () => "flagged stale (review only)",
  supersede: (e) => `took id ${e.id} with ${q(e.value)}, replacing ${q(e.other?.value)} (now ${e.other?.id})`,
  superseded: (e) => `superseded by ${q(e.other?.value)}; archived`,
  merge: (e) => `merged with ${e.other?.id} (${q(e.other?.value)})`,
  retire: (e) => `retired: ${visible(e.reason ?? "")}`,
};

function eventLine(e: ExplainEvent): string {
  const when = e.at === null ? e.today : `${e.today} (applied ${e.at})`;
  const rule = e.rule === null ? "" : ` · rule ${e.rule}${e.file ? ` (${e.file} v${e.version ?? "?"})` : ""}`;
  const cand = e.candidate === null ? "" : ` · candidate ${e.candidate}`;
  const src = e.source === null ? "" : ` · ${visible(e.source)}${e.observed_date ? `, observed ${e.observed_date}` : ""}`;
  const diff = e.diff === null ? "" : ` · diff ${e.diff.slice(0, 12)}`;
  return `- ${when}  ${e.op}: ${WHAT[e.op](e)}${rule}${cand}${src}${diff}`;
}
