/**
 * Text output wrapped to the terminal's width (docs/cli.md, Conventions). Lines break only at
 * spaces, and never inside a path, an id, a `quoted span` or a command line: from a word `brain`
 * (or `node …/brain.cjs`) to the end of the line is one unit (it is meant to be copied whole), as is anything between
 * backticks. A unit longer than the width stands on its own line, unbroken. Continuation lines
 * keep the line's indentation plus two spaces.
 */
export function wrapText(text: string, width: number): string {
  return text
    .split("\n")
    .map((line) => wrapLine(line, width))
    .join("\n");
}

function wrapLine(line: string, width: number): string {
  if (line.length <= width) return line;
  const indent = /^\s*/.exec(line)![0];
  const units = unitsOf(line.slice(indent.length));
  const lines: string[] = [];
  let current = indent;
  let empty = true;
  for (const unit of units) {
    if (!empty && current.length + 1 + unit.length > width) {
      lines.push(current);
      current = `${indent}  ${unit}`;
      continue;
    }
    current = empty ? current + unit : `${current} ${unit}`;
    empty = false;
  }
  lines.push(current);
  return lines.join("\n");
}

/** A command line brain prints: `brain …`, or the bundle run by node (src/io/invocation.ts). */
const COMMAND_START = /^(brain|node \S*brain\.[cm]js)( |$)/;

/** The words of a line, with backtick spans and a command line (from `brain` on) kept as single units. */
function unitsOf(text: string): string[] {
  const units: string[] = [];
  let rest = text;
  while (rest.length > 0) {
    rest = rest.replace(/^ +/, "");
    if (rest === "") break;
    if (COMMAND_START.test(rest)) {
      units.push(rest);
      break;
    }
    const quoted = /^[^\s`]*`[^`]*`[^\s]*/.exec(rest);
    const word = quoted ?? /^\S+/.exec(rest)!;
    units.push(word[0]);
    rest = rest.slice(word[0].length);
  }
  return units;
}
