import crypto from "node:crypto";
import { checkFalInput } from "./fal-endpoints";
import { startFetchServer } from "./fetch-server";
import { generatedGlb, generatedMp4, generatedPng, mattedWebm } from "./media-files";
import { type FakeJob, fakeQueue, type QueueBehaviour } from "./queue-jobs";

export type FakeFal = Awaited<ReturnType<typeof startFakeFal>>;

/** The result a fal endpoint answers, by what kind of model it is. */
async function resultFor(
  job: FakeJob,
  files: Map<string, { bytes: Uint8Array; type: string }>,
  url: string,
  video: Uint8Array | undefined,
) {
  const publish = (bytes: Uint8Array, type: string, extension: string) => {
    const name = `${crypto.randomUUID()}.${extension}`;
    files.set(name, { bytes, type });
    return {
      url: `${url}/files/${name}`,
      content_type: type,
      file_name: name,
      file_size: bytes.length,
    };
  };
  if (job.endpoint.startsWith("fal-ai/flux")) {
    return {
      images: [{ ...publish(await generatedPng(), "image/png", "png"), width: 256, height: 256 }],
      seed: 7,
    };
  }
  if (job.endpoint.startsWith("fal-ai/hunyuan3d") || job.endpoint.startsWith("fal-ai/trellis")) {
    return { model_mesh: publish(await generatedGlb(), "model/gltf-binary", "glb"), seed: 7 };
  }
  if (job.endpoint === "fal-ai/ben/v2/video") {
    const source = files.get(String(job.input.video_url).split("/files/")[1] ?? "");
    if (!source) throw new Error("video_url is not a file in this fake's storage");
    if (video) return { video: publish(video, "video/mp4", "mp4"), seed: 7 };
    // Its default is MP4, where "transparent areas render as black": the clip, no alpha.
    if (job.input.output_format !== "webm") {
      return { video: publish(source.bytes, "video/mp4", "mp4"), seed: 7 };
    }
    return { video: publish(await mattedWebm(source.bytes), "video/webm", "webm"), seed: 7 };
  }
  return { video: publish(video ?? (await generatedMp4()), "video/mp4", "mp4"), seed: 7 };
}

/** fal-js sends files over this size in parts (storage.ts); the fake refuses them whole. */
export const falMultipartThreshold = 90 * 1024 * 1024;

/**
 * fal on 127.0.0.1: the queue API (`POST /{endpoint}`, `GET /{app}/requests/{id}/status`,
 * `GET /{app}/requests/{id}`, `PUT .../cancel`) and storage as fal-js uses it: `POST
 * /storage/upload/initiate?storage_type=fal-cdn-v3` then a `PUT` to the pre-signed URL, or for
 * files over 90 MB `initiate-multipart`, a `PUT` per 10 MB part and a `POST .../complete`.
 * Submissions are checked against the endpoints' input schemas (fal-endpoints.ts): a wrong
 * value is refused with pydantic's 422, an unknown endpoint with 404. Results are real files:
 * an MP4 made with ffmpeg, a GLB made with glTF-Transform, a PNG, a WebM with alpha.
 * Point both `FAL_QUEUE_BASE_URL` and `FAL_STORAGE_BASE_URL` at `url`.
 */
export async function startFakeFal(options: Partial<QueueBehaviour> & { acceptKey?: string } = {}) {
  const queue = fakeQueue(options);
  const files = new Map<string, { bytes: Uint8Array; type: string }>();
  const uploads = new Map<string, { name: string; type: string; parts: Map<number, Buffer> }>();
  const server = await startFetchServer(async (_request, seen) => {
    await queue.wait();
    const upload = /^\/upload\/([\w-]+)$/.exec(seen.path);
    if (seen.method === "PUT" && upload) {
      // Pre-signed: no key, the token in the URL is the authorisation.
      const pending = uploads.get(upload[1]!);
      if (!pending) return new Response("unknown upload", { status: 403 });
      if (seen.body.length > falMultipartThreshold) {
        return Response.json({ detail: "File too large: upload it in parts" }, { status: 413 });
      }
      files.set(pending.name, {
        bytes: new Uint8Array(seen.body),
        type: seen.headers.get("content-type") ?? "",
      });
      return new Response(null, { status: 200 });
    }
    const part = /^\/multipart\/([\w-]+)\/(\d+|complete)$/.exec(seen.path);
    if (part) {
      const pending = uploads.get(part[1]!);
      if (!pending) return new Response("unknown upload", { status: 403 });
      if (seen.method === "PUT" && part[2] !== "complete") {
        pending.parts.set(Number(part[2]), seen.body);
        return Response.json({
          partNumber: Number(part[2]),
          etag: `"${part[2]}-${seen.body.length}"`,
        });
      }
      if (seen.method === "POST" && part[2] === "complete") {
        const { parts } = JSON.parse(seen.body.toString("utf8")) as {
          parts: { partNumber: number; etag: string }[];
        };
        const numbers = parts.map((entry) => entry.partNumber);
        if (numbers.join() !== [...pending.parts.keys()].sort((a, b) => a - b).join()) {
          return Response.json(
            { detail: "Parts do not match the uploaded parts" },
            { status: 400 },
          );
        }
        files.set(pending.name, {
          bytes: new Uint8Array(Buffer.concat(numbers.map((n) => pending.parts.get(n)!))),
          type: pending.type,
        });
        return Response.json({ ok: true });
      }
    }
    const file = /^\/files\/([\w.-]+)$/.exec(seen.path);
    if (seen.method === "GET" && file) {
      const stored = files.get(file[1]!);
      if (!stored) return new Response("not found", { status: 404 });
      return new Response(new Uint8Array(stored.bytes), {
        headers: { "content-type": stored.type },
      });
    }
    const key = /^Key (.+)$/.exec(seen.headers.get("authorization") ?? "")?.[1];
    if (!key || (options.acceptKey !== undefined && key !== options.acceptKey)) {
      return Response.json({ detail: "Unauthorized" }, { status: 401 });
    }
    const initiate = /^\/storage\/upload\/(initiate|initiate-multipart)$/.exec(seen.path);
    if (seen.method === "POST" && initiate) {
      const body = JSON.parse(seen.body.toString("utf8")) as {
        file_name: string;
        content_type: string;
      };
      const token = crypto.randomUUID();
      const name = `${token}-${body.file_name.replace(/[^\w.-]/g, "_")}`;
      uploads.set(token, { name, type: body.content_type, parts: new Map() });
      const path = initiate[1] === "initiate" ? "upload" : "multipart";
      return Response.json({
        upload_url: `${server.url}/${path}/${token}?X-Goog-Signature=fake`,
        file_url: `${server.url}/files/${name}`,
      });
    }
    const request = /^\/([\w-]+\/[\w.-]+)\/requests\/([\w-]+)(\/status|\/cancel)?$/.exec(seen.path);
    if (request) {
      const job = queue.jobs.get(request[2]!);
      if (!job?.endpoint.startsWith(`${request[1]}`))
        return Response.json({ detail: "Request not found" }, { status: 404 });
      if (request[3] === "/cancel" && seen.method === "PUT") {
        if (queue.done(job)) return Response.json({ status: "ALREADY_COMPLETED" }, { status: 400 });
        job.cancelled = true;
        return Response.json({ status: "CANCELLATION_REQUESTED" }, { status: 202 });
      }
      if (request[3] === "/status") {
        if (job.cancelled)
          return Response.json({ status: "COMPLETED", error: "Request was cancelled" });
        queue.poll(job);
        if (queue.done(job)) return Response.json({ status: "COMPLETED", request_id: job.id });
        if (job.polls === 1)
          return Response.json({ status: "IN_QUEUE", queue_position: 1, request_id: job.id });
        return Response.json({ status: "IN_PROGRESS", request_id: job.id, logs: [] });
      }
      if (!queue.done(job))
        return Response.json({ detail: "Request is still in progress" }, { status: 400 });
      if (job.failed)
        return Response.json(
          { detail: [{ msg: "The model failed on this input", type: "runtime_error" }] },
          { status: 422 },
        );
      return Response.json(await resultFor(job, files, server.url, queue.behaviour.video));
    }
    if (seen.method === "POST" && /^\/[\w-]+\/[\w./-]+$/.test(seen.path)) {
      if (queue.refuseSubmission())
        return Response.json({ detail: "Rate limit exceeded" }, { status: 429 });
      const endpoint = seen.path.slice(1);
      const input = JSON.parse(seen.body.toString("utf8") || "{}") as Record<string, unknown>;
      const checked = checkFalInput(endpoint, input);
      if (!checked.known) {
        return Response.json({ detail: `Application '${endpoint}' not found` }, { status: 404 });
      }
      if (checked.errors.length > 0)
        return Response.json({ detail: checked.errors }, { status: 422 });
      const job = queue.submit(endpoint, input);
      job.ignored = checked.ignored;
      return Response.json({ request_id: job.id, status: "IN_QUEUE", queue_position: 0 });
    }
    return Response.json({ detail: `no fake for ${seen.method} ${seen.path}` }, { status: 404 });
  });
  return { ...server, behaviour: queue.behaviour, jobs: queue.jobs, files };
}
