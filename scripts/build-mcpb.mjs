// Builds an MCP Bundle (.mcpb) of brain's MCP server for Claude Desktop and other MCPB hosts, from
// the committed plugin/ folder (itself the committed bundle plus rules, schemas and guidance):
//
//   node scripts/build-mcpb.mjs [outdir]     (default: build/; writes <outdir>/mcpb/ and <outdir>/brain.mcpb)
//
// <outdir>/mcpb/ is the unpacked bundle: manifest.json and server/ (bundle/, rules/, schemas/,
// hooks/). The host runs `node server/bundle/brain.cjs mcp` with plain Node — no node_modules.
// User settings: data_dir (BRAIN_DATA_DIR) and allow_apply (BRAIN_MCP_ALLOW_APPLY, default off).
// The zip is written here (stored entries, fixed timestamps), so the build needs nothing installed.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateRawSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const outdir = resolve(ROOT, process.argv[2] ?? "build");
const PLUGIN = join(ROOT, "plugin");
const stage = join(outdir, "mcpb");

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
const plugin = JSON.parse(readFileSync(join(PLUGIN, ".claude-plugin", "plugin.json"), "utf8"));

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });

/** Copies a folder of plugin/ into server/, in name order. */
function copy(from) {
  const src = join(PLUGIN, from);
  if (statSync(src).isDirectory()) {
    for (const name of readdirSync(src).sort()) copy(join(from, name));
    return;
  }
  const to = join(stage, "server", from);
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(src, to);
}
for (const part of ["bundle", "rules", "schemas", "hooks"]) copy(part);

const TOOLS = [
  ["status", "Whether consolidation is due, and the pending diff's full id"],
  ["gather", "The new records (paged), the active facts and how to write candidates"],
  ["validate_candidates", "Check a candidates array against brain's schema"],
  ["propose", "Classify candidates with brain's rules and write the pending diff (never the profile)"],
  ["retire", "Propose retiring facts the operator says are over"],
  ["decline", "Propose the pending batch again with the candidates the operator declines"],
  ["resolve", "Propose settling an open conflict the way the operator says"],
  ["declined", "The remembered declines"],
  ["show", "The profile's facts, paged"],
  ["recall", "Facts found by words, from what the operator approved"],
  ["explain", "The life of one fact"],
  ["rules", "The rules brain classifies with; check them or run their tests"],
  ["history", "The applies and rollbacks, paged"],
  ["init", "Create the data dir and an empty profile"],
  ["note", "Record the operator's own statement"],
  ["ingest", "Store text as a human or ai-draft record"],
  ["apply", "Apply the pending diff after the operator's yes (only when allow_apply is on)"],
];

const manifest = {
  manifest_version: "0.3",
  name: "brain",
  display_name: "brain",
  version: pkg.version,
  description: "A durable, human-readable profile of you that compounds without drift: deterministic rules, provenance-gated, operator-gated.",
  long_description:
    "brain keeps a profile of its operator in a Markdown file. The assistant gathers new records, proposes candidate facts, and brain's rules decide what changes; nothing reaches the profile without the operator's yes. Apply is off unless you turn on allow_apply.",
  author: { name: plugin.author?.name ?? "brain maintainers" },
  license: pkg.license,
  keywords: ["profile", "memory", "consolidation", "provenance"],
  server: {
    type: "node",
    entry_point: "server/bundle/brain.cjs",
    mcp_config: {
      command: "node",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a placeholder the MCPB host substitutes
      args: ["${__dirname}/server/bundle/brain.cjs", "mcp"],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: placeholders the MCPB host substitutes
      env: { BRAIN_DATA_DIR: "${user_config.data_dir}", BRAIN_MCP_ALLOW_APPLY: "${user_config.allow_apply}" },
    },
  },
  tools: TOOLS.map(([name, description]) => ({ name, description })),
  prompts: [{ name: "consolidate", description: "Walk the operator through gather → propose → review → apply", text: "Consolidate brain." }],
  compatibility: { platforms: ["darwin", "win32", "linux"], runtimes: { node: ">=20.19.0" } },
  user_config: {
    data_dir: {
      type: "directory",
      title: "Data directory",
      description: "Where brain keeps the profile and records (empty: BRAIN_DATA_DIR, $XDG_DATA_HOME/brain or ~/.local/share/brain).",
      required: false,
      default: "",
    },
    allow_apply: {
      type: "boolean",
      title: "Allow apply",
      description: "Offer the apply tool, so the assistant can write an approved diff into the profile. Off: you apply from the command line.",
      required: false,
      default: false,
    },
  },
};
writeFileSync(join(stage, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

// The .mcpb is a zip of the staged folder.
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
})(stage);
writeFileSync(join(outdir, "brain.mcpb"), zip(files.map((f) => ({ name: relative(stage, f).split("\\").join("/"), data: readFileSync(f) }))));
console.log(`build-mcpb: ${join(outdir, "brain.mcpb")} (${files.length} files; unpacked in ${stage})`);

/** A zip archive of deflated entries with a fixed date (1980-01-01), so equal inputs give equal bytes. */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const header = (central) => {
      const b = Buffer.alloc(central ? 46 : 30);
      let o = 0;
      const u32 = (v) => (b.writeUInt32LE(v >>> 0, o), (o += 4));
      const u16 = (v) => (b.writeUInt16LE(v, o), (o += 2));
      u32(central ? 0x02014b50 : 0x04034b50);
      if (central) u16(0x0314); // made by: Unix, zip 2.0
      u16(20); // version needed
      u16(0x0800); // UTF-8 names
      u16(8); // deflate
      u16(0); // time
      u16(0x21); // date 1980-01-01
      u32(crc);
      u32(packed.length);
      u32(data.length);
      u16(nameBytes.length);
      u16(0); // extra
      if (central) {
        u16(0); // comment
        u16(0); // disk
        u16(0); // internal attributes
        u32((0o100644 << 16) >>> 0); // external: a regular file, rw-r--r--
        u32(offset);
      }
      return b;
    };
    const local = Buffer.concat([header(false), nameBytes, packed]);
    centrals.push(Buffer.concat([header(true), nameBytes]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}
