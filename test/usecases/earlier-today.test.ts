import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { layout } from "../../src/io/data-dir.js";
import { apply } from "../../src/usecases/apply.js";
import { propose } from "../../src/usecases/propose.js";
import { retire } from "../../src/usecases/retire.js";
import { whatIf } from "../../src/usecases/what-if.js";
import { EXAMPLE, ingestExampleSession as ingestExampleSessionWith, initialisedDir as initialisedDirWith, tempDir } from "../helpers/cli.js";
import { brainInSync as brain } from "../helpers/in-process.js";

const initialisedDir = () => initialisedDirWith(brain);
const ingestExampleSession = (data: string, session: 1 | 2) => ingestExampleSessionWith(data, session, brain);

const CANDIDATES = join(EXAMPLE, "candidates-1.json");
const LAST = "2026-07-10";
const EARLIER = "2026-03-01";

describe("a --today earlier than the last apply's is accepted with a warning naming that date", () => {
  let data: string;
  const opts = (today: string) => ({ paths: layout(data), today, now: new Date() });
  const pendingDiff = () => JSON.parse(readFileSync(layout(data).pendingJson, "utf8")) as ProfileDiff;

  beforeAll(async () => {
    data = initialisedDir();
    ingestExampleSession(data, 1);
    await propose({ ...opts(LAST), candidatesFile: CANDIDATES });
    const applied = await apply({ ...opts(LAST), diffFile: layout(data).pendingJson, confirm: true });
    expect(applied.kind).toBe("applied");
  });

  it("propose: the warning is in the outcome, the diff's warnings and the review; decay is as of the earlier day; the diff applies", async () => {
    const r = await propose({ ...opts(EARLIER), candidatesFile: CANDIDATES });
    const warning = `today ${EARLIER} is earlier than ${LAST}, the today of the last apply: decay and promotion are computed as of ${EARLIER} (check --today)`;
    expect(r.warnings).toEqual([warning]);
    const diff = pendingDiff();
    expect(diff.warnings[0]).toEqual({ message: warning });
    expect(diff.today).toBe(EARLIER);
    // As of 2026-07-10 the facts first seen in January would be stale (>90 days); as of March they are not.
    expect(diff.staleFlags).toEqual([]);
    expect(readFileSync(layout(data).pendingMd, "utf8")).toContain(`- ${warning}`);
    // Apply re-derives the same diff, warning included.
    const preview = await apply({ ...opts(EARLIER), diffFile: layout(data).pendingJson, confirm: false });
    expect(preview.kind).toBe("preview");
  });

  it("the same day or later: no warning", async () => {
    for (const today of [LAST, "2026-08-01"]) {
      const r = await propose({ ...opts(today), candidatesFile: CANDIDATES });
      expect(r.warnings).toEqual([]);
      expect(pendingDiff().warnings.filter((w) => w.candidate === undefined)).toEqual([]);
    }
  });

  it("retire and what-if warn too", async () => {
    const show = JSON.parse(brain(data, ["show", "--json"]).stdout) as { facts: { id: string; kind: string }[] };
    const id = show.facts.find((f) => f.kind === "observed")!.id;
    // A batch of its own (--new): a retire that joins the pending batch keeps that batch's today.
    const r = await retire({ ...opts(EARLIER), ids: [id], reason: "ended", origin: "operator", fresh: true });
    expect(r.warnings.join("\n")).toContain(`the today of the last apply`);
    const alt = join(tempDir(), "alt.config.yaml");
    writeFileSync(alt, "promoteThreshold: 2\n");
    const w = await whatIf({ ...opts(EARLIER), withConfig: alt });
    expect(w.warnings).toEqual([
      `today ${EARLIER} is earlier than ${LAST}, the today of the last apply: decay and promotion are computed as of ${EARLIER} (check --today)`,
    ]);
    expect((await whatIf({ ...opts(LAST), withConfig: alt })).warnings).toEqual([]);
  });

  it("through the binary: the warning is on stderr", () => {
    const r = brain(data, ["consolidate", "--propose", "--candidates", CANDIDATES, "--today", EARLIER]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`brain: warning: today ${EARLIER} is earlier than ${LAST}, the today of the last apply`);
  });
});
