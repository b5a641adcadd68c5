/** The text pending-diff.md shows (src/diff/markdown-text.ts): Markdown syntax escaped, hidden characters written out. */
import { describe, expect, it } from "vitest";
import { indexMark, md, mdValue } from "../../src/diff/markdown-text.js";

describe("md and mdValue", () => {
  it("escape each Markdown syntax character with a backslash", () => {
    const text = "a\\b`c*d_e[f]g<h>i|j~k#l";
    const escaped = "a\\\\b\\`c\\*d\\_e\\[f\\]g\\<h\\>i\\|j\\~k\\#l";
    expect(md(text)).toBe(escaped);
    expect(mdValue(text)).toBe(escaped);
  });

  it("write a control character as \\u{hex} (its backslash escaped too); md writes a ZWJ so, mdValue keeps it", () => {
    expect(md("x\u0007y\u200dz")).toBe("x\\\\u{7}y\\\\u{200d}z");
    expect(mdValue("x\u0007y\u200dz")).toBe("x\\\\u{7}y\u200dz");
  });

  it("indexMark is the candidate's index after #", () => {
    expect(indexMark(3)).toBe("#3");
  });
});
