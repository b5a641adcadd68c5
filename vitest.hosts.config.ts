import { defineConfig } from "vitest/config";

// `npm run test:hosts`: brain's npm package installed from its tarball, and real host CLIs installed
// from the npm registry into one temporary folder per run (test/hosts/setup.ts), driven offline with
// no model and no login. Run by .ci/run, not `npm test`. One file at a time: each host spawns
// processes of its own, and the installs are shared through that folder.
export default defineConfig({
  test: {
    include: ["test/hosts/**/*.test.ts"],
    globalSetup: ["test/hosts/setup.ts"],
    setupFiles: ["test/helpers/cleanup.ts"],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    // Full test names: each names the host and the version it tested.
    reporters: ["verbose"],
  },
});
