import { irregularWarnings, skippedRecordWarnings } from "../../usecases/gather.js";
import { type ProposedOutcome, propose } from "../../usecases/propose.js";
import { resolveContext, useCaseOptions } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function runPropose(opts: Record<string, unknown>, candidatesFile: string, through: string | undefined): Promise<number> {
  const ctx = resolveContext(opts);
  const r = await propose({
    ...useCaseOptions(ctx),
    candidatesFile,
    through,
  });
  const carried = r.carried
    ? [
        `Carried over from the pending batch (diff ${r.carried.from.slice(0, 12)}): your candidates ${r.carried.candidates.map((n) => `#${n}`).join(", ") || "none"}; ` +
          `declined again: ${r.carried.declined.map((n) => `#${n}`).join(", ") || "none"}.`,
      ]
    : [];
  return reportProposed(r, opts.json === true, carried);
}

/** What propose (and retire, which proposes) prints: the files written, the summary, the apply command. */
export function reportProposed(r: ProposedOutcome, asJson: boolean, more: readonly string[] = []): number {
  for (const w of irregularWarnings(r.skipped)) io.err(w);
  for (const w of skippedRecordWarnings(r.skippedRecords)) io.err(w);
  for (const w of r.warnings) io.err(`brain: warning: ${w}`);
  if (asJson) {
    io.out(json(r));
    return EXIT.ok;
  }
  io.out(`Wrote ${r.pendingMd}`);
  io.out(`Wrote ${r.pendingJson}`);
  io.out(`Archived the batch as ${r.batch}`);
  io.out(`Records read: ${r.records.through === null ? "none ingested yet" : `ingested up to ${r.records.through}`}.`);
  io.out(`${r.summary}.`);
  for (const line of more) io.out(line);
  io.out(`Review ${r.pendingMd}, then: ${r.applyCommand}`);
  return EXIT.ok;
}
