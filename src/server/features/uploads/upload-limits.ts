import { eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { SessionData } from "@/server/features/auth/auth";
import type { AppEnv } from "@/server/features/auth/session";
import type { Db } from "@/server/platform/db/client";
import { user } from "@/server/platform/db/schema/auth";
import { document } from "@/server/platform/db/schema/documents";
import { mediaFile } from "@/server/platform/db/schema/media";
import { upload } from "@/server/platform/db/schema/workbench";
import type { Env } from "@/server/platform/env";
import { streamedUpload } from "@/server/platform/http/body-limits";
import { AppError } from "@/server/platform/http/errors";
import { consumeRateLimit } from "@/server/platform/http/rate-limit";
import { msg, type ServerMessage } from "@/server/platform/i18n/server-messages";
import { planIdSchema } from "@/shared/auth";
import { getPlan } from "@/shared/plans";

export type UploadLimits = Pick<
  Env,
  | "UPLOAD_GUEST_FILES_PER_HOUR"
  | "UPLOAD_ACCOUNT_FILES_PER_HOUR"
  | "GUEST_STORAGE_MAX_BYTES"
  | "GUEST_UPLOAD_RETENTION_MINUTES"
>;

/** Several guests may share an address (a household, an office): it gets three guests' worth. */
export const guestsPerAddress = 3;

const hour = 3600;

const tooMany = (message: ServerMessage, retryAfterSeconds: number) =>
  new AppError("rate_limited", message, {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });

const minutes = (seconds: number) => Math.ceil(seconds / 60);

/**
 * Files per hour: per account for account holders; for guests both per guest and per client
 * address, since a new guest session costs nothing. Counted before the body is read; throws 429.
 */
export async function checkUploadRate(
  db: Db,
  limits: UploadLimits,
  session: SessionData,
  clientIp: string,
) {
  if (!session.user.isAnonymous) {
    const max = limits.UPLOAD_ACCOUNT_FILES_PER_HOUR;
    const rate = await consumeRateLimit(db, `bismo:upload:user:${session.user.id}`, {
      windowSeconds: hour,
      max,
    });
    if (!rate.allowed)
      throw tooMany(
        msg(
          {
            id: "errors.uploads.perHour",
            defaultMessage:
              "You can upload {max, number} files an hour. Please wait {minutes, number} min and try again.",
          },
          { max, minutes: minutes(rate.retryAfterSeconds) },
        ),
        rate.retryAfterSeconds,
      );
    return;
  }
  const max = limits.UPLOAD_GUEST_FILES_PER_HOUR;
  const guest = await consumeRateLimit(db, `bismo:upload:guest:${session.user.id}`, {
    windowSeconds: hour,
    max,
  });
  const address = await consumeRateLimit(db, `bismo:upload:ip:${clientIp}`, {
    windowSeconds: hour,
    max: max * guestsPerAddress,
  });
  const refused = [guest, address].filter((rate) => !rate.allowed);
  if (refused.length > 0) {
    const wait = Math.max(...refused.map((rate) => rate.retryAfterSeconds));
    throw tooMany(
      msg(
        {
          id: "errors.uploads.guestPerHour",
          defaultMessage:
            "Guests can upload {max, number} files an hour. Please wait {minutes, number} min, or sign in for more.",
        },
        { max, minutes: minutes(wait) },
      ),
      wait,
    );
  }
}

/**
 * `checkUploadRate` for a route that takes a person's file, before its body is read; a request
 * without a session goes on to the route, which answers it 401.
 */
export function limitUploadRate(db: Db, limits: UploadLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get("session");
    if (session) await checkUploadRate(db, limits, session, c.get("clientIp"));
    await next();
  };
}

/**
 * For a route that takes one of a person's files as its body: the body streams (outside the
 * app's JSON body limits, under the route's own cap) and the upload rate is counted first.
 */
export function fileUploadRoute(db: Db, limits: UploadLimits): MiddlewareHandler<AppEnv> {
  return streamedUpload(limitUploadRate(db, limits));
}

function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${Number((bytes / 1e9).toFixed(1))} GB`;
  if (bytes >= 1e6) return `${Math.round(bytes / 1e6)} MB`;
  return `${Math.ceil(bytes / 1e3)} kB`;
}

/** What a user's files take: attachments, media files (tools' inputs and outputs) and documents. */
export async function storedBytes(tx: Pick<Db, "select">, ownerId: string): Promise<number> {
  const stored = await tx
    .select({ bytes: sql<string>`coalesce(sum(${upload.size}), 0)` })
    .from(upload)
    .where(eq(upload.userId, ownerId))
    .unionAll(
      tx
        .select({ bytes: sql<string>`coalesce(sum(${mediaFile.size}), 0)` })
        .from(mediaFile)
        .where(eq(mediaFile.userId, ownerId)),
    )
    .unionAll(
      tx
        .select({ bytes: sql<string>`coalesce(sum(${document.size}), 0)` })
        .from(document)
        .where(eq(document.userId, ownerId)),
    );
  return stored.reduce((sum, row) => sum + Number(row.bytes), 0);
}

/**
 * Refuses (413) a file that would take the owner past their storage (attachments, media files
 * and documents together): a guest's `GUEST_STORAGE_MAX_BYTES`, an account's plan allowance.
 * Run inside the transaction that stores the row: it locks the owner's user row, so two
 * uploads at once cannot both fit the last room.
 */
export async function checkStorageRoom(
  tx: Pick<Db, "select">,
  limits: UploadLimits,
  ownerId: string,
  size: number,
) {
  const [owner] = await tx
    .select({ isAnonymous: user.isAnonymous, plan: user.plan })
    .from(user)
    .where(eq(user.id, ownerId))
    .for("update");
  const used = await storedBytes(tx, ownerId);
  const guest = owner?.isAnonymous ?? true;
  const allowance = guest
    ? limits.GUEST_STORAGE_MAX_BYTES
    : getPlan(planIdSchema.catch("free").parse(owner?.plan)).storageBytes;
  if (used + size <= allowance) return;
  throw new AppError(
    "payload_too_large",
    guest
      ? msg(
          {
            id: "errors.uploads.guestStorage",
            defaultMessage:
              "Guests can keep {allowance} of files at a time, and yours already take {used}. Each is removed {minutes, number} minutes after upload; sign in to keep more.",
          },
          {
            allowance: formatBytes(allowance),
            used: formatBytes(used),
            minutes: limits.GUEST_UPLOAD_RETENTION_MINUTES,
          },
        )
      : msg(
          {
            id: "errors.uploads.planStorage",
            defaultMessage:
              "This file would take your files past the {allowance} your plan includes ({used} used).",
          },
          { allowance: formatBytes(allowance), used: formatBytes(used) },
        ),
  );
}
