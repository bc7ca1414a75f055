import type { Document, Primitive } from "@gltf-transform/core";

type Vec3 = [number, number, number];

/** One primitive as placed in the scene: world-space positions, normals, UVs and triangles. */
export type PlacedMesh = {
  positions: Vec3[];
  normals: Vec3[] | undefined;
  uvs: Array<[number, number]> | undefined;
  /** Vertex indices, three per triangle. */
  triangles: number[];
};

const TRIANGLES = 4;
const TRIANGLE_STRIP = 5;
const TRIANGLE_FAN = 6;

function transformPoint(m: ArrayLike<number>, [x, y, z]: Vec3): Vec3 {
  return [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
    m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
  ];
}

/** Normals go through the inverse transpose of the matrix's 3x3 part, then are renormalised. */
function normalMatrix(m: ArrayLike<number>): number[] {
  const [a, b, c, d, e, f, g, h, i] = [
    m[0]!,
    m[1]!,
    m[2]!,
    m[4]!,
    m[5]!,
    m[6]!,
    m[8]!,
    m[9]!,
    m[10]!,
  ];
  const det = a * (e * i - f * h) - d * (b * i - c * h) + g * (b * f - c * e) || 1;
  // Cofactors divided by the determinant: the inverse transpose, column-major.
  return [
    (e * i - f * h) / det,
    (g * f - d * i) / det,
    (d * h - g * e) / det,
    (h * c - b * i) / det,
    (a * i - g * c) / det,
    (g * b - a * h) / det,
    (b * f - e * c) / det,
    (d * c - a * f) / det,
    (a * e - d * b) / det,
  ];
}

function transformNormal(n: number[], [x, y, z]: Vec3): Vec3 {
  const out: Vec3 = [
    n[0]! * x + n[3]! * y + n[6]! * z,
    n[1]! * x + n[4]! * y + n[7]! * z,
    n[2]! * x + n[5]! * y + n[8]! * z,
  ];
  const length = Math.hypot(...out) || 1;
  return [out[0] / length, out[1] / length, out[2] / length];
}

/** Triangle lists from any triangle mode; points and lines have no faces and are skipped. */
function triangleIndices(primitive: Primitive, count: number): number[] | undefined {
  const indices = primitive.getIndices();
  const stored = indices?.getArray();
  const order: number[] = stored
    ? Array.from(stored as ArrayLike<number>)
    : Array.from({ length: count }, (_, i) => i);
  const mode = primitive.getMode();
  if (mode === TRIANGLES) return order.slice(0, order.length - (order.length % 3));
  const triangles: number[] = [];
  if (mode === TRIANGLE_STRIP) {
    for (let i = 0; i + 2 < order.length; i++) {
      if (i % 2 === 0) triangles.push(order[i]!, order[i + 1]!, order[i + 2]!);
      else triangles.push(order[i + 1]!, order[i]!, order[i + 2]!);
    }
    return triangles;
  }
  if (mode === TRIANGLE_FAN) {
    for (let i = 1; i + 1 < order.length; i++) triangles.push(order[0]!, order[i]!, order[i + 1]!);
    return triangles;
  }
  return undefined;
}

/** Every triangle primitive of the default scene, once per node that places its mesh. */
export function placedMeshes(document: Document): PlacedMesh[] {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const meshes: PlacedMesh[] = [];
  scene?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const matrix = node.getWorldMatrix();
    const normals = normalMatrix(matrix);
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute("POSITION");
      if (!position) continue;
      const count = position.getCount();
      const triangles = triangleIndices(primitive, count);
      if (!triangles) continue;
      const normal = primitive.getAttribute("NORMAL");
      const uv = primitive.getAttribute("TEXCOORD_0");
      meshes.push({
        positions: Array.from({ length: count }, (_, i) =>
          transformPoint(matrix, position.getElement(i, [0, 0, 0]) as Vec3),
        ),
        normals: normal
          ? Array.from({ length: count }, (_, i) =>
              transformNormal(normals, normal.getElement(i, [0, 0, 0]) as Vec3),
            )
          : undefined,
        uvs: uv
          ? Array.from({ length: count }, (_, i) => uv.getElement(i, [0, 0]) as [number, number])
          : undefined,
        triangles,
      });
    }
  });
  return meshes;
}
