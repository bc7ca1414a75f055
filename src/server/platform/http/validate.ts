import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { idParamSchema } from "@/shared/ids";
import { AppError } from "./errors";

/** zod validation that fails with our error shape and a message a person can act on. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}

/** A zod failure as one 400 whose message names each bad field. */
export function validationError(error: { issues: readonly z.core.$ZodIssue[] }) {
  const message = error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    )
    .join("; ");
  return new AppError("validation_failed", message);
}

/** The `:id` route parameter; one outside the id alphabet names nothing, so it is `notFound()`. */
export function validId(notFound: () => AppError) {
  return validIdWith(notFound, {});
}

/**
 * `validId` for a route with more path parameters (a page, a second id), so each is typed for
 * the client too; their own checks stay with the route.
 */
export function validIdWith<Extra extends Record<string, z.ZodString>>(
  notFound: () => AppError,
  extra: Extra,
) {
  return zValidator("param", idParamSchema.extend(extra), (result) => {
    if (!result.success) throw notFound();
  });
}
