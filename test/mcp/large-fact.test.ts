/**
 * A fact too large for one MCP result can still be read (docs/mcp.md, "Limits"): show carries the
 * sources that fit and pages the rest with `id` and `sources_cursor`; explain pages its events with
 * `limit` and `cursor`. Every result stays within the limits. The server runs in-process (the SDK's
 * in-memory transport); the fact is made by the use cases: 8,000 operator statements of one value,
 * each with a long label (1.4 MB of sources).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Fact } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { MAX_STRUCTURED_BYTES, MAX_TEXT_CHARS } from "../../src/mcp/limits.js";
import { createServer } from "../../src/mcp/server.js";
import { apply } from "../../src/usecases/apply.js";
import { explain } from "../../src/usecases/explain.js";
import { propose } from "../../src/usecases/propose.js";
import { showProfile } from "../../src/usecases/show.js";
import { initialisedDir } from "../helpers/cli.js";
import { textOf } from "./client.js";

const TODAY = "2026-06-01";
const SOURCES = 8_000;

interface SourcesPage {
  id: string;
  from: number;
  shown: number;
  total: number;
  next_cursor: string | null;
}

let data: string;
let client: Client;
let fact: Fact;

beforeAll(async () => {
  data = initialisedDir();
  const paths = layout(data);
  const o = { paths, today: TODAY, now: new Date() };
  const candidates = Array.from({ length: SOURCES }, (_, i) => ({
    key: "topic",
    value: "public-sector AI governance",
    provenance: "human",
    source: `human:a statement made on a call, with a label long enough that eight thousand of them weigh more than one result may carry, ${"x".repeat(60)} ${i}`,
    observed_date: TODAY,
  }));
  await propose({ ...o, candidatesFile: "candidates", candidates });
  expect((await apply({ ...o, diffFile: paths.pendingJson, confirm: true })).kind).toBe("applied");
  fact = showProfile({ paths }).facts[0]!;
  expect(fact.sources).toHaveLength(SOURCES);
  const server = createServer({ global: { dataDir: data, today: TODAY }, allowApply: false, log: () => {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: "t", version: "0" });
  await client.connect(clientSide);
}, 120_000);
afterAll(async () => client?.close());

async function call(name: string, args: Record<string, unknown>) {
  const r = (await client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 })) as CallToolResult;
  expect(r.isError, textOf(r)).toBeFalsy();
  expect(Buffer.byteLength(JSON.stringify(r.structuredContent))).toBeLessThanOrEqual(MAX_STRUCTURED_BYTES);
  for (const c of r.content) if (c.type === "text") expect(c.text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
  return r as CallToolResult & { structuredContent: Record<string, unknown> };
}

describe("a fact with more sources than fit one result", () => {
  it("show carries the first sources and a cursor; show with id and sources_cursor reads every other one, in order", async () => {
    const first = await call("show", {});
    const facts = first.structuredContent.facts as Fact[];
    const [page] = first.structuredContent.sources_pages as SourcesPage[];
    expect(facts[0]!.id).toBe(fact.id);
    expect(facts[0]!.evidence_count).toBe(SOURCES);
    expect(page).toMatchObject({ id: fact.id, from: 0, shown: facts[0]!.sources.length, total: SOURCES });
    expect(page!.shown).toBeLessThan(SOURCES);
    expect(textOf(first)).toContain(`more: call show with id ${fact.id} and sources_cursor ${page!.next_cursor}`);
    const seen = [...facts[0]!.sources];
    let cursor = page!.next_cursor;
    let pages = 1;
    while (cursor !== null) {
      const r = await call("show", { id: fact.id, sources_cursor: cursor });
      const [next] = r.structuredContent.sources_pages as SourcesPage[];
      expect(next!.from).toBe(seen.length);
      expect(textOf(r)).toContain(`Sources ${seen.length + 1}–${seen.length + next!.shown} of ${SOURCES}:`);
      seen.push(...(r.structuredContent.facts as Fact[])[0]!.sources);
      cursor = next!.next_cursor;
      pages++;
    }
    expect(pages).toBeGreaterThan(2);
    expect(seen).toEqual(fact.sources);
  });

  it("explain pages its events with cursor; the fact in it carries the sources that fit", async () => {
    const whole = explain({ paths: layout(data) }, fact.id);
    const events: unknown[] = [];
    let cursor: string | null | undefined;
    do {
      const r = await call("explain", { id: fact.id, limit: 10_000, ...(cursor ? { cursor } : {}) });
      const doc = r.structuredContent as { fact: Fact; events: unknown[]; total_events: number; next_cursor: string | null; sources_pages: SourcesPage[] };
      expect(doc.total_events).toBe(whole.events.length);
      expect(doc.sources_pages).toEqual([expect.objectContaining({ id: fact.id, from: 0, total: SOURCES })]);
      expect(doc.fact.sources).toEqual(fact.sources.slice(0, doc.sources_pages[0]!.shown));
      events.push(...doc.events);
      cursor = doc.next_cursor;
    } while (cursor !== null);
    expect(events).toEqual(JSON.parse(JSON.stringify(whole.events)));
  });

  it("sources_cursor without id, or a cursor of another fact, is refused", async () => {
    const first = await call("show", {});
    const [page] = first.structuredContent.sources_pages as SourcesPage[];
    const alone = (await client.callTool({ name: "show", arguments: { sources_cursor: page!.next_cursor } })) as CallToolResult;
    expect(alone.isError).toBe(true);
    expect(textOf(alone)).toContain("show: sources_cursor: only with id");
    const other = (await client.callTool({ name: "show", arguments: { id: "000000000000", sources_cursor: page!.next_cursor } })) as CallToolResult;
    expect(other.isError).toBe(true);
  });
});
