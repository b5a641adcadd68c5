/**
 * The other side of test/helpers/in-process.ts's synchronous runner: a worker thread of the test
 * process that keeps the built program (dist/cli/program.js, rebuilt by test/global-setup.ts when
 * src/ is newer) loaded and runs one `main(argv, output)` per request. Each result is posted on the
 * request's port, then the caller, blocked on the shared flag, is woken.
 */
import { parentPort } from "node:worker_threads";

const { main } = await import(new URL("../../dist/cli/program.js", import.meta.url).href);

parentPort.on("message", async ({ argv, port, flag }) => {
  let stdout = "";
  let stderr = "";
  const line = (t) => (t.endsWith("\n") ? t : `${t}\n`);
  let code;
  try {
    code = await main(["node", "brain", ...argv], {
      out: (t) => {
        stdout += line(t);
      },
      err: (t) => {
        stderr += line(t);
      },
    });
  } catch (e) {
    // main() turns every error into a status; one escaping it is a crash, as a process would show it.
    code = 1;
    stderr += `${e instanceof Error ? e.stack : String(e)}\n`;
  }
  port.postMessage({ code, stdout, stderr });
  port.close();
  const cell = new Int32Array(flag);
  Atomics.store(cell, 0, 1);
  Atomics.notify(cell, 0);
});
