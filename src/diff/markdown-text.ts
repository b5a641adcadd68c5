/** Text as pending-diff.md shows it (render-diff-md.ts and each outcome's line in src/diff/outcomes/). */
import { visible, visibleValue } from "../core/visible-text.js";

const MARKDOWN_SPECIAL = /[\\`*_[\]<>|~#]/g;

/**
 * Text shown as-is: Markdown syntax characters are escaped so a value cannot restyle the page, and
 * control or invisible-formatting characters are written as `\u{hex}` so they can hide nothing.
 */
export function md(s: string): string {
  return visible(s).replace(MARKDOWN_SPECIAL, "\\$&");
}

/** A value or reason as `md`, keeping ZWNJ/ZWJ, variation selectors and emoji tags (they are part of the text). */
export function mdValue(s: string): string {
  return visibleValue(s).replace(MARKDOWN_SPECIAL, "\\$&");
}

/** A candidate's index as the review shows it and `brain decline` takes it (`#3`). */
export function indexMark(candidate: number): string {
  return `#${candidate}`;
}
