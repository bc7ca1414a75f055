import { describe, expect, it } from "vitest";
import { imageCapabilities } from "@/shared/media-models";
import { imageGenerationRequestSchema } from "@/shared/tools/image-generator";
import { type ImageTarget, planImageRequest } from "./image-request";

const request = (fields: Record<string, unknown>) =>
  imageGenerationRequestSchema.parse({ prompt: "a lighthouse at dusk", ...fields });

const target = (provider: ImageTarget["provider"], id: string): ImageTarget => ({
  provider,
  id,
  capabilities: imageCapabilities(provider, id)!,
});

describe("planImageRequest", () => {
  it("maps a size the model lacks to its nearest shape and says so", () => {
    const plan = planImageRequest(
      request({ size: "1216x832", quality: "ultra" }),
      target("openai", "dall-e-3"),
    );
    expect(plan.size).toBe("1792x1024");
    expect(plan.used).toEqual({
      size: "1792x1024",
      quality: "hd",
      notes: [
        "Size 1216x832 is not offered by this model; 1792x1024 was used.",
        "Quality ultra is not offered by this model; hd was used.",
      ],
    });
  });

  it("keeps what the model can do as asked: gpt-image-2 draws the panel's sizes as they are", () => {
    const plan = planImageRequest(request({ size: "1152x896" }), target("openai", "gpt-image-2"));
    expect(plan).toMatchObject({ size: "1152x896", used: { quality: "medium" } });
    expect(plan.used.notes).toEqual([
      "Quality standard is not offered by this model; medium was used.",
    ]);
    const older = planImageRequest(request({ size: "1152x896" }), target("openai", "gpt-image-1"));
    expect(older.size).toBe("1536x1024");
    const sdxl = planImageRequest(
      request({ size: "896x1152" }),
      target("replicate", "stable-diffusion-xl"),
    );
    expect(sdxl.providerOptions.replicate).toMatchObject({ width: 896, height: 1152 });
    expect(sdxl.used.notes).toEqual([]);
  });

  it("asks a Gemini image model for a shape, not a size", () => {
    const plan = planImageRequest(
      request({ size: "1536x1024" }),
      target("google", "gemini-3.1-flash-image"),
    );
    expect(plan.aspectRatio).toBe("3:2");
    expect(plan.size).toBeUndefined();
  });

  it("writes the style into the prompt", () => {
    expect(
      planImageRequest(request({ style: "Sketch" }), target("fal", "flux-pro")).prompt,
    ).toMatch(/pencil sketch/);
  });
});
