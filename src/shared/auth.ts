import { z } from "zod";

export const passwordRules = { minLength: 8, maxLength: 128 } as const;

export const planIdSchema = z.enum(["free", "pro", "advanced"]);
export type PlanId = z.infer<typeof planIdSchema>;

/** What `GET /api/me` answers: the signed-in (or guest) user, or null. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isGuest: z.boolean(),
  plan: planIdSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
