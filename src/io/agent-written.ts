/**
 * Which record sources an agent wrote ("agent-written", docs/mcp.md): records an agent stored
 * through the MCP server (`ingest`, `note`) carry `ingested_by: mcp`. The one place the session
 * context and recall ask; only the records asked about are read.
 */
import type { Layout } from "./data-dir.js";
import { recordHeadsOf } from "./records.js";

/** Those of `sources` (`<tributary>:<id>`) that name a record an agent wrote. */
export function agentWrittenAmong(layout: Layout, sources: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const [source, meta] of recordHeadsOf(layout, sources)) if (meta.ingested_by === "mcp") out.add(source);
  return out;
}
