import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { validateFile } from "../../src/usecases/validate.js";
import { ROOT, tempDir } from "../helpers/cli.js";

const ctx = { configFile: undefined, defaultConfig: "/nonexistent/brain.config.yaml" };

describe("validate decides a file's kind by its content where the shape is distinctive", () => {
  it.each([
    { file: "candidate.yaml", kind: "rules" },
    { file: "fact.yaml", kind: "rules" },
    { file: "candidate.test.yaml", kind: "rule-tests" },
    { file: "fact.test.yaml", kind: "rule-tests" },
  ])("the shipped rules/$file validates as $kind", async ({ file, kind }) => {
    const v = await validateFile(join(ROOT, "rules", file), undefined, ctx);
    expect(v.kind).toBe(kind);
  });

  const dir = tempDir();
  const write = (name: string, text: string) => {
    const sub = join(dir, String(Math.random()).slice(2));
    mkdirSync(sub);
    writeFileSync(join(sub, name), text);
    return join(sub, name);
  };

  it.each([
    // The name hints at another kind; the content's shape wins.
    { what: "a JSON array named *diff*", name: "my-diff.json", text: "[]", kind: "candidates" },
    { what: "id + base named *candidates*", name: "candidates.json", text: '{"id":"x","base":"y"}', kind: "diff" },
    { what: "scope + rules named *config*", name: "config.yaml", text: "scope: fact\nversion: 1\nrules: []\n", kind: "rules" },
    { what: "a tests list named *fields*", name: "fields.yaml", text: "tests: []\n", kind: "rule-tests" },
    { what: "## Static named *rules*", name: "rules.md", text: "# Profile\n\n## Static\n\n## Dynamic\n", kind: "profile" },
  ])("$what → $kind", async ({ name, text, kind }) => {
    const path = write(name, text);
    const outcome = await validateFile(path, undefined, ctx).then(
      (v) => v.kind,
      (e: unknown) => (e instanceof InvalidInputError ? `invalid: ${e.issues.join("; ")}` : String(e)),
    );
    // Invalid is fine here (e.g. an empty rule list): the issues then come from the inferred kind's schema.
    if (outcome.startsWith("invalid")) expect(outcome).toContain(path);
    else expect(outcome).toBe(kind);
  });

  it.each([
    { name: "my-fields.yaml", kind: "fields" },
    { name: "brain.config.yaml", kind: "config" },
    { name: "whatever.yaml", kind: "config" },
  ])("a plain YAML map named $name → $kind (the name decides between config and fields; no hint → config)", async ({ name, kind }) => {
    const v = await validateFile(write(name, "decayDays: 30\n"), undefined, ctx);
    expect(v.kind).toBe(kind);
  });

  it("a *.test.yaml with a broken test names the file and the test's pointer", async () => {
    const dir2 = tempDir();
    copyFileSync(join(ROOT, "rules", "fact.yaml"), join(dir2, "fact.yaml"));
    const path = join(dir2, "x.test.yaml");
    writeFileSync(path, "version: 1\ntests:\n  - name: t\n    candidates: []\n    expect:\n      - candidate: 3\n        outcome: add\n");
    const e = await validateFile(path, undefined, ctx).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(InvalidInputError);
    expect((e as InvalidInputError).issues.join("\n")).toContain(`${path}: /tests/0/expect/0/candidate: `);
  });

  it("--as rule-tests is accepted", async () => {
    const v = await validateFile(join(ROOT, "rules", "fact.test.yaml"), "rule-tests", ctx);
    expect(v).toMatchObject({ kind: "rule-tests", valid: true });
  });

  it("a JSON syntax error is reported as such, not as an unknown kind", async () => {
    const path = write("x.json", "{ nope");
    const e = await validateFile(path, undefined, ctx).catch((err: unknown) => err);
    expect((e as InvalidInputError).issues.join("\n")).toMatch(/expected JSON/);
  });
});
