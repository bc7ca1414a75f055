import { AISDKError } from "ai";
import { describeProviderError } from "@/server/ai/failure-reason";

/** A failure whose message is written for the job's owner: it becomes the job's error as is. */
export class JobFailure extends Error {}

const internalReason = "Something went wrong on our side while running this job. Please try again.";

/**
 * The reason a failed job shows: a tool's own words, a specific provider reason (never the
 * provider's text, which can echo keys), or a plain internal error; `internal` says to log it.
 */
export function failureReason(error: unknown): { reason: string; internal: boolean } {
  if (error instanceof JobFailure) return { reason: error.message, internal: false };
  if (AISDKError.isInstance(error)) {
    return { reason: describeProviderError(error).message, internal: false };
  }
  return { reason: internalReason, internal: true };
}
