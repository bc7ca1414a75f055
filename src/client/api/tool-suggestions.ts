import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "@/client/api/http";

export async function submitToolSuggestion(text: string) {
  return readJson(api["tool-suggestions"].$post({ json: { text } }));
}

export function useSubmitToolSuggestion() {
  return useMutation({ mutationFn: submitToolSuggestion });
}
