import { readFileSync, writeFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/core/errors.js";
import { layout } from "../../src/io/data-dir.js";
import { apply } from "../../src/usecases/apply.js";
import { gather, gatherText } from "../../src/usecases/gather.js";
import { propose } from "../../src/usecases/propose.js";
import { retire } from "../../src/usecases/retire.js";
import { showProfile, showText } from "../../src/usecases/show.js";
import { initialisedDir } from "../helpers/cli.js";
import { brainInSync } from "../helpers/in-process.js";

const TODAY = "2026-06-01";
const human = (key: string, value: string, label: string) => ({ key, value, provenance: "human", source: `human:${label}`, observed_date: TODAY });

describe("multi-valued keys in gather and show; retire --date", () => {
  let data: string;
  const opts = (today = TODAY) => ({ paths: layout(data), today, now: new Date() });

  beforeAll(async () => {
    data = initialisedDir(brainInSync);
    writeFileSync(layout(data).config, "multiValued: [tool]\n");
    await propose({ ...opts(), candidatesFile: "batch", candidates: [human("tool", "Python", "a"), human("tool", "R", "b"), human("city", "Utrecht", "c")] });
    expect((await apply({ ...opts(), diffFile: layout(data).pendingJson, confirm: true })).kind).toBe("applied");
  });

  it("gather names the multi-valued keys, in --json and in the text", () => {
    const g = gather(opts());
    expect(g.multi_valued_keys).toEqual(["tool"]);
    expect(gatherText(g, opts())).toContain("## Multi-valued keys\n\ntool: each holds several values side by side. Write one candidate per value");
    writeFileSync(layout(data).config, "promoteThreshold: 3\n");
    const none = gather(opts());
    expect(none.multi_valued_keys).toEqual([]);
    expect(gatherText(none, opts())).toContain("## Multi-valued keys\n\nNone: every key holds one value");
    writeFileSync(layout(data).config, "multiValued: [tool]\n");
  });

  it("show groups a multi-valued key's members under the key; other keys are listed as before; --json unchanged", () => {
    const result = showProfile({ paths: layout(data) });
    const text = showText(result, { multiValued: ["tool"] });
    const [python, r] = ["Python", "R"].map((v) => result.facts.find((f) => f.value === v)!);
    expect(text).toContain(`  tool (multi-valued: 2 active members):\n    - Python\n        ${python!.id} · `);
    expect(text).toContain(`\n    - R\n        ${r!.id} · `);
    expect(text).toMatch(/\n {2}city: Utrecht\n {6}[0-9a-f]{12} · /);
    expect(showText(result)).toContain("  tool: Python\n");
  });

  it("retire --date sets the retire candidates' observed_date", async () => {
    const city = showProfile({ paths: layout(data) }).facts.find((f) => f.key === "city")!;
    await retire({ ...opts(), ids: [city.id], reason: "moved", date: "2026-05-20", origin: "operator" });
    const batch = JSON.parse(readFileSync(layout(data).pendingJson, "utf8")) as { retirements: { observed_date: string }[] };
    expect(batch.retirements.map((x) => x.observed_date)).toEqual(["2026-05-20"]);
  });

  it.each([
    { date: "2026-13-01", message: '--date: expected a date YYYY-MM-DD, found "2026-13-01"' },
    { date: "20260520", message: '--date: expected a date YYYY-MM-DD, found "20260520"' },
    { date: "2026-06-02", message: "--date: must not be after today (2026-06-01), found 2026-06-02" },
  ])("retire --date $date is a usage error", async ({ date, message }) => {
    const city = showProfile({ paths: layout(data) }).facts.find((f) => f.key === "city")!;
    const e = await retire({ ...opts(), ids: [city.id], reason: "moved", date, origin: "operator" }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(UsageError);
    expect((e as Error).message).toContain(message);
  });
});
