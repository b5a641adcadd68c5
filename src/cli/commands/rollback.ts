import { rollback } from "../../usecases/rollback.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/** Restores the profile as it was before the most recent apply or adopt that has not been rolled back. */
export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const r = await rollback({ ...ctx, notice: io.err, confirm: opts.confirm === true });
  if (r.kind === "preview") io.err("brain: nothing was written — add --confirm to roll back.");
  if (opts.json === true) {
    io.out(json(r));
    return r.kind === "preview" ? EXIT.usage : EXIT.ok;
  }
  const what =
    r.op === "adopt"
      ? `the adopt of a hand edit (adoption ${r.diff.slice(0, 12)}, ${r.appliedAt})`
      : `the apply of diff ${r.diff.slice(0, 12)} (${r.appliedAt})`;
  if (r.kind === "preview") {
    io.out(`Would undo ${what}, restoring profile ${r.restores.slice(0, 12)}${r.backup ? ` from ${r.backup}` : " (it changed nothing)"}.`);
    return EXIT.usage;
  }
  io.out([`Rolled back ${what}; ${r.profile} is as it was before it.`, ...r.contextNotice].join("\n"));
  return EXIT.ok;
}
