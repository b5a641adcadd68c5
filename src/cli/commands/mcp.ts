import { UsageError } from "../../core/errors.js";
import { neverBlockOnLock } from "../../usecases/server-support.js";
import { createServer, whenIdle } from "../../mcp/server.js";
import { BoundedStdioTransport } from "../../mcp/stdio.js";
import { resolveContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { describeSignal, stoppingSignal } from "../signals.js";
import { processOutput as io, survivePipes } from "../output.js";

/**
 * `brain mcp [--allow-apply]`: serves MCP over stdio until the client closes stdin, finishing the
 * calls still running. stdout carries protocol messages only, so anything a dependency logs goes
 * to stderr, and so does the reason whenever the server stops.
 */
export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  if (args.length > 0) throw new UsageError(`mcp: unexpected argument "${String(args[0])}"`);
  resolveContext(opts); // a bad --data-dir or --today is a usage error now, not at the first call
  console.log = console.info = console.debug = console.error;
  // The event loop must keep answering: a writer meeting a busy lock waits asynchronously (src/mcp/server.ts).
  neverBlockOnLock();
  // An MCP Bundle host (Claude Desktop) passes its user settings as environment variables (scripts/build-mcpb.mjs).
  const allowApply = opts.allowApply === true || process.env.BRAIN_MCP_ALLOW_APPLY === "true";
  const allowIngestPublished = opts.allowIngestPublished === true || process.env.BRAIN_MCP_ALLOW_INGEST_PUBLISHED === "true";
  const server = createServer({ global: opts, allowApply, allowIngestPublished, log: io.err });
  survivePipes();
  const transport = new BoundedStdioTransport(io.err);
  let reason = "the transport closed";
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  process.stdin.on("end", () => {
    reason = "the client closed stdin";
    // The SDK sends a call's result after its handler returns: close after those sends (setImmediate runs after them).
    void whenIdle()
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => server.close());
  });
  process.on("exit", (code) => {
    // A stop signal (src/cli/main.ts) exits from its handler: the signal is the reason.
    const signal = stoppingSignal();
    io.err(`brain mcp: stopped (exit ${code}): ${signal === undefined ? reason : `received ${describeSignal(signal)}`}`);
  });
  process.on("uncaughtException", (e) => io.err(`brain mcp: unexpected error: ${e.stack ?? e.message}`));
  process.on("unhandledRejection", (e) => io.err(`brain mcp: unexpected error: ${String(e instanceof Error ? e.stack : e)}`));
  server.server.onerror = (e) => io.err(`brain mcp: protocol error: ${e.message}`);
  await server.connect(transport);
  io.err(`brain mcp: serving ${resolveContext(opts).paths.dataDir}${allowApply ? " (apply allowed)" : ""}`);
  await closed;
  return EXIT.ok;
}
