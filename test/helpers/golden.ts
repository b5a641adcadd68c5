/** A private copy of a golden data dir (test/helpers/golden-stages.ts), built once per run by test/global-setup.ts. */
import { cpSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { tempDir } from "./cli.js";
import type { GoldenStage } from "./golden-stages.js";

/** A fresh copy of `stage` in a temp folder (removed after the test file); `into` copies it there instead. */
export function goldenCopy(stage: GoldenStage, into = join(tempDir("brain-golden-copy-"), "data")): string {
  cpSync(join(inject("goldenRoot"), stage), into, { recursive: true });
  return into;
}
