import { note } from "../../usecases/note.js";
import { brainAsTyped, resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const text = (args.flat() as unknown[]).map(String).join(" ");
  const date = stringOption(opts.date, "--date");
  const r = note({ paths: ctx.paths, today: ctx.today, now: ctx.now, text, brain: brainAsTyped(opts), ...(date !== undefined ? { date } : {}) });
  if (opts.json === true) {
    io.out(json({ data_dir: r.data_dir, status: r.status, source: r.source, id: r.id, path: r.path, date: r.date }));
    return EXIT.ok;
  }
  io.out(r.source);
  io.err(
    r.status === "added"
      ? `brain: noted as ${r.path} (human, ${r.date}); cite it as source ${r.source}`
      : `brain: the same text is already recorded as ${r.path}; cite it as source ${r.source}`,
  );
  return EXIT.ok;
}
