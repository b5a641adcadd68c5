import { readHistory } from "../../io/history.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

const COUNT_LABELS: Record<string, [string, string]> = {
  additions: ["addition", "additions"],
  evidenceBumps: ["evidence bump", "evidence bumps"],
  promotions: ["promotion", "promotions"],
  conflicts: ["conflict", "conflicts"],
  supersedes: ["supersession", "supersessions"],
  staleFlags: ["stale flag", "stale flags"],
};

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const entries = readHistory(ctx.paths.history).reverse();
  if (opts.json === true) {
    io.out(json(entries));
    return EXIT.ok;
  }
  if (entries.length === 0) {
    io.out("No applies or rollbacks yet.");
    return EXIT.ok;
  }
  for (const e of entries) {
    if (e.op === "apply") {
      const counts = Object.entries(COUNT_LABELS)
        .filter(([k]) => (e.counts[k] ?? 0) > 0)
        .map(([k, [one, many]]) => `${e.counts[k]} ${e.counts[k] === 1 ? one : many}`)
        .join(", ");
      io.out(`${e.at}  apply     diff ${e.diff.slice(0, 12)}  (${e.today})  ${counts || "no changes"}`);
    } else {
      io.out(`${e.at}  rollback  diff ${e.diff.slice(0, 12)}  (${e.today})  profile restored to ${e.result.slice(0, 12)}`);
    }
  }
  return EXIT.ok;
}
