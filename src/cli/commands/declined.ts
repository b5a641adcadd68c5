import { declinedList, declinedText, forgetDeclines, forgetText } from "../../usecases/declined.js";
import { resolveContext, useCaseOptions } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";
import { indexArgs } from "./decline.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const o = useCaseOptions(ctx);
  if (opts.forget === undefined) {
    const r = declinedList(o);
    io.out(opts.json === true ? json(r) : declinedText(r, o));
    return EXIT.ok;
  }
  const r = forgetDeclines({ ...o, indexes: indexArgs([opts.forget, ...args], "declined --forget"), confirm: opts.confirm === true });
  if (r.kind === "preview") io.err("brain: nothing was written — add --confirm to forget.");
  io.out(opts.json === true ? json(r) : forgetText(r));
  return r.kind === "preview" ? EXIT.usage : EXIT.ok;
}
