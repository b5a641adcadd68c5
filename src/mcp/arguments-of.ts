/**
 * The TypeScript type of what a JSON Schema accepts, for the schemas of src/mcp/tool-schemas.ts:
 * a tool's handler receives `ArgumentsOf<its input schema>`, so an argument it reads is typed by
 * the same schema that checked it (src/mcp/arguments.ts) and a misspelt or mistyped one is a
 * compile error. Only the keywords those schemas use are mapped; a schema it cannot read (the
 * candidates array, checked by its use case) gives `unknown`.
 */

/** What `schema` accepts. */
type FromSchema<S> = S extends { const: infer C }
  ? C
  : S extends { enum: readonly (infer E)[] }
    ? E
    : S extends { type: "string" }
      ? string
      : S extends { type: "integer" | "number" }
        ? number
        : S extends { type: "boolean" }
          ? boolean
          : S extends { type: "array"; items: infer I }
            ? FromSchema<I>[]
            : S extends { type: "array" }
              ? unknown[]
              : S extends { type: "object"; properties: infer P }
                ? ObjectOf<P, RequiredOf<S>>
                : S extends { type: "object" }
                  ? Record<string, unknown>
                  : unknown;

/** The arguments a tool with this input schema receives. */
export type ArgumentsOf<S extends { properties: object }> = ObjectOf<S["properties"], RequiredOf<S>>;

type RequiredOf<S> = S extends { required?: infer R } ? (R extends readonly (infer K)[] ? K : never) : never;

type ObjectOf<P, Required> = Flat<{ [K in keyof P & Required]: FromSchema<P[K]> } & { [K in Exclude<keyof P, Required>]?: FromSchema<P[K]> }>;

/** One object type rather than an intersection, so editors and errors show the properties. */
type Flat<T> = { [K in keyof T]: T[K] };
