import { type Document, Format, NodeIO } from "@gltf-transform/core";
import { placedMeshes } from "./mesh-triangles";

/** The export formats the product offers (spec: GLB as generated; OBJ, STL and GLTF converted). */
export const modelFormats = ["glb", "gltf", "obj", "stl"] as const;
export type ModelFormat = (typeof modelFormats)[number];

export const modelFormatFiles: Record<ModelFormat, { extension: string; mimeType: string }> = {
  glb: { extension: "glb", mimeType: "model/gltf-binary" },
  gltf: { extension: "gltf", mimeType: "model/gltf+json" },
  obj: { extension: "obj", mimeType: "model/obj" },
  stl: { extension: "stl", mimeType: "model/stl" },
};

/** A GLB the converter could not read (not glTF, or compressed with an extension it lacks). */
export class ModelReadError extends Error {}

const io = new NodeIO();

export function isGlb(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && Buffer.from(bytes.subarray(0, 4)).toString("latin1") === "glTF";
}

export async function readGlb(bytes: Uint8Array): Promise<Document> {
  if (!isGlb(bytes)) throw new ModelReadError("The model is not a GLB file");
  try {
    return await io.readBinary(bytes);
  } catch (error) {
    throw new ModelReadError(
      `The GLB could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const sniffImage = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50
    ? "image/png"
    : bytes[0] === 0xff
      ? "image/jpeg"
      : "image/webp";

/** glTF JSON in one file: the binary buffer and the textures inlined as data URIs. */
async function toGltf(document: Document): Promise<Buffer> {
  const { json, resources } = await io.writeJSON(document, { format: Format.GLTF });
  const inline = (uri: string | undefined, mimeType: string | undefined) => {
    const bytes = uri === undefined ? undefined : resources[uri];
    if (!bytes) return uri;
    const type = mimeType ?? sniffImage(bytes);
    return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
  };
  for (const buffer of json.buffers ?? [])
    buffer.uri = inline(buffer.uri, "application/octet-stream");
  for (const image of json.images ?? []) {
    if (image.uri !== undefined) image.uri = inline(image.uri, image.mimeType);
  }
  return Buffer.from(JSON.stringify(json));
}

const f = (value: number) => Number(value.toFixed(6)).toString();

/** Wavefront OBJ: one object per placed primitive, world positions, UVs and normals when present. */
function toObj(document: Document): Buffer {
  const lines = ["# Exported by Bismo from a glTF model"];
  let base = 1;
  placedMeshes(document).forEach((mesh, index) => {
    lines.push(`o mesh_${index + 1}`);
    for (const [x, y, z] of mesh.positions) lines.push(`v ${f(x)} ${f(y)} ${f(z)}`);
    // glTF puts V=0 at the top of a texture, OBJ at the bottom.
    for (const [u, v] of mesh.uvs ?? []) lines.push(`vt ${f(u)} ${f(1 - v)}`);
    for (const [x, y, z] of mesh.normals ?? []) lines.push(`vn ${f(x)} ${f(y)} ${f(z)}`);
    const ref = (i: number) => {
      const at = base + i;
      if (mesh.uvs && mesh.normals) return `${at}/${at}/${at}`;
      if (mesh.uvs) return `${at}/${at}`;
      if (mesh.normals) return `${at}//${at}`;
      return `${at}`;
    };
    for (let t = 0; t < mesh.triangles.length; t += 3) {
      lines.push(
        `f ${ref(mesh.triangles[t]!)} ${ref(mesh.triangles[t + 1]!)} ${ref(mesh.triangles[t + 2]!)}`,
      );
    }
    base += mesh.positions.length;
  });
  return Buffer.from(`${lines.join("\n")}\n`);
}

/**
 * Binary STL, turned from glTF's Y-up to the Z-up that slicers expect: an 80-byte header, the
 * triangle count, then each triangle's face normal and three corners.
 */
function toStl(document: Document): Buffer {
  const meshes = placedMeshes(document);
  const count = meshes.reduce((sum, mesh) => sum + mesh.triangles.length / 3, 0);
  const stl = Buffer.alloc(84 + 50 * count);
  stl.write("Exported by Bismo from a glTF model", 0, "ascii");
  stl.writeUInt32LE(count, 80);
  let at = 84;
  const zUp = ([x, y, z]: number[]) => [x!, -z!, y!];
  for (const mesh of meshes) {
    for (let t = 0; t < mesh.triangles.length; t += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => zUp(mesh.positions[mesh.triangles[t + k]!]!)) as [
        number[],
        number[],
        number[],
      ];
      const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
      const v = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
      const n = [
        u[1]! * v[2]! - u[2]! * v[1]!,
        u[2]! * v[0]! - u[0]! * v[2]!,
        u[0]! * v[1]! - u[1]! * v[0]!,
      ];
      const length = Math.hypot(n[0]!, n[1]!, n[2]!) || 1;
      for (const value of [...n.map((x) => x / length), ...a, ...b, ...c]) {
        stl.writeFloatLE(value, at);
        at += 4;
      }
      at += 2;
    }
  }
  return stl;
}

/** A generated GLB in the asked format: the GLB itself, or converted here. */
export async function convertModel(glb: Uint8Array, format: ModelFormat): Promise<Buffer> {
  const document = await readGlb(glb);
  if (format === "glb") return Buffer.from(glb);
  if (format === "gltf") return toGltf(document);
  if (format === "obj") return toObj(document);
  return toStl(document);
}

/** Vertices and triangles as placed in the scene (a mesh used twice counts twice). */
export async function modelStats(
  glb: Uint8Array,
): Promise<{ vertices: number; triangles: number }> {
  const meshes = placedMeshes(await readGlb(glb));
  return {
    vertices: meshes.reduce((sum, mesh) => sum + mesh.positions.length, 0),
    triangles: meshes.reduce((sum, mesh) => sum + mesh.triangles.length / 3, 0),
  };
}
