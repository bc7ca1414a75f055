import { describe, expect, it } from "vitest";
import { FfmpegError } from "@/server/engines/media/ffmpeg";
import { StorageUnavailable } from "@/server/platform/storage/file-storage";
import { failureReason } from "./job-failure";

describe("failureReason for the server's own trouble", () => {
  it("says the disk ran out and refunds, whether node or ffmpeg met the full disk", () => {
    const full = Object.assign(new Error("ENOSPC: no space left on device, write"), {
      code: "ENOSPC",
    });
    const ffmpeg = new FfmpegError(
      "ffmpeg failed (exit 1): No space left on device",
      1,
      "av_interleaved_write_frame(): No space left on device",
      false,
      "ENOSPC",
    );
    for (const error of [full, ffmpeg, new Error("saving failed", { cause: full })]) {
      expect(failureReason(error)).toEqual({
        reason: expect.stringMatching(/^The server ran out of disk space while writing/),
        internal: false,
        refund: true,
      });
    }
  });

  it("says the file storage cannot be reached and refunds", () => {
    expect(failureReason(new StorageUnavailable("S3 PUT could not reach the bucket"))).toEqual({
      reason: expect.stringMatching(/^The server's file storage cannot be reached just now/),
      internal: false,
      refund: true,
    });
  });
});
