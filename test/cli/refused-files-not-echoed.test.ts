/**
 * No error quotes the text of a file brain refused (docs/security.md, "What the MCP server reads"):
 * a file that is not of the kind asked for — /etc/shadow given as a fields file, a candidates file, a
 * config — is named, with what was expected and what it is, never its lines. issue 27: `init
 * {"from": "/etc/shadow"}` echoed the file's first lines. The CLI in-process.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { snapshotTree, tempDir } from "../helpers/cli.js";
import { brainIn } from "../helpers/in-process.js";

const SECRET = "root:$6$rounds=5000$SECRETSALT$SECRETHASH:19000:0:99999:7:::";

function secret(text = `${SECRET}\ndaemon:*:19000:0:99999:7:::\n`): string {
  const file = join(tempDir(), "shadow");
  writeFileSync(file, text);
  return file;
}

describe("a refused file's text is never quoted back", () => {
  it.each([
    { name: "init --from (a fields file)", args: (f: string) => ["init", "--from", f], code: 3 },
    { name: "validate --as fields", args: (f: string) => ["validate", f, "--as", "fields"], code: 3 },
    { name: "validate --as config", args: (f: string) => ["validate", f, "--as", "config"], code: 3 },
    { name: "validate --as candidates (not JSON)", args: (f: string) => ["validate", f, "--as", "candidates"], code: 3 },
    { name: "validate --as diff (not JSON)", args: (f: string) => ["validate", f, "--as", "diff"], code: 3 },
    { name: "validate --as rules", args: (f: string) => ["validate", f, "--as", "rules"], code: 3 },
    { name: "validate --as rule-tests", args: (f: string) => ["validate", f, "--as", "rule-tests"], code: 3 },
    { name: "--config", args: (f: string) => ["--config", f, "status"], code: 3 },
    { name: "consolidate --propose --candidates", args: (f: string) => ["consolidate", "--propose", "--candidates", f], code: 3 },
  ])("$name", async ({ args, code }) => {
    const data = join(tempDir(), "data");
    if (!args("x").includes("init")) expect((await brainIn(data, ["init"])).code).toBe(0);
    const file = secret();
    const before = snapshotTree(join(data, ".."));
    const r = await brainIn(data, args(file));
    expect(r.code, r.stderr).toBe(code);
    expect(r.stderr).toContain(file);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/SECRET|root:|daemon/);
    expect(snapshotTree(join(data, ".."))).toEqual(before);
  });

  it("JSON that is not JSON: the error names line and column, and a punctuation token, never an excerpt", async () => {
    const file = join(tempDir(), "c.json");
    writeFileSync(file, '[{"key": SECRET}]');
    const r = await brainIn(join(tempDir(), "d"), ["validate", file, "--as", "candidates"]);
    expect(r.stderr).toContain(`${file}:1:10: expected JSON, found a syntax error: Unexpected character (not the start of a JSON value)`);
    expect(r.stderr).not.toContain("SECRET");
    writeFileSync(file, '[{"key": 1,}]');
    expect((await brainIn(join(tempDir(), "d"), ["validate", file, "--as", "candidates"])).stderr).toContain("Expected double-quoted property name");
  });

  it("a value inside a file of the right shape is still quoted, escaped, where it helps to fix it", async () => {
    const file = join(tempDir(), "c.json");
    writeFileSync(file, JSON.stringify([{ key: "k", value: "v", provenance: "human", source: "human:x", observed_date: "2026-02-30" }]));
    const r = await brainIn(join(tempDir(), "d"), ["validate", file, "--as", "candidates"]);
    expect(r.stderr).toContain('/0/observed_date: must be a valid date YYYY-MM-DD, got "2026-02-30"');
  });
});
