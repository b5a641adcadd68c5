import { OPERATIONS } from "../../diff/operations.js";
import { readHistory } from "../../io/history.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

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
      const counts = OPERATIONS.filter((op) => (e.counts[op.list] ?? 0) > 0)
        .map((op) => `${e.counts[op.list]} ${e.counts[op.list] === 1 ? op.one : op.many}`)
        .join(", ");
      const batch = e.batch ? `  batch ${e.batch.slice(0, 12)}, records through ${e.records_through ?? "(none)"}` : "";
      io.out(`${e.at}  apply     diff ${e.diff.slice(0, 12)}  (${e.today})  ${counts || "no changes"}${batch}`);
    } else {
      io.out(`${e.at}  rollback  diff ${e.diff.slice(0, 12)}  (${e.today})  profile restored to ${e.result.slice(0, 12)}`);
    }
  }
  return EXIT.ok;
}
