/**
 * brain stops on SIGPROF (saying why), except under V8's sampling profiler, whose ticks are
 * SIGPROF: `node --cpu-prof` must run a command to its end and leave its profile
 * (docs/performance.md, "Profiling"). The process is the subject, so it is spawned.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BIN, tempDir } from "../helpers/cli.js";

describe("brain under node --cpu-prof", () => {
  it("runs to its end and writes the profile", () => {
    const dir = tempDir("brain-cpu-prof-");
    // A tick every 50 µs: without the exemption the first one stops brain (exit 155).
    const r = spawnSync(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=50", BIN, "--help"], { encoding: "utf8" });
    expect({ status: r.status, signal: r.signal, stderr: r.stderr }).toEqual({ status: 0, signal: null, stderr: "" });
    expect(r.stdout).toContain("consolidate");
    expect(readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))).toHaveLength(1);
  });
});
