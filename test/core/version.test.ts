import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { BRAIN_VERSION } from "../../src/core/version.js";

it("brain's version (brain --version, the shipped rule set's name in reviews) is package.json's", () => {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  expect(BRAIN_VERSION).toBe(pkg.version);
});
