/**
 * brain's MCP server: the tools of src/mcp/tools.ts, the resources brain://profile and
 * brain://pending-diff, and the `consolidate` prompt. Every tool runs the CLI's use cases; every
 * failure is a tool result with `isError: true` and the CLI's message, never a crash.
 */
import { BRAIN_VERSION } from "../core/version.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { resolveContext, type GlobalOptions } from "../usecases/context.js";
import { errorMessage } from "../core/error-message.js";
import { type Layout, readShownFile } from "../usecases/files.js";
import { checkArguments } from "./arguments.js";
import { consolidatePrompt } from "./prompt.js";
import { servedTools, TOOLS, type Tool } from "./tools.js";

export interface ServerOptions {
  /** The CLI's global options (`--data-dir`, `--config`, `--today`), resolved again for every call. */
  global: GlobalOptions;
  allowApply: boolean;
  /** Where unexpected errors are logged (stderr: stdout carries only protocol messages). */
  log: (text: string) => void;
  tools?: readonly Tool[];
}

export function createServer(options: ServerOptions): McpServer {
  const mcp = new McpServer(
    { name: "brain", version: BRAIN_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        "brain keeps a durable profile of its operator. Read it with show or the brain://profile resource. " +
        "To add what new records show: gather, write candidates, validate_candidates, propose, show the operator the review, " +
        "and apply only after their explicit yes (the consolidate prompt has the full guidance).",
    },
  );
  const tools = servedTools(options.allowApply, options.tools ?? TOOLS);
  registerTools(mcp, tools, options);
  registerResources(mcp, options);
  mcp.registerPrompt(
    "consolidate",
    { title: "Consolidate brain", description: "Walk the operator through gather → propose → review → apply, with brain's rules for candidates." },
    () => ({ messages: [{ role: "user", content: { type: "text", text: consolidatePrompt() } }] }),
  );
  return mcp;
}

/**
 * Tools go through the low-level request handlers: their input schemas are brain's own JSON
 * Schemas (the candidates argument is schemas/candidates.schema.json), which McpServer's
 * registerTool cannot take (it wants zod shapes).
 */
function registerTools(mcp: McpServer, tools: readonly Tool[], options: ServerOptions): void {
  const byName = new Map(tools.map((t) => [t.name, t]));
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: t.inputSchema(),
      ...(t.outputSchema ? { outputSchema: t.outputSchema() } : {}),
      annotations: t.writes
        ? // Both writes are idempotent: the same candidates give the same diff; a diff applies once.
          { readOnlyHint: false, destructiveHint: t.writes === "profile", idempotentHint: true, openWorldHint: false }
        : { readOnlyHint: true, openWorldHint: false },
    })),
  }));
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      const hint = request.params.name === "apply" && !options.allowApply ? " (start the server with --allow-apply to offer it)" : "";
      return failure(`brain: unknown tool "${request.params.name}"${hint}`);
    }
    try {
      const args = checkArguments(tool.name, tool.inputSchema(), request.params.arguments);
      const { text, next, data } = await tool.handler(args, resolveContext(options.global), options.log);
      const content: CallToolResult["content"] = [{ type: "text", text }];
      if (next !== undefined) content.push({ type: "text", text: next });
      return { content, structuredContent: data };
    } catch (e) {
      const message = errorMessage(e);
      if (message.startsWith("brain: unexpected error")) options.log(`${message}\n${e instanceof Error ? e.stack : ""}`);
      return failure(message);
    }
  });
}

function failure(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

const RESOURCES = [
  {
    name: "profile",
    uri: "brain://profile",
    title: "brain profile",
    description: "brain/profile.md: the operator's durable profile, every fact with its id, evidence and dates.",
    file: (l: Layout) => l.profile,
    missing: "there is no profile yet — run: brain init",
  },
  {
    name: "pending-diff",
    uri: "brain://pending-diff",
    title: "brain pending diff",
    description: "brain/pending-diff.md: the review of the last proposal, what apply would change.",
    file: (l: Layout) => l.pendingMd,
    missing: "there is no pending diff — propose first",
  },
] as const;

/** The SDK answers a thrown error's `code` and message as the JSON-RPC error; -32002 is MCP's "resource not found". */
class ResourceMissing extends Error {
  readonly code = -32002;
}

function registerResources(mcp: McpServer, options: ServerOptions): void {
  for (const r of RESOURCES) {
    mcp.registerResource(r.name, r.uri, { title: r.title, description: r.description, mimeType: "text/markdown" }, (uri) => {
      const file = r.file(resolveContext(options.global).paths);
      const text = readShownFile(file);
      if (text === undefined) throw new ResourceMissing(`brain: ${file}: ${r.missing}`);
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text }] };
    });
  }
}
