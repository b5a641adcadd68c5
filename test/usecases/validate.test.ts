/** The validate use cases, in-process: one file by kind, and a whole data dir with every problem named. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_HOOK_READ_BYTES } from "../../hooks/session-start.mjs";
import { InvalidInputError } from "../../src/core/errors.js";
import { layout } from "../../src/io/data-dir.js";
import { init } from "../../src/usecases/init.js";
import { dataDirProblemsText, dataDirText, validateDataDir, validatedText, validateFile } from "../../src/usecases/validate.js";
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
  it("a fresh data dir is valid", () => {
    const paths = layout(tempDir());
    init({ paths, today: "2026-06-01" });
    const r = validateDataDir({ paths, configFile: undefined });
    expect(r).toMatchObject({ kind: "data-dir", data_dir: paths.dataDir, valid: true, problems: [] });
    expect(dataDirText(r)).toContain(`${paths.dataDir}: valid (${r.checked.length} checked).`);
  });

  it("a broken profile is a problem naming the file", () => {
    const paths = layout(tempDir());
    init({ paths, today: "2026-06-01" });
    writeFileSync(paths.profile, "not a profile\n");
    const r = validateDataDir({ paths, configFile: undefined });
    expect(r.valid).toBe(false);
    expect(r.problems.some((p) => p.includes(paths.profile))).toBe(true);
    expect(dataDirProblemsText(r).split("\n").at(-1)).toBe(`brain: ${r.problems.length} problem${r.problems.length === 1 ? "" : "s"} in ${paths.dataDir}.`);
  });

  it("a sidecar over 64 KiB is a problem (the hook counts it as never run)", () => {
    const paths = layout(tempDir());
    init({ paths, today: "2026-06-01" });
    const state = { last_run: "2026-06-01", published_count: 0, last_diff: null, nudge: { minNewPublished: 1, minDaysSinceRun: 1 } };
    const text = JSON.stringify(state);
    writeFileSync(paths.state, text + " ".repeat(MAX_HOOK_READ_BYTES - text.length));
    expect(validateDataDir({ paths, configFile: undefined }).valid).toBe(true);
    writeFileSync(paths.state, `${text + " ".repeat(MAX_HOOK_READ_BYTES - text.length)} `);
    const r = validateDataDir({ paths, configFile: undefined });
    expect(r.problems).toEqual([
      `${paths.state}: expected at most ${MAX_HOOK_READ_BYTES} bytes (the session-start hook reads no more, and counts a larger sidecar as never run), found ${MAX_HOOK_READ_BYTES + 1} bytes; the next apply rewrites it`,
    ]);
  });
});
