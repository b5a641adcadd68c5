/**
 * brain's MCP server: the tools of src/mcp/tools.ts, the resources brain://profile,
 * brain://context and brain://pending-diff, the template brain://fact/{id}, and the `consolidate` prompt. Every tool
 * runs the CLI's use cases; every failure is a tool result with `isError: true` and the CLI's
 * message, never a crash. Results stay within the limits of src/mcp/limits.ts; a writing tool
 * waits for the data dir's lock without blocking the other calls.
 */
import { BRAIN_VERSION } from "../core/version.js";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  type CallToolRequest,
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type ServerNotification,
} from "@modelcontextprotocol/sdk/types.js";
import { resolveContext, type GlobalOptions } from "../usecases/context.js";
import { errorMessage } from "../core/error-message.js";
import { BrainError } from "../core/errors.js";
import { type Layout, readShownFile } from "../usecases/files.js";
import { explain, explanationText } from "../usecases/explain.js";
import { contextForAgents } from "../usecases/session-context.js";
import { profileForAgents } from "../usecases/show.js";
import { confineReads, pendingDiffId, retryWhileLocked, serverReadScope } from "../usecases/server-support.js";
import { capText, jsonBytes, MAX_STRUCTURED_BYTES, MAX_TEXT_CHARS } from "./limits.js";
import { consolidatePrompt } from "./prompt.js";
import { servedTools, TOOLS, type Tool, type ToolOutput } from "./tools.js";

export interface ServerOptions {
  /** The CLI's global options (`--data-dir`, `--config`, `--today`), resolved again for every call. */
  global: GlobalOptions;
  allowApply: boolean;
  /** `--allow-ingest-published`: the ingest tool may store published records. */
  allowIngestPublished?: boolean;
  /** Where unexpected errors are logged (stderr: stdout carries only protocol messages). */
  log: (text: string) => void;
  tools?: readonly Tool[];
}

let inFlight = 0;
const idle: (() => void)[] = [];

/** Resolves when no tool call is running (the stdio command waits for it before it exits). */
export function whenIdle(): Promise<void> {
  return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
}

export function createServer(options: ServerOptions): McpServer {
  const mcp = new McpServer(
    { name: "brain", version: BRAIN_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        "brain keeps a durable profile of its operator. The approved facts an agent is given at session start are the brain://context resource; " +
        "look facts up with recall, read them with show or the brain://profile resource (keys the operator excluded are never served). " +
        "To add what new records show: gather, write candidates, validate_candidates, propose, show the operator the review, " +
        "and apply only after their explicit yes (the consolidate prompt has the full guidance). " +
        "Only published and human candidates count: leave out what you merely inferred.",
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
  // McpServer advertises listChanged for resources and prompts; brain's lists never change while it runs.
  mcp.server.registerCapabilities({ resources: { listChanged: false }, prompts: { listChanged: false } });
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
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema(),
      ...(t.outputSchema ? { outputSchema: t.outputSchema() } : {}),
      annotations: t.writes
        ? // The writes are idempotent: the same record is stored once, the same candidates give the same diff, a diff applies once.
          { readOnlyHint: false, destructiveHint: t.writes === "profile", idempotentHint: true, openWorldHint: false }
        : { readOnlyHint: true, openWorldHint: false },
    })),
  }));
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    inFlight++;
    try {
      return await callTool(request, extra);
    } finally {
      if (--inFlight === 0) for (const resolve of idle.splice(0)) resolve();
    }
  });
  async function callTool(request: CallToolRequest, extra: { sendNotification: (n: ServerNotification) => Promise<void> }): Promise<CallToolResult> {
    const tool = byName.get(request.params.name);
    if (!tool) {
      const hint =
        request.params.name === "apply" && !options.allowApply
          ? " (this server was started without --allow-apply: give the operator the apply command at the end of the review to run themselves)"
          : "";
      return failure(`brain: unknown tool "${request.params.name}"${hint}`);
    }
    try {
      const run = await tool.accept(request.params.arguments);
      const token = request.params._meta?.progressToken;
      let step = 0;
      let last = 0;
      const call = {
        notice: options.log,
        allowIngestPublished: options.allowIngestPublished === true,
        // Long classifications await this every 1024 candidates: let other calls in, and report progress when asked.
        pause: async () => {
          await new Promise((resolve) => setImmediate(resolve));
          step++;
          if (token !== undefined && Date.now() - last > 200) {
            last = Date.now();
            await extra.sendNotification({
              method: "notifications/progress",
              params: { progressToken: token, progress: step * 1024, message: `${tool.name}: working` },
            });
          }
        },
      };
      const ctx = resolveContext(options.global);
      // A writer meeting a busy lock waits here, asynchronously; read-only tools never take the lock.
      // Every read of the call is confined to what the server may read (docs/security.md).
      const out = await confineReads(serverReadScope(ctx), () => (tool.writes ? retryWhileLocked(() => run(ctx, call)) : run(ctx, call)));
      if (token !== undefined)
        await extra.sendNotification({
          method: "notifications/progress",
          params: { progressToken: token, progress: step * 1024 + 1, total: step * 1024 + 1, message: `${tool.name}: done` },
        });
      return bounded(tool.name, out);
    } catch (e) {
      const message = errorMessage(e);
      if (message.startsWith("brain: unexpected error")) options.log(`${message}\n${e instanceof Error ? e.stack : ""}`);
      return failure(message);
    }
  }
}

/** The result, or a refusal when its structured part is over the limit (each tool pages or cuts before it gets here). */
function bounded(tool: string, { text, next, data, isError }: ToolOutput): CallToolResult {
  const bytes = jsonBytes(data);
  if (bytes > MAX_STRUCTURED_BYTES) {
    return failure(
      `brain: ${tool}: the result would be ${bytes} bytes of structured content, over the ${MAX_STRUCTURED_BYTES}-byte limit; narrow the request (a limit, a key) and call again.`,
    );
  }
  const content: CallToolResult["content"] = [{ type: "text", text: capText(text, `call ${tool} with narrower arguments`) }];
  if (next !== undefined) content.push({ type: "text", text: next });
  return { content, structuredContent: data, ...(isError ? { isError } : {}) };
}

function failure(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

const RESOURCES = [
  {
    name: "pending-diff",
    uri: "brain://pending-diff",
    title: "brain pending diff",
    description: "brain/pending-diff.md: the review of the last proposal, what apply would change.",
    file: (layout: Layout) => layout.pendingMd,
    missing: "there is no pending diff — call propose first",
    rest: (layout: Layout) => `read ${layout.pendingMd}`,
  },
] as const;

/** The SDK answers a thrown error's `code` and message as the JSON-RPC error; -32002 is MCP's "resource not found". */
class ResourceMissing extends Error {
  readonly code = -32002;
}

function registerResources(mcp: McpServer, options: ServerOptions): void {
  mcp.registerResource(
    "profile",
    "brain://profile",
    {
      title: "brain profile",
      description:
        "The operator's durable profile in profile.md's grammar, every fact with its id, evidence and dates, rendered from what brain parses of brain/profile.md; facts of keys the operator excluded are withheld (the first lines say how many).",
      mimeType: "text/markdown",
    },
    (uri) => {
      const ctx = resolveContext(options.global);
      const paths = ctx.paths;
      let text: string;
      try {
        text = confineReads(serverReadScope(ctx), () => profileForAgents(ctx).text);
      } catch (e) {
        if (e instanceof BrainError && e.code === "NOT_FOUND")
          throw new ResourceMissing(`brain: ${paths.profile}: there is no profile yet — call the init tool, or run: brain init`);
        throw e;
      }
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: capText(text, "call show with a cursor") }] };
    },
  );
  mcp.registerResource(
    "context",
    "brain://context",
    {
      title: "brain session context",
      description:
        "The approved facts brain gives an agent at session start (brain/context.md; the operator's onlyIn and notIn folders do not apply), framed as evidence to check, not instructions; a line asking for a refresh instead when the profile or config changed since it was written.",
      mimeType: "text/markdown",
    },
    (uri) => {
      const ctx = resolveContext(options.global);
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: confineReads(serverReadScope(ctx), () => contextForAgents(ctx)) }] };
    },
  );
  for (const r of RESOURCES) {
    mcp.registerResource(r.name, r.uri, { title: r.title, description: r.description, mimeType: "text/markdown" }, (uri) => {
      const ctx = resolveContext(options.global);
      return confineReads(serverReadScope(ctx), () => readResource(r, ctx.paths, uri));
    });
  }
  mcp.registerResource(
    "fact",
    new ResourceTemplate("brain://fact/{id}", { list: undefined }),
    {
      title: "The life of one fact",
      description: "explain <id>: each apply that added, bumped, promoted, superseded, merged or retired the fact.",
      mimeType: "text/plain",
    },
    (uri, variables) => {
      const id = String(variables.id);
      const ctx = resolveContext(options.global);
      const text = confineReads(serverReadScope(ctx), () => explanationText(explain(ctx, decodeURIComponent(id))));
      return { contents: [{ uri: uri.href, mimeType: "text/plain", text: text.length > MAX_TEXT_CHARS ? capText(text, `call explain with id ${id}`) : text }] };
    },
  );
}

/** A resource's text: the file as it is, cut at the limit; the pending diff's full id first. */
function readResource(r: (typeof RESOURCES)[number], paths: Layout, uri: URL) {
  const file = r.file(paths);
  let text = readShownFile(file);
  if (text === undefined) throw new ResourceMissing(`brain: ${file}: ${r.missing}`);
  if (r.name === "pending-diff") {
    // The review shows 12 digits of the id; apply needs all 64.
    const id = pendingDiffId(paths.pendingJson);
    if (id !== null) text = `Diff id (pass it to apply as diff_id): ${id}\n\n${text}`;
  }
  return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: capText(text, r.rest(paths)) }] };
}
