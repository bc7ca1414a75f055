import fs from "node:fs";
import path from "node:path";
import { runFfmpeg, withTempDir } from "@/server/engines/media/ffmpeg";
import { clipBytes } from "../support/video-clips";
import { makeTestModel } from "./glb-model";

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

/** A real 2-second H.264/AAC MP4 made by ffmpeg: what a fake video model "generates". */
export const generatedMp4 = once(() =>
  clipBytes({
    scenes: [
      { seconds: 1, picture: "pattern", loudness: 0.3 },
      { seconds: 1, picture: "navy", loudness: 0.3 },
    ],
  }),
);

/** A real GLB made with glTF-Transform: what a fake 3D model "generates". */
export const generatedGlb = once(async () => (await makeTestModel()).glb);

/** A real 256x256 PNG: concept art and thumbnails. */
export const generatedPng = once(() =>
  withTempDir(async (dir) => {
    const file = path.join(dir, "art.png");
    await runFfmpeg({
      args: ["-f", "lavfi", "-i", "testsrc2=size=256x256", "-frames:v", "1", file],
    });
    return fs.promises.readFile(file);
  }),
);

/** What a matting model answers: the same frames as VP9 WebM with an alpha channel. */
export function mattedWebm(video: Uint8Array): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const input = path.join(dir, "in.mp4");
    const output = path.join(dir, "out.webm");
    await fs.promises.writeFile(input, video);
    await runFfmpeg({
      args: [
        "-i",
        input,
        "-vf",
        "format=yuva420p,colorchannelmixer=aa=0.5",
        "-an",
        "-c:v",
        "libvpx-vp9",
        "-pix_fmt",
        "yuva420p",
        "-deadline",
        "realtime",
        "-cpu-used",
        "8",
        output,
      ],
    });
    return fs.promises.readFile(output);
  });
}
