import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionFetch } from "@/client/lib/session-gate";
import type { ShareLinkState } from "@/shared/share-links";
import { ApiError, readJson } from "./http";

const shareKey = (fileId: string) => ["share-link", fileId] as const;
const sharePath = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/share`;

/** GET /api/files/:id/share: the file's public link, or null while it is not shared. */
export function useShareLink(fileId: string) {
  return useQuery({
    queryKey: shareKey(fileId),
    queryFn: () => readJson<ShareLinkState>(sessionFetch(sharePath(fileId))),
  });
}

/** POST /api/files/:id/share: turns the public link on (the same link if it already is). */
export function useCreateShareLink(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson<ShareLinkState>(sessionFetch(sharePath(fileId), { method: "POST" })),
    onSuccess: (state) => queryClient.setQueryData(shareKey(fileId), state),
  });
}

/** DELETE /api/files/:id/share: the link stops working for everyone who has it. */
export function useRevokeShareLink(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await sessionFetch(sharePath(fileId), { method: "DELETE" });
      if (!response.ok) {
        throw new ApiError(response.status, "revoke_failed", "Failed to stop sharing this file.");
      }
    },
    onSuccess: () => queryClient.setQueryData<ShareLinkState>(shareKey(fileId), { link: null }),
  });
}
