import { describe, expect, it } from "vitest";
import { imageGenerationRequestSchema } from "@/shared/tools/image-generator";
import { planImageRequest } from "./image-request";

const request = (fields: Record<string, unknown>) =>
  imageGenerationRequestSchema.parse({ prompt: "a lighthouse at dusk", ...fields });

describe("planImageRequest", () => {
  it("maps a size the model lacks to its nearest shape and says so", () => {
    const plan = planImageRequest(
      request({ model: "dall-e-3", size: "1216x832", quality: "ultra" }),
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

  it("keeps what the model can do as asked", () => {
    const plan = planImageRequest(request({ model: "gpt-image-1", size: "1024x1024" }));
    expect(plan).toMatchObject({ size: "1024x1024", used: { quality: "medium" } });
    expect(plan.used.notes).toEqual([
      "Quality standard is not offered by this model; medium was used.",
    ]);
    const sdxl = planImageRequest(request({ model: "stable-diffusion-xl", size: "896x1152" }));
    expect(sdxl.providerOptions.replicate).toMatchObject({ width: 896, height: 1152 });
    expect(sdxl.used.notes).toEqual([]);
  });

  it("writes the style into the prompt", () => {
    expect(planImageRequest(request({ model: "flux-pro", style: "Sketch" })).prompt).toMatch(
      /pencil sketch/,
    );
  });
});
