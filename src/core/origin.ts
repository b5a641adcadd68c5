/**
 * Who put a candidate into a batch (docs/security.md, "Origins"):
 * - `operator`: the operator at the command line (`brain retire`, `brain resolve`);
 * - `agent`: an MCP tool (the `retire` and `resolve` tools), i.e. an agent acting for the operator;
 * - `session`: a candidates file or the MCP `propose` tool (what an extracting session wrote).
 * Kept with the batch's decisions (brain/decisions/), re-derived by apply, and the rule fact
 * `candidate.origin`.
 */
export const ORIGINS = ["operator", "agent", "session"] as const;

export type Origin = (typeof ORIGINS)[number];

/** What a candidate is unless its batch's decisions say otherwise. */
export const DEFAULT_ORIGIN: Origin = "session";

/** Who made a decline: the CLI (absent) or an agent through the MCP server (`mcp`). */
export type DeclinedBy = "mcp";
