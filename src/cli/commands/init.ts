import { init, initText } from "../../usecases/init.js";
import { brainAsTyped, resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const r = init({ paths: ctx.paths, today: ctx.today, now: ctx.now, from: stringOption(opts.from, "--from") });
  if (opts.json === true) {
    io.out(
      json({
        data_dir: r.data_dir,
        profile: r.profile,
        created: r.kind === "created",
        from: r.from,
        fields: r.fields,
        ...(r.context ? { context: r.context } : {}),
      }),
    );
    return EXIT.ok;
  }
  io.out(initText(r, brainAsTyped(opts)));
  return EXIT.ok;
}
