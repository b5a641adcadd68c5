import { type Context, optionsWithNotices } from "../usecases/context.js";
import type { UseCaseOptions } from "../usecases/options.js";
import { processOutput } from "./output.js";

export { brainAsTyped, resolveContext, stringOption } from "../usecases/context.js";

/** What every use case is given by the CLI: the context, notices on stderr, and Ctrl-C handled during long work. */
export function useCaseOptions(ctx: Context): UseCaseOptions {
  return optionsWithNotices(ctx, processOutput.err);
}
