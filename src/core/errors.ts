/**
 * Domain errors. Each carries a machine `code`; only the CLI entry maps codes to exit statuses
 * (see src/cli/exit-codes.ts), so library callers can branch on `code` without parsing text.
 */
export type BrainErrorCode = "INVALID_INPUT" | "USAGE" | "STALE_DIFF" | "NOT_FOUND" | "LOCKED" | "REFUSED" | "IO";

export class BrainError extends Error {
  readonly code: BrainErrorCode;
  constructor(code: BrainErrorCode, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A file failed validation or parsing. `issues` are `file: /pointer-or-line: message (got …)` strings. */
export class InvalidInputError extends BrainError {
  readonly issues: readonly string[];
  constructor(issues: readonly string[], hint?: string) {
    super("INVALID_INPUT", formatIssues(issues, hint));
    this.issues = issues;
  }
}

export class UsageError extends BrainError {
  constructor(message: string) {
    super("USAGE", message);
  }
}

export class StaleDiffError extends BrainError {
  constructor(message: string) {
    super("STALE_DIFF", message);
  }
}

export class NotFoundError extends BrainError {
  readonly path: string;
  constructor(path: string, what: string, hint?: string) {
    super("NOT_FOUND", `${path}: ${what} does not exist${hint ? ` — ${hint}` : ""}`);
    this.path = path;
  }
}

export class LockedError extends BrainError {
  constructor(message: string) {
    super("LOCKED", message);
  }
}

/** The request is well-formed but the current state does not allow it (e.g. nothing to roll back). */
export class RefusedError extends BrainError {
  constructor(message: string) {
    super("REFUSED", message);
  }
}

const MAX_SHOWN_ISSUES = 20;

function formatIssues(issues: readonly string[], hint?: string): string {
  const shown = issues.slice(0, MAX_SHOWN_ISSUES);
  const more = issues.length - shown.length;
  const lines = [...shown];
  if (more > 0) lines.push(`… and ${more} more issue${more === 1 ? "" : "s"}`);
  if (hint) lines.push(hint);
  return lines.join("\n");
}
