// Preloaded with `node --import` when /usr/bin/time is missing: on exit, the process reports its
// own peak RSS and CPU time to the file named by BENCH_PROBE_OUT (a parent cannot read a child's
// maxRSS portably from Node).
import { writeFileSync } from "node:fs";

const out = process.env.BENCH_PROBE_OUT;
if (out) {
  process.on("exit", () => {
    const u = process.resourceUsage();
    writeFileSync(out, JSON.stringify({ maxRssKb: u.maxRSS, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 }));
  });
}
