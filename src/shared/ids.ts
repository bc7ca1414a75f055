import { z } from "zod";

/**
 * An id the app generates: uuids (conversations, uploads, saved answers) and the AI SDK's
 * message ids, which use letters, digits, '-' and '_'. Anything else names nothing.
 */
export const idSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "an id has only letters, digits, '-' and '_'");

/** The `:id` route parameter. */
export const idParamSchema = z.object({ id: idSchema });
