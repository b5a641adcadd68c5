/**
 * brain's json-rules-engine `pathResolver`: a plain dotted walk over own properties.
 * It never evaluates JSONPath (the engine's default resolver, jsonpath-plus, has a history
 * of code-execution CVEs) and never reaches into prototypes.
 */
export function resolveDottedPath(value: unknown, path: string): unknown {
  return resolvePathParts(value, path.split("."));
}

/** The same walk over a path already split at its dots (the memo key resolves the same paths 100k+ times). */
export function resolvePathParts(value: unknown, parts: readonly string[]): unknown {
  let cur = value;
  for (const part of parts) {
    if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
