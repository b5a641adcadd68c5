/**
 * `brain explain <id>` follows every value an id has held across supersessions, oldest first: an
 * id that meant Senior, then Staff, then Manager tells all three (each supersede gives the winner the
 * id and archives the old value under another).
 */
import { describe, expect, it } from "vitest";
import type { Candidate } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { apply } from "../../src/usecases/apply.js";
import { explain, explanationText } from "../../src/usecases/explain.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { showProfile } from "../../src/usecases/show.js";
import { tempDir } from "../helpers/cli.js";

let clock = Date.parse("2026-06-01T09:00:00.000Z");

async function chain() {
  const paths = layout(tempDir());
  init({ paths, today: "2026-01-01" });
  const step = async (today: string, c: Candidate) => {
    await propose({ paths, today, now: new Date((clock += 1000)), candidatesFile: "c", candidates: [c] });
    const r = await apply({ paths, today, now: new Date((clock += 1000)), diffFile: paths.pendingJson, confirm: true });
    if (r.kind !== "applied") throw new Error(r.kind);
  };
  const title = (value: string, today: string, supersedes?: string): Candidate =>
    ({ key: "job-title", value, provenance: "human", source: `human:${value}`, observed_date: today, ...(supersedes ? { supersedes } : {}) }) as Candidate;
  await step("2026-01-01", title("Senior", "2026-01-01"));
  const id = showProfile({ paths }).facts[0]!.id;
  await step("2026-02-01", title("Staff", "2026-02-01", id));
  await step("2026-03-01", title("Manager", "2026-03-01", id));
  return { paths, id };
}

describe("explain follows an id across supersessions", () => {
  it("Senior → Staff → Manager, oldest first", async () => {
    const { paths, id } = await chain();
    const r = explain({ paths }, id);
    expect(r.fact?.value).toBe("Manager");
    expect(r.events.map((e) => [e.today, e.op, e.value])).toEqual([
      ["2026-01-01", "add", "Senior"],
      ["2026-02-01", "superseded", "Senior"],
      ["2026-02-01", "supersede", "Staff"],
      ["2026-03-01", "superseded", "Staff"],
      ["2026-03-01", "supersede", "Manager"],
    ]);
    expect(explanationText(r)).toContain(`values id ${id} has held, oldest first: "Senior" (2026-01-01) → "Staff" (2026-02-01) → "Manager" (2026-03-01)`);
  });

  it("an archived value's own id tells only its own life", async () => {
    const { paths } = await chain();
    const senior = showProfile({ paths }, { all: true }).facts.find((f) => f.value === "Senior")!;
    const r = explain({ paths }, senior.id);
    expect(r.events.map((e) => [e.op, e.value])).toEqual([
      ["add", "Senior"],
      ["superseded", "Senior"],
    ]);
    expect(explanationText(r)).not.toContain("has held");
  });
});
