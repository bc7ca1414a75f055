import { z } from "zod";
import { passwordRules } from "./auth";

/** `DELETE /api/account`: the password proves it is the owner, not someone at an open laptop. */
export const deleteAccountSchema = z
  .object({
    password: z
      .string({ error: "Enter your password to delete the account." })
      .min(1, "Enter your password to delete the account.")
      .max(passwordRules.maxLength, "That is not your password."),
  })
  .strict();

/** A signed-in browser of the account, as `GET /api/account/sessions` lists it. */
export type AccountSession = {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};

/** What `GET /api/account/two-factor` answers: whether sign-in asks for a code, and backup codes left. */
export type TwoFactorStatus = {
  enabled: boolean;
  /** Unused backup codes (0 when two-factor sign-in is off). */
  backupCodesLeft: number;
};
