import { note } from "../../usecases/note.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const text = (args.flat() as unknown[]).map(String).join(" ");
  const r = note({ ...ctx, text, date: stringOption(opts.date, "--date") });
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
