import type { ImageGenerationRequest } from "@/shared/tools/image-generator";

type Sized = { size?: `${number}x${number}`; aspectRatio?: `${number}:${number}` };

/** What is sent to the provider for one request, and what of it differs from what was asked. */
export type ImagePlan = Sized & {
  prompt: string;
  providerOptions: Record<string, Record<string, string | number>>;
  used: { size: string; quality: string; notes: string[] };
};

const ratio = (size: string) => {
  const [width = 1, height = 1] = size.split(/[x:]/).map(Number);
  return width / height;
};

/** The choice closest in shape (aspect ratio, compared on a log scale). */
function nearest<T extends string>(wanted: string, choices: readonly T[]): T {
  const target = Math.log(ratio(wanted));
  return choices.reduce((best, choice) =>
    Math.abs(Math.log(ratio(choice)) - target) < Math.abs(Math.log(ratio(best)) - target)
      ? choice
      : best,
  );
}

const styleWords: Record<ImageGenerationRequest["style"], string> = {
  Realistic: "realistic, true-to-life detail",
  Artistic: "artistic, expressive and stylised",
  "Digital Art": "digital art, crisp and vibrant",
  Photography: "a photograph, natural light, sharp focus",
  Painting: "a painting with visible brush strokes",
  Sketch: "a pencil sketch, hand-drawn lines",
};

/**
 * Maps the panel's request onto what the model can do: sizes and qualities it lacks become its
 * nearest, and the notes say so (the panel shows them). The style is written into the prompt.
 */
export function planImageRequest(request: ImageGenerationRequest): ImagePlan {
  const prompt = `${request.prompt}\n\nStyle: ${styleWords[request.style]}.`;
  const notes: string[] = [];
  const note = (what: string, asked: string, used: string) => {
    if (asked !== used)
      notes.push(`${what} ${asked} is not offered by this model; ${used} was used.`);
  };
  switch (request.model) {
    case "dall-e-3": {
      const size = nearest(request.size, ["1024x1024", "1792x1024", "1024x1792"] as const);
      const quality = request.quality === "standard" ? "standard" : "hd";
      note("Size", request.size, size);
      note("Quality", request.quality, quality);
      const natural = request.style === "Photography" || request.style === "Realistic";
      return {
        prompt,
        size,
        providerOptions: { openai: { quality, style: natural ? "natural" : "vivid" } },
        used: { size, quality, notes },
      };
    }
    case "gpt-image-1": {
      const size = nearest(request.size, ["1024x1024", "1536x1024", "1024x1536"] as const);
      const quality = { standard: "medium", hd: "high", ultra: "high" }[request.quality];
      note("Size", request.size, size);
      note("Quality", request.quality, quality);
      return {
        prompt,
        size,
        providerOptions: { openai: { quality } },
        used: { size, quality, notes },
      };
    }
    case "google-imagen": {
      const aspectRatio = nearest(request.size, ["1:1", "4:3", "3:4", "16:9", "9:16"] as const);
      notes.push(`Imagen takes an aspect ratio, not a size: ${aspectRatio} was used.`);
      if (request.quality !== "standard") notes.push("Imagen has one quality setting.");
      return {
        prompt,
        aspectRatio,
        providerOptions: {},
        used: { size: aspectRatio, quality: "standard", notes },
      };
    }
    case "flux-pro": {
      if (request.quality !== "standard") notes.push("FLUX 1.1 Pro has one quality setting.");
      return {
        prompt,
        size: request.size,
        providerOptions: {},
        used: { size: request.size, quality: "standard", notes },
      };
    }
    case "stable-diffusion-xl": {
      const [width = 1024, height = 1024] = request.size.split("x").map(Number);
      const steps = { standard: 25, hd: 40, ultra: 50 }[request.quality];
      return {
        prompt,
        providerOptions: { replicate: { width, height, num_inference_steps: steps } },
        used: { size: request.size, quality: request.quality, notes },
      };
    }
    default:
      throw new Error(`${request.model} has no public API`);
  }
}
