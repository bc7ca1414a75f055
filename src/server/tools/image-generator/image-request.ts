import type { ImageChoice } from "@/server/engines/providers/image-catalogue";
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
  if (choices.includes(wanted as T)) return wanted as T;
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

/** The model the request goes to: its provider, id and what it draws. */
export type ImageTarget = Pick<ImageChoice, "id" | "provider" | "capabilities">;

/**
 * Maps the panel's request onto what the model can do (shared/media-models.ts): a size it lacks
 * becomes its nearest, a quality it lacks its nearest, and the notes say so (the panel shows
 * them). The style is written into the prompt.
 */
export function planImageRequest(request: ImageGenerationRequest, target: ImageTarget): ImagePlan {
  const prompt = `${request.prompt}\n\nStyle: ${styleWords[request.style]}.`;
  const notes: string[] = [];
  const note = (what: string, asked: string, used: string) => {
    if (asked !== used)
      notes.push(`${what} ${asked} is not offered by this model; ${used} was used.`);
  };
  const { capabilities } = target;
  const size = nearest(request.size, capabilities.sizes);
  if (capabilities.aspectRatios) {
    const aspectRatio = nearest(request.size, capabilities.aspectRatios) as `${number}:${number}`;
    notes.push(`This model takes a shape, not a size: ${aspectRatio} was used.`);
    if (request.quality !== "standard") notes.push("This model has one quality setting.");
    return {
      prompt,
      aspectRatio,
      providerOptions: {},
      used: { size: aspectRatio, quality: "standard", notes },
    };
  }
  note("Size", request.size, size);
  if (target.provider === "openai" && /^dall-e-3/.test(target.id)) {
    const quality = request.quality === "standard" ? "standard" : "hd";
    note("Quality", request.quality, quality);
    const natural = request.style === "Photography" || request.style === "Realistic";
    return {
      prompt,
      size,
      providerOptions: { openai: { quality, style: natural ? "natural" : "vivid" } },
      used: { size, quality, notes },
    };
  }
  if (target.provider === "openai" && /^(gpt-image|chatgpt-image)/.test(target.id)) {
    const quality = { standard: "medium", hd: "high", ultra: "high" }[request.quality];
    note("Quality", request.quality, quality);
    return {
      prompt,
      size,
      providerOptions: { openai: { quality } },
      used: { size, quality, notes },
    };
  }
  if (target.provider === "replicate") {
    const [width = 1024, height = 1024] = size.split("x").map(Number);
    const steps = { standard: 25, hd: 40, ultra: 50 }[request.quality];
    return {
      prompt,
      providerOptions: { replicate: { width, height, num_inference_steps: steps } },
      used: { size, quality: request.quality, notes },
    };
  }
  if (request.quality !== "standard") notes.push("This model has one quality setting.");
  return { prompt, size, providerOptions: {}, used: { size, quality: "standard", notes } };
}
