import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShareLinkState } from "@/shared/share-links";
import { ApiError, api, readJson, send } from "./http";

const shareKey = (fileId: string) => ["share-link", fileId] as const;
const share = (fileId: string) => ({ param: { id: fileId } });

/** GET /api/files/:id/share: the file's public link, or null while it is not shared. */
export function useShareLink(fileId: string) {
  return useQuery({
    queryKey: shareKey(fileId),
    queryFn: () => readJson(api.files[":id"].share.$get(share(fileId))),
  });
}

/** POST /api/files/:id/share: turns the public link on (the same link if it already is). */
export function useCreateShareLink(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson(api.files[":id"].share.$post(share(fileId))),
    onSuccess: (state) => queryClient.setQueryData(shareKey(fileId), state),
  });
}

/** DELETE /api/files/:id/share: the link stops working for everyone who has it. */
export function useRevokeShareLink(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await send(api.files[":id"].share.$delete(share(fileId)));
      if (!response.ok) {
        throw new ApiError(response.status, "revoke_failed", "Failed to stop sharing this file.");
      }
    },
    onSuccess: () => queryClient.setQueryData<ShareLinkState>(shareKey(fileId), { link: null }),
  });
}
