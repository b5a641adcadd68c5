/**
 * The MCP apply tool's gate (confirm: true and a full 64-hex diff_id), then the apply use case's
 * own check that the file holds that very id — the check `--expect` makes at the command line.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layout } from "../../src/io/data-dir.js";
import { checkApplyRequest } from "../../src/mcp/apply-gate.js";
import { apply } from "../../src/usecases/apply.js";
import { EXAMPLE, snapshotTree, tempDir } from "../helpers/cli.js";
import { ok } from "../helpers/expect.js";

const ID = "0123456789abcdef".repeat(4);
const OTHER = "f".repeat(64);

describe("the apply tool's gate: confirm and a full diff id", () => {
  it("passes the pending diff's path and the id on for the apply use case, reading no file", () => {
    const file = join(tempDir(), "no-such", "pending-diff.json");
    expect(checkApplyRequest({ diff_id: ID, confirm: true }, file)).toEqual({ diffFile: file, expectedId: ID });
  });

  it.each([
    { name: "no confirm", args: { diff_id: ID }, message: /^apply: needs confirm: true/ },
    { name: "confirm that is not true", args: { diff_id: ID, confirm: "true" }, message: /nothing was written/ },
    { name: "a prefix of the id", args: { diff_id: ID.slice(0, 12), confirm: true }, message: /diff_id: expected the full 64-hex id/ },
    { name: "no id", args: { confirm: true }, message: /diff_id: expected the full 64-hex id .* found undefined/ },
  ])("refuses $name", ({ args, message }) => {
    expect(() => checkApplyRequest(args, "/unused")).toThrow(expect.objectContaining({ code: "USAGE", message: expect.stringMatching(message) }));
  });
});

describe("the apply use case with the id the operator approved", () => {
  it("refuses a diff file that holds another id (proposed again after it was shown): exit 4 naming both, nothing written", async () => {
    const data = tempDir();
    ok(data, ["init", "--today", "2026-03-01"]);
    ok(data, ["ingest", join(EXAMPLE, "posts", "2026-01-10-municipal-ai-register.md"), "--today", "2026-03-01"]);
    ok(data, ["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--today", "2026-03-01"]);
    const paths = layout(data);
    const id = (JSON.parse(readFileSync(paths.pendingJson, "utf8")) as { id: string }).id;
    const before = snapshotTree(data);
    const run = (expectedId: string) => apply({ paths, today: "2026-03-01", now: new Date(), diffFile: paths.pendingJson, confirm: true, expectedId });
    await expect(run(OTHER)).rejects.toMatchObject({
      code: "STALE_DIFF",
      message: expect.stringContaining(`${paths.pendingJson}: holds diff ${id}, not ${OTHER} (the diff you were shown); nothing was written.`),
    });
    expect(snapshotTree(data)).toEqual(before);
    await expect(run(id)).resolves.toMatchObject({ kind: "applied", id });
  });
});
