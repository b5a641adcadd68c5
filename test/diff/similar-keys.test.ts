/**
 * Near-duplicate keys (src/diff/similar-keys.ts): the four tests in order, ties in code-point order,
 * and the index answering exactly as a pairwise scan would (property), in work that grows linearly
 * with the keys and the questions (counted steps, never timed).
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { Fact, ValueCandidate } from "../../src/core/schema-types.js";
import { proposeDiff } from "../../src/diff/propose-diff.js";
import { atEditDistanceOne, codePointCompare, SimilarKeys } from "../../src/diff/similar-keys.js";
import { resolveConfig } from "../../src/io/load-config.js";
import { loadRuleSet } from "../../src/io/load-rules.js";
import { describeAtScale, runs } from "../helpers/runs.js";

describe("SimilarKeys.similarTo", () => {
  const index = new SimilarKeys(["job-title", "employer", "city", "primary-expertise"]);

  it.each([
    { key: "jobtitle", similar: "job-title", by: "separators removed" },
    { key: "job_title", similar: "job-title", by: "separators removed (a key holding `_` only as written)" },
    { key: "title-job", similar: "job-title", by: "the same set of tokens" },
    { key: "job-titles", similar: "job-title", by: "a plural s dropped from the last token" },
    { key: "job-tittle", similar: "job-title", by: "Damerau–Levenshtein distance 1 (an insertion)" },
    { key: "job-tilte", similar: "job-title", by: "distance 1 (a transposition)" },
    { key: "jab-title", similar: "job-title", by: "distance 1 (a substitution)" },
    { key: "job-itle", similar: "job-title", by: "distance 1 (a deletion)" },
    { key: "employers", similar: "employer", by: "plural" },
    { key: "cities", similar: null, by: "nothing: no test covers irregular plurals" },
    { key: "citi", similar: null, by: "nothing: distance 1 but under 6 characters" },
    { key: "hobby", similar: null, by: "nothing: unrelated" },
    { key: "job-title", similar: null, by: "nothing: a key is not similar to itself" },
  ])("$key → $similar ($by)", ({ key, similar }) => {
    expect(index.similarTo(key)).toBe(similar);
  });

  it("the first test that matches decides, before a key found by a later one", () => {
    // `abc-defh` is at distance 1 of `abc-defg` (test 4), but `abcdefg` is equal without separators (test 1).
    expect(new SimilarKeys(["abc-defh", "abcdefg"]).similarTo("abc-defg")).toBe("abcdefg");
    // `defg-abc` has the same tokens (test 2); `abc-defgs` only a plural more (test 3).
    expect(new SimilarKeys(["abc-defgs", "defg-abc"]).similarTo("abc-defg")).toBe("defg-abc");
  });

  it("ties go to the key first in code-point order", () => {
    expect(new SimilarKeys(["jobti-tle", "job-title"]).similarTo("jobtitle")).toBe("job-title");
    expect(new SimilarKeys(["x-job-title", "job-title-x", "job-x-title"]).similarTo("title-x-job")).toBe("job-title-x");
    // U+FB01 (BMP) sorts before U+1D400 (supplementary) in code points, after it in UTF-16 units.
    expect(codePointCompare("\ufb01", "\u{1d400}")).toBeLessThan(0);
    expect("\ufb01" < "\u{1d400}").toBe(false);
    expect(new SimilarKeys(["aaaaa-\u{1d400}", "aaaaa-\ufb01"]).similarTo("aaaaa-b")).toBe("aaaaa-\ufb01");
  });

  it("an edit is one character, a supplementary one too", () => {
    expect(atEditDistanceOne("aaaaa\u{1d400}", "aaaaab")).toBe(true);
    expect(new SimilarKeys(["aaaaa\u{1d400}"]).similarTo("aaaaab")).toBe("aaaaa\u{1d400}");
    // Five characters (six UTF-16 units): too short for test 4.
    expect(new SimilarKeys(["aaaa\u{1d400}"]).similarTo("aaaab")).toBe(null);
  });

  it("a key refused by `usable` (no longer active) is passed over", () => {
    expect(index.similarTo("jobtitle", (k) => k !== "job-title")).toBe(null);
  });
});

/** The optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), by dynamic programming. */
function osa(a: readonly string[], b: readonly string[]): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** The reference: every key of the set tried against the four tests in order, pairwise. */
function pairwise(keys: readonly string[], key: string): string | null {
  const tokens = (k: string) => k.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
  const squash = (k: string) => tokens(k).join("");
  const set = (k: string) => [...new Set(tokens(k))].sort().join(" ");
  const singular = (k: string) => {
    const t = tokens(k);
    const last = t.at(-1);
    if (last !== undefined && last.length > 1 && last.endsWith("s")) t[t.length - 1] = last.slice(0, -1);
    return t.join(" ");
  };
  const tests = [
    (k: string) => squash(k) === squash(key),
    (k: string) => set(k) === set(key),
    (k: string) => singular(k) === singular(key),
    (k: string) => [...k].length >= 6 && [...key].length >= 6 && osa([...k], [...key]) === 1,
  ];
  for (const test of tests) {
    const found = [...new Set(keys)].filter((k) => k !== key && test(k)).sort(codePointCompare);
    if (found.length > 0) return found[0]!;
  }
  return null;
}

describe("the index answers as a pairwise scan does (property)", () => {
  const letter = fc.constantFrom("a", "b", "e", "s", "t", "-", "é", "\u{1d400}");
  const key = fc.array(letter, { minLength: 1, maxLength: 9 }).map((l) => l.join(""));

  it("for random sets of keys and questions", () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 25 }), fc.array(key, { minLength: 1, maxLength: 10 }), (keys, questions) => {
        const index = new SimilarKeys(keys);
        for (const q of questions) expect(index.similarTo(q)).toBe(pairwise(keys, q));
      }),
      { numRuns: runs(300) },
    );
  });

  it("atEditDistanceOne is the Damerau–Levenshtein (optimal string alignment) distance 1", () => {
    const short = fc.array(fc.constantFrom("a", "b", "c"), { maxLength: 7 }).map((l) => l.join(""));
    fc.assert(
      fc.property(short, short, (a, b) => atEditDistanceOne(a, b) === (osa([...a], [...b]) === 1)),
      { numRuns: runs(2000) },
    );
  });
});

describeAtScale("propose's similar-key search stays linear", () => {
  const RULES = loadRuleSet(null);
  const fact = (i: number): Fact => ({
    id: `f${i}`,
    kind: "observed",
    layer: "dynamic",
    key: `topic-${word(i)}-notes`,
    value: "x",
    provenance: "human",
    sources: ["human:a"],
    first_seen: "2026-05-01",
    last_seen: "2026-05-01",
    evidence_count: 1,
    status: "active",
  });
  // Each digit doubled: two keys differ in at least two characters, so none is a near duplicate of another.
  const word = (i: number) => [...i.toString(26)].map((d) => String.fromCharCode(97 + Number.parseInt(d, 26)).repeat(2)).join("");
  async function steps(n: number) {
    const facts = Array.from({ length: n }, (_, i) => fact(i));
    // Every candidate a new key: half near-duplicates of a profile key (a plural), half unrelated.
    const candidates: ValueCandidate[] = Array.from({ length: n }, (_, i) => ({
      key: i % 2 === 0 ? `topic-${word(i)}-note` : `other-${word(i)}`,
      value: "y",
      provenance: "human",
      source: `human:c${i}`,
      observed_date: "2026-05-20",
    }));
    const counters = { steps: 0 };
    const diff = await proposeDiff({
      current: { title: "Profile", facts },
      base: "0".repeat(64),
      candidates,
      rules: RULES,
      config: resolveConfig({}),
      today: "2026-06-01",
      counters,
    });
    return { steps: counters.steps, marked: diff.trace.filter((t) => t.similar_key !== undefined).length };
  }

  it("twice the keys and candidates, about twice the work (a pairwise scan would be 4×)", async () => {
    const [small, large] = [await steps(5_000), await steps(10_000)];
    expect(small.marked).toBe(2_500);
    expect(large.marked).toBe(5_000);
    expect(large.steps / small.steps).toBeGreaterThan(1.8);
    expect(large.steps / small.steps).toBeLessThan(2.2);
    // A bounded number of steps per key and candidate (keys of ~15 characters).
    expect(large.steps).toBeLessThan(200 * 10_000);
  });
});

describe("the edges of each test, one case each", () => {
  it.each([
    // A transposition needs both characters crossed: one of the two is a distance of 2.
    ["abcdef", "acxdef", false],
    ["abcdef", "axbdef", false],
    ["abcdef", "acbdef", true],
    // Lengths apart by two are never at distance 1, whichever comes first.
    ["abcdef", "abcdefgh", false],
    ["abcdefgh", "abcdef", false],
    ["abcdefg", "abcdef", true],
  ])("atEditDistanceOne(%j, %j) is %s", (a, b, expected) => {
    expect(atEditDistanceOne(a, b)).toBe(expected);
    expect(atEditDistanceOne(b, a)).toBe(expected);
  });

  it("codePointCompare: a prefix sorts first, and U+FFFF is one character, not the start of a pair", () => {
    expect(codePointCompare("ab", "abc")).toBe(-1);
    expect(codePointCompare("abc", "ab")).toBe(1);
    expect(codePointCompare("ab", "ab")).toBe(0);
    expect(codePointCompare("\uffffa", "\uffffb")).toBe(-1);
    // A supplementary character sorts after U+E000, where UTF-16 units would put it before.
    expect(codePointCompare("\u{1d49c}", "\ue000")).toBeGreaterThan(0);
    // After a supplementary character both sides agree on, the comparison goes on past it.
    expect(codePointCompare("\u{1d49c}a", "\u{1d49c}b")).toBe(-1);
  });

  it("the first key a process hashes, 66 units, just past the first scratch space, is hashed whole", async () => {
    // The scratch space is module state that only grows: a fresh copy of the module starts at 64 units.
    vi.resetModules();
    const fresh = await import("../../src/diff/similar-keys.js");
    // Only deleting its first character (a deletion whose hash needs the highest power) gives the question.
    const key = `a${"k".repeat(32)}-${"v".repeat(32)}`;
    expect(new fresh.SimilarKeys([key]).similarTo(key.slice(1))).toBe(key);
  });

  it("a key indexed before the scratch space grows is still found, from a short question after it", async () => {
    vi.resetModules();
    const fresh = await import("../../src/diff/similar-keys.js");
    const index = new fresh.SimilarKeys(["abcdefgh", `${"k".repeat(40)}-${"v".repeat(40)}`]);
    expect(index.similarTo("abcdxfgh")).toBe("abcdefgh");
  });

  it("keys of many lengths indexed one after another are each found from one edit anywhere in them", () => {
    // Each key's hashes reuse the space the one before it left: none may read what another wrote.
    const keys = Array.from({ length: 40 }, (_, i) => Array.from({ length: 6 + i }, (_, j) => "abcdefghijklmnopqrstuvwxyz"[(i * 7 + j * 3) % 26]).join(""));
    const index = new SimilarKeys(keys);
    for (const key of keys) {
      for (const at of [0, key.length >> 1, key.length - 1]) {
        const edited = `${key.slice(0, at)}${key[at] === "0" ? "1" : "0"}${key.slice(at + 1)}`;
        expect([edited, index.similarTo(edited)]).toEqual([edited, pairwise(keys, edited)]);
      }
    }
  });

  it.each([1, 255, 256, 257, 4096, 65_536])("each of %i keys is found (a slot holds the last key's index whole beside the hash bits)", (n) => {
    // A key's index + 1 takes the low bits of its slot: at 256 keys, 9 of them.
    const keys = Array.from({ length: n }, (_, i) => `k${i.toString(36).padStart(4, "0")}-topic`);
    const index = new SimilarKeys(keys);
    const found = keys.filter((key) => index.similarTo(`${key.slice(0, -1)}x`) === key);
    expect(found.length).toBe(n);
  });

  it("a token set is sorted and each token counted once, whichever pairs are in order", () => {
    // The last pair in order, an earlier one not: the set is still sorted.
    expect(new SimilarKeys(["job-title-zeta"]).similarTo("title-job-zeta")).toBe("job-title-zeta");
    // Tokens in order but one twice: the set holds it once.
    expect(new SimilarKeys(["ab-ab-cd"]).similarTo("ab-cd")).toBe("ab-ab-cd");
  });

  it("a token set of more than 16 distinct tokens, and one of a token twice, are each found whatever their order", () => {
    const many = Array.from({ length: 20 }, (_, i) => `t${String.fromCharCode(97 + i)}`);
    expect(new SimilarKeys([many.join("-")]).similarTo([...many].reverse().join("-"))).toBe(many.join("-"));
    // One token more is another set.
    expect(new SimilarKeys([many.join("-")]).similarTo([...many, "tz"].reverse().join("-"))).toBeNull();
    expect(new SimilarKeys(["ab-cd-ab"]).similarTo("cd-ab")).toBe("ab-cd-ab");
    // The same tokens with one changed: no test finds it (too short for test 4).
    expect(new SimilarKeys(["ab-cd"]).similarTo("ab-ce")).toBeNull();
  });

  it("past the first 16 distinct tokens a token met again is counted once, in the first key a process reads with that many", async () => {
    const many = Array.from({ length: 18 }, (_, i) => `t${String.fromCharCode(97 + i)}`);
    // The first, the 17th and the 18th again: the set is the 18 tokens.
    const repeated = [...many, many[16]!, many[17]!, many[0]!].join("-");
    // A module of its own: the tokens' list grows once per process, here while the index reads `repeated`.
    vi.resetModules();
    const fresh = await import("../../src/diff/similar-keys.js");
    expect(new fresh.SimilarKeys([repeated]).similarTo([...many].reverse().join("-"))).toBe(repeated);
    expect(new SimilarKeys([repeated]).similarTo(many.join("-"))).toBe(repeated);
  });

  it("a plural is dropped from the last token whatever separators follow it, never from a token before it", () => {
    expect(new SimilarKeys(["-job-titles--"]).similarTo("job-title")).toBe("-job-titles--");
    expect(new SimilarKeys(["jobs-title"]).similarTo("job-titles")).toBeNull();
    // Test 3 alone finds these: the squashed forms and the token sets differ, and `c-bat` is too short for test 4.
    expect(new SimilarKeys(["c-bats"]).similarTo("c-bat")).toBe("c-bats");
    expect(new SimilarKeys(["c-bat"]).similarTo("c-bats")).toBe("c-bat");
  });

  it("a last token that is only `s` is no plural, and a key of separators alone has no tokens", () => {
    // `ab-ss` without its plural is `ab s`, the very tokens of `ab-s`.
    expect(new SimilarKeys(["ab-s"]).similarTo("ab-ss")).toBe("ab-s");
    expect(new SimilarKeys(["job-title"]).similarTo("--")).toBeNull();
  });

  it("the deletions of a key longer than 64 units are hashed to its end, each under its own hash", () => {
    const long = `${"k".repeat(40)}-${"v".repeat(40)}`;
    // A substitution at unit 75: the keys share only the deletion there.
    expect(new SimilarKeys([long]).similarTo(`${long.slice(0, 75)}x${long.slice(76)}`)).toBe(long);
    // Deletions past unit 64 left unhashed would all fall under one hash: a question would then visit
    // every long key once for each of them (~3,400 steps here, against ~200).
    const index = new SimilarKeys(Array.from({ length: 200 }, (_, i) => `${i.toString(36).padStart(3, "0")}${"k".repeat(80)}`));
    const before = index.steps;
    expect(index.similarTo(`zzz${"q".repeat(80)}`)).toBeNull();
    expect(index.steps - before).toBeLessThan(1000);
  });

  it("a key longer than the hashing's first scratch space (64 units) is indexed whole", () => {
    const long = `${"k".repeat(40)}-${"v".repeat(40)}`;
    expect(new SimilarKeys([long, "abcdef"]).similarTo(`${long}s`)).toBe(long);
    expect(new SimilarKeys(["abcdef", long]).similarTo(`${long.slice(0, 60)}x${long.slice(61)}`)).toBe(long);
    // One character fewer near its start: the shorter key is one of the long key's deletions.
    expect(new SimilarKeys([long]).similarTo(long.slice(1))).toBe(long);
  });

  it("a plural is dropped from the last token of several, and the forms keep their separators apart", () => {
    // Under 6 characters, so only tests 1–3 can find these.
    expect(new SimilarKeys(["ab", "a-b"]).similarTo("a-bs")).toBe("a-b");
    expect(new SimilarKeys(["cat"]).similarTo("cats")).toBe("cat");
  });

  it("a key's tokens are what lies between separators: one at either end adds none", () => {
    expect(new SimilarKeys(["ab-cd"]).similarTo("cd-ab-")).toBe("ab-cd");
  });

  it("a key with a separator other than `-` is split there, ASCII or not; letters are never separators; supplementary letters are one character each", async () => {
    // Gothic letters: one character, two UTF-16 units each. One more character is one edit.
    const gothic = "\u{10330}\u{10331}\u{10332}\u{10333}\u{10334}\u{10335}";
    const cases: [key: string, question: string, similar: string | null][] = [
      ["baz.bar", "bar.baz", "baz.bar"],
      ["\u6771\u4eac.\u65e5\u672c", "\u65e5\u672c.\u6771\u4eac", "\u6771\u4eac.\u65e5\u672c"],
      ["caf\u00e9-bar", "bar-caf\u00e9", "caf\u00e9-bar"],
      ["th\u00e9-zoo", "caf\u00e9-bar", null],
      [`${gothic}\u{10336}`, gothic, `${gothic}\u{10336}`],
    ];
    // The patterns are module constants: a fresh copy of the module (as a process first loads it) answers alike.
    vi.resetModules();
    const fresh = await import("../../src/diff/similar-keys.js");
    for (const Index of [SimilarKeys, fresh.SimilarKeys]) {
      for (const [key, question, similar] of cases) expect([key, question, new Index([key]).similarTo(question)]).toEqual([key, question, similar]);
    }
  });

  it("test 4 needs both keys at least 6 characters long", () => {
    expect(new SimilarKeys(["abcdef"]).similarTo("abcde")).toBeNull();
    expect(new SimilarKeys(["abcde"]).similarTo("abcdef")).toBeNull();
    expect(new SimilarKeys(["abcdefg"]).similarTo("abcdef")).toBe("abcdefg");
  });

  it("a character at or above U+D800 that starts no surrogate pair is deleted alone", () => {
    // U+FF21 (fullwidth A) is one UTF-16 unit: deleting it leaves `abcdef`.
    expect(new SimilarKeys(["abcde\uff21f"]).similarTo("abcdef")).toBe("abcde\uff21f");
    expect(new SimilarKeys(["abcdef\u{1d49c}"]).similarTo("abcdef")).toBe("abcdef\u{1d49c}");
  });

  it("of several keys at distance 1, the first in code-point order, whichever order they were indexed in", () => {
    for (const keys of [
      ["abcdex", "abcdey", "abcdew"],
      ["abcdey", "abcdew", "abcdex"],
      ["abcdew", "abcdex", "abcdey"],
    ]) {
      expect(new SimilarKeys(keys).similarTo("abcdez")).toBe("abcdew");
    }
  });

  it("a deletion takes a whole surrogate pair (U+D800 and U+DBFF high halves alike), a lone high surrogate or a character above the surrogates alone", () => {
    // A pair between c and d, from each end of the high-surrogate range, substituted: the keys share
    // only "abcdef", each with one character deleted (a character that is no letter or digit
    // separates tokens, so tests 1–3 must not match first: hence x, not the pair, in the question).
    for (const key of ["abc\u{10000}def", "abc\u{10fc00}def"]) expect(new SimilarKeys([key]).similarTo("abcxdef")).toBe(key);
    // A lone high surrogate last, substituted: the keys share only "abcdef".
    expect(new SimilarKeys(["abcdef\ud800"]).similarTo("abcdefx")).toBe("abcdef\ud800");
    // A transposition right after U+E001 (one unit): found only if deleting U+E001 takes it alone.
    expect(new SimilarKeys(["ab\ue001cdef"]).similarTo("ab\ue001dcef")).toBe("ab\ue001cdef");
  });

  it("counts its work: 3 + the key's length for each key indexed, and more for each question", () => {
    const index = new SimilarKeys(["abcdef", "xy", "abcdef"]);
    expect(index.steps).toBe(3 + 6 + 3 + 2);
    const before = index.steps;
    expect(index.similarTo("abcdeg")).toBe("abcdef");
    // Tests 1–3 look up one hash each, test 4 the key's and one for each of its 6 deletions: each
    // lookup is at least one probe, and the hit on "abcdef" (sharing the deletion "abcde") one more.
    expect(index.steps).toBeGreaterThanOrEqual(before + 3 + 1 + 6 + 1);
  });
});
