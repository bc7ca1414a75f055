import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, readDeleted, readJson, respondAsync, withBody } from "@/client/api/http";
import { useCurrentUser } from "@/client/lib/current-user";
import type { VoiceCloneRequest } from "@/shared/tools/voice-clone";

const voicesKey = ["voice-clone", "voices"] as const;

/**
 * GET /api/voice-clone/voices: the user's cloned voices, or why cloning is off. Asked once
 * there is a user (a first visit's guest session may still be starting), and again for another.
 */
export function useClonedVoices() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...voicesKey, user?.id ?? null],
    queryFn: () => readJson(api["voice-clone"].voices.$get()),
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
      return readJson(api["voice-clone"].voices.$post({}, withBody(form)));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesKey }),
  });
}

/** DELETE /api/voice-clone/voices/:id: here and at the provider (one already gone is deleted). */
export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readDeleted(api["voice-clone"].voices[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesKey }),
  });
}

/** POST /api/voice-clone (as a job): text spoken in a cloned voice. */
export const speakCloned = (request: VoiceCloneRequest) =>
  readJson(api["voice-clone"].$post({ json: request }, respondAsync));
