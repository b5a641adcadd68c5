import { resolve } from "node:path";
import { UsageError } from "../../core/errors.js";
import {
  contextExplanationText,
  contextLog,
  contextLogText,
  explainContext,
  givenContext,
  givenContextNotices,
  givenContextText,
  refreshContext,
  refreshText,
} from "../../usecases/session-context.js";
import { resolveContext, stringOption, useCaseOptions } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

/**
 * `brain context`: the session context as the hook gives it in a folder (default: here); with
 * --explain why each fact is in it or not, --refresh rewrites it, --log lists what sessions got.
 */
export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const modes = (["explain", "refresh", "log"] as const).filter((m) => opts[m] === true);
  if (modes.length > 1) throw new UsageError(`context: --${modes[0]} and --${modes[1]}: expected at most one of --explain, --refresh, --log`);
  const cwdFlag = stringOption(opts.cwd, "--cwd");
  if (cwdFlag !== undefined && modes.length === 1 && modes[0] !== "explain")
    throw new UsageError(`context: --cwd: only without --${modes[0]} (or with --explain)`);
  const view = { ...ctx, cwd: resolve(cwdFlag ?? process.cwd()), env: process.env };
  switch (modes[0]) {
    case "refresh": {
      const r = refreshContext(useCaseOptions(ctx));
      io.out(opts.json === true ? json(r) : refreshText(r));
      return EXIT.ok;
    }
    case "log": {
      const r = contextLog(ctx);
      io.out(opts.json === true ? json(r) : contextLogText(r));
      return EXIT.ok;
    }
    case "explain": {
      const r = explainContext(view);
      io.out(opts.json === true ? json(r) : contextExplanationText(r));
      return EXIT.ok;
    }
    default: {
      const r = givenContext(view);
      for (const line of givenContextNotices(r)) io.err(line);
      if (opts.json === true) io.out(json({ cwd: r.cwd, path: r.path, ...r.given, freshness: r.freshness }));
      else {
        const text = givenContextText(r);
        if (text !== "") io.out(text);
      }
      return EXIT.ok;
    }
  }
}
