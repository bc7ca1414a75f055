import { AISDKError } from "ai";
import { describeProviderError, failure } from "@/server/engines/providers/failure-reason";
import { QuotaError } from "@/server/features/usage/meter";
import { DownloadRefused } from "@/server/platform/net/guarded-fetch";

/**
 * A failure whose message is written for the job's owner: it becomes the job's error as is.
 * `userCaused`: the owner's input was at fault (a file they deleted, a URL that is no image), so
 * the work's charge is not refunded as it is for every other failure.
 */
export class JobFailure extends Error {
  readonly userCaused: boolean;

  constructor(message: string, options: { userCaused?: boolean } = {}) {
    super(message);
    this.userCaused = options.userCaused ?? false;
  }
}

const internalReason = "Something went wrong on our side while running this job. Please try again.";

/**
 * The reason a failed job shows: a tool's own words, a specific provider reason (never the
 * provider's text, which can echo keys), or a plain internal error; `internal` says to log it,
 * `refund` whether the work's charge goes back to the owner (it does unless they caused it).
 */
export function failureReason(error: unknown): {
  reason: string;
  internal: boolean;
  refund: boolean;
} {
  // An allowance used up while the job ran (a document's pages, an audio's minutes).
  if (error instanceof QuotaError) return { reason: error.message, internal: false, refund: false };
  if (error instanceof JobFailure) {
    return { reason: error.message, internal: false, refund: !error.userCaused };
  }
  // A download no caller described (a provider's result in a step without its own words).
  const refused = downloadRefusal(error);
  if (refused) {
    return {
      reason: `A file could not be downloaded: ${refused.message}`,
      internal: false,
      refund: true,
    };
  }
  if (AISDKError.isInstance(error)) {
    return { reason: describeProviderError(error).message, internal: false, refund: true };
  }
  return { reason: internalReason, internal: true, refund: true };
}

function downloadRefusal(error: unknown): DownloadRefused | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (current instanceof DownloadRefused) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Why a provider call failed, as a tool's job shows it: the call timed out, the provider's
 * result URL was refused (private address, too large), or the provider's own failure. A
 * cancelled call is passed on as is: the runner sees its aborted signal.
 */
export function providerCallFailure(
  error: unknown,
  how: { timedOut?: boolean; cancelled?: boolean; unavailable?: string } = {},
): unknown {
  if (how.cancelled) return error;
  if (how.unavailable) return new JobFailure(how.unavailable);
  if (how.timedOut) return new JobFailure(failure("timeout").message);
  const refused = downloadRefusal(error);
  if (refused)
    return new JobFailure(`The provider's result could not be downloaded: ${refused.message}`);
  return error;
}
