import { useQuery } from "@tanstack/react-query";
import { type Answered, readJson } from "./http";

/**
 * What a tool's panel asks its server before anything is made: which providers, models, voices
 * or hosts are set up here (or why not). The answer is kept for five minutes.
 */
export function useToolFacts<R extends Answered>(
  key: readonly string[],
  request: () => Promise<R>,
) {
  return useQuery({ queryKey: key, queryFn: () => readJson(request()), staleTime: 5 * 60_000 });
}
