import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layout } from "../../src/io/data-dir.js";
import { checkApplyRequest } from "../../src/mcp/apply-gate.js";
import { apply } from "../../src/usecases/apply.js";
import { EXAMPLE, snapshotTree, tempDir } from "../helpers/cli.js";
import { ok } from "../helpers/expect.js";

const ID = "0123456789abcdef".repeat(4);
const OTHER = "f".repeat(64);

function pending(text: string | undefined): string {
  const file = join(tempDir(), "pending-diff.json");
  if (text !== undefined) writeFileSync(file, text);
  return file;
}

describe("the apply tool's gate: confirm and the pending diff's exact id", () => {
  it("passes the pending diff's path on for the apply use case, and reads nothing else", () => {
    const file = pending(JSON.stringify({ id: ID, base: OTHER, additions: [{ id: OTHER }] }, null, 2));
    const before = readFileSync(file);
    expect(checkApplyRequest({ diff_id: ID, confirm: true }, file)).toBe(file);
    expect(readFileSync(file)).toEqual(before);
  });

  it.each([
    { name: "no confirm", args: { diff_id: ID }, file: JSON.stringify({ id: ID }), code: "USAGE", message: /^apply: needs confirm: true/ },
    {
      name: "confirm that is not true",
      args: { diff_id: ID, confirm: "true" },
      file: JSON.stringify({ id: ID }),
      code: "USAGE",
      message: /nothing was written/,
    },
    {
      name: "another diff's id",
      args: { diff_id: OTHER, confirm: true },
      file: JSON.stringify({ id: ID }),
      code: "REFUSED",
      message: new RegExp(`is not the pending diff's id ${ID}`),
    },
    {
      name: "a prefix of the id",
      args: { diff_id: ID.slice(0, 12), confirm: true },
      file: JSON.stringify({ id: ID }),
      code: "REFUSED",
      message: /not the pending diff's id/,
    },
    {
      name: "the id of a nested entry",
      args: { diff_id: OTHER, confirm: true },
      file: JSON.stringify({ additions: [{ id: OTHER }], id: ID }),
      code: "REFUSED",
      message: /not the pending diff's id/,
    },
    {
      name: "no pending diff",
      args: { diff_id: ID, confirm: true },
      file: undefined,
      code: "NOT_FOUND",
      message: /the pending diff does not exist — propose first/,
    },
    {
      name: "a pending diff that is not JSON",
      args: { diff_id: ID, confirm: true },
      file: "{ torn",
      code: "REFUSED",
      message: /not a diff with an id; nothing was written/,
    },
  ])("refuses $name", ({ args, file, code, message }) => {
    const path = pending(file);
    let error: unknown;
    try {
      checkApplyRequest(args, path);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code, message: expect.stringMatching(message) });
  });
});

describe("the apply use case with the id the operator approved", () => {
  it("refuses a diff file that holds another id (proposed again after the gate's check), writing nothing", async () => {
    const data = tempDir();
    ok(data, ["init", "--today", "2026-03-01"]);
    ok(data, ["ingest", join(EXAMPLE, "posts", "2026-01-10-municipal-ai-register.md"), "--today", "2026-03-01"]);
    ok(data, ["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--today", "2026-03-01"]);
    const paths = layout(data);
    const id = (JSON.parse(readFileSync(paths.pendingJson, "utf8")) as { id: string }).id;
    const before = snapshotTree(data);
    const run = (expectedId: string) => apply({ paths, today: "2026-03-01", now: new Date(), diffFile: paths.pendingJson, confirm: true, expectedId });
    await expect(run(OTHER)).rejects.toMatchObject({
      code: "REFUSED",
      message: `${paths.pendingJson}: holds diff ${id}, not ${OTHER}; nothing was written. Read the review again and pass its id.`,
    });
    expect(snapshotTree(data)).toEqual(before);
    await expect(run(id)).resolves.toMatchObject({ kind: "applied", id });
  });
});
