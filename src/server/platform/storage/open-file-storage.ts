import type { Env } from "@/server/platform/env";
import { createLocalFileStorage, type FileStorage } from "./file-storage";
import { createS3FileStorage } from "./s3-file-storage";

/** The bucket when `S3_BUCKET` is set (env.ts has checked its keys), else `DATA_DIR/files`. */
export function openFileStorage(env: Env): FileStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3FileStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalFileStorage(env.dataDir);
}
