/**
 * The MCP server stays up and bounded (docs/mcp.md, "Limits"): pages with cursors through a big
 * profile, refuses an oversized request with a message and keeps serving, answers while a write
 * waits for a lock another process holds, and says on stderr why it stops.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mintEntityId } from "../../src/core/mint-id.js";
import { serializeProfile } from "../../src/core/profile-format.js";
import type { Fact } from "../../src/core/schema-types.js";
import { MAX_STRUCTURED_BYTES } from "../../src/mcp/limits.js";
import { tempDir } from "../helpers/cli.js";
import { brainInSync } from "../helpers/in-process.js";
import { type Connected, connect, connectInProcess, textOf } from "./client.js";

const TODAY = "2026-06-01";
const FACTS = 20_000;

function fact(i: number): Fact {
  const key = `topic-${String(i).padStart(5, "0")}`;
  return {
    id: mintEntityId({ kind: "observed", key }),
    kind: "observed",
    layer: "dynamic",
    key,
    value: `Observation ${i}: a line long enough to look like a real value, and then some more words`,
    provenance: "published",
    sources: [`published:${i.toString(16).padStart(12, "0")}`],
    first_seen: "2026-01-01",
    last_seen: "2026-05-01",
    evidence_count: 1,
    status: "active",
  };
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 });
const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v), "utf8");

describe("brain mcp on a 20k-fact profile", () => {
  let data: string;
  let s: Connected;
  beforeAll(async () => {
    data = tempDir("brain-mcp-big-");
    expect(brainInSync(data, ["init"]).code).toBe(0);
    writeFileSync(join(data, "brain", "profile.md"), serializeProfile({ title: "Profile", facts: Array.from({ length: FACTS }, (_, i) => fact(i)) }));
    s = await connectInProcess(data, ["--today", TODAY]);
  }, 60_000);
  afterAll(async () => s?.close());

  it("show pages through every fact with next_cursor, each page within the limits", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const r = await call(s.client, "show", { limit: 5000, ...(cursor ? { cursor } : {}) });
      expect(r.isError, textOf(r)).toBeFalsy();
      const out = r.structuredContent as { facts: { id: string }[]; total: number; next_cursor: string | null };
      expect(out.total).toBe(FACTS);
      expect(bytes(out)).toBeLessThanOrEqual(MAX_STRUCTURED_BYTES);
      expect(textOf(r).length).toBeLessThanOrEqual(1_000_000);
      seen.push(...out.facts.map((f) => f.id));
      cursor = out.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(FACTS);
  }, 120_000);

  it("a cursor is refused once the profile changed: start again", async () => {
    const first = await call(s.client, "show", { limit: 10 });
    const cursor = (first.structuredContent as { next_cursor: string }).next_cursor;
    expect(cursor).toMatch(/^[0-9a-f]{64}\./);
    // Any write of the profile (an apply, a rollback) changes its sha256.
    writeFileSync(join(data, "brain", "profile.md"), serializeProfile({ title: "Profile", facts: Array.from({ length: FACTS - 1 }, (_, i) => fact(i)) }));
    const r = await call(s.client, "show", { limit: 10, cursor });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/the profile changed since this cursor was cut .*call show without cursor to start again/);
    const again = await call(s.client, "show", { limit: 10 });
    expect(again.isError, textOf(again)).toBeFalsy();
  }, 60_000);

  it("a request with 100k candidates is refused naming the limit, and the server still serves", async () => {
    const candidate = { key: "k", value: "v", provenance: "human", source: "human:x", observed_date: TODAY };
    const r = await call(s.client, "propose", { candidates: Array.from({ length: 100_000 }, () => candidate) });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/propose: candidates: expected at most 20000 items \(the documented limit/);
    const status = await call(s.client, "status");
    expect(status.isError, textOf(status)).toBeFalsy();
  }, 60_000);
});

describe("brain mcp and the lock", () => {
  it("status is answered at once while a propose waits for a lock another process holds; the propose then completes", async () => {
    const data = tempDir("brain-mcp-lock-");
    expect(brainInSync(data, ["init"]).code).toBe(0);
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    writeFileSync(
      join(data, "brain", ".lock"),
      JSON.stringify({ pid: holder.pid, host: hostname(), token: randomBytes(8).toString("hex"), acquired: new Date().toISOString() }),
    );
    const s = await connectInProcess(data, ["--today", TODAY]);
    try {
      const candidates = [{ key: "city", value: "Utrecht", provenance: "human", source: "human:session", observed_date: TODAY }];
      let settled = false;
      const proposing = call(s.client, "propose", { candidates }).finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 300));
      const started = performance.now();
      const status = await call(s.client, "status");
      const ms = performance.now() - started;
      expect(status.isError, textOf(status)).toBeFalsy();
      expect(settled).toBe(false);
      // Far below the 10 s a blocked event loop would take (the lock timeout); generous for a loaded machine.
      expect(ms).toBeLessThan(3000);
      holder.kill();
      const r = await proposing;
      expect(r.isError, textOf(r)).toBeFalsy();
      expect((r.structuredContent as { id: string }).id).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      holder.kill();
      await s.close();
    }
  }, 60_000);
});

describe("brain mcp never stops without saying why", () => {
  it("a message over the size limit gets an error naming the limit; the server keeps serving; closing stdin is reported", async () => {
    const data = tempDir("brain-mcp-huge-");
    expect(brainInSync(data, ["init"]).code).toBe(0);
    const s = await connect(data, ["--today", TODAY]);
    const huge = "x".repeat(17 * 1024 * 1024);
    const refused = await call(s.client, "validate_candidates", { candidates: [{ key: huge }] }).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/over the server's limit \(16777216 bytes per message/);
    const status = await call(s.client, "status");
    expect(status.isError, textOf(status)).toBeFalsy();
    await s.close();
    await new Promise((r) => setTimeout(r, 500));
    expect(s.stderr()).toMatch(/skipped a message over 16777216 bytes \(request id \d+\)/);
    expect(s.stderr()).toMatch(/brain mcp: stopped \(exit 0\): the client closed stdin/);
  }, 60_000);
});
