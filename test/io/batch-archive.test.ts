import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Candidate } from "../../src/core/schema-types.js";
import { canonicalJson, canonicalSha256 } from "../../src/diff/canonical-json.js";
import { batchPath, readBatch, stageBatch } from "../../src/io/archive.js";
import { layout } from "../../src/io/data-dir.js";
import { tempDir } from "../helpers/cli.js";

// readBatch accepts the archive when its bytes hash to its name (what stageBatch writes) without
// serializing the batch again; any other file is judged as before, by its content's canonical hash.

const batch: Candidate[] = [
  { key: "City", value: "Zürich 東京", provenance: "human", source: "human:call", observed_date: "2026-01-01" },
  { observed_date: "2026-01-02", source: "published:1a2b3c4d5e6f", provenance: "published", value: 'a "quoted" \\ value', key: "tools_used" },
];

function archived(): { l: ReturnType<typeof layout>; sha256: string; path: string } {
  const dir = tempDir("brain-batch-archive-");
  mkdirSync(`${dir}/brain`, { recursive: true });
  const l = layout(dir);
  const staged = stageBatch(l, batch);
  staged.commit();
  return { l, sha256: staged.sha256, path: batchPath(l, staged.sha256) };
}

describe("the archived batch", () => {
  it("is its canonical JSON, named by the sha256 of its bytes, and reads back as the batch", () => {
    const { l, sha256, path } = archived();
    expect(readFileSync(path, "utf8")).toBe(canonicalJson(batch));
    expect(sha256).toBe(canonicalSha256(batch));
    expect(readBatch(l, sha256)).toEqual(batch);
  });

  it("re-indented (other bytes, the same content) still reads back as the batch", () => {
    const { l, sha256, path } = archived();
    writeFileSync(path, JSON.stringify(JSON.parse(readFileSync(path, "utf8")), null, 2));
    expect(readBatch(l, sha256)).toEqual(batch);
  });

  it("with its content changed is refused as edited", () => {
    const { l, sha256, path } = archived();
    writeFileSync(path, readFileSync(path, "utf8").replace("Zürich", "Zurich"));
    expect(() => readBatch(l, sha256)).toThrow(/the archive was edited/);
  });
});
