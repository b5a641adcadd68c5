/**
 * The Python side of the pseudo-terminal tests (test/e2e/review-*pty.test.ts): `pump(t)` reads the
 * child's terminal into `out` until the screen has been quiet for 0.3 s after something arrived,
 * the child closed it, or t seconds passed. Waiting for quiet rather than a fixed time sends each
 * key once the prompt is drawn (and raw mode set) without idling seconds per key; `drain(t)` reads
 * to the end.
 */
export const PY_PUMP = `
out = b""
def pump(t, settle=True):
    global out
    end = time.time() + t
    quiet = None
    while time.time() < end and (quiet is None or time.time() < quiet):
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                data = os.read(fd, 65536)
            except OSError:
                return
            if not data:
                return
            out += data
            if settle:
                quiet = time.time() + 0.3
# Reads until the child closes the terminal (or t seconds): what it prints last is never cut off.
def drain(t):
    pump(t, settle=False)
`;
