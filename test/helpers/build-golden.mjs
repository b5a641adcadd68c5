/**
 * Runs the golden data dirs' steps (test/global-setup.ts) in one process: each is `brain
 * --data-dir <dir> …args` through the built program (dist/cli/program.js), as the binary runs it.
 * One process for all ten steps instead of one each: the run's first tests wait for them.
 * argv[2]: JSON of [dir, args, copyFrom?][] in order (a stage's first step copies the stage before
 * into its dir). Exits 1 naming the first step that fails.
 */
import { cpSync } from "node:fs";

const { main } = await import(new URL("../../dist/cli/program.js", import.meta.url).href);

for (const [dir, args, copyFrom] of JSON.parse(process.argv[2])) {
  if (copyFrom) cpSync(copyFrom, dir, { recursive: true });
  let stderr = "";
  const code = await main(["node", "brain", "--data-dir", dir, ...args], { out: () => {}, err: (t) => (stderr += `${t}\n`) });
  if (code !== 0) {
    process.stderr.write(`brain ${args.join(" ")} exited ${code}\n${stderr}`);
    process.exit(1);
  }
}
