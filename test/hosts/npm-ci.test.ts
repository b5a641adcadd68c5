/**
 * A newcomer's first command: `npm ci` on a fresh clone prints no `npm warn` or `npm error` line —
 * with this machine's npm and with npm 10 from the registry — and builds dist/ (the `postprepare`
 * script, which npm runs in the clone and never for someone installing the package). npm 11 warns
 * about every dependency install script not approved in package.json's `allowScripts`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../helpers/cli.js";
import { npmInstall, shellEnv } from "./npm.js";

interface Npm {
  label: string;
  /** The command and the arguments before npm's own. */
  argv: [string, ...string[]];
  version: string;
}

function machineNpm(): Npm {
  const version = execFileSync("npm", ["--version"], { env: shellEnv(), encoding: "utf8" }).trim();
  return { label: "this machine's npm", argv: ["npm"], version };
}

function npm10(): Npm {
  const npm = npmInstall("npm@10");
  return { label: "npm 10 from the registry", argv: [process.execPath, join(npm.prefix, "node_modules", "npm", "bin", "npm-cli.js")], version: npm.version };
}

for (const { label, version, argv } of [machineNpm(), npm10()])
  describe(`npm ci on a fresh clone, ${label} (${version})`, () => {
    const [command, ...before] = argv;
    it("prints no npm warn or npm error line, and builds dist/", () => {
      const clone = join(tempDir("brain-hosts-ci-"), "brain");
      execFileSync("git", ["clone", "--quiet", ROOT, clone]);
      const r = spawnSync(command, [...before, "ci"], { cwd: clone, env: shellEnv(), encoding: "utf8", timeout: 540_000 });
      const output = r.stdout + r.stderr;
      expect(r.status, output).toBe(0);
      expect(output.split("\n").filter((l) => /^npm (warn|error)\b/i.test(l))).toEqual([]);
      expect(existsSync(join(clone, "dist", "cli", "main.js"))).toBe(true);
    });
  });
