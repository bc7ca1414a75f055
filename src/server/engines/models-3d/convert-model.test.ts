import { NodeIO } from "@gltf-transform/core";
import { beforeAll, describe, expect, it } from "vitest";
import { makeTestModel, type TestModel } from "#tests/fakes/glb-model";
import { convertModel, ModelReadError, modelStats } from "./convert-model";
import { placedMeshes } from "./mesh-triangles";

let model: TestModel;
beforeAll(async () => {
  model = await makeTestModel();
});

/** Corner positions rounded, as a set: what a mesh looks like whatever its vertex order. */
const cornerSet = (points: number[][]) =>
  new Set(points.map((p) => p.map((x) => x.toFixed(3)).join(",")));

describe("converting a generated GLB", () => {
  it("counts the GLB's vertices and triangles as placed in the scene", async () => {
    expect(await modelStats(model.glb)).toEqual({
      vertices: model.vertices,
      triangles: model.triangles,
    });
  });

  it("writes OBJ with every vertex, UV, normal and triangle", async () => {
    const obj = (await convertModel(model.glb, "obj")).toString("utf8");
    const count = (prefix: string) =>
      obj.split("\n").filter((line) => line.startsWith(prefix)).length;
    expect(count("v ")).toBe(model.vertices);
    expect(count("vt ")).toBe(48);
    expect(count("vn ")).toBe(48);
    expect(count("f ")).toBe(model.triangles);
    // Faces refer only to vertices that exist.
    const largest = Math.max(
      ...obj
        .split("\n")
        .filter((l) => l.startsWith("f "))
        .flatMap((l) =>
          l
            .slice(2)
            .split(" ")
            .map((r) => Number(r.split("/")[0])),
        ),
    );
    expect(largest).toBe(model.vertices);
    // The cube moved to x = 2 spans 1.5..2.5.
    const xs = obj
      .split("\n")
      .filter((l) => l.startsWith("v "))
      .slice(0, 24)
      .map((l) => Number(l.split(" ")[1]));
    expect(Math.min(...xs)).toBeCloseTo(1.5);
    expect(Math.max(...xs)).toBeCloseTo(2.5);
  });

  it("writes binary STL with every triangle, Z up", async () => {
    const stl = await convertModel(model.glb, "stl");
    const triangles = stl.readUInt32LE(80);
    expect(triangles).toBe(model.triangles);
    expect(stl.length).toBe(84 + 50 * triangles);
    const corners: number[][] = [];
    for (let t = 0; t < triangles; t++) {
      for (let k = 1; k <= 3; k++) {
        const at = 84 + t * 50 + k * 12;
        corners.push([stl.readFloatLE(at), stl.readFloatLE(at + 4), stl.readFloatLE(at + 8)]);
      }
    }
    const glbCorners = placedMeshes(await new NodeIO().readBinary(model.glb)).flatMap((m) =>
      m.positions.map(([x, y, z]) => [x, -z, y]),
    );
    expect(cornerSet(corners)).toEqual(cornerSet(glbCorners));
    // The pyramid's apex (y = 1 in glTF) is the top in Z.
    expect(Math.max(...corners.map((c) => c[2]!))).toBeCloseTo(1);
  });

  it("writes self-contained glTF JSON that reads back to the same mesh", async () => {
    const gltf = JSON.parse((await convertModel(model.glb, "gltf")).toString("utf8"));
    expect(gltf.buffers[0].uri).toMatch(/^data:application\/octet-stream;base64,/);
    expect(gltf.images[0].uri).toMatch(/^data:image\/png;base64,/);
    const document = await new NodeIO().readJSON({ json: gltf, resources: {} });
    const meshes = placedMeshes(document);
    expect(meshes.reduce((sum, m) => sum + m.positions.length, 0)).toBe(model.vertices);
    expect(meshes.reduce((sum, m) => sum + m.triangles.length / 3, 0)).toBe(model.triangles);
  });

  it("refuses a GLB that needs a decoder it lacks, saying which", async () => {
    const io = new NodeIO();
    const { json, resources } = await io.binaryToJSON(model.glb);
    json.extensionsUsed = ["KHR_draco_mesh_compression"];
    json.extensionsRequired = ["KHR_draco_mesh_compression"];
    const chunk = (type: string, body: Buffer) => {
      const padded = Buffer.concat([
        body,
        Buffer.alloc((4 - (body.length % 4)) % 4, type === "JSON" ? 0x20 : 0),
      ]);
      const head = Buffer.alloc(8);
      head.writeUInt32LE(padded.length, 0);
      head.write(type, 4, "latin1");
      return Buffer.concat([head, padded]);
    };
    const header = Buffer.alloc(12);
    header.write("glTF", 0, "latin1");
    header.writeUInt32LE(2, 4);
    const glb = Buffer.concat([
      header,
      chunk("JSON", Buffer.from(JSON.stringify(json))),
      chunk("BIN\0", Buffer.from(Object.values(resources)[0]!)),
    ]);
    glb.writeUInt32LE(glb.length, 8);
    await expect(convertModel(glb, "stl")).rejects.toThrow(/KHR_draco_mesh_compression/);
  });

  it("refuses what is not a GLB", async () => {
    await expect(
      convertModel(new TextEncoder().encode("solid cube\nendsolid"), "obj"),
    ).rejects.toBeInstanceOf(ModelReadError);
  });
});
