/** Key globs of context.exclude (src/core/key-glob.ts): normalized like keys, `*` and `?`, matched by hand. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyExclusion } from "../../src/core/key-glob.js";
import { runs } from "../helpers/runs.js";

describe("a key glob", () => {
  it.each([
    { globs: ["salary"], key: "salary", by: "salary" },
    { globs: ["salary"], key: "salary-2026", by: undefined },
    { globs: ["health-*"], key: "health-diagnosis", by: "health-*" },
    { globs: ["health-*"], key: "health-", by: "health-*" },
    { globs: ["health-*"], key: "mental-health", by: undefined },
    { globs: ["*-health"], key: "mental-health", by: "*-health" },
    { globs: ["?ity"], key: "city", by: "?ity" },
    { globs: ["?ity"], key: "ity", by: undefined },
    { globs: ["*a*b*"], key: "xaxxbx", by: "*a*b*" },
    { globs: ["Health_*"], key: "health-x", by: "health-*" },
    { globs: ["gesundheit-*", "*"], key: "gesundheit-zähne", by: "gesundheit-*" },
    { globs: ["?"], key: "東", by: "?" },
    { globs: [], key: "anything", by: undefined },
  ])("$globs on $key: $by", ({ globs, key, by }) => {
    expect(keyExclusion(globs).excludedBy(key)).toBe(by);
  });

  it("agrees with a regular expression of the same glob on any key", () => {
    const chars = fc.constantFrom("a", "b", "-", "é", "東", "🙂");
    const glob = fc.array(fc.oneof(chars, fc.constantFrom("*", "?")), { minLength: 1, maxLength: 8 }).map((c) => c.join(""));
    const key = fc.array(chars, { maxLength: 10 }).map((c) => c.join(""));
    fc.assert(
      fc.property(glob, key, (g, k) => {
        const re = new RegExp(`^${[...g].map((c) => (c === "*" ? ".*" : c === "?" ? "." : c)).join("")}$`, "u");
        expect(keyExclusion([g]).excludedBy(k) !== undefined).toBe(re.test(k));
      }),
      { seed: 7, numRuns: runs(2000) },
    );
  });
});

describe("a key glob at its edges", () => {
  it("a * in the glob is a wildcard even where the key holds a * itself", () => {
    expect(keyExclusion(["notes-*"]).excludedBy("notes-*-draft")).toBe("notes-*");
    expect(keyExclusion(["a*"]).excludedBy("a*b")).toBe("a*");
    expect(keyExclusion(["*b"]).excludedBy("a*b")).toBe("*b");
  });

  it("an empty alias map excludes exactly what no alias map does", () => {
    const globs = ["health-*", "salary"];
    for (const key of ["health-x", "salary", "role", "city"]) {
      expect(keyExclusion(globs, {}).excludedBy(key)).toBe(keyExclusion(globs).excludedBy(key));
    }
  });

  it("excludes a fact stored under an alias when its target is excluded, naming the target's glob", () => {
    const exclusion = keyExclusion(["job-*"], { role: "job-title" });
    expect(exclusion.excludedBy("role")).toBe("job-*");
    expect(exclusion.excludedBy("job-title")).toBe("job-*");
    expect(exclusion.excludedBy("city")).toBeUndefined();
  });
});
