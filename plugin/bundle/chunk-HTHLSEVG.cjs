var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "commitStaged", { value: commitStaged, enumerable: true });
__defProp(stdin_exports, "commitStagedTogether", { value: commitStagedTogether, enumerable: true });
__defProp(stdin_exports, "discardStaged", { value: discardStaged, enumerable: true });
__defProp(stdin_exports, "stageCopy", { value: stageCopy, enumerable: true });
__defProp(stdin_exports, "stageStream", { value: stageStream, enumerable: true });
__defProp(stdin_exports, "writeAtomic", { value: writeAtomic, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var Utf8Builder = class {
  #sink;
  #chunk = Buffer.allocUnsafe(1 << 20);
  #used = 0;
  constructor(sink) {
    this.#sink = sink;
  }
  put(piece) {
    if (this.#chunk.length - this.#used < piece.length * 3) {
      this.flush();
      if (this.#chunk.length < piece.length * 3) this.#chunk = Buffer.allocUnsafe(piece.length * 3);
    }
    this.#used += this.#chunk.write(piece, this.#used);
  }
  /** Hands what was put since the last flush to the sink (which must use it before the next put). */
  flush() {
    if (this.#used === 0) return;
    this.#sink(this.#chunk.subarray(0, this.#used));
    this.#used = 0;
  }
};
function writeAtomic(path, data) {
  commitStaged(stage(path, (write) => write(typeof data === "string" ? Buffer.from(data, "utf8") : data)));
}
var streams = 0;
function stageStream(path, produce) {
  return stage(path, (write) => {
    const out = new Utf8Builder(write);
    produce(out);
    out.flush();
  });
}
function stageCopy(path, source) {
  return stage(path, (write) => {
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (let n = (0, import_node_fs.readSync)(source, chunk); n > 0; n = (0, import_node_fs.readSync)(source, chunk)) write(chunk.subarray(0, n));
  });
}
function stage(path, fill) {
  (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true, mode: import_chunk_S4PSTNN7.DIR_MODE });
  let target = path;
  try {
    target = (0, import_node_fs.realpathSync)(path);
  } catch {
  }
  const temp = `${target}.${process.pid}${String(++streams).padStart(4, "0")}`;
  const hash = (0, import_chunk_FZ4K7N5W.sha256)();
  const fd = (0, import_node_fs.openSync)(temp, "w", import_chunk_S4PSTNN7.FILE_MODE);
  let done = false;
  try {
    try {
      keepOwner(fd, target);
      (0, import_node_fs.fchmodSync)(fd, import_chunk_S4PSTNN7.FILE_MODE);
      fill((chunk) => {
        hash.update(chunk);
        for (let at = 0; at < chunk.length; ) at += (0, import_node_fs.writeSync)(fd, chunk, at, chunk.length - at);
      });
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
    done = true;
  } finally {
    if (!done) removeFile(temp);
  }
  return { temp, target, sha256: hash.digest("hex") };
}
function commitStaged(staged) {
  commitStagedTogether([staged]);
}
function commitStagedTogether(files) {
  for (let i = 0; i < files.length; i++) {
    try {
      fsyncFile(files[i].temp);
    } catch (e) {
      for (const f of files) discardStaged(f);
      throw e;
    }
  }
  for (let i = 0; i < files.length; i++) {
    try {
      (0, import_node_fs.renameSync)(files[i].temp, files[i].target);
    } catch (e) {
      for (const f of files.slice(i)) discardStaged(f);
      throw e;
    }
  }
  for (const dir of new Set(files.map((f) => (0, import_node_path.dirname)(f.target)))) fsyncDir(dir);
}
function fsyncFile(path) {
  const fd = (0, import_node_fs.openSync)(path, "r");
  try {
    (0, import_node_fs.fsyncSync)(fd);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function discardStaged(staged) {
  removeFile(staged.temp);
}
function removeFile(path) {
  try {
    (0, import_node_fs.unlinkSync)(path);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
}
function keepOwner(fd, target) {
  let st;
  try {
    st = (0, import_node_fs.statSync)(target);
  } catch {
    return;
  }
  try {
    (0, import_node_fs.fchownSync)(fd, st.uid, st.gid);
  } catch {
  }
}
function fsyncDir(dir) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(dir, "r");
    (0, import_node_fs.fsyncSync)(fd);
  } catch {
  } finally {
    if (fd !== void 0) (0, import_node_fs.closeSync)(fd);
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  commitStaged,
  commitStagedTogether,
  discardStaged,
  stageCopy,
  stageStream,
  writeAtomic
});
