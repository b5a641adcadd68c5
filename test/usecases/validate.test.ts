/** The validate use cases, in-process: one file by kind, and a whole data dir with every problem named. */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_HOOK_READ_BYTES } from "../../hooks/session-start.mjs";
import { InvalidInputError } from "../../src/core/errors.js";
import { layout } from "../../src/io/data-dir.js";
import { SHIPPED_RULES_DIR } from "../../src/io/package-paths.js";
import { init } from "../../src/usecases/init.js";
import { dataDirProblemsText, dataDirText, validateDataDir, validatedText, validatedWarnings, validateFile } from "../../src/usecases/validate.js";
import { EXAMPLE, tempDir } from "../helpers/cli.js";

const CTX = { configFile: undefined, defaultConfig: "/nonexistent/brain.config.yaml" };

describe("validate a file", () => {
  it.each([
    { file: "candidates-1.json", kind: "candidates" },
    { file: "fields.yaml", kind: "fields" },
    { file: "brain.config.yaml", kind: "config" },
  ])("$file is valid $kind", async ({ file, kind }) => {
    const r = await validateFile(join(EXAMPLE, file), undefined, CTX);
    expect(r.kind).toBe(kind);
    expect(validatedText(r)).toBe(`${join(EXAMPLE, file)}: valid ${kind} (${r.summary})`);
  });

  it("an invalid file throws InvalidInputError naming the file", async () => {
    const file = join(tempDir(), "candidates.json");
    writeFileSync(file, '[{"key": 1}]');
    await expect(validateFile(file, "candidates", CTX)).rejects.toThrow(InvalidInputError);
    await expect(validateFile(file, "candidates", CTX)).rejects.toThrow(file);
  });
});

describe("validate a data dir", () => {
  it("a fresh data dir is valid", async () => {
    const paths = layout(tempDir());
    init({ paths, today: "2026-06-01" });
    const r = await validateDataDir({ paths, configFile: undefined });
    expect(r).toMatchObject({ kind: "data-dir", data_dir: paths.dataDir, valid: true, problems: [] });
    expect(dataDirText(r)).toContain(`${paths.dataDir}: valid (${r.checked.length} checked).`);
  });

  it("a broken profile is a problem naming the file", async () => {
    const paths = layout(tempDir());
    init({ paths, today: "2026-06-01" });
    writeFileSync(paths.profile, "not a profile\n");
    const r = await validateDataDir({ paths, configFile: undefined });
    expect(r.valid).toBe(false);
    expect(r.problems.some((p) => p.includes(paths.profile))).toBe(true);
    expect(dataDirProblemsText(r).split("\n").at(-1)).toBe(`brain: ${r.problems.length} problem${r.problems.length === 1 ? "" : "s"} in ${paths.dataDir}.`);
  });

  it("a sidecar over 64 KiB is a problem (the hook counts it as never run)", async () => {
    const paths = layout(tempDir());
    init({ paths, today: "2026-06-01" });
    const state = { last_run: "2026-06-01", published_count: 0, last_diff: null, nudge: { minNewPublished: 1, minDaysSinceRun: 1 } };
    const text = JSON.stringify(state);
    writeFileSync(paths.state, text + " ".repeat(MAX_HOOK_READ_BYTES - text.length));
    expect((await validateDataDir({ paths, configFile: undefined })).valid).toBe(true);
    writeFileSync(paths.state, `${text + " ".repeat(MAX_HOOK_READ_BYTES - text.length)} `);
    const r = await validateDataDir({ paths, configFile: undefined });
    expect(r.problems).toEqual([
      `${paths.state}: expected at most ${MAX_HOOK_READ_BYTES} bytes (the session-start hook reads no more, and counts a larger sidecar as never run), found ${MAX_HOOK_READ_BYTES + 1} bytes; the next apply rewrites it`,
    ]);
  });
});

describe("validate a data dir: the rules in force load and check clean", () => {
  const SHIPPED_CANDIDATE = readFileSync(join(SHIPPED_RULES_DIR, "candidate.yaml"), "utf8");
  const rule = (name: string, priority: number, condition: string, event: string) =>
    `\n  - name: ${name}\n    priority: ${priority}\n    conditions:\n      all:\n        - ${condition}\n    event: { type: ${event} }\n`;
  /** A data dir whose config names my-rules: the shipped rules plus `extra`. */
  function withRules(extra: string) {
    const paths = layout(tempDir());
    init({ paths, today: "2026-06-01" });
    const folder = join(paths.dataDir, "my-rules");
    mkdirSync(folder);
    writeFileSync(join(folder, "candidate.yaml"), SHIPPED_CANDIDATE + extra);
    copyFileSync(join(SHIPPED_RULES_DIR, "fact.yaml"), join(folder, "fact.yaml"));
    writeFileSync(paths.config, "rules: my-rules\n");
    return { paths, folder };
  }

  it("an error finding is a problem naming the rule file and pointer; the folder is not ok", async () => {
    const { paths, folder } = withRules(rule("typo", 200, "{ fact: candidate, path: provenance, operator: equal, value: humna }", "reject"));
    const r = await validateDataDir({ paths, configFile: undefined });
    expect(r.valid).toBe(false);
    expect(r.problems).toEqual([
      expect.stringMatching(new RegExp(`^error {2}bad-value {2}${join(folder, "candidate.yaml")}: /rules/\\d+/conditions/all/0/value: .*"humna"`)),
    ]);
    expect(r.checked.find((c) => c.kind === "rules-folder")).toEqual({ file: folder, kind: "rules-folder", ok: false });
    expect(r.warnings).toEqual([]);
  });

  it("a warning finding leaves the data dir valid and is returned, one line each", async () => {
    const { paths, folder } = withRules(rule("late-duplicate", 10, "{ fact: key, path: sourceSeen, operator: equal, value: true }", "duplicate"));
    const r = await validateDataDir({ paths, configFile: undefined });
    expect(r.valid).toBe(true);
    expect(r.warnings.map((w) => [w.level, w.code, w.file])).toEqual([["warning", "unreachable", join(folder, "candidate.yaml")]]);
    expect(validatedWarnings(r)).toEqual([expect.stringMatching(/^warning {2}unreachable {2}/)]);
    expect(r.checked.find((c) => c.kind === "rules-folder")).toMatchObject({
      file: folder,
      ok: true,
      summary: "rules --check: 1 warning",
    });
  });

  it("the shipped rules are checked under the config's thresholds; a config that does not read is not checked again", async () => {
    const paths = layout(tempDir());
    init({ paths, today: "2026-06-01" });
    const clean = await validateDataDir({ paths, configFile: undefined });
    expect(clean.checked.find((c) => c.kind === "rules-folder")).toMatchObject({
      file: "(shipped rules)",
      ok: true,
      summary: "rules --check: 0 warnings",
    });
    writeFileSync(paths.config, "rules: no-such-folder\n");
    const broken = await validateDataDir({ paths, configFile: undefined });
    expect(broken.valid).toBe(false);
    expect(broken.checked.filter((c) => c.kind === "rules-folder")).toEqual([]);
    expect(broken.problems.some((p) => p.includes("no-such-folder"))).toBe(true);
  });
});
