/**
 * `npm run test:hosts`'s global setup: one temporary folder for the whole run, where the host CLIs,
 * the Node versions and brain's own tarball are installed once and shared by every test file
 * (test/hosts/npm.ts, test/hosts/brain-package.ts). Removed when the run ends.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    hostsCache: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "brain-hosts-cache-"));
  project.provide("hostsCache", dir);
  // Asynchronous: the folder holds about a gigabyte, and a synchronous removal would block vitest
  // while it stops the last worker ("Timeout terminating forks worker").
  return () => rm(dir, { recursive: true, force: true });
}
