/**
 * The inputs of the fal endpoints Bismo calls, copied as data from fal-js's endpoint types
 * (fal-ai/fal-js, libs/client/src/types/endpoints.ts at 381105e, 2026-08-02; the Wan 2.2
 * image-to-video endpoint, missing there, from its fal.ai/models page). Only the fields and
 * rules Bismo's requests touch: required fields, literal choices, number ranges.
 */
type Field =
  | { type: "string"; required?: boolean; choices?: readonly string[] }
  | { type: "number"; required?: boolean; min?: number; max?: number; choices?: readonly number[] }
  | { type: "boolean" }
  | { type: "array"; required?: boolean }
  | { type: "size"; choices: readonly string[] };

const text = (required = false): Field => ({ type: "string", required });
const choice = (...choices: string[]): Field => ({ type: "string", choices });
const number = (min?: number, max?: number): Field => ({ type: "number", min, max });
const flag: Field = { type: "boolean" };

const kling = {
  prompt: text(true),
  duration: choice("5", "10"),
  negative_prompt: text(),
  cfg_scale: number(0, 1),
};
const wan = {
  prompt: text(true),
  num_frames: number(17, 161),
  frames_per_second: number(4, 60),
  resolution: choice("480p", "580p", "720p"),
  aspect_ratio: choice("16:9", "9:16", "1:1"),
  seed: number(),
};
const ltx = {
  prompt: text(true),
  num_frames: number(),
  frame_rate: number(),
  resolution: choice("480p", "720p"),
  aspect_ratio: choice("9:16", "1:1", "16:9"),
  seed: number(),
};
const hunyuanVideo = {
  prompt: text(true),
  num_frames: choice("129", "85"),
  resolution: choice("480p", "580p", "720p"),
  aspect_ratio: choice("16:9", "9:16"),
  pro_mode: flag,
  seed: number(),
};
const hunyuan3d = {
  num_inference_steps: number(1, 50),
  octree_resolution: number(),
  textured_mesh: flag,
  guidance_scale: number(),
  seed: number(),
};
const trellis = {
  ss_sampling_steps: number(1, 50),
  slat_sampling_steps: number(1, 50),
  texture_size: { type: "number", choices: [512, 1024, 2048] } as Field,
  mesh_simplify: number(),
  seed: number(),
};

export const falEndpointInputs: Record<string, Record<string, Field>> = {
  // "Use webm for true transparency (VP9 codec with alpha channel). MP4 format does not support
  // transparency and will render transparent areas as black." Default "mp4".
  "fal-ai/ben/v2/video": {
    video_url: text(true),
    output_format: choice("mp4", "webm"),
    background_color: { type: "array" },
    seed: number(),
  },
  "fal-ai/kling-video/v2.1/master/text-to-video": {
    ...kling,
    aspect_ratio: choice("16:9", "9:16", "1:1"),
  },
  // No aspect_ratio: the picture sets the shape.
  "fal-ai/kling-video/v2.1/master/image-to-video": { ...kling, image_url: text(true) },
  "fal-ai/wan/v2.2-a14b/text-to-video": wan,
  "fal-ai/wan/v2.2-a14b/image-to-video": {
    ...wan,
    image_url: text(true),
    aspect_ratio: choice("auto", "16:9", "9:16", "1:1"),
  },
  "fal-ai/wan/v2.2-a14b/video-to-video": {
    ...wan,
    video_url: text(true),
    strength: number(0, 1),
    aspect_ratio: choice("auto", "16:9", "9:16", "1:1"),
  },
  "fal-ai/ltx-video-13b-distilled": ltx,
  "fal-ai/ltx-video-13b-distilled/image-to-video": {
    ...ltx,
    image_url: text(true),
    aspect_ratio: choice("9:16", "1:1", "16:9", "auto"),
  },
  "fal-ai/hunyuan-video": hunyuanVideo,
  "fal-ai/hunyuan-video/video-to-video": {
    ...hunyuanVideo,
    video_url: text(true),
    strength: number(0, 1),
  },
  "fal-ai/hunyuan3d/v2": { input_image_url: text(true), ...hunyuan3d },
  "fal-ai/hunyuan3d/v2/multi-view": {
    front_image_url: text(true),
    back_image_url: text(true),
    left_image_url: text(true),
    ...hunyuan3d,
  },
  "fal-ai/trellis": { image_url: text(true), ...trellis },
  "fal-ai/trellis/multi": {
    image_urls: { type: "array", required: true },
    multiimage_algo: choice("stochastic", "multidiffusion"),
    ...trellis,
  },
  "fal-ai/flux/schnell": {
    prompt: text(true),
    image_size: {
      type: "size",
      choices: [
        "square_hd",
        "square",
        "portrait_4_3",
        "portrait_16_9",
        "landscape_4_3",
        "landscape_16_9",
      ],
    },
    num_images: number(1, 4),
    output_format: choice("jpeg", "png"),
    seed: number(),
  },
};

export type FieldError = { loc: (string | number)[]; msg: string; type: string };

/**
 * What fal answers an input with: pydantic's 422 `detail` for a missing or wrong field (as
 * fal-js's ValidationError reads it), and the fields the endpoint does not take, which fal
 * ignores (a test asserts there are none: a field sent for nothing is a misread schema).
 */
export function checkFalInput(endpoint: string, input: Record<string, unknown>) {
  const fields = falEndpointInputs[endpoint];
  if (!fields) return { known: false, errors: [] as FieldError[], ignored: [] as string[] };
  const errors: FieldError[] = [];
  const fail = (name: string, msg: string, type: string) =>
    errors.push({ loc: ["body", name], msg, type });
  for (const [name, field] of Object.entries(fields)) {
    const value = input[name];
    if (value === undefined) {
      if ("required" in field && field.required) fail(name, "Field required", "missing");
      continue;
    }
    if (field.type === "string") {
      if (typeof value !== "string") fail(name, "Input should be a valid string", "string_type");
      else if (field.choices && !field.choices.includes(value)) {
        fail(
          name,
          `Input should be ${field.choices.map((c) => `'${c}'`).join(" or ")}`,
          "literal_error",
        );
      }
    } else if (field.type === "number") {
      if (typeof value !== "number") fail(name, "Input should be a valid number", "float_type");
      else if (field.choices && !field.choices.includes(value)) {
        fail(name, `Input should be ${field.choices.join(" or ")}`, "literal_error");
      } else if (field.min !== undefined && value < field.min) {
        fail(name, `Input should be greater than or equal to ${field.min}`, "greater_than_equal");
      } else if (field.max !== undefined && value > field.max) {
        fail(name, `Input should be less than or equal to ${field.max}`, "less_than_equal");
      }
    } else if (field.type === "boolean" && typeof value !== "boolean") {
      fail(name, "Input should be a valid boolean", "bool_type");
    } else if (field.type === "array" && !Array.isArray(value)) {
      fail(name, "Input should be a valid list", "list_type");
    } else if (
      field.type === "size" &&
      !(typeof value === "string" ? field.choices.includes(value) : typeof value === "object")
    ) {
      fail(name, "Input should be an image size", "literal_error");
    }
  }
  const ignored = Object.keys(input).filter((name) => !(name in fields));
  return { known: true, errors, ignored };
}
