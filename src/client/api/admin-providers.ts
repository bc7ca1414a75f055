import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ProviderServiceId,
  ProviderSettingsInput,
  ProviderStatus,
} from "@/shared/provider-settings";
import { auditKey } from "./admin-audit";
import { api, readJson } from "./http";
import { modelsKey } from "./models";
import { readinessKey } from "./tool-readiness";

const providersKey = ["admin", "providers"] as const;

/** GET /api/admin/providers: each provider, whether it is set up and where from. */
export function useProviderStatuses() {
  return useQuery({
    queryKey: providersKey,
    queryFn: async () => (await readJson(api.admin.providers.$get())).providers,
    staleTime: 0,
  });
}

function useProviderChange<Variables>(
  send: (variables: Variables) => Promise<{ provider: ProviderStatus }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ provider }) =>
      queryClient.setQueryData<ProviderStatus[]>(providersKey, (list) =>
        list?.map((entry) => (entry.id === provider.id ? provider : entry)),
      ),
    // What the tools can do changes with the providers: the model lists and each tool's readiness.
    onSettled: () =>
      Promise.all(
        [auditKey, modelsKey, readinessKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** PUT /api/admin/providers/:provider: a new key and/or base URL, in force at once. */
export function useSaveProviderSettings() {
  return useProviderChange(
    ({ provider, input }: { provider: ProviderServiceId; input: ProviderSettingsInput }) =>
      readJson(api.admin.providers[":provider"].$put({ param: { provider }, json: input })),
  );
}

/** DELETE /api/admin/providers/:provider: what an admin stored for it. */
export function useRemoveProviderSettings() {
  return useProviderChange((provider: ProviderServiceId) =>
    readJson(api.admin.providers[":provider"].$delete({ param: { provider } })),
  );
}
