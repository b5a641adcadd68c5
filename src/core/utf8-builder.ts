/**
 * UTF-8 bytes built from many string pieces without joining them into one string first.
 *
 * brain writes files of tens of MB (pending-diff.json and .md, profile.md at 100k facts). Joined,
 * such a text is one huge string, stored at two bytes a character as soon as a single character
 * is not Latin-1, and encoding it to UTF-8 then needs a second copy. Encoding each piece straight
 * into 1 MiB chunks measured faster and needs a fraction of the memory. The chunks are kept for
 * `toBuffer()`, or, given a `sink`, handed to it as each one fills (and by `flush()` at the end).
 */
export class Utf8Builder {
  static readonly #CHUNK = 1 << 20;
  readonly #chunks: Buffer[] = [];
  readonly #sink: ((chunk: Buffer) => void) | undefined;
  #chunk = Buffer.allocUnsafe(Utf8Builder.#CHUNK);
  #used = 0;

  constructor(sink?: (chunk: Buffer) => void) {
    this.#sink = sink;
  }

  put(piece: string): void {
    // A UTF-16 code unit never takes more than 3 bytes in UTF-8.
    if (this.#chunk.length - this.#used < piece.length * 3) {
      this.flush();
      if (this.#chunk.length < piece.length * 3) this.#chunk = Buffer.allocUnsafe(piece.length * 3);
    }
    this.#used += this.#chunk.write(piece, this.#used);
  }

  /** Passes on what was put since the last flush (a sink receives it; otherwise it is kept). */
  flush(): void {
    if (this.#used === 0) return;
    if (this.#sink) {
      this.#sink(this.#chunk.subarray(0, this.#used));
    } else {
      this.#chunks.push(this.#chunk.subarray(0, this.#used));
      this.#chunk = Buffer.allocUnsafe(Utf8Builder.#CHUNK);
    }
    this.#used = 0;
  }

  /** Everything put so far, as one buffer (without a sink). */
  toBuffer(): Buffer {
    this.flush();
    return Buffer.concat(this.#chunks);
  }
}
