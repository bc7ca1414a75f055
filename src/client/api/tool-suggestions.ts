import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "@/client/api/http";
import type { ToolSuggestion } from "@/shared/tool-suggestions";

export async function submitToolSuggestion(text: string) {
  return readJson<{ suggestion: ToolSuggestion }>(
    api["tool-suggestions"].$post({ json: { text } }),
  );
}

export function useSubmitToolSuggestion() {
  return useMutation({ mutationFn: submitToolSuggestion });
}
