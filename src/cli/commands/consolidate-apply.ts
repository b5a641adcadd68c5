import { applyText, apply } from "../../usecases/apply.js";
import { resolveContext, useCaseOptions } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/** Turns the apply use case's outcome into text (or one JSON object) and an exit status. */
export async function runApply(
  opts: Record<string, unknown>,
  { diffFile, expectedId, confirm }: { diffFile: string | undefined; expectedId: string | undefined; confirm: boolean },
): Promise<number> {
  const ctx = resolveContext(opts);
  const r = await apply({
    ...useCaseOptions(ctx),
    diffFile: diffFile ?? ctx.paths.pendingJson,
    confirm,
    ...(expectedId === undefined ? {} : { expectedId }),
  });
  const status = r.kind === "preview" ? EXIT.usage : EXIT.ok;
  if (r.kind === "preview") io.err(`brain: nothing was written — to apply this diff: ${r.applyCommand}`);
  if (opts.json === true) {
    io.out(json(r));
    return status;
  }
  io.out(applyText(r));
  return status;
}
