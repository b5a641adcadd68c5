/**
 * The MCP `rules` tool takes the CLI's choices (`brain rules [<folder>] --check [--strict]`,
 * `--test [--name]`) as arguments `folder`, `check`, `strict`, `test`, `name`: the CLI's text and
 * its `--json` in the structured result; a failed check or test is an isError result that keeps
 * both; a bad combination or folder is an isError refusal. Driven through the SDK client.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, snapshotTree, tempDir } from "../helpers/cli.js";
import { brainInSync as brain } from "../helpers/in-process.js";
import { connectInProcess, textOf, type Connected } from "./client.js";

const TODAY = "2026-06-01";
const SHIPPED = join(ROOT, "rules");
/** A rule that never decides (a warning of rules --check). */
const SHADOWED =
  "\n  - name: late-duplicate\n    priority: 10\n    conditions:\n      all:\n        - { fact: key, path: sourceSeen, operator: equal, value: true }\n    event: { type: duplicate }\n";
/** A rule test that fails: a contradiction is a conflict, not an addition. */
const FAILING = `version: 1\ntests:\n  - name: a contradiction is a conflict\n    profile:\n      - { key: job-title, value: Policy Lead, sources: ["published:aaaaaaaaaaaa"] }\n    candidates:\n      - { key: job-title, value: Head of AI, provenance: human, source: "human:call", observed_date: 2026-06-01 }\n    expect:\n      - { candidate: 0, outcome: add, rule: add-new-key }\n`;

/** `ms` differs from run to run. */
const noMs = (text: string) => text.replace(/checked in \d+ ms/, "checked in N ms");

describe("the MCP rules tool: list, check, test, as the CLI", () => {
  let data: string;
  let folder: string;
  let s: Connected;
  const cli = (args: string[]) => brain(data, [...args, "--today", TODAY]);
  beforeAll(async () => {
    data = tempDir("brain-mcp-rules-");
    folder = join(data, "my-rules");
    mkdirSync(folder);
    writeFileSync(join(folder, "candidate.yaml"), readFileSync(join(SHIPPED, "candidate.yaml"), "utf8") + SHADOWED);
    copyFileSync(join(SHIPPED, "fact.yaml"), join(folder, "fact.yaml"));
    writeFileSync(join(folder, "mine.test.yaml"), FAILING);
    writeFileSync(join(data, "brain.config.yaml"), "rules: my-rules\n");
    s = await connectInProcess(data, ["--today", TODAY]);
  });
  afterAll(async () => {
    await s.close();
  });

  it.each([
    { name: "the data dir's rules, listed", args: {}, argv: ["rules"], isError: false },
    { name: "a folder, listed", args: { folder: SHIPPED }, argv: ["rules", SHIPPED], isError: false },
    { name: "check: warnings only pass", args: { check: true }, argv: ["rules", "--check"], isError: false },
    { name: "check, strict: the warning fails", args: { check: true, strict: true }, argv: ["rules", "--check", "--strict"], isError: true },
    { name: "check of the shipped folder", args: { check: true, folder: SHIPPED }, argv: ["rules", "--check", SHIPPED], isError: false },
    { name: "test: a failing test", args: { test: true }, argv: ["rules", "--test"], isError: true },
    {
      name: "test with a name",
      args: { test: true, folder: SHIPPED, name: "promotes" },
      argv: ["rules", "--test", SHIPPED, "--name", "promotes"],
      isError: false,
    },
  ])("$name: the CLI's text and --json, isError when the CLI exits 5", async ({ args, argv, isError }) => {
    const before = snapshotTree(data);
    const r = await s.client.callTool({ name: "rules", arguments: args });
    const text = cli(argv);
    expect(text.code).toBe(isError ? 5 : 0);
    expect(r.isError === true, textOf(r)).toBe(isError);
    expect(noMs(textOf(r))).toBe(noMs(text.stdout.replace(/\n$/, "")));
    // The CLI's document without its `warnings` (the run's messages, which the MCP server writes to stderr).
    const { warnings: _, ...json } = JSON.parse(cli([...argv, "--json"]).stdout) as Record<string, unknown>;
    expect(r.structuredContent).toMatchObject(json);
    expect(snapshotTree(data)).toEqual(before);
  });

  it("check: the report says which findings and whether it passed", async () => {
    const r = await s.client.callTool({ name: "rules", arguments: { check: true, strict: true } });
    expect(r.structuredContent).toMatchObject({
      kind: "checked",
      ok: false,
      strict: true,
      folder,
      findings: [{ level: "warning", code: "unreachable", rule: "late-duplicate" }],
    });
  });

  it("test: the report names the failure, the counts and the name selection", async () => {
    const failed = await s.client.callTool({ name: "rules", arguments: { test: true } });
    expect(failed.structuredContent).toMatchObject({
      kind: "tested",
      ok: false,
      name: null,
      passed: 0,
      failed: 1,
      tests: [{ name: "a contradiction is a conflict", ok: false, failures: ["expected candidate 0 add (add-new-key), got conflict (conflict-keep-both)"] }],
    });
    const named = await s.client.callTool({ name: "rules", arguments: { test: true, folder: SHIPPED, name: "promotes" } });
    expect(named.structuredContent).toMatchObject({ kind: "tested", ok: true, name: "promotes", failed: 0, uncovered: [] });
  });

  it.each([
    {
      name: "check and test together",
      args: { check: true, test: true },
      message: "brain: rules: check and test: expected one of them, found both; call rules once for each.",
    },
    { name: "name without test", args: { check: true, name: "x" }, message: "brain: rules: name: only with test: true (it selects the tests to run)." },
    { name: "strict alone", args: { strict: true }, message: "brain: rules: strict: only with check: true (warnings then fail the check) or test: true." },
    { name: "a name no test has", args: { test: true, name: "no such test" }, message: '"no such test"' },
    { name: "a folder that does not exist", args: { check: true, folder: "/no/such/rules" }, message: "/no/such/rules" },
    { name: "an argument of the wrong type", args: { check: "yes" }, message: "check" },
  ])("$name: an isError refusal saying what is wrong, nothing written", async ({ args, message }) => {
    const before = snapshotTree(data);
    const r = await s.client.callTool({ name: "rules", arguments: args });
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    expect(textOf(r)).toContain(message);
    expect(snapshotTree(data)).toEqual(before);
  });
});
