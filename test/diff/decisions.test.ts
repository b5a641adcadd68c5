/**
 * The decisions kept with a batch (src/diff/decisions.ts): the origins' canonical order, the form
 * archived (the list of declines earlier versions wrote, or `{declined, origins}`), and the check of
 * an archived record, whose first problem is named as `/pointer: expected …, found …`.
 */
import { describe, expect, it } from "vitest";
import { canonicalOrigins, decisionsIssue, decisionsRecord, originOfAll, parseDecisionsRecord } from "../../src/diff/decisions.js";

describe("canonicalOrigins", () => {
  it("one per candidate (the last given wins), session left out, by candidate", () => {
    const given = [
      { candidate: 7, origin: "agent" },
      { candidate: 2, origin: "session" },
      { candidate: 10, origin: "operator" },
      { candidate: 3, origin: "agent" },
      { candidate: 7, origin: "operator" },
      { candidate: 3, origin: "session" },
      { candidate: 0, origin: "agent" },
    ] as const;
    expect(canonicalOrigins(given)).toEqual([
      { candidate: 0, origin: "agent" },
      { candidate: 7, origin: "operator" },
      { candidate: 10, origin: "operator" },
    ]);
  });
});

describe("originOfAll", () => {
  it("every candidate of the batch, in order, for operator and agent", () => {
    expect(originOfAll("operator", 3)).toEqual([
      { candidate: 0, origin: "operator" },
      { candidate: 1, origin: "operator" },
      { candidate: 2, origin: "operator" },
    ]);
    expect(originOfAll("agent", 1)).toEqual([{ candidate: 0, origin: "agent" }]);
  });

  it("none for session, which is never listed", () => {
    expect(originOfAll("session", 2)).toEqual([]);
  });
});

describe("decisionsRecord", () => {
  const plain = [{ candidate: 0 }, { candidate: 2, reason: "not me" }];

  it("plain declines and no origin: the list earlier versions wrote", () => {
    expect(decisionsRecord({ declined: plain, origins: [] })).toEqual(plain);
  });

  it("nothing declined and no origin: nothing to keep", () => {
    expect(decisionsRecord({ declined: [], origins: [] })).toBeUndefined();
  });

  it("a decline made over MCP: the object form, even with no origin", () => {
    const declined = [{ candidate: 0 }, { candidate: 1, by: "mcp" as const }];
    expect(decisionsRecord({ declined, origins: [] })).toEqual({ declined, origins: [] });
  });

  it("an origin: the object form, even with nothing declined", () => {
    const origins = [{ candidate: 1, origin: "agent" as const }];
    expect(decisionsRecord({ declined: [], origins })).toEqual({ declined: [], origins });
    expect(decisionsRecord({ declined: plain, origins })).toEqual({ declined: plain, origins });
  });
});

describe("decisionsIssue: a record in either form", () => {
  it.each([
    { name: "the list of declines", value: [{ candidate: 0 }, { candidate: 3, reason: "old", by: "mcp" }] },
    { name: "the empty list", value: [] },
    {
      name: "the object form",
      value: {
        declined: [{ candidate: 1, by: "mcp" }],
        origins: [
          { candidate: 0, origin: "agent" },
          { candidate: 2, origin: "operator" },
        ],
      },
    },
    { name: "the object form with empty lists", value: { declined: [], origins: [] } },
  ])("$name: no issue, and parsed as it is", ({ value }) => {
    expect(decisionsIssue(value)).toBeUndefined();
    const declined = Array.isArray(value) ? value : value.declined;
    const origins = Array.isArray(value) ? [] : value.origins;
    expect(parseDecisionsRecord(value)).toEqual({ declined, origins });
  });
});

const LIST_FORM = "a list of decisions {candidate, reason?, by?}, or {declined, origins}";

describe("decisionsIssue: the first problem, with its pointer", () => {
  it.each([
    // The record itself.
    { name: "a number", value: 5, says: `/: expected ${LIST_FORM}, found 5` },
    { name: "a string", value: "declined", says: `/: expected ${LIST_FORM}, found "declined"` },
    { name: "null", value: null, says: `/: expected ${LIST_FORM}, found null` },
    { name: "an object with a field of its own", value: { candidate: 1 }, says: `/: expected ${LIST_FORM}, found {"candidate":1}` },
    {
      name: "the object form with one more field",
      value: { declined: [], origins: [], note: "x" },
      says: `/: expected ${LIST_FORM}, found {"declined":[],"origins":[],"note":"x"}`,
    },
    { name: "the object form without declined", value: { origins: [] }, says: "/declined: expected a list, found nothing" },
    { name: "the object form without origins", value: { declined: [] }, says: "/origins: expected a list, found nothing" },
    { name: "declined that is no list", value: { declined: { candidate: 0 }, origins: [] }, says: '/declined: expected a list, found {"candidate":0}' },
    { name: "origins that is no list", value: { declined: [], origins: "agent" }, says: '/origins: expected a list, found "agent"' },
    // A decline.
    { name: "a decline that is a number", value: [{ candidate: 0 }, 1], says: "/1: expected a decision {candidate, reason?, by?}, found 1" },
    { name: "a decline that is null", value: [null], says: "/0: expected a decision {candidate, reason?, by?}, found null" },
    { name: "a decline that is a list", value: [[0]], says: "/0: expected a decision {candidate, reason?, by?}, found [0]" },
    { name: "a decline that is an empty list", value: [[]], says: "/0: expected a decision {candidate, reason?, by?}, found []" },
    { name: "a decline with a field of its own", value: [{ candidate: 0, who: "me" }], says: '/0/who: expected only candidate, reason and by, found "who"' },
    { name: "a reason that is no string", value: [{ candidate: 0, reason: 5 }], says: "/0/reason: expected a string, found 5" },
    { name: "a decline by someone else", value: [{ candidate: 0, by: "cli" }], says: '/0/by: expected "mcp" (a decline made over MCP) or no by, found "cli"' },
    { name: "a decline by nothing", value: [{ candidate: 0, by: null }], says: '/0/by: expected "mcp" (a decline made over MCP) or no by, found null' },
    { name: "a decline with no candidate", value: [{ reason: "x" }], says: "/0/candidate: expected a candidate index (a whole number ≥ 0), found nothing" },
    { name: "a negative candidate", value: [{ candidate: -1 }], says: "/0/candidate: expected a candidate index (a whole number ≥ 0), found -1" },
    { name: "a fractional candidate", value: [{ candidate: 1.5 }], says: "/0/candidate: expected a candidate index (a whole number ≥ 0), found 1.5" },
    { name: "a candidate as a string", value: [{ candidate: "1" }], says: '/0/candidate: expected a candidate index (a whole number ≥ 0), found "1"' },
    {
      name: "a bad decline after good ones, in the object form",
      value: { declined: [{ candidate: 0 }, { candidate: 1, by: "mcp" }, { candidate: 2, reason: false }], origins: [] },
      says: "/declined/2/reason: expected a string, found false",
    },
    // An origin.
    {
      name: "an origin that is a string",
      value: { declined: [], origins: ["agent"] },
      says: '/origins/0: expected an origin {candidate, origin}, found "agent"',
    },
    { name: "an origin that is null", value: { declined: [], origins: [null] }, says: "/origins/0: expected an origin {candidate, origin}, found null" },
    { name: "an origin that is a list", value: { declined: [], origins: [[]] }, says: "/origins/0: expected an origin {candidate, origin}, found []" },
    {
      name: "an origin with a field of its own",
      value: { declined: [], origins: [{ candidate: 0, origin: "agent", by: "mcp" }] },
      says: '/origins/0/by: expected only candidate and origin, found "by"',
    },
    {
      name: "an origin of the default",
      value: {
        declined: [],
        origins: [
          { candidate: 0, origin: "agent" },
          { candidate: 1, origin: "session" },
        ],
      },
      says: '/origins/1/origin: expected one of operator, agent (session is never listed), found "session"',
    },
    {
      name: "an origin brain does not know",
      value: { declined: [], origins: [{ candidate: 0, origin: "robot" }] },
      says: '/origins/0/origin: expected one of operator, agent (session is never listed), found "robot"',
    },
    {
      name: "an origin that is no string",
      value: { declined: [], origins: [{ candidate: 0, origin: 1 }] },
      says: "/origins/0/origin: expected one of operator, agent (session is never listed), found 1",
    },
    {
      name: "an origin with no origin",
      value: { declined: [], origins: [{ candidate: 0 }] },
      says: "/origins/0/origin: expected one of operator, agent (session is never listed), found nothing",
    },
    {
      name: "an origin with a negative candidate",
      value: { declined: [], origins: [{ candidate: -2, origin: "operator" }] },
      says: "/origins/0/candidate: expected a candidate index (a whole number ≥ 0), found -2",
    },
    // Declined is checked before origins.
    {
      name: "problems in both lists",
      value: { declined: [{ candidate: 0, by: "me" }], origins: [{ candidate: 0, origin: "session" }] },
      says: '/declined/0/by: expected "mcp" (a decline made over MCP) or no by, found "me"',
    },
    {
      name: "a problem in origins only",
      value: { declined: [{ candidate: 0 }], origins: [{ candidate: 0, origin: "operator" }, 3] },
      says: "/origins/1: expected an origin {candidate, origin}, found 3",
    },
  ])("$name", ({ value, says }) => {
    expect(decisionsIssue(value)).toBe(says);
    expect(parseDecisionsRecord(value)).toBeUndefined();
  });

  it("a field of its own named with / or ~: its pointer escapes them (~1, ~0)", () => {
    expect(decisionsIssue([{ candidate: 0, "a/b": 1 }])).toBe('/0/a~1b: expected only candidate, reason and by, found "a/b"');
    expect(decisionsIssue({ declined: [], origins: [{ candidate: 0, origin: "agent", "x~1": 1 }] })).toBe(
      '/origins/0/x~01: expected only candidate and origin, found "x~1"',
    );
  });

  it("a long value is quoted by its first 60 characters and an ellipsis; one of 60 whole", () => {
    const reason = Array.from({ length: 40 }, (_, i) => i);
    const json = JSON.stringify(reason);
    expect(decisionsIssue([{ candidate: 0, reason }])).toBe(`/0/reason: expected a string, found ${json.slice(0, 60)}…`);
    const sixty = ["x".repeat(56)];
    expect(JSON.stringify(sixty)).toHaveLength(60);
    expect(decisionsIssue([{ candidate: 0, reason: sixty }])).toBe(`/0/reason: expected a string, found ["${"x".repeat(56)}"]`);
  });

  it("the cut never splits a character: 60 code points, not UTF-16 units", () => {
    // `["` and 57 x: the 60th character is the first emoji, a surrogate pair.
    const reason = [`${"x".repeat(57)}😀😀`];
    expect(decisionsIssue([{ candidate: 0, reason }])).toBe(`/0/reason: expected a string, found ["${"x".repeat(57)}😀…`);
  });
});
