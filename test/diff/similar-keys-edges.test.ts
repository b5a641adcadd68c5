/**
 * Near-duplicate keys at the edge of what a key can be (src/diff/similar-keys.ts); the four tests
 * themselves are in similar-keys.test.ts. A file of its own: a test added to a file makes mutation
 * testing rerun every survivor that file's tests reach (docs/testing.md).
 */
import { describe, expect, it } from "vitest";
import { SimilarKeys } from "../../src/diff/similar-keys.js";

describe("SimilarKeys.similarTo, keys of no token", () => {
  it("keys with no letter or digit (valid keys: `?`, `--`) have no token: their forms are all empty, so they are alike", () => {
    expect(new SimilarKeys(["--", "employer"]).similarTo("?")).toBe("--");
    expect(new SimilarKeys(["employer"]).similarTo("?")).toBeNull();
  });
});
