import { adopt, adoptText } from "../../usecases/adopt.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/** Lists a hand edit of profile.md by fact id, or records it as brain's (--confirm --expect). */
export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const expect = stringOption(opts.expect, "--expect");
  const r = await adopt({ ...ctx, notice: io.err, confirm: opts.confirm === true, ...(expect !== undefined ? { expect } : {}) });
  io.out(opts.json === true ? json(r) : adoptText(r));
  return EXIT.ok;
}
