import { UsageError } from "../../core/errors.js";
import { retire } from "../../usecases/retire.js";
import { resolveContext, stringOption, useCaseOptions } from "../context.js";
import { statementText } from "../../usecases/operator-statement.js";
import { reportProposed } from "./consolidate-propose.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const reason = stringOption(opts.reason, "--reason");
  if (reason === undefined) throw new UsageError("retire: needs --reason <text> (why the facts are no longer true; kept on the retired line)");
  const ids = (args.flat() as unknown[]).map(String);
  const r = await retire({
    ...useCaseOptions(ctx),
    ids,
    reason,
    source: stringOption(opts.source, "--source"),
    date: stringOption(opts.date, "--date"),
    origin: "operator",
    fresh: opts.new === true,
  });
  return reportProposed(r, opts.json === true, statementText(r));
}
