import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient, authErrorMessage } from "./auth";
import { api, readJson } from "./http";

const twoFactorKey = ["account", "two-factor"] as const;
const sessionsKey = ["account", "sessions"] as const;

/** GET /api/account/two-factor: whether sign-in asks for a code, and backup codes left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: () => readJson(api.account["two-factor"].$get()),
  });
}

/** A better-auth client call's data, or an Error with the words to show. */
async function answerOf<T>(call: Promise<{ data: T | null; error: unknown }>): Promise<T> {
  let answer: { data: T | null; error: unknown };
  try {
    answer = await call;
  } catch {
    throw new Error("Network error: check your connection and try again.");
  }
  if (answer.error || answer.data === null) throw new Error(authErrorMessage(answer.error));
  return answer.data;
}

/** The first step of turning it on: the password; answers the authenticator URI and backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async (password: string) => {
      const started = await answerOf(authClient.twoFactor.enable({ password, method: "totp" }));
      if (started.method !== "totp") throw new Error("The server did not start an authenticator.");
      return { totpURI: started.totpURI, backupCodes: started.backupCodes };
    },
  });
}

/**
 * Turns it on with the first code from the authenticator. better-auth replaces this browser's
 * session as it does, so the devices list changes too.
 */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => answerOf(authClient.twoFactor.verifyTotp({ code })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorKey });
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}

/** Turns it off (password checked). */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => answerOf(authClient.twoFactor.disable({ password })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorKey });
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}

/** Ten new backup codes (password checked); the old ones stop working. */
export function useNewBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      (await answerOf(authClient.twoFactor.generateBackupCodes({ password }))).backupCodes,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}
