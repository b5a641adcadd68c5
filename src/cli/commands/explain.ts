import { UsageError } from "../../core/errors.js";
import { explain, explanationJson, explanationText } from "../../usecases/explain.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  if (args.length !== 1 || typeof args[0] !== "string" || args[0] === "") throw new UsageError("explain: expected one fact id (see brain show)");
  const result = explain({ ...ctx, includeExcluded: opts.includeExcluded === true }, args[0]);
  if (opts.json === true) {
    io.out(json(explanationJson(result)));
    return EXIT.ok;
  }
  io.out(explanationText(result));
  return EXIT.ok;
}
