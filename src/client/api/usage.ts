import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { defaultAllowances, type PlansResponse } from "@/shared/plans";
import { api, readJson } from "./http";

/** Invalidate after work is accepted: each message, image or minute counts against an allowance. */
export const usageKey = ["account", "usage"] as const;

/**
 * GET /api/account/usage: the caller's plan (guests have one too), what is used of each
 * allowance in its day or month, and the bytes stored. Kept fresh while it is on screen.
 */
export function useAccountUsage(enabled = true) {
  return useQuery({
    queryKey: usageKey,
    queryFn: () => readJson(api.account.usage.$get()),
    staleTime: 0,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    enabled,
  });
}

/** The catalogue's allowances until the server's (an operator may change them) have arrived. */
const catalogueAllowances: PlansResponse = {
  plans: (["free", "pro", "advanced"] as const).map((id) => ({
    id,
    allowances: defaultAllowances[id],
  })),
  guest: defaultAllowances.guest,
};

/**
 * GET /api/plans: each plan's allowances as this server enforces them. Plain state rather than
 * the query cache: the plan pages are prerendered, where there is no query client, and render
 * the catalogue's figures until the server's arrive.
 */
export function usePlanAllowances(): PlansResponse {
  const [catalogue, setCatalogue] = useState(catalogueAllowances);
  useEffect(() => {
    let current = true;
    readJson(api.plans.$get())
      .then((answer) => current && setCatalogue(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return catalogue;
}
