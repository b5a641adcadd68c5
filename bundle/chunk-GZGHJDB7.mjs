import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);

// src/core/errors.ts
var BrainError = class extends Error {
  code;
  constructor(code, message) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
};
var InvalidInputError = class extends BrainError {
  issues;
  constructor(issues, hint) {
    super("INVALID_INPUT", formatIssues(issues, hint));
    this.issues = issues;
  }
};
var UsageError = class extends BrainError {
  constructor(message) {
    super("USAGE", message);
  }
};
var StaleDiffError = class extends BrainError {
  constructor(message) {
    super("STALE_DIFF", message);
  }
};
var NotFoundError = class extends BrainError {
  path;
  constructor(path, what, hint) {
    super("NOT_FOUND", `${path}: ${what} does not exist${hint ? ` \u2014 ${hint}` : ""}`);
    this.path = path;
  }
};
var LockedError = class extends BrainError {
  constructor(message) {
    super("LOCKED", message);
  }
};
var RefusedError = class extends BrainError {
  constructor(message) {
    super("REFUSED", message);
  }
};
var MAX_SHOWN_ISSUES = 20;
function formatIssues(issues, hint) {
  const shown = issues.slice(0, MAX_SHOWN_ISSUES);
  const more = issues.length - shown.length;
  const lines = [...shown];
  if (more > 0) lines.push(`\u2026 and ${more} more issue${more === 1 ? "" : "s"}`);
  if (hint) lines.push(hint);
  return lines.join("\n");
}

export {
  BrainError,
  InvalidInputError,
  UsageError,
  StaleDiffError,
  NotFoundError,
  LockedError,
  RefusedError
};
