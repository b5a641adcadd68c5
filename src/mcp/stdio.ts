import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { MAX_MESSAGE_BYTES } from "./limits.js";

const NEWLINE = 0x0a;
const KEEP = 512;

/**
 * The SDK's stdio transport, except that a message longer than MAX_MESSAGE_BYTES is skipped (up to
 * its newline) and answered with a JSON-RPC error naming the limit, instead of closing the
 * connection — which ended the server silently. The id is read from the message's first or last
 * bytes (clients put it at either end); a message whose id cannot be found is only logged.
 */
export class BoundedStdioTransport extends StdioServerTransport {
  constructor(log: (text: string) => void, limit = MAX_MESSAGE_BYTES) {
    // The SDK's own buffer must never be what gives out: it closes the connection.
    super(process.stdin, process.stdout, { maxBufferSize: limit + 1024 } as never);
    const forward = this._ondata;
    let lineBytes = 0;
    let head = Buffer.alloc(0);
    let tail = Buffer.alloc(0);
    let skipping = false;
    const skipped = () => {
      const id = findId(head.toString("latin1"), tail.toString("latin1"));
      const message = `brain: a request of more than ${limit} bytes is over the server's limit (${limit} bytes per message; docs/mcp.md); it was not read. Send less per call.`;
      log(`brain mcp: skipped a message over ${limit} bytes${id === undefined ? " (no id found, so no answer was sent)" : ` (request id ${id})`}`);
      if (id !== undefined) void this.send({ jsonrpc: "2.0", id: JSON.parse(id) as string | number, error: { code: -32600, message } }).catch(() => {});
      skipping = false;
      head = tail = Buffer.alloc(0);
    };
    // A line is handed to the SDK whole: fed piece by piece, its buffer was concatenated and
    // searched for a newline again on every pipe read, quadratic in the message (seconds at 16 MB).
    let pending: Buffer[] = [];
    this._ondata = (chunk: Buffer) => {
      let start = 0;
      while (start < chunk.length) {
        const nl = chunk.indexOf(NEWLINE, start);
        const end = nl === -1 ? chunk.length : nl + 1;
        const piece = chunk.subarray(start, end);
        start = end;
        if (!skipping && lineBytes + piece.length > limit) {
          skipping = true;
          pending = [];
        }
        if (lineBytes < KEEP) head = Buffer.concat([head, piece.subarray(0, KEEP - lineBytes)]);
        tail = Buffer.concat([tail, piece]).subarray(-KEEP);
        lineBytes += piece.length;
        if (nl === -1) {
          if (!skipping) pending.push(piece);
          continue;
        }
        if (skipping) skipped();
        else forward(pending.length === 0 ? piece : Buffer.concat([...pending, piece]));
        pending = [];
        lineBytes = 0;
        head = tail = Buffer.alloc(0);
      }
    };
  }
}

/** The JSON text of a JSON-RPC id at the start (`{"jsonrpc":"2.0","id":7,…`) or the end (`…,"id":7}`) of a message. */
function findId(head: string, tail: string): string | undefined {
  const atStart = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d+|"[^"\\]{0,200}")/.exec(head);
  if (atStart) return atStart[1];
  const atEnd = /,\s*"id"\s*:\s*(-?\d+|"[^"\\]{0,200}")\s*\}\s*$/.exec(tail);
  return atEnd?.[1];
}
