import { z } from "zod";
import { type ModelKind, modelKinds } from "./models";
import { textField } from "./text";
import { type ToolId, tools } from "./tools/registry";

/** What a purpose's default is for: a chat tool, or a media kind used by its tools. */
export type ModelPurpose = { id: string; label: string; kind: ModelKind };

const mediaPurposes: ModelPurpose[] = [
  { id: "image", label: "Images (Image Generator, Brand Kit, Thumbnails)", kind: "image" },
  { id: "speech", label: "Neural speech (Text to Speech)", kind: "speech" },
  {
    id: "transcription",
    label: "Transcription (Speech to Text, subtitles)",
    kind: "transcription",
  },
  { id: "embedding", label: "Embeddings (Ask My PDF's vector search)", kind: "embedding" },
  { id: "video", label: "Video (Video Generator)", kind: "video" },
  { id: "3d", label: "3D models (3D Model Creator)", kind: "3d" },
];

export const chatPurposeId = (toolId: ToolId) => `tool:${toolId}`;

/** Every purpose an admin chooses a default model for, chat tools first. */
export const modelPurposes: readonly ModelPurpose[] = [
  ...tools
    .filter((tool) => tool.models.length > 0)
    .map((tool) => ({ id: chatPurposeId(tool.id), label: tool.name, kind: "chat" as const })),
  ...mediaPurposes,
];

/** One model in the admin area's Models. */
export type AdminModel = {
  id: string;
  displayName: string;
  kind: ModelKind;
  vision: boolean;
  /** The provider lists it now. */
  listed: boolean;
  /** Offered in pickers (the admin's choice, or Bismo's: the newest of each family). */
  enabled: boolean;
  /** Whether `enabled` is the admin's own choice. */
  chosen: boolean;
  /** When the provider refused it as not found or retired, its words, and what replaces it. */
  unavailable: { at: string; reason: string; replacement: string | null } | null;
  /** The date the provider says it stops serving it. */
  retiresAt: string | null;
};

export type AdminProviderModels = {
  provider: string;
  name: string;
  configured: boolean;
  /** The setting that switches it on. */
  setting: string;
  /** The last good read of its list, and the provider's words when the last read failed. */
  refreshedAt: string | null;
  error: string | null;
  models: AdminModel[];
};

export type AdminDefault = {
  purpose: string;
  label: string;
  kind: ModelKind;
  /** The admin's choice (`provider` and `id`), null when Bismo chooses. */
  chosen: { provider: string; id: string } | null;
  /** The model used now, whoever chose it; null when none is offered. */
  effective: { provider: string; id: string; displayName: string } | null;
};

/** GET /api/admin/models */
export type AdminModelsResponse = { providers: AdminProviderModels[]; defaults: AdminDefault[] };

/** POST /api/admin/providers/:provider/test: what the provider answered, in its own words. */
export type ProviderTestResult = {
  ok: boolean;
  /** Models its list gave (null when it could not be read). */
  models: number | null;
  /** The call made to spend as little as possible, e.g. "a 1-token chat with gpt-5-nano". */
  call: string | null;
  /** What went wrong, with the provider's own text. */
  error: string | null;
};

const modelIdField = textField().trim().min(1, "Name a model.").max(300);

export const adminModelParamSchema = z.object({
  provider: textField().trim().min(1).max(50),
});

/** PUT /api/admin/models/:provider: switch one model on or off (null: Bismo's default). */
export const modelEnabledInputSchema = z
  .object({ id: modelIdField, enabled: z.boolean().nullable() })
  .strict();

/** PUT /api/admin/model-defaults: the default for a purpose (null model: Bismo chooses). */
export const modelDefaultInputSchema = z
  .object({
    purpose: z.enum(modelPurposes.map((purpose) => purpose.id) as [string, ...string[]], {
      error: "There is no such purpose.",
    }),
    model: z.object({ provider: textField().trim().min(1).max(50), id: modelIdField }).nullable(),
  })
  .strict();
export type ModelDefaultInput = z.infer<typeof modelDefaultInputSchema>;

export const modelKindSchema = z.enum(modelKinds);
