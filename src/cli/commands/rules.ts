import { listRules, rulesText } from "../../usecases/rules.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { json, processOutput as io } from "../output.js";

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const result = listRules(ctx.configFile, ctx.paths.config);
  io.out(opts.json === true ? json(result) : rulesText(result));
  return EXIT.ok;
}
