import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedTools, TOOLS } from "../../src/mcp/tools.js";
import { BIN, cleanEnv, EXAMPLE, ROOT, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainInSync as brain, okInSync as ok } from "../helpers/in-process.js";
import { connect, connectInProcess, textOf, type Connected, SERVED } from "./client.js";

const TODAY = "2026-06-01";

/** The example brain: seeded, posts ingested, candidates-1 applied, candidates-2 proposed (pending). */
function exampleData(): string {
  const data = tempDir("brain-mcp-");
  ok(data, ["init", "--from", join(EXAMPLE, "fields.yaml"), "--today", "2026-03-01"]);
  ok(data, [
    "ingest",
    ...["2026-01-10-municipal-ai-register.md", "2026-02-14-why-registers-matter.md"].map((n) => join(EXAMPLE, "posts", n)),
    "--today",
    "2026-03-01",
  ]);
  ok(data, ["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--today", "2026-03-01"]);
  ok(data, ["consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm", "--today", "2026-03-01"]);
  ok(data, ["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-2.json"), "--today", TODAY]);
  return data;
}

/** What the CLI prints for `args`, as the MCP text (no trailing newline) and parsed `--json`. */
const cliText = (data: string, args: string[]) => ok(data, [...args, "--today", TODAY]).stdout.replace(/\n$/, "");
const cliJson = (data: string, args: string[]) => JSON.parse(ok(data, [...args, "--json", "--today", TODAY]).stdout) as unknown;
/** The CLI's --json document without the run's messages (`warnings`: the CLI's envelope, not the tool's answer). */
const cliAnswer = (data: string, args: string[]): object => {
  const { warnings, ...answer } = cliJson(data, args) as { warnings?: unknown[] };
  expect(warnings).toEqual([]);
  return answer;
};

describe("brain mcp: every tool, in-process, gives the same answers as the CLI", () => {
  let data: string;
  let s: Connected;
  beforeAll(async () => {
    data = exampleData();
    s = await connectInProcess(data, ["--today", TODAY]);
  });
  afterAll(async () => s?.close());

  it("lists every tool but apply, each with an object input and output schema; no apply without --allow-apply", async () => {
    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(SERVED);
    for (const t of tools) expect([t.inputSchema.type, t.outputSchema?.type], t.name).toEqual(["object", "object"]);
    expect(tools.filter((t) => t.annotations?.readOnlyHint !== true).map((t) => t.name)).toEqual([
      "init",
      "note",
      "ingest",
      "propose",
      "retire",
      "decline",
      "resolve",
    ]);
    for (const t of tools) expect(t.title, t.name).toMatch(/^\S/);
    // The candidate schema is embedded once (validate_candidates); propose names it.
    expect(JSON.stringify(tools).split('"$id":"https://brain.example/schemas/candidates.schema.json"').length - 1).toBe(1);
    expect(tools.find((t) => t.name === "propose")?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
  });

  it("validate_candidates takes the candidate schema itself as its candidates argument", async () => {
    const { tools } = await s.client.listTools();
    const schema = JSON.parse(readFileSync(join(ROOT, "schemas", "candidates.schema.json"), "utf8")) as unknown;
    expect(tools.find((t) => t.name === "validate_candidates")?.inputSchema).toEqual({
      type: "object",
      properties: { candidates: { ...(schema as object), maxItems: 20_000 } },
      required: ["candidates"],
      additionalProperties: false,
    });
  });

  const pending = () => {
    const id = (JSON.parse(readFileSync(join(data, "brain", "pending-diff.json"), "utf8")) as { id: string }).id;
    return { id, review: join(data, "brain", "pending-diff.md"), diff: join(data, "brain", "pending-diff.json") };
  };
  it.each([
    // status names the pending diff's full id (what apply needs) as the CLI does; show and history add their paging.
    { tool: "status", cli: ["status"], more: () => ({}), line: () => "" },
    {
      tool: "show",
      cli: ["show"],
      more: () => ({ total: (cliJson(data, ["show"]) as { facts: unknown[] }).facts.length, next_cursor: null, sources_pages: [], withheld: 0 }),
      line: () => "",
    },
    { tool: "rules", cli: ["rules"], more: () => ({}), line: () => "" },
    {
      tool: "history",
      cli: ["history"],
      more: () => ({ total: (cliJson(data, ["history"]) as { entries: unknown[] }).entries.length, next_cursor: null, withheld: 0 }),
      line: () => "",
    },
    { tool: "gather", cli: ["consolidate", "--gather"], more: () => ({}), line: () => "" },
  ])("$tool: the CLI's text, and its --json as structuredContent", async ({ tool, cli, more, line }) => {
    const r = await s.client.callTool({ name: tool, arguments: {} });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(textOf(r)).toBe(cliText(data, cli) + line());
    expect(r.structuredContent).toEqual({ ...cliAnswer(data, cli), ...more() });
  });

  it.each([
    { name: "layer static", args: { layer: "static" }, cli: ["show", "--layer", "static"] },
    { name: "one key, normalized", args: { key: "Primary Expertise" }, cli: ["show", "--key", "Primary Expertise"] },
    { name: "all, with superseded facts", args: { all: true }, cli: ["show", "--all"] },
  ])("show with $name: the same facts as the CLI", async ({ args, cli }) => {
    const r = await s.client.callTool({ name: "show", arguments: args });
    expect(textOf(r)).toBe(cliText(data, cli));
    const facts = (cliJson(data, cli) as { facts: unknown[] }).facts;
    expect(r.structuredContent).toEqual({ facts, total: facts.length, next_cursor: null, sources_pages: [], withheld: 0 });
  });

  it("validate_candidates accepts the example batch and says how many", async () => {
    const candidates = JSON.parse(readFileSync(join(EXAMPLE, "candidates-1.json"), "utf8")) as unknown[];
    const r = await s.client.callTool({ name: "validate_candidates", arguments: { candidates } });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(textOf(r)).toBe(`candidates: valid candidates (${candidates.length} candidates)`);
    expect(r.structuredContent).toEqual({ valid: true, kind: "candidates", count: candidates.length });
  });

  const badCandidate = { key: "job-title", value: "CTO", provenance: "gossip", observed_date: "2026-13-01" };
  const ERRORS = [
    {
      name: "an unknown argument",
      tool: "show",
      args: { colour: "red" },
      message: 'brain: show: unknown argument "colour" (expected layer, key, all, id, sources_cursor, limit, cursor)',
    },
    {
      name: "an argument to a tool that takes none",
      tool: "status",
      args: { verbose: true },
      message: 'brain: status: unknown argument "verbose" (it takes none)',
    },
    {
      name: "a value outside the enum",
      tool: "show",
      args: { layer: "middle" },
      message: 'brain: show: layer: expected one of "static", "dynamic", found "middle"',
    },
    { name: "a wrong type", tool: "show", args: { all: "yes" }, message: 'brain: show: all: expected a boolean, found "yes"' },
    { name: "a missing required argument", tool: "validate_candidates", args: {}, message: 'brain: validate_candidates: argument "candidates" is required' },
    {
      name: "candidates that are not an array",
      tool: "validate_candidates",
      args: { candidates: { key: "a" } },
      message: 'brain: validate_candidates: candidates: expected an array, found {"key":"a"}',
    },
    {
      name: "a tool that is not served",
      tool: "apply",
      args: {},
      message:
        'brain: unknown tool "apply" (this server was started without --allow-apply: give the operator the apply command at the end of the review to run themselves)',
    },
    { name: "a tool that does not exist", tool: "forget", args: {}, message: 'brain: unknown tool "forget"' },
  ];

  it.each(ERRORS)("$name is an isError result with the message, and writes nothing", async ({ tool, args, message }) => {
    const before = snapshotTree(data);
    const r = await s.client.callTool({ name: tool, arguments: args });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(message);
    expect(r.structuredContent).toBeUndefined();
    expect(snapshotTree(data)).toEqual(before);
  });

  it("invalid candidates: every issue with index and field, as `brain validate` prints them", async () => {
    const file = join(tempDir(), "candidates.json");
    writeFileSync(file, JSON.stringify([badCandidate]));
    const cli = brain(data, ["validate", file, "--as", "candidates"]);
    expect(cli.code).toBe(3);
    const r = await s.client.callTool({ name: "validate_candidates", arguments: { candidates: [badCandidate] } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(cli.stderr.replaceAll(file, "candidates").replace(/\n$/, ""));
    expect(textOf(r)).toMatch(/^brain: candidates: \/0\//);
    for (const field of ["provenance", "source", "observed_date"]) expect(textOf(r)).toContain(`candidates: /0/${field}: `);
  });

  it("resources: brain://profile (rendered again: with nothing withheld, the file byte for byte) and brain://pending-diff, the diff under its full id", async () => {
    const { resources } = await s.client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(["brain://context", "brain://pending-diff", "brain://profile"]);
    for (const [uri, file, head] of [
      ["brain://profile", "profile.md", ""],
      ["brain://pending-diff", "pending-diff.md", `Diff id (pass it to apply as diff_id): ${pending().id}\n\n`],
    ] as const) {
      const { contents } = await s.client.readResource({ uri });
      expect(contents).toEqual([{ uri, mimeType: "text/markdown", text: head + readFileSync(join(data, "brain", file), "utf8") }]);
    }
  });

  it("the template brain://fact/{id} serves explain <id>", async () => {
    const { resourceTemplates } = await s.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(["brain://fact/{id}"]);
    const id = (cliJson(data, ["show"]) as { facts: { id: string }[] }).facts[0]!.id;
    const { contents } = await s.client.readResource({ uri: `brain://fact/${id}` });
    expect(contents).toEqual([{ uri: `brain://fact/${id}`, mimeType: "text/plain", text: cliText(data, ["explain", id]) }]);
  });

  it("advertises no listChanged it never sends", () => {
    const caps = s.client.getServerCapabilities();
    expect(caps?.resources?.listChanged).not.toBe(true);
    expect(caps?.prompts?.listChanged).not.toBe(true);
  });

  it("the consolidate prompt is the slash command's guidance, with the tools in place of the commands", async () => {
    const { prompts } = await s.client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["consolidate"]);
    const { messages } = await s.client.getPrompt({ name: "consolidate" });
    const text = (messages[0]!.content as { text: string }).text;
    const command = readFileSync(join(ROOT, "hooks", "commands", "consolidate.md"), "utf8");
    const guidance = command.slice(command.indexOf("## 1. Gather"));
    expect(text.endsWith(guidance)).toBe(true);
    expect(text).toMatch(/^You are connected to brain's MCP server/);
    for (const tool of ["gather", "validate_candidates", "propose", "apply"]) expect(text).toContain(`\`${tool}\``);
    for (const slashOnly of ["$ARGUMENTS", "CLAUDE_PLUGIN_ROOT", "allowed-tools", "<!--"]) expect(text).not.toContain(slashOnly);
  });
});

describe("brain mcp: a data dir in an unexpected state answers with the CLI's error", () => {
  let empty: string;
  let s: Connected;
  beforeAll(async () => {
    empty = tempDir("brain-mcp-empty-");
    s = await connectInProcess(empty);
  });
  afterAll(async () => s?.close());

  it("show without a profile: isError with the CLI's message, nothing created", async () => {
    const cli = brain(empty, ["show"]);
    expect(cli.code).toBe(1);
    const r = await s.client.callTool({ name: "show", arguments: {} });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(cli.stderr.replace(/\n$/, ""));
    expect(snapshotTree(empty)).toEqual({});
  });

  it("rules with an invalid config: isError with every issue, as the CLI prints them (exit 3 there)", async () => {
    writeFileSync(join(empty, "brain.config.yaml"), "promoteThreshold: lots\n");
    const cli = brain(empty, ["rules"]);
    expect(cli.code).toBe(3);
    const r = await s.client.callTool({ name: "rules", arguments: {} });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(cli.stderr.replace(/\n$/, ""));
  });

  it("status still answers: no profile, the hook's line", async () => {
    const r = await s.client.callTool({ name: "status", arguments: {} });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ profile_exists: false, message: "brain: no profile yet — run: brain init" });
  });

  it.each(["brain://profile", "brain://pending-diff"])("reading %s that does not exist is a resource-not-found error naming the file", async (uri) => {
    await expect(s.client.readResource({ uri })).rejects.toMatchObject({ code: -32002, message: expect.stringContaining(join(empty, "brain")) });
  });
});

describe("brain mcp --allow-apply", () => {
  it("serves apply too, marked as writing the profile", async () => {
    const data = exampleData();
    const s = await connect(data, ["--allow-apply"]);
    try {
      const { tools } = await s.client.listTools();
      expect(tools.map((t) => t.name)).toEqual([...SERVED, "apply"]);
      expect(tools.find((t) => t.name === "apply")?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
      expect(s.stderr()).toContain("(apply allowed)");
    } finally {
      await s.close();
    }
  });

  it("servedTools leaves out a tool that needs --allow-apply unless it is given", () => {
    const gated = { ...TOOLS[0]!, name: "erase", needsAllowApply: true };
    expect(servedTools(false, [...TOOLS, gated]).map((t) => t.name)).toEqual(SERVED);
    expect(servedTools(true, [...TOOLS, gated]).map((t) => t.name)).toEqual([...SERVED, "apply", "erase"]);
  });
});

describe("brain mcp on the wire", () => {
  it("writes only JSON-RPC messages to stdout and exits 0 when the client closes stdin", async () => {
    const data = exampleData();
    const child = spawn(process.execPath, [BIN, "--data-dir", data, "mcp"], { env: cleanEnv({}), stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (s: string) => (stdout += s));
    const send = (msg: object) => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...msg })}\n`);
    send({ id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "0" } } });
    send({ method: "notifications/initialized" });
    send({ id: 2, method: "tools/call", params: { name: "show", arguments: { layer: 7 } } });
    send({ id: 3, method: "tools/call", params: { name: "rules", arguments: {} } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    const messages = stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { jsonrpc: string; id: number; result: { isError?: boolean } });
    expect(messages.map((m) => [m.jsonrpc, m.id])).toEqual([
      ["2.0", 1],
      ["2.0", 2],
      ["2.0", 3],
    ]);
    expect(messages[1]!.result.isError).toBe(true);
    expect(messages[2]!.result.isError).toBeUndefined();
  });
});
