import type { ModelKind } from "./models";
import type { VideoGenerationType } from "./video";

/**
 * What each media model takes, in one place: the panels offer only these values and the server
 * refuses anything else (400) before a provider is paid. Each row cites the contract it follows.
 */

export type AspectRatio = "16:9" | "9:16";

export type VideoCapabilities = {
  types: readonly VideoGenerationType[];
  /** Clip lengths the model renders, in seconds. */
  durations: readonly number[];
  /** Shapes it renders for text-to-video (and video-to-video). */
  aspectRatios: readonly AspectRatio[];
  /** Image-to-video takes its shape from the image, whatever ratio was asked. */
  imageSetsShape?: boolean;
  /** The first frame must be exactly the video's size, in one of these types (Sora). */
  exactImage?: { types: readonly string[] };
};

type Row<T> = { provider: string; id: RegExp; capabilities: T };

const videoRows: Row<VideoCapabilities>[] = [
  // Veo 3.x through the Gemini API: 4, 6 or 8 s; 16:9 or 9:16 (ai.google.dev video docs, as
  // several of its clients' docs agree; Veo 2 renders 5 to 8 s).
  {
    provider: "google",
    id: /^veo-2/,
    capabilities: {
      types: ["text-to-video", "image-to-video"],
      durations: [5, 6, 8],
      aspectRatios: ["16:9", "9:16"],
    },
  },
  {
    provider: "google",
    id: /^veo-/,
    capabilities: {
      types: ["text-to-video", "image-to-video"],
      durations: [4, 6, 8],
      aspectRatios: ["16:9", "9:16"],
    },
  },
  // OpenAI's Videos API (openai-node videos.ts): seconds "4" | "8" | "12", size 1280x720 or
  // 720x1280; `input_reference` must match `size` exactly, as JPEG, PNG or WebP.
  {
    provider: "openai",
    id: /^sora-/,
    capabilities: {
      types: ["text-to-video", "image-to-video"],
      durations: [4, 8, 12],
      aspectRatios: ["16:9", "9:16"],
      exactImage: { types: ["image/jpeg", "image/png", "image/webp"] },
    },
  },
  // fal-js endpoint types: Kling 2.1 duration "5" | "10"; its image-to-video has no
  // aspect_ratio (the picture sets it).
  {
    provider: "fal",
    id: /^fal-kling$/,
    capabilities: {
      types: ["text-to-video", "image-to-video"],
      durations: [5, 10],
      aspectRatios: ["16:9", "9:16"],
      imageSetsShape: true,
    },
  },
  // Wan 2.2: num_frames 17 to 161 at 16 frames a second (1 to 10 s).
  {
    provider: "fal",
    id: /^fal-wan$/,
    capabilities: {
      types: ["text-to-video", "image-to-video", "video-to-video"],
      durations: [5, 6, 8, 10],
      aspectRatios: ["16:9", "9:16"],
    },
  },
  // LTX Video: num_frames 121 at 24 frames a second (its documented default; 5 s).
  {
    provider: "fal",
    id: /^fal-ltx$/,
    capabilities: {
      types: ["text-to-video", "image-to-video"],
      durations: [5],
      aspectRatios: ["16:9", "9:16"],
    },
  },
  // HunyuanVideo on fal: num_frames "129" (5 s at 24 frames a second) or "85".
  {
    provider: "fal",
    id: /^fal-hunyuan-video$/,
    capabilities: {
      types: ["text-to-video", "video-to-video"],
      durations: [5],
      aspectRatios: ["16:9", "9:16"],
    },
  },
  // HunyuanVideo on Replicate: width, height and video_length (frames at 24 a second).
  {
    provider: "replicate",
    id: /^replicate-hunyuan-video$/,
    capabilities: { types: ["text-to-video"], durations: [3, 5], aspectRatios: ["16:9", "9:16"] },
  },
];

export function videoCapabilities(provider: string, id: string): VideoCapabilities | undefined {
  return videoRows.find((row) => row.provider === provider && row.id.test(id))?.capabilities;
}

/** The panel's sizes, which every model is asked in its own terms. */
export const imageSizes = [
  "1024x1024",
  "1152x896",
  "896x1152",
  "1216x832",
  "1536x1024",
  "1024x1536",
  "1792x1024",
  "1024x1792",
] as const;
export type ImageSize = (typeof imageSizes)[number];

export type ImageCapabilities = {
  /** The sizes of `imageSizes` the model draws. */
  sizes: readonly ImageSize[];
  /** Most images one request may ask for; more are asked for in more requests. */
  perCall: number;
  /** It takes an aspect ratio instead of a size (the nearest to the size asked). */
  aspectRatios?: readonly string[];
};

const imageRows: Row<ImageCapabilities>[] = [
  // openai-node images.ts: dall-e-3 draws 1024x1024, 1792x1024 or 1024x1792, one per request.
  {
    provider: "openai",
    id: /^dall-e-3/,
    capabilities: { sizes: ["1024x1024", "1792x1024", "1024x1792"], perCall: 1 },
  },
  {
    provider: "openai",
    id: /^dall-e-2/,
    capabilities: { sizes: ["1024x1024"], perCall: 10 },
  },
  // gpt-image-1 (and its mini and 1.5): 1024x1024, 1536x1024 or 1024x1536, up to 10.
  {
    provider: "openai",
    id: /^(gpt-image-1|chatgpt-image)/,
    capabilities: { sizes: ["1024x1024", "1536x1024", "1024x1536"], perCall: 10 },
  },
  // gpt-image-2 and later: any WxH with both edges multiples of 16, ratio up to 3:1, at most
  // 3840 px (openai-node images.ts `size`): every size of the panel's that fits.
  {
    provider: "openai",
    id: /^gpt-image-/,
    capabilities: {
      sizes: ["1024x1024", "1152x896", "896x1152", "1216x832", "1536x1024", "1024x1536"],
      perCall: 10,
    },
  },
  // Gemini image models (generateContent with imageConfig.aspectRatio): one image per call
  // (@ai-sdk/google refuses n > 1), shaped by an aspect ratio.
  {
    provider: "google",
    id: /^gemini-/,
    capabilities: {
      sizes: ["1024x1024", "1152x896", "896x1152", "1216x832", "1536x1024", "1024x1536"],
      perCall: 1,
      aspectRatios: ["1:1", "4:3", "3:4", "16:9", "9:16", "3:2", "2:3"],
    },
  },
  // fal FLUX 1.1 Pro: image_size {width, height}, num_images.
  {
    provider: "fal",
    id: /^flux-pro$/,
    capabilities: {
      sizes: ["1024x1024", "1152x896", "896x1152", "1216x832", "1536x1024", "1024x1536"],
      perCall: 4,
    },
  },
  // SDXL's trained sizes (width and height in multiples of 64).
  {
    provider: "replicate",
    id: /^stable-diffusion-xl$/,
    capabilities: { sizes: ["1024x1024", "1152x896", "896x1152", "1216x832"], perCall: 4 },
  },
  // The operator's own image server (LocalAI core/http/endpoints/openai/image.go): `size` is any
  // WIDTHxHEIGHT, `n` images drawn one after another. The panel's sizes, all multiples of 64,
  // as Stable Diffusion models draw them.
  { provider: "image-server", id: /./, capabilities: { sizes: imageSizes, perCall: 4 } },
];

export function imageCapabilities(provider: string, id: string): ImageCapabilities | undefined {
  return imageRows.find((row) => row.provider === provider && row.id.test(id))?.capabilities;
}

/**
 * The media models Bismo drives by fixed ids, where a provider serves thousands of endpoints
 * (fal, Replicate) or one model for the job (Deepgram, AssemblyAI, ElevenLabs' Scribe): they
 * count as listed while the provider's key is set, until the provider refuses one.
 */
export const fixedMediaModels: readonly {
  provider: string;
  id: string;
  kind: ModelKind;
  displayName: string;
}[] = [
  { provider: "fal", id: "flux-pro", kind: "image", displayName: "FLUX 1.1 Pro" },
  { provider: "fal", id: "fal-kling", kind: "video", displayName: "Kling 2.1" },
  { provider: "fal", id: "fal-wan", kind: "video", displayName: "Wan 2.2" },
  { provider: "fal", id: "fal-ltx", kind: "video", displayName: "LTX Video" },
  { provider: "fal", id: "fal-hunyuan-video", kind: "video", displayName: "HunyuanVideo" },
  { provider: "fal", id: "fal-ai/hunyuan3d/v2", kind: "3d", displayName: "Hunyuan3D 2" },
  { provider: "fal", id: "fal-ai/trellis", kind: "3d", displayName: "TRELLIS" },
  {
    provider: "replicate",
    id: "stable-diffusion-xl",
    kind: "image",
    displayName: "Stable Diffusion XL",
  },
  {
    provider: "replicate",
    id: "replicate-hunyuan-video",
    kind: "video",
    displayName: "HunyuanVideo",
  },
  { provider: "deepgram", id: "nova-3", kind: "transcription", displayName: "Nova-3" },
  {
    provider: "assemblyai",
    id: "universal-3-5-pro",
    kind: "transcription",
    displayName: "Universal 3.5 Pro",
  },
  { provider: "elevenlabs", id: "scribe_v1", kind: "transcription", displayName: "Scribe" },
];
