import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, readJson, refusal, send, withBody } from "@/client/api/http";
import type { DocumentView } from "@/shared/documents";

const documentsKey = (conversationId: string) => ["ask-pdf", "documents", conversationId];

const documents = api.conversations[":id"].documents;

/** Where a document's original file is served to its owner (the viewer's link and its bytes). */
export const documentFile = (documentId: string) =>
  api.documents[":id"].file.$path({ param: { id: documentId } });

const isReading = (document: DocumentView) =>
  document.status === "queued" || document.status === "reading";

/** GET /api/conversations/:id/documents, asked again every second while one is being read. */
export function useDocuments(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: documentsKey(conversationId),
    queryFn: async () =>
      (await readJson(documents.$get({ param: { id: conversationId } }))).documents,
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
      const added = documents.$post({ param: { id: conversationId } }, withBody(form));
      return (await readJson(added)).document;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey(conversationId) }),
  });
}

/** DELETE /api/conversations/:id/documents/:documentId. */
export function useRemoveDocument(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) => {
      const param = { id: conversationId, documentId };
      const response = await send(documents[":documentId"].$delete({ param }));
      if (!response.ok) throw await refusal(response);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey(conversationId) }),
  });
}

/** GET /api/documents/:id/pages/:page: one page's text, for the source viewer. */
export function useDocumentPage(documentId: string, page: number) {
  return useQuery({
    queryKey: ["ask-pdf", "page", documentId, page],
    queryFn: () =>
      readJson(
        api.documents[":id"].pages[":page"].$get({ param: { id: documentId, page: String(page) } }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
