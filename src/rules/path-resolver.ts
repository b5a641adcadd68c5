/**
 * brain's json-rules-engine `pathResolver`: a plain dotted walk over own properties.
 * It never evaluates JSONPath (the engine's default resolver, jsonpath-plus, has a history
 * of code-execution CVEs) and never reaches into prototypes.
 */
export function resolveDottedPath(value: unknown, path: string): unknown {
  return resolvePathParts(value, path.split("."));
}

/**
 * The same walk over a path already split at its dots (the memo key resolves the same paths 100k+
 * times). An index, not for…of: until V8 optimizes it, each step of an array iterator is a new
 * object, and a short command never gets that far (docs/performance.md, "Start-up").
 */
export function resolvePathParts(value: unknown, parts: readonly string[]): unknown {
  let cur = value;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
