import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { UsageError } from "../../core/errors.js";
import { createServer } from "../../mcp/server.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";

/**
 * `brain mcp [--allow-apply]`: serves MCP over stdio until the client closes stdin. stdout carries
 * protocol messages only, so anything a dependency logs goes to stderr.
 */
export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  if (args.length > 0) throw new UsageError(`mcp: unexpected argument "${String(args[0])}"`);
  resolveContext(opts); // a bad --data-dir or --today is a usage error now, not at the first call
  console.log = console.info = console.debug = console.error;
  const server = createServer({ global: opts, allowApply: opts.allowApply === true, log: io.err });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  process.stdin.on("end", () => void server.close());
  process.on("uncaughtException", (e) => io.err(`brain mcp: unexpected error: ${e.stack ?? e.message}`));
  process.on("unhandledRejection", (e) => io.err(`brain mcp: unexpected error: ${String(e instanceof Error ? e.stack : e)}`));
  await server.connect(transport);
  io.err(`brain mcp: serving ${resolveContext(opts).paths.dataDir}${opts.allowApply === true ? " (apply allowed)" : ""}`);
  await closed;
  return EXIT.ok;
}
