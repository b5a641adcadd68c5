import { setValue } from "../../usecases/set.js";
import { statementText } from "../../usecases/operator-statement.js";
import { resolveContext, stringOption, useCaseOptions } from "../context.js";
import { reportProposed } from "./consolidate-propose.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const [key, ...value] = (args.flat() as unknown[]).map(String);
  const r = await setValue({
    ...useCaseOptions(ctx),
    key: key ?? "",
    // The words after the key are the value, as the shell split them.
    value: value.join(" "),
    replaces: stringOption(opts.replaces, "--replaces"),
    reason: stringOption(opts.reason, "--reason"),
    fresh: opts.new === true,
  });
  return reportProposed(r, opts.json === true, statementText(r));
}
