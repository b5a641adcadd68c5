/**
 * A second real MCP client besides the TypeScript SDK: the official Python SDK (`mcp` on PyPI),
 * installed into a temporary venv, drives the bundled server over stdio (`npm run test:hosts`).
 * Needs python3 with venv and a reachable package index; skips with the reason when either is missing.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../helpers/cli.js";

/** The Python SDK version this test pins (bump deliberately, after running the test). */
const MCP_VERSION = "2.3.0";

const TOOLS = ["status", "gather", "propose", "show", "explain", "init", "note", "decline", "resolve"];

const SCRIPT = `
import asyncio, json, sys
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

bundle, data_dir = sys.argv[1], sys.argv[2]

def result(r):
    text = "".join(getattr(c, "text", "") for c in r.content)
    return {"is_error": bool(r.is_error), "structured": r.structured_content, "text": text}

async def main():
    params = StdioServerParameters(command="node", args=[bundle, "mcp", "--data-dir", data_dir])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            tools = (await session.list_tools()).tools
            out = {
                "server": init.server_info.name,
                "tools": {t.name: t.title for t in tools},
                "init": result(await session.call_tool("init", {})),
                "note": result(await session.call_tool("note", {"text": "I prefer tea over coffee."})),
                "status": result(await session.call_tool("status", {})),
                "show": result(await session.call_tool("show", {"limit": 1})),
                "bad": result(await session.call_tool("status", {"toString": 1})),
            }
            profile = await session.read_resource("brain://profile")
            out["profile"] = [getattr(c, "text", None) for c in profile.contents]
            print(json.dumps(out, default=str))

asyncio.run(main())
`;

interface Result {
  is_error: boolean;
  structured: Record<string, unknown> | null;
  text: string;
}
interface Summary {
  server: string;
  tools: Record<string, string | null>;
  init: Result;
  note: Result;
  status: Result;
  show: Result;
  bad: Result;
  profile: (string | null)[];
}

/**
 * A venv with the pinned SDK, or the reason it could not be made. One retry: pip's default five
 * turn an unreachable index (when a local mirror serves the wheels) into minutes of back-off.
 */
function venvPython(): { python: string } | { skip: string } {
  const venv = join(tempDir("brain-hosts-pyvenv-"), "venv");
  const mk = spawnSync("python3", ["-m", "venv", venv], { encoding: "utf8", timeout: 120_000 });
  if (mk.status !== 0) return { skip: `python3 -m venv failed (${mk.error?.message ?? mk.stderr.trim()})` };
  const python = join(venv, "bin", "python");
  const pip = spawnSync(python, ["-m", "pip", "install", "--quiet", "--retries", "1", `mcp==${MCP_VERSION}`], { encoding: "utf8", timeout: 540_000 });
  if (pip.status !== 0) return { skip: `pip install mcp==${MCP_VERSION} failed (no package index?):\n${pip.stderr.trim().slice(-2000)}` };
  return { python };
}

describe(`Python MCP SDK (mcp==${MCP_VERSION}): stdio_client + ClientSession`, () => {
  let env: { python: string } | { skip: string };
  beforeAll(() => {
    env = venvPython();
  });

  it("initializes, lists the tools, calls them and reads the profile", (ctx) => {
    if ("skip" in env) {
      console.warn(`skipped: ${env.skip}`);
      ctx.skip();
      return;
    }
    const work = tempDir("brain-hosts-py-");
    const data = join(work, "data");
    const script = join(work, "client.py");
    writeFileSync(script, SCRIPT);
    const r = spawnSync(env.python, [script, join(ROOT, "plugin", "bundle", "brain.cjs"), data], { encoding: "utf8", timeout: 60_000 });
    expect(r.status, `${r.error?.message ?? ""}\n${r.stdout}\n${r.stderr}`).toBe(0);
    const s = JSON.parse(r.stdout.trim().split("\n").at(-1) ?? "") as Summary;

    expect(s.server).toBe("brain");
    for (const name of TOOLS) {
      expect(Object.keys(s.tools), name).toContain(name);
      expect(s.tools[name], `title of ${name}`).toMatch(/\S/);
    }
    for (const step of ["init", "note", "status", "show"] as const) expect(s[step].is_error, `${step}: ${s[step].text}`).toBe(false);
    expect(s.status.structured?.data_dir).toBe(data);
    // A note is a record, not a fact: the first page of facts is empty and complete.
    expect(s.show.structured).toMatchObject({ facts: [], total: 0, next_cursor: null });
    expect(s.bad.is_error).toBe(true);
    expect(s.bad.text).toContain("toString");
    expect(s.profile.length).toBeGreaterThan(0);
    expect(s.profile[0]).toMatch(/\S/);
  });
});
