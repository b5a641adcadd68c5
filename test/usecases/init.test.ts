/** The init use case, in-process: the layout, the seeds, never an overwrite, nothing created on a bad fields file. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/core/errors.js";
import { layout } from "../../src/io/data-dir.js";
import { init, initText } from "../../src/usecases/init.js";
import { EXAMPLE, snapshotTree, tempDir } from "../helpers/cli.js";

describe("init", () => {
  it("creates the layout and an empty profile, then leaves it alone", () => {
    const paths = layout(join(tempDir(), "data"));
    const first = init({ paths, today: "2026-06-01" });
    expect(first).toMatchObject({ kind: "created", data_dir: paths.dataDir, profile: paths.profile, from: null, fields: 0 });
    // An empty profile gives an empty session context: written, and nothing announced.
    expect(first.context).toMatchObject({ path: paths.context, shown: 0, offered: 0, first: false });
    for (const dir of [paths.brain, paths.journal, paths.backups, paths.published]) expect(existsSync(dir)).toBe(true);
    const bytes = readFileSync(paths.profile);
    const again = init({ paths, today: "2026-06-02", from: join(EXAMPLE, "fields.yaml") });
    expect(again.kind).toBe("exists");
    expect(again.fields).toBe(0);
    expect(readFileSync(paths.profile)).toEqual(bytes);
    expect(initText(again, "brain")).toContain("left unchanged. Fields from");
  });

  it("folds a fields file in as static profile-field facts dated today", () => {
    const paths = layout(tempDir());
    const r = init({ paths, today: "2026-06-01", from: join(EXAMPLE, "fields.yaml") });
    expect(r.kind).toBe("created");
    expect(r.fields).toBeGreaterThan(0);
    const profile = readFileSync(paths.profile, "utf8");
    expect(profile).toContain("2026-06-01");
    expect(initText(r, "brain --data-dir /x")).toContain("Next: brain --data-dir /x ingest");
  });

  it("a bad fields file creates nothing", () => {
    const dir = tempDir();
    const fields = join(dir, "fields.yaml");
    writeFileSync(fields, "- not\n- a map\n");
    const data = join(dir, "data");
    const before = snapshotTree(dir);
    expect(() => init({ paths: layout(data), today: "2026-06-01", from: fields })).toThrow(InvalidInputError);
    expect(snapshotTree(dir)).toEqual(before);
  });
});
