import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { serializeProfile } from "../../src/core/profile-format.js";
import type { ProfileDiff } from "../../src/core/schema-types.js";
import { applyDiff } from "../../src/diff/apply-diff.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { loadConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { readCandidates } from "../../src/io/read-candidates.js";
import { readProfile } from "../../src/io/profile-store.js";
import { schemas } from "../../src/io/schemas.js";
import { recordsView } from "../helpers/records.js";
import { OPERATIONS } from "../../src/diff/operations.js";

const SCENARIOS = fileURLToPath(new URL("../fixtures/scenarios/", import.meta.url));
const RULES = loadRuleSet(null);

// Every scenario pins every list of the diff, so an outcome nobody expected cannot slip through unlisted.
// Lists a later round added (resolutions) appear only when they hold something: absent, they are pinned as absent.
const PINNED = [...OPERATIONS.filter((op) => !op.onlyWhenPresent).map((op) => op.list), "trace"] as const;

const names = readdirSync(SCENARIOS).sort();

async function run(name: string): Promise<{ diff: ProfileDiff; dir: string }> {
  const dir = join(SCENARIOS, name);
  const { today } = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as { today: string };
  const profile = readProfile(join(dir, "profile.md"));
  const configFile = join(dir, "config.yaml");
  // The ingested records the batch may cite: `<tributary>:<id>` → the record's provenance.
  const recordsFile = join(dir, "records.json");
  const { config } = loadConfig(existsSync(configFile) ? configFile : undefined, configFile);
  const diff = await proposeDiff({
    current: profile.doc,
    base: profile.sha256,
    candidates: readCandidates(join(dir, "candidates.json")),
    rules: RULES,
    config,
    today,
    records: recordsView(existsSync(recordsFile) ? (JSON.parse(readFileSync(recordsFile, "utf8")) as Record<string, string>) : {}),
  });
  return { diff, dir };
}

describe("whole scenarios (test/fixtures/scenarios/<name>)", () => {
  it("has at least four scenarios", () => {
    expect(names.length).toBeGreaterThanOrEqual(4);
  });

  it.each(names)("%s: the diff matches expected.json", async (name) => {
    const { diff, dir } = await run(name);
    const expected = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Partial<ProfileDiff>;
    for (const list of PINNED) expect(Object.keys(expected), `expected.json pins ${list}`).toContain(list);
    for (const [key, value] of Object.entries(expected)) expect(diff[key as keyof ProfileDiff], key).toEqual(value);
    expect(diff.today).toBe(JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")).today);
    expect(schemas().validate("diff", diff, "diff").ok).toBe(true);
  });

  it.each(names)("%s: applying the diff gives expected-profile.md byte for byte", async (name) => {
    const { diff, dir } = await run(name);
    const before = readProfile(join(dir, "profile.md"));
    const after = serializeProfile(applyDiff(before.doc, diff));
    expect(after).toBe(readFileSync(join(dir, "expected-profile.md"), "utf8"));
  });
});
