import { history, historyText } from "../../usecases/history.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const result = history(ctx);
  io.out(opts.json === true ? json(result) : historyText(result));
  return EXIT.ok;
}
