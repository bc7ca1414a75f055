import type { ModelFormat } from "@/server/engines/models-3d/convert-model";
import type { Ai } from "@/server/engines/providers/ai";
import type { ProviderTicket, QueueClient } from "@/server/engines/providers/provider-jobs";
import { JobFailure } from "@/server/features/jobs/job-failure";
import type { JobContext } from "@/server/features/jobs/job-runner";
import type { Env } from "@/server/platform/env";
import { AppError } from "@/server/platform/http/errors";
import { createGuardedFetch, type GuardedFetch } from "@/server/platform/net/guarded-fetch";
import type { ModelProviderStatus } from "@/shared/models-3d";
import { providersOf, readinessWhen, type ToolReadiness } from "@/shared/tools/readiness";
import {
  downloadOutput,
  followTicket,
  type ModelStep,
  providerStepFailure,
  saveModel,
} from "./model-job";

/**
 * What the 3D tools' routes ask of their provider (fal): whether it is set up, as the panels
 * show it, and a 503 saying `notConfigured` before a job is queued without it.
 */
export function modelProvider(ai: Pick<Ai, "fal">, notConfigured: string) {
  const configured = async () => (await ai.fal()) !== undefined;
  return {
    status: async (): Promise<ModelProviderStatus> =>
      (await configured())
        ? { available: true, provider: "fal" }
        : { available: false, reason: notConfigured },
    async require() {
      if (!(await configured())) throw new AppError("provider_not_configured", notConfigured);
    },
  };
}

/** The 3D tools' readiness: off until fal, which makes the models, is set up. */
export const modelReadiness = async ({ ai }: { ai: Pick<Ai, "fal"> }): Promise<ToolReadiness> =>
  readinessWhen((await ai.fal()) !== undefined, providersOf(["FAL_KEY"]));

/** What a 3D job fetches with: the provider's outputs, and pictures at public URLs. */
export const modelDownloads = (env: Env): GuardedFetch =>
  createGuardedFetch({
    maxBytes: env.DOWNLOAD_MAX_BYTES,
    timeoutMs: env.DOWNLOAD_TIMEOUT_MS,
    allowedHosts: env.DOWNLOAD_ALLOWED_HOSTS,
  });

/** A provider request's start, its failure said as the job's owner reads it. */
export const startStep = (ticket: Promise<ProviderTicket>, signal: AbortSignal) =>
  ticket.catch((error: unknown) => {
    throw providerStepFailure(error, signal);
  });

/**
 * The modelling step every 3D job ends with: the provider's request followed to its end, its
 * mesh downloaded, checked and stored as the job's GLB (with its export links).
 */
export async function storeModelFrom(
  provider: QueueClient,
  ticket: ProviderTicket,
  step: ModelStep,
  context: Pick<JobContext, "signal" | "progress" | "saveFile"> & { download: GuardedFetch },
  file: { name: string; exportFormat: ModelFormat },
) {
  const outputs = await followTicket(provider, ticket, step, context);
  const mesh = outputs.find((output) => output.role === "model");
  if (!mesh) throw new JobFailure("The provider finished without a 3D model.");
  await context.progress({ percent: 92, stage: "Saving the model" });
  const bytes = await downloadOutput(context.download, mesh, context.signal);
  return saveModel(bytes, file.name, file.exportFormat, context.saveFile);
}
