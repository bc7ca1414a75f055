import { z } from "zod";

/** What the 3D tools export: GLB as generated; GLTF, OBJ and STL converted by the server. */
export const modelFormats = ["glb", "gltf", "obj", "stl"] as const;
export type ModelFormat = (typeof modelFormats)[number];
export const modelFormatNames: Record<ModelFormat, string> = {
  glb: "GLB",
  gltf: "GLTF",
  obj: "OBJ",
  stl: "STL",
};

/** A made model: the stored GLB, a download per export format, and its size in the scene. */
export const modelFilesSchema = z.object({
  /** The GLB as generated (what the viewer shows). */
  modelUrl: z.string(),
  /** The chosen export format's download. */
  downloadUrl: z.string(),
  exports: z.record(z.enum(modelFormats), z.string()),
  vertices: z.number(),
  triangles: z.number(),
});

/** Whether this server can make 3D models, and if not, which setting enables it. */
export type ModelProviderStatus =
  | { available: true; provider: string }
  | { available: false; reason: string };
