import { UsageError } from "../../core/errors.js";
import { resolveConflict } from "../../usecases/resolve.js";
import { resolveContext, stringOption, useCaseOptions } from "../context.js";
import { statementText } from "../../usecases/operator-statement.js";
import { reportProposed } from "./consolidate-propose.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const keep = stringOption(opts.keep, "--keep");
  if (keep === undefined) throw new UsageError("resolve: needs --keep <id> (the value that holds; brain show --conflicts lists the ids)");
  const key = String(args[0]);
  const r = await resolveConflict({
    ...useCaseOptions(ctx),
    key,
    keep,
    reason: stringOption(opts.reason, "--reason"),
    source: stringOption(opts.source, "--source"),
    origin: "operator",
    fresh: opts.new === true,
  });
  return reportProposed(r, opts.json === true, statementText(r));
}
