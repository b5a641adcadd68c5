/**
 * The `context` section of the config (docs/session-context.md): what the session-start hook
 * gives agents, and which keys are never offered to them. It is kept apart from the resolved
 * config a diff records, so editing it never makes a pending diff stale.
 */
import type { BrainConfig } from "./schema-types.js";

export interface ContextConfig {
  /** The session-start hook adds the context to a session. */
  inject: boolean;
  /** Characters (JavaScript string length) the context text may take, 500–9000. */
  budget: number;
  /** Key globs whose facts are never offered to agents. */
  exclude: string[];
  /** When not empty: the hook gives the context only in a session whose folder is inside one of these. */
  onlyIn: string[];
  /** The hook never gives the context in a session whose folder is inside one of these. */
  notIn: string[];
}

export const DEFAULT_CONTEXT: Readonly<ContextConfig> = Object.freeze({ inject: true, budget: 4000, exclude: [], onlyIn: [], notIn: [] });

/** Every default filled in (the schema has checked the values). */
export function resolveContextConfig(c: BrainConfig["context"]): ContextConfig {
  return {
    inject: c?.inject ?? DEFAULT_CONTEXT.inject,
    budget: c?.budget ?? DEFAULT_CONTEXT.budget,
    exclude: [...(c?.exclude ?? [])],
    onlyIn: [...(c?.onlyIn ?? [])],
    notIn: [...(c?.notIn ?? [])],
  };
}
