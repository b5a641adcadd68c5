import { status, statusText } from "../../usecases/status.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/** What the session-start hook would say, computed by the hook's own code. */
export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const report = await status(ctx);
  io.out(opts.json === true ? json(report) : statusText(report));
  return EXIT.ok;
}
