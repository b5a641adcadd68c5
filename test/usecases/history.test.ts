import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { explain } from "../../src/usecases/explain.js";
import { history, historyText } from "../../src/usecases/history.js";
import { EXAMPLE, ingestExampleSession, initialisedDir } from "../helpers/cli.js";
import { brainInSync } from "../helpers/in-process.js";
import { ok } from "../helpers/expect.js";

describe("history agrees with explain and marks rolled-back applies", () => {
  let data: string;
  let diff: ProfileDiff;

  beforeAll(() => {
    data = initialisedDir(brainInSync);
    ingestExampleSession(data, 1, brainInSync);
    ok(data, ["consolidate", "--propose", "--candidates", join(EXAMPLE, "candidates-1.json"), "--today", "2026-03-01"]);
    const pending = layout(data).pendingJson;
    diff = JSON.parse(readFileSync(pending, "utf8")) as ProfileDiff;
    ok(data, ["consolidate", "--apply", "--diff", pending, "--confirm", "--today", "2026-03-01"]);
    ok(data, ["rollback", "--confirm", "--today", "2026-03-02"]);
    // The same diff applied again a month later: its today stays 2026-03-01.
    ok(data, ["consolidate", "--apply", "--diff", pending, "--confirm", "--today", "2026-04-05"]);
  });

  it("each apply carries its diff's today; the undone one says when it was rolled back", () => {
    const { entries } = history({ paths: layout(data) });
    expect(entries.map((e) => [e.op, e.today, e.diff_today, e.rolled_back_at !== undefined])).toEqual([
      ["apply", "2026-04-05", "2026-03-01", false],
      ["rollback", "2026-03-02", undefined, false],
      ["apply", "2026-03-01", "2026-03-01", true],
    ]);
    expect(entries[2]!.rolled_back_at).toBe(entries[1]!.at);
  });

  it("the text shows the diff's today with the apply time, as explain does, and marks the rollback", () => {
    const r = history({ paths: layout(data) });
    const lines = historyText(r).split("\n");
    expect(lines[0]).toBe(`2026-03-01 (applied ${r.entries[0]!.at})  apply     diff ${diff.id.slice(0, 12)}  ${lines[0]!.split("  ").at(-1)}`);
    expect(lines[0]).not.toContain("rolled back");
    expect(lines[2]).toMatch(new RegExp(`^2026-03-01 \\(applied ${r.entries[2]!.at}\\) .*\\[rolled back ${r.entries[1]!.at}\\]$`));
    const id = diff.additions[0]!.id;
    const [added] = explain({ paths: layout(data) }, id).events;
    expect(added).toMatchObject({ today: "2026-03-01", at: r.entries[0]!.at });
  });
});
