import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readJson } from "@/client/api/http";
import { startToolJob } from "@/client/api/jobs";
import { useCurrentUser } from "@/client/lib/current-user";
import { sessionFetch } from "@/client/lib/session-gate";
import type { ClonedVoice, ClonedVoiceList, VoiceCloneRequest } from "@/shared/tools/voice-clone";

const voicesKey = ["voice-clone", "voices"] as const;

/**
 * GET /api/voice-clone/voices: the user's cloned voices, or why cloning is off. Asked once
 * there is a user (a first visit's guest session may still be starting), and again for another.
 */
export function useClonedVoices() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...voicesKey, user?.id ?? null],
    queryFn: () => readJson<ClonedVoiceList>(sessionFetch("/api/voice-clone/voices")),
    enabled: Boolean(user),
  });
}

/** POST /api/voice-clone/voices (multipart): clones a voice from a sample, with consent. */
export function useCloneVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; sample: File; consent: boolean }) => {
      const form = new FormData();
      form.append("name", input.name);
      form.append("consent", String(input.consent));
      form.append("file", input.sample, input.sample.name);
      return readJson<ClonedVoice>(
        sessionFetch("/api/voice-clone/voices", { method: "POST", body: form }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesKey }),
  });
}

/** DELETE /api/voice-clone/voices/:id: here and at the provider. */
export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await sessionFetch(`/api/voice-clone/voices/${encodeURIComponent(id)}`, {
        method: "DELETE",
      });
      // A voice already gone counts as deleted; any other failure says why (readJson throws it).
      if (!response.ok && response.status !== 404) await readJson(response);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesKey }),
  });
}

/** POST /api/voice-clone (as a job): text spoken in a cloned voice. */
export const speakCloned = (request: VoiceCloneRequest) =>
  startToolJob("/api/voice-clone", request);
