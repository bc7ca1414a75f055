import fs from "node:fs";
import path from "node:path";
import { Document, NodeIO } from "@gltf-transform/core";
import { runFfmpeg, withTempDir } from "@/server/engines/media/ffmpeg";

/** A real 8x8 PNG made by ffmpeg, for the model's texture. */
async function texturePng(): Promise<Uint8Array> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, "texture.png");
    await runFfmpeg({ args: ["-f", "lavfi", "-i", "testsrc2=size=8x8", "-frames:v", "1", file] });
    return new Uint8Array(await fs.promises.readFile(file));
  });
}

/** A cube's 24 corners (4 per face, so each face has its own normal and UVs), 12 triangles. */
function cube(document: Document, buffer: ReturnType<Document["createBuffer"]>) {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const faces: Array<[number[], number[], number[]]> = [
    [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    [
      [-1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ],
    [
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, -1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [0, 1, 0],
      [1, 0, 0],
    ],
  ];
  faces.forEach(([n, u, v], face) => {
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      positions.push(...[0, 1, 2].map((k) => 0.5 * (n[k]! + a * u[k]! + b * v[k]!)));
      normals.push(...n);
      uvs.push((a + 1) / 2, (b + 1) / 2);
    }
    const o = face * 4;
    indices.push(o, o + 1, o + 2, o, o + 2, o + 3);
  });
  const accessor = (type: "VEC3" | "VEC2" | "SCALAR", array: Float32Array | Uint16Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  return document
    .createPrimitive()
    .setAttribute("POSITION", accessor("VEC3", new Float32Array(positions)))
    .setAttribute("NORMAL", accessor("VEC3", new Float32Array(normals)))
    .setAttribute("TEXCOORD_0", accessor("VEC2", new Float32Array(uvs)))
    .setIndices(accessor("SCALAR", new Uint16Array(indices)));
}

/** A triangle fan (a square pyramid's base and sides as one fan), not indexed. */
function fan(document: Document, buffer: ReturnType<Document["createBuffer"]>) {
  const apex = [0, 1, 0];
  const ring = [
    [-0.5, 0, -0.5],
    [0.5, 0, -0.5],
    [0.5, 0, 0.5],
    [-0.5, 0, 0.5],
    [-0.5, 0, -0.5],
  ];
  return document
    .createPrimitive()
    .setMode(6)
    .setAttribute(
      "POSITION",
      document
        .createAccessor()
        .setType("VEC3")
        .setArray(new Float32Array([...apex, ...ring.flat()]))
        .setBuffer(buffer),
    );
}

export type TestModel = { glb: Uint8Array; vertices: number; triangles: number };

/**
 * A real GLB made with glTF-Transform: a textured cube placed by two nodes (one moved, one
 * rotated and scaled under a parent) and a pyramid drawn as a triangle fan. As placed it has
 * 2 x 24 + 6 vertices and 2 x 12 + 4 triangles.
 */
export async function makeTestModel(): Promise<TestModel> {
  const document = new Document();
  const buffer = document.createBuffer();
  const texture = document
    .createTexture("checker")
    .setImage(await texturePng())
    .setMimeType("image/png");
  const material = document
    .createMaterial("painted")
    .setBaseColorTexture(texture)
    .setRoughnessFactor(0.6);
  const cubeMesh = document
    .createMesh("cube")
    .addPrimitive(cube(document, buffer).setMaterial(material));
  const pyramid = document.createMesh("pyramid").addPrimitive(fan(document, buffer));
  const parent = document.createNode("group").setTranslation([0, 0, -2]).setScale([2, 2, 2]);
  parent.addChild(
    document.createNode("turned").setMesh(cubeMesh).setRotation([0, Math.SQRT1_2, 0, Math.SQRT1_2]),
  );
  const scene = document
    .createScene("scene")
    .addChild(document.createNode("moved").setMesh(cubeMesh).setTranslation([2, 0, 0]))
    .addChild(parent)
    .addChild(document.createNode("pyramid").setMesh(pyramid).setTranslation([0, 0, 2]));
  document.getRoot().setDefaultScene(scene);
  const glb = await new NodeIO().writeBinary(document);
  return { glb, vertices: 2 * 24 + 6, triangles: 2 * 12 + 4 };
}
