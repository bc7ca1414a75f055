import { useSearchParams } from "react-router";

const param = "result";

/**
 * The saved result a panel tool shows (a deck, a plan...), kept in the address as `?result=<id>`
 * so the left panel's history, the workspace and the back button agree on it.
 */
export function useOpenResult() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(param, id);
      else next.delete(param);
      return next;
    });
  return { resultId: searchParams.get(param), open };
}
