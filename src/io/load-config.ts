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
  return { config, context: resolveContextConfig(result.value.context), path, rulesDir: config.rules ? resolve(dirname(path), config.rules) : null };
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
