import { EventEmitter } from "node:events";

/**
 * Tells this instance's progress streams that a job changed, so they answer at once instead of
 * at their next look at the database (which is how they learn of changes made elsewhere).
 */
export function createJobEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify(jobId: string) {
      emitter.emit(jobId);
    },
    /** Resolves when the job changes here, after `ms`, or when `signal` aborts, whichever is first. */
    next(jobId: string, ms: number, signal?: AbortSignal): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          emitter.off(jobId, done);
          signal?.removeEventListener("abort", done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        emitter.once(jobId, done);
        signal?.addEventListener("abort", done, { once: true });
      });
    },
  };
}

export type JobEvents = ReturnType<typeof createJobEvents>;
