/**
 * `brain context` and `brain recall` as the CLI wires them, in-process: options to use cases,
 * outcomes to text, --json and exit codes (docs/cli.md).
 */
import { utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { brainIn, okIn } from "../helpers/in-process.js";

let data: string;
const TODAY = ["--today", "2026-06-01"];

beforeAll(async () => {
  data = tempDir();
  const fields = join(tempDir(), "fields.yaml");
  writeFileSync(fields, "name: Dana Okafor\njob title: Head of AI\nhealth note: private\n");
  await okIn(data, ["init", "--from", fields, ...TODAY]);
  writeFileSync(join(data, "brain.config.yaml"), "context:\n  exclude: [health-*]\n");
  await okIn(data, ["context", "--refresh", ...TODAY]);
});

describe("brain recall", () => {
  it("prints the hits; no hit is exit 0 and `no match`, `[]` with --json", async () => {
    expect((await okIn(data, ["recall", "dana", ...TODAY])).stdout).toMatch(
      /^[0-9a-f]{12} {2}name: Dana Okafor {2}\(static, 1 source, last seen 2026-06-01\)\n/,
    );
    expect((await okIn(data, ["recall", "nobody", ...TODAY])).stdout).toBe("no match\n(1 fact of excluded keys is withheld and never searched.)\n");
    const json = await okIn(data, ["recall", "nobody", "--json", ...TODAY]);
    expect(JSON.parse(json.stdout)).toEqual([]);
    expect(json.stderr).toContain("withheld");
  });

  it("--include-excluded searches the excluded keys too; a bad --limit is a usage error", async () => {
    expect((await okIn(data, ["recall", "private", "--include-excluded", ...TODAY])).stdout).toContain("excluded from agents by `health-*`");
    const r = await brainIn(data, ["recall", "dana", "--limit", "ten"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--limit: expected a whole number, found "ten"');
  });
});

describe("brain context", () => {
  it("prints the text as the hook gives it; --json says what was given", async () => {
    const r = await okIn(data, ["context", "--cwd", tempDir(), ...TODAY]);
    expect(r.stdout).toContain("- name: Dana Okafor (1 source, last seen 2026-06-01)");
    expect(r.stdout).not.toContain("private");
    const j = JSON.parse((await okIn(data, ["context", "--json", ...TODAY])).stdout) as { kind: string; freshness: { kind: string } };
    expect(j).toMatchObject({ kind: "context", freshness: { kind: "up-to-date" } });
  });

  it("--explain marks each fact; --log lists receipts; two modes at once is a usage error", async () => {
    const explained = (await okIn(data, ["context", "--explain", ...TODAY])).stdout;
    expect(explained).toMatch(/name: shown/);
    expect(explained).toContain("(key withheld): withheld: excluded by `health-*`");
    expect((await okIn(data, ["context", "--log", ...TODAY])).stdout).toBe("No session was given the context yet.\n");
    const r = await brainIn(data, ["context", "--explain", "--refresh"]);
    expect(r.code).toBe(2);
  });

  it("after a touch of profile.md: the refresh line, and on stderr that a refresh would change it", async () => {
    const copy = tempDir();
    const fields = join(tempDir(), "f.yaml");
    writeFileSync(fields, "name: A\n");
    await okIn(copy, ["init", "--from", fields, ...TODAY]);
    utimesSync(join(copy, "brain", "profile.md"), new Date(), new Date(Date.now() + 60_000));
    const r = await okIn(copy, ["context", ...TODAY]);
    expect(r.stdout).toMatch(
      /^brain: profile.md or the config changed since the session context was written, so no facts were given — run: .*context --refresh/,
    );
    expect(r.stderr).toContain("a refresh would change");
  });
});
