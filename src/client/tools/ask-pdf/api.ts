import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { sessionFetch } from "@/client/lib/session-gate";
import type {
  DocumentAddedResponse,
  DocumentListResponse,
  DocumentPageResponse,
  DocumentView,
} from "@/shared/documents";

const documentsKey = (conversationId: string) => ["ask-pdf", "documents", conversationId];

const isReading = (document: DocumentView) =>
  document.status === "queued" || document.status === "reading";

/** GET /api/conversations/:id/documents, asked again every second while one is being read. */
export function useDocuments(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: documentsKey(conversationId),
    queryFn: async () =>
      (
        await readJson<DocumentListResponse>(
          sessionFetch(`/api/conversations/${encodeURIComponent(conversationId)}/documents`),
        )
      ).documents,
    enabled,
    refetchInterval: (query) => (query.state.data?.some(isReading) ? 1000 : false),
  });
}

/** POST /api/conversations/:id/documents: one file, read by a job on the server. */
export function useAddDocument(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return (
        await readJson<DocumentAddedResponse>(
          sessionFetch(`/api/conversations/${encodeURIComponent(conversationId)}/documents`, {
            method: "POST",
            body: form,
          }),
        )
      ).document;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey(conversationId) }),
  });
}

/** DELETE /api/conversations/:id/documents/:documentId. */
export function useRemoveDocument(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) => {
      const response = await sessionFetch(
        `/api/conversations/${encodeURIComponent(conversationId)}/documents/${encodeURIComponent(documentId)}`,
        { method: "DELETE" },
      );
      if (!response.ok) await readJson(response);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey(conversationId) }),
  });
}

/** GET /api/documents/:id/pages/:page: one page's text, for the source viewer. */
export function useDocumentPage(documentId: string, page: number) {
  return useQuery({
    queryKey: ["ask-pdf", "page", documentId, page],
    queryFn: () =>
      readJson<DocumentPageResponse>(
        sessionFetch(`/api/documents/${encodeURIComponent(documentId)}/pages/${page}`),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
