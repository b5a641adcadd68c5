/**
 * Look-alikes through the use cases, in-process: a look-alike of a declined value is rejected at a
 * later propose and apply re-derives it; a pending diff of another confusables version is stale;
 * declines an earlier version remembered under a dashed key match the key it is now; validate lists
 * the stored keys today's normalization changed; a key without a letter or digit is refused.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InvalidInputError, StaleDiffError } from "../../src/core/errors.js";
import { serializeProfile } from "../../src/core/profile-format.js";
import type { Candidate, ProfileDiff } from "../../src/core/schema-types.js";
import { canonicalJson, diffId } from "../../src/diff/canonical-json.js";
import { layout } from "../../src/io/data-dir.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { apply } from "../../src/usecases/apply.js";
import { decline } from "../../src/usecases/decline.js";
import { declinedList, forgetDeclines } from "../../src/usecases/declined.js";
import { init } from "../../src/usecases/init.js";
import { propose } from "../../src/usecases/propose.js";
import { dataDirText, validateDataDir, validatedText, validateFile } from "../../src/usecases/validate.js";
import { observedFact } from "../helpers/builders.js";
import { snapshotTree, tempDir } from "../helpers/cli.js";

const TODAY = "2026-06-01";
const NOW = new Date("2026-06-01T10:00:00Z");
const human = (key: string, value: string, label = "call"): Candidate => ({ key, value, provenance: "human", source: `human:${label}`, observed_date: TODAY });

function setup() {
  const paths = layout(tempDir());
  init({ paths, today: TODAY });
  return { paths, today: TODAY, now: NOW };
}
type Setup = ReturnType<typeof setup>;
const pending = (o: Setup) => JSON.parse(readFileSync(o.paths.pendingJson, "utf8")) as ProfileDiff;
const applyPending = (o: Setup) => apply({ ...o, diffFile: o.paths.pendingJson, confirm: true });

async function declinedAndApplied(o: Setup, candidate: Candidate) {
  await propose({ ...o, candidatesFile: "c", candidates: [candidate] });
  await decline({ ...o, indexes: [0], reason: "not true" });
  await applyPending(o);
}

describe("a look-alike of a declined value", () => {
  it("qu\u0430ntum is rejected as previously declined once quantum was declined, and apply re-derives that", async () => {
    const o = setup();
    await declinedAndApplied(o, human("topic", "quantum"));
    await propose({ ...o, candidatesFile: "c2", candidates: [human("topic", "qu\u0430ntum", "again")] });
    const diff = pending(o);
    expect(diff.rejected.map((r) => [r.candidate, r.rule])).toEqual([[0, "reject-previously-declined"]]);
    expect(diff.declined_matches).toEqual([{ candidate: 0, match: { key: "topic", value: "quantum" } }]);
    await expect(applyPending(o)).resolves.toMatchObject({ kind: "applied", id: diff.id });
  });
});

describe("the confusables version a pending diff was proposed with", () => {
  /** The pending diff with `confusables` set as given (or removed), its id recomputed as an editor would. */
  function rewrite(o: Setup, confusables: string | undefined) {
    const { id: _id, ...body } = pending(o);
    if (confusables === undefined) delete body.confusables;
    else body.confusables = confusables;
    writeFileSync(o.paths.pendingJson, canonicalJson({ id: diffId(body), ...body }));
  }

  it.each([
    { name: "another version", confusables: "16.0.0", says: "used the Unicode confusables data 16.0.0" },
    { name: "none (an earlier version of brain)", confusables: undefined, says: "of an earlier version of brain" },
  ])("$name: apply is stale (exit 4), says propose again, and writes nothing", async ({ confusables, says }) => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human("topic", "quantum")] });
    rewrite(o, confusables);
    const before = snapshotTree(o.paths.dataDir);
    const refusal = applyPending(o);
    await expect(refusal).rejects.toThrow(StaleDiffError);
    await expect(applyPending(o)).rejects.toThrow(new RegExp(`${says}.*Propose again`));
    expect(snapshotTree(o.paths.dataDir)).toEqual(before);
  });
});

describe("declines an earlier version remembered under a dashed key", () => {
  it("list, match and are forgotten as the key they are now", async () => {
    const o = setup();
    await declinedAndApplied(o, human("job-title", "Head of AI"));
    // What an earlier version wrote: the key as it normalized then.
    const text = readFileSync(o.paths.history, "utf8");
    writeFileSync(o.paths.history, text.replace('"key":"job-title"', '"key":"job\\u2010title"'));
    expect(readFileSync(o.paths.history, "utf8")).toContain("job\\u2010title");
    expect(declinedList(o).declined).toEqual([{ key: "job-title", value: "head of ai" }]);
    await propose({ ...o, candidatesFile: "c2", candidates: [human("Job\u2212Title", "head of AI", "again")] });
    expect(pending(o).rejected.map((r) => r.rule)).toEqual(["reject-previously-declined"]);
    forgetDeclines({ ...o, indexes: [0], confirm: true });
    expect(declinedList(o).declined).toEqual([]);
  });
});

describe("validate lists the stored keys today's normalization changed", () => {
  function withEarlierKeys() {
    const o = setup();
    const facts = [
      observedFact("job\u2010title", "Policy Lead", ["human:call"], { id: "earlier1", provenance: "human" }),
      observedFact("job-title", "Head of AI", ["human:call"], { provenance: "human" }),
    ];
    writeFileSync(o.paths.profile, serializeProfile({ title: "Profile", facts }));
    return o;
  }

  it("validate <profile>: valid, with each changed key by line, id and what it is read as", async () => {
    const o = withEarlierKeys();
    const v = await validateFile(o.paths.profile, undefined, { configFile: undefined, defaultConfig: o.paths.config });
    expect(v.changed_keys).toEqual([{ line: 7, id: "earlier1", stored: "job\u2010title", key: "job-title", activeValues: 2 }]);
    const text = validatedText(v);
    expect(text).toContain(`${o.paths.profile}: valid profile (2 facts)`);
    expect(text).toContain(
      `${o.paths.profile}:7: key "job\u2010title" is read as "job-title" (dashes are normalized); fact earlier1 keeps its id, and the next apply stores the new key`,
    );
    expect(text).toContain('key "job-title" now has 2 active values, an open conflict (brain show --conflicts; brain resolve job-title --keep <id>)');
  });

  it("validate (the data dir): valid, the same list", async () => {
    const o = withEarlierKeys();
    const r = await validateDataDir({ paths: o.paths, configFile: undefined });
    expect(r.valid).toBe(true);
    expect(r.changed_keys).toEqual([{ file: o.paths.profile, line: 7, id: "earlier1", stored: "job\u2010title", key: "job-title", activeValues: 2 }]);
    expect(dataDirText(r)).toContain(`${o.paths.profile}:7: key "job\u2010title" is read as "job-title"`);
  });

  it("a profile brain wrote today lists none", async () => {
    const o = setup();
    expect((await validateDataDir({ paths: o.paths, configFile: undefined })).changed_keys).toEqual([]);
  });

  it("the next apply stores the key as it is now", async () => {
    const o = withEarlierKeys();
    await propose({ ...o, candidatesFile: "c", candidates: [human("job-title", "Policy Lead", "again")] });
    await applyPending(o);
    expect(readFileSync(o.paths.profile, "utf8")).not.toContain("\u2010");
    expect((await validateDataDir({ paths: o.paths, configFile: undefined })).changed_keys).toEqual([]);
  });
});

describe("a key must hold a letter or a digit", () => {
  it("propose refuses *** naming the file, the pointer, what was expected and found, and writes nothing", async () => {
    const o = setup();
    const before = snapshotTree(o.paths.dataDir);
    const run = propose({ ...o, candidatesFile: "candidates.json", candidates: [human("job-title", "x"), human("***", "y")] });
    await expect(run).rejects.toThrow(InvalidInputError);
    await expect(propose({ ...o, candidatesFile: "candidates.json", candidates: [human("***", "y")] })).rejects.toThrow(
      'candidates.json: /0/key: expected a key with a letter or a digit, found "***"',
    );
    expect(snapshotTree(o.paths.dataDir)).toEqual(before);
  });

  it.each(["日本", "ключ", "٣", "x"])("%s is a key", async (key) => {
    const o = setup();
    await propose({ ...o, candidatesFile: "c", candidates: [human(key, "y")] });
    expect(pending(o).additions).toHaveLength(1);
  });
});

describe("the config's multi-valued keys", () => {
  it("are normalized like every key: job\u2010title names job-title", () => {
    expect(resolveConfig({ multiValued: ["job\u2010title", "job-title", "skills"] }).multiValued).toEqual(["job-title", "skills"]);
  });
});
