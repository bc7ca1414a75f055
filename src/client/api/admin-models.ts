import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminModelsResponse, ModelDefaultInput } from "@/shared/model-admin";
import { auditKey } from "./admin-audit";
import { api, readJson } from "./http";
import { modelsKey } from "./models";
import { readinessKey } from "./tool-readiness";

const adminModelsKey = ["admin", "models"] as const;

/** GET /api/admin/models: every provider's listed models, their state, each purpose's default. */
export function useAdminModels() {
  return useQuery({
    queryKey: adminModelsKey,
    queryFn: () => readJson(api.admin.models.$get()),
    staleTime: 0,
  });
}

/** A change that answers the whole Models view: it replaces the cached one. */
function useModelsChange<Variables>(send: (variables: Variables) => Promise<AdminModelsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (models) => queryClient.setQueryData(adminModelsKey, models),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auditKey }),
        // The pickers' catalogue changes with it.
        queryClient.invalidateQueries({ queryKey: modelsKey }),
      ]),
  });
}

/** PUT /api/admin/models/:provider: one model on or off (null: Bismo's default). */
export const useSwitchModel = () =>
  useModelsChange(
    ({ provider, id, enabled }: { provider: string; id: string; enabled: boolean | null }) =>
      readJson(api.admin.models[":provider"].$put({ param: { provider }, json: { id, enabled } })),
  );

/** PUT /api/admin/model-defaults: a purpose's default (null: Bismo chooses). */
export const useSetModelDefault = () =>
  useModelsChange((input: ModelDefaultInput) =>
    readJson(api.admin["model-defaults"].$put({ json: input })),
  );

/** POST /api/admin/models/:provider/refresh: the provider's list read again now. */
export const useRefreshModels = () =>
  useModelsChange((provider: string) =>
    readJson(api.admin.models[":provider"].refresh.$post({ param: { provider } })),
  );

/** POST /api/admin/providers/:provider/test: the list read, then the cheapest real call. */
export function useTestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: string) =>
      readJson(api.admin.providers[":provider"].test.$post({ param: { provider } })),
    // A test reads the provider's list again: the pickers and the tools' readiness follow it.
    onSettled: () =>
      Promise.all(
        [adminModelsKey, modelsKey, readinessKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
