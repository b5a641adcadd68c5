import { normalizeKey } from "../core/normalize.js";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { type ContextConfig, resolveContextConfig } from "../core/context-config.js";
import { InvalidInputError } from "../core/errors.js";
import { aliasTarget, resolveKeyAliases } from "../core/key-aliases.js";
import { DEFAULT_LEARN_FROM, DEFAULT_RETIRE_FROM } from "../core/provenance.js";
import type { BrainConfig, ResolvedConfig } from "../core/schema-types.js";
import { DEFAULT_NUDGE } from "./data-dir.js";
import { parseYamlText, readInputText } from "./read-input.js";
import { schemas } from "./schemas.js";

export const DEFAULT_CONFIG: ResolvedConfig = Object.freeze({
  promoteThreshold: 3,
  decayDays: 90,
  staticDecayDays: null,
  learnFrom: [...DEFAULT_LEARN_FROM],
  nudge: { ...DEFAULT_NUDGE },
  rules: null,
  requireKnownSources: true,
  requireQuotes: false,
  keyAliases: {},
  multiValued: [],
  retireFrom: [...DEFAULT_RETIRE_FROM],
}) as ResolvedConfig;

export interface LoadedConfig {
  /** What rules and diffs use (a diff records it); never the `context` section. */
  config: ResolvedConfig;
  /** The `context` section, every default filled in (docs/session-context.md). */
  context: ContextConfig;
  /** The file read, or null when none exists (defaults). */
  path: string | null;
  /** The rules folder the config names, resolved against the config file's folder. */
  rulesDir: string | null;
}

/** The rules folder a config names, resolved against the folder of the config file `file`; null: the shipped rules. */
export function rulesDirOf(config: BrainConfig, file: string): string | null {
  return config.rules ? resolve(dirname(file), config.rules) : null;
}

/**
 * Reads the operator config: `explicit` (`--config`, must exist) or `<data>/brain.config.yaml`
 * (optional). Validated against schemas/config.schema.json; unknown keys are an error.
 */
export function loadConfig(explicit: string | undefined, defaultPath: string): LoadedConfig {
  const path = explicit ? resolve(explicit) : defaultPath;
  if (!explicit && !existsSync(path)) return { config: resolveConfig({}), context: resolveContextConfig(undefined), path: null, rulesDir: null };
  const raw = parseYamlText(readInputText(path, path), path) ?? {};
  const result = schemas().validate<BrainConfig>("config", raw, path);
  if (!result.ok) throw new InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  const config = resolveConfig(result.value, path);
  return { config, context: resolveContextConfig(result.value.context), path, rulesDir: rulesDirOf(config, path) };
}

/** A config file read and validated as it is written (its own fields only, nothing resolved). */
function readConfigFile(path: string): BrainConfig {
  const raw = parseYamlText(readInputText(path, path), path) ?? {};
  const result = schemas().validate<BrainConfig>("config", raw, path);
  if (!result.ok) throw new InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  return result.value;
}

/**
 * The config in force (`explicit`, else `defaultPath` when it exists) with `overlayPath`'s fields laid
 * over it: a field the overlay sets replaces the one in force, a map (`nudge`, `context`) is
 * overlaid field by field, a list replaces a list. `changed` names the resolved fields whose value
 * differs from the config in force (`nudge.minNewPublished`, `promoteThreshold`, …). The overlay's
 * `rules:` is read against its own folder; without one, the rules in force stay.
 */
export function loadConfigOverlay(explicit: string | undefined, defaultPath: string, overlayPath: string): LoadedConfig & { changed: string[] } {
  const inForce = loadConfig(explicit, defaultPath);
  const base: BrainConfig = inForce.path === null ? {} : readConfigFile(inForce.path);
  const path = resolve(overlayPath);
  const over = readConfigFile(path);
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const was = merged[key];
    merged[key] = isMap(value) && isMap(was) ? { ...was, ...value } : value;
  }
  const result = schemas().validate<BrainConfig>("config", merged, `${path} (laid over ${inForce.path ?? "the defaults"})`);
  if (!result.ok) throw new InvalidInputError(result.issues, "The config was not used; nothing was changed. See docs/rules.md (Tuning).");
  const config = resolveConfig(result.value);
  const rulesDir = over.rules === undefined ? inForce.rulesDir : over.rules === null ? null : resolve(dirname(path), over.rules);
  const changed = changedFields(inForce.config, config);
  return { config, context: resolveContextConfig(result.value.context), path, rulesDir, changed };
}

function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The resolved fields (a map's as `map.field`) whose values differ, in the config's field order. */
function changedFields(a: ResolvedConfig, b: ResolvedConfig): string[] {
  const out: string[] = [];
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  for (const key of Object.keys(right)) {
    const x = left[key];
    const y = right[key];
    if (isMap(x) && isMap(y)) {
      for (const sub of Object.keys(y)) if (JSON.stringify(x[sub]) !== JSON.stringify(y[sub])) out.push(`${key}.${sub}`);
    } else if (JSON.stringify(x ?? null) !== JSON.stringify(y ?? null)) out.push(key);
  }
  return out;
}

/** The config every field of which a diff records: `context` is left out on purpose (editing it never makes a diff stale). */
export function resolveConfig(c: BrainConfig, file = "config"): ResolvedConfig {
  const { aliases, issues } = resolveKeyAliases(c.keyAliases ?? {}, file);
  if (issues.length > 0) throw new InvalidInputError(issues, "The config was not used; nothing was changed. See docs/rules.md (Key aliases).");
  // Members and aliases meet in one key: a multi-valued alias makes its target multi-valued.
  const multiValued = [...new Set((c.multiValued ?? []).map((k) => aliasTarget(aliases, normalizeKey(k))))];
  return {
    promoteThreshold: c.promoteThreshold ?? DEFAULT_CONFIG.promoteThreshold,
    decayDays: c.decayDays ?? DEFAULT_CONFIG.decayDays,
    staticDecayDays: c.staticDecayDays ?? null,
    learnFrom: [...(c.learnFrom ?? DEFAULT_CONFIG.learnFrom)] as ResolvedConfig["learnFrom"],
    nudge: {
      minNewPublished: c.nudge?.minNewPublished ?? DEFAULT_CONFIG.nudge.minNewPublished,
      minDaysSinceRun: c.nudge?.minDaysSinceRun ?? DEFAULT_CONFIG.nudge.minDaysSinceRun,
    },
    rules: c.rules ?? null,
    requireKnownSources: c.requireKnownSources ?? true,
    requireQuotes: c.requireQuotes ?? false,
    keyAliases: aliases,
    // Matched against normalized keys: `job‐title` (U+2010) lists the key `job-title`.
    multiValued,
    retireFrom: [...(c.retireFrom ?? DEFAULT_RETIRE_FROM)] as NonNullable<ResolvedConfig["retireFrom"]>,
  };
}
