import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { okIn } from "../helpers/in-process.js";

describe("pending-diff.json is ASCII-only", () => {
  it("writes non-ASCII values as \\u escapes of the same JSON value, and applies them unchanged", async () => {
    const data = tempDir();
    const dir = tempDir();
    const file = join(dir, "candidates.json");
    const post = join(dir, "post.md");
    const value = "Zürich · 東京 · emoji 😀 · ß";
    writeFileSync(post, `I moved to ${value}.\n`);
    await okIn(data, ["init"]);
    // The candidate cites a record that was really ingested (unknown sources are rejected).
    const ingested = JSON.parse((await okIn(data, ["--today", "2026-06-01", "ingest", post, "--date", "2026-05-01", "--json"])).stdout) as {
      records: { id: string }[];
    };
    const source = `published:${ingested.records[0]!.id}`;
    writeFileSync(file, JSON.stringify([{ key: "home-city", value, provenance: "published", source, observed_date: "2026-05-01" }]));
    await okIn(data, ["--today", "2026-06-01", "consolidate", "--propose", "--candidates", file]);
    const bytes = readFileSync(join(data, "brain", "pending-diff.json"));
    expect(bytes.every((b) => b < 0x80)).toBe(true);
    const diff = JSON.parse(bytes.toString("utf8")) as { additions: { value: string }[] };
    expect(diff.additions[0]!.value).toBe(value);
    await okIn(data, ["--today", "2026-06-01", "consolidate", "--apply", "--diff", join(data, "brain", "pending-diff.json"), "--confirm"]);
    expect(readFileSync(join(data, "brain", "profile.md"), "utf8")).toContain(`**home-city**: ${value} \``);
  });
});
