import type { ChildProcess } from "node:child_process";
import type { Logger } from "pino";
import type { EmbeddedState } from "./embedded-postgres";

/** Unexpected stops within `crashWindowMs` after which Bismo stops restarting it. */
const maxCrashes = 5;
const crashWindowMs = 10 * 60_000;
/** How long one restart keeps trying (old server processes may take a moment to go). */
const restartTimeoutMs = 60_000;

/**
 * Starts the embedded PostgreSQL again when it stops without being asked to (killed, out of
 * memory, a crash): PostgreSQL's own crash recovery replays its log, so everything committed
 * is there again, and the app's connection pools open new connections to it (decision 0034).
 * Whatever was in flight on the old server failed and was rolled back. A restart tries for
 * `restartTimeoutMs` (the old server's processes must have let go of its shared memory); when
 * it cannot, or the server keeps dying, `onLost` is told, and the process exits for its
 * supervisor.
 */
export function watchServer(options: {
  launch: () => Promise<ChildProcess>;
  logger: Logger;
  onLost: (error: Error) => void;
  started: (child: ChildProcess) => void;
}) {
  const { launch, logger, onLost } = options;
  let state: EmbeddedState = "running";
  let stopping = false;
  const crashes: number[] = [];

  const lose = (error: Error) => {
    state = "lost";
    logger.fatal(
      { err: error },
      `The embedded PostgreSQL could not be restarted: ${error.message}`,
    );
    onLost(error);
  };

  const restart = async () => {
    const deadline = Date.now() + restartTimeoutMs;
    for (let delayMs = 100; ; delayMs = Math.min(delayMs * 2, 2000)) {
      try {
        const child = await launch();
        if (stopping) {
          child.kill("SIGINT");
          return;
        }
        options.started(child);
        watch(child);
        state = "running";
        logger.info("The embedded PostgreSQL is running again");
        return;
      } catch (error) {
        if (stopping) return;
        if (Date.now() > deadline) return lose(error as Error);
        logger.warn({ err: error }, "The embedded PostgreSQL did not start yet; trying again");
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  };

  const watch = (child: ChildProcess) => {
    child.once("exit", (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && now - (crashes[0] ?? now) > crashWindowMs) crashes.shift();
      state = "restarting";
      logger.error(
        { code, signal },
        `The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); restarting it`,
      );
      if (crashes.length > maxCrashes) {
        lose(new Error(`it stopped ${crashes.length} times in ${crashWindowMs / 60_000} minutes`));
        return;
      }
      void restart();
    });
  };

  return {
    watch,
    state: () => state,
    /** The server is being stopped on purpose: its exit is not a crash. */
    stopping: () => {
      stopping = true;
    },
  };
}
