import { defineConfig } from "vitest/config";

// `npm run test:hosts`: tests that install real host CLIs from the npm registry into temporary
// prefixes (Claude Code, @anthropic-ai/mcpb) and drive them offline. Run by .ci/run, not `npm test`.
export default defineConfig({
  test: {
    include: ["test/hosts/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
