import { UsageError } from "../../core/errors.js";
import { parseExpectedId } from "../../core/expected-id.js";
import { decline, declineText } from "../../usecases/decline.js";
import { resolveContext, stringOption, useCaseOptions } from "../context.js";
import { json, processOutput as io } from "../output.js";
import { EXIT } from "../exit-codes.js";
import { reportProposed } from "./consolidate-propose.js";

/** Candidate indexes exactly as typed: 0-based integers, else a usage error naming the word. */
export function indexArgs(args: unknown[], what: string): number[] {
  return (args.flat() as unknown[]).map((a) => {
    const s = String(a);
    if (!/^(0|[1-9][0-9]{0,8})$/.test(s)) throw new UsageError(`${what}: expected 0-based indexes (0, 1, 2, …), found "${s}"`);
    return Number(s);
  });
}

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const expect = stringOption(opts.expect, "--expect");
  const r = await decline({
    ...useCaseOptions(ctx),
    indexes: indexArgs(args, "decline"),
    reason: stringOption(opts.reason, "--reason"),
    ...(expect === undefined ? {} : { expectedId: parseExpectedId(expect) }),
  });
  if (opts.json === true) {
    io.out(json(r));
    return EXIT.ok;
  }
  reportProposed(r, false);
  for (const line of declineText(r)) io.out(line);
  return EXIT.ok;
}
