import sharp from "sharp";
import { startFetchServer } from "./fetch-server";
import { generatedMp4, generatedPng } from "./media-files";
import { modelNotFound } from "./openai-server";
import { fakeQueue, type QueueBehaviour } from "./queue-jobs";

type Options = Partial<QueueBehaviour> & {
  acceptKey?: string;
  /** The models the provider's list endpoint lists (and the only ones it serves). */
  models?: string[];
};

/** OpenAI's 400 for a value outside a parameter's choices (openai-openapi `ErrorResponse`). */
const invalidValue = (param: string, message: string) =>
  Response.json(
    { error: { message, type: "invalid_request_error", param, code: "invalid_value" } },
    { status: 400 },
  );

const mp4 = async () =>
  new Response(new Uint8Array(await generatedMp4()), { headers: { "content-type": "video/mp4" } });

/**
 * OpenAI's Videos API on 127.0.0.1: `GET /v1/models` (lists `sora-2` unless told otherwise),
 * `POST /v1/videos` (multipart: prompt, model, seconds, size, input_reference, checked as
 * openai-node's videos.ts types them: seconds "4" | "8" | "12", size 720x1280 | 1280x720 |
 * 1024x1792 | 1792x1024, and a reference image of exactly that size, JPEG, PNG or WebP),
 * `GET /v1/videos/{id}` (status and percentage), `GET /v1/videos/{id}/content` (the MP4;
 * `?variant=thumbnail` a PNG). Point `OPENAI_BASE_URL` at `${url}/v1`.
 */
export async function startFakeSora(options: Options = {}) {
  const queue = fakeQueue(options);
  const models = options.models ?? ["sora-2"];
  const server = await startFetchServer(async (request, seen) => {
    await queue.wait();
    const key = /^Bearer (.+)$/.exec(seen.headers.get("authorization") ?? "")?.[1];
    if (!key || (options.acceptKey !== undefined && key !== options.acceptKey)) {
      return Response.json(
        { error: { message: "Incorrect API key provided", type: "invalid_request_error" } },
        { status: 401 },
      );
    }
    const videoJson = (id: string) => {
      const job = queue.jobs.get(id)!;
      const done = queue.done(job);
      return {
        id,
        object: "video",
        model: job.input.model,
        status: done
          ? job.failed
            ? "failed"
            : "completed"
          : job.polls === 0
            ? "queued"
            : "in_progress",
        progress: done ? 100 : Math.round(100 * (job.polls / (queue.behaviour.pollsUntilDone + 1))),
        seconds: job.input.seconds,
        size: job.input.size,
        created_at: 1_700_000_000,
        error:
          done && job.failed
            ? { code: "moderation_blocked", message: "The request was blocked." }
            : null,
      };
    };
    if (seen.method === "GET" && seen.path === "/v1/models") {
      return Response.json({
        object: "list",
        data: models.map((id) => ({ id, object: "model", created: 1, owned_by: "system" })),
      });
    }
    if (seen.method === "POST" && seen.path === "/v1/videos") {
      if (queue.refuseSubmission())
        return Response.json({ error: { message: "Rate limit reached" } }, { status: 429 });
      const form = await request.formData();
      const reference = form.get("input_reference");
      const model = String(form.get("model") ?? "sora-2");
      if (!models.includes(model)) return Response.json(modelNotFound(model), { status: 404 });
      const seconds = String(form.get("seconds") ?? "4");
      if (!["4", "8", "12"].includes(seconds)) {
        return invalidValue(
          "seconds",
          `Invalid value: '${seconds}'. Supported values are: '4', '8', and '12'.`,
        );
      }
      const size = String(form.get("size") ?? "720x1280");
      if (!["720x1280", "1280x720", "1024x1792", "1792x1024"].includes(size)) {
        return invalidValue("size", `Invalid value: '${size}'.`);
      }
      if (reference instanceof File) {
        if (!["image/jpeg", "image/png", "image/webp"].includes(reference.type)) {
          return invalidValue("input_reference", "Unsupported image type: use JPEG, PNG or WebP.");
        }
        const { width, height } = await sharp(
          Buffer.from(await reference.arrayBuffer()),
        ).metadata();
        if (`${width}x${height}` !== size) {
          return invalidValue(
            "input_reference",
            "Inpaint image must match the requested width and height",
          );
        }
      }
      const job = queue.submit(String(form.get("model") ?? "sora-2"), {
        model: form.get("model"),
        prompt: form.get("prompt"),
        seconds: form.get("seconds"),
        size: form.get("size"),
        referenceBytes: reference instanceof File ? reference.size : 0,
      });
      return Response.json(videoJson(job.id));
    }
    const match = /^\/v1\/videos\/([\w-]+)(\/content)?$/.exec(seen.path);
    const job = match ? queue.jobs.get(match[1]!) : undefined;
    if (!match || !job)
      return Response.json({ error: { message: "Video not found" } }, { status: 404 });
    if (!match[2]) {
      queue.poll(job);
      return Response.json(videoJson(job.id));
    }
    if (!queue.done(job) || job.failed)
      return Response.json({ error: { message: "Video is not ready" } }, { status: 404 });
    if (seen.query.get("variant") === "thumbnail") {
      return new Response(new Uint8Array(await generatedPng()), {
        headers: { "content-type": "image/png" },
      });
    }
    return mp4();
  });
  return { ...server, jobs: queue.jobs, behaviour: queue.behaviour };
}

/** Google's error shape (ai.google.dev/gemini-api/docs/troubleshooting). */
const googleError = (code: number, status: string, message: string) =>
  Response.json({ error: { code, message, status } }, { status: code });

/**
 * Veo through the Gemini API on 127.0.0.1: `GET /v1beta/models` lists its models
 * (`predictLongRunning`), `POST /v1beta/models/{model}:predictLongRunning` answers an operation,
 * refusing a `durationSeconds` the model does not render (Veo 3.x: 4, 6 or 8; Veo 2: 5 to 8) or
 * another `aspectRatio` than 16:9 or 9:16, and a model it does not list; `GET
 * /v1beta/{operation}` gives progress and, when done, a file URI on this server that answers the
 * MP4 to the same key. Point `GOOGLE_BASE_URL` at `${url}/v1beta`.
 */
export async function startFakeVeo(options: Options = {}) {
  const queue = fakeQueue(options);
  const models = options.models ?? ["veo-3.1-generate", "veo-3.1-fast-generate"];
  const server = await startFetchServer(async (_request, seen) => {
    await queue.wait();
    const key = seen.headers.get("x-goog-api-key");
    if (!key || (options.acceptKey !== undefined && key !== options.acceptKey)) {
      return Response.json(
        { error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" } },
        { status: 403 },
      );
    }
    if (seen.method === "GET" && seen.path === "/v1beta/models") {
      return Response.json({
        models: models.map((id) => ({
          name: `models/${id}`,
          // As Google names them: "Veo 3.1", "Veo 3.1 Fast".
          displayName: `Veo ${/veo-([\d.]+)/.exec(id)?.[1] ?? ""}${/fast/.test(id) ? " Fast" : ""}`,
          supportedGenerationMethods: ["predictLongRunning"],
        })),
      });
    }
    const start = /^\/v1beta\/models\/([\w.-]+):predictLongRunning$/.exec(seen.path);
    if (seen.method === "POST" && start) {
      if (queue.refuseSubmission())
        return Response.json(
          { error: { code: 429, status: "RESOURCE_EXHAUSTED" } },
          { status: 429 },
        );
      const body = JSON.parse(seen.body.toString("utf8")) as {
        instances: Array<{ prompt: string; image?: unknown }>;
        parameters?: { durationSeconds?: number; aspectRatio?: string };
      };
      const model = start[1]!;
      if (!models.includes(model)) {
        return googleError(
          404,
          "NOT_FOUND",
          `models/${model} is not found for API version v1beta, or is not supported for predictLongRunning. Call ListModels to see the list of available models and their supported methods.`,
        );
      }
      const seconds = body.parameters?.durationSeconds;
      const allowed = /^veo-2/.test(model) ? [5, 6, 7, 8] : [4, 6, 8];
      if (seconds !== undefined && !allowed.includes(seconds)) {
        return googleError(
          400,
          "INVALID_ARGUMENT",
          `The number value for \`durationSeconds\` is out of bound. Please provide a value in ${allowed.join(", ")}.`,
        );
      }
      const ratio = body.parameters?.aspectRatio;
      if (ratio !== undefined && !["16:9", "9:16"].includes(ratio)) {
        return googleError(400, "INVALID_ARGUMENT", `Aspect ratio ${ratio} is not supported.`);
      }
      const job = queue.submit(model, {
        prompt: body.instances[0]?.prompt,
        image: Boolean(body.instances[0]?.image),
        durationSeconds: seconds,
        aspectRatio: ratio,
      });
      return Response.json({ name: `models/${start[1]}/operations/${job.id}` });
    }
    const operation = /^\/v1beta\/models\/([\w.-]+)\/operations\/([\w-]+)$/.exec(seen.path);
    if (seen.method === "GET" && operation) {
      const job = queue.jobs.get(operation[2]!);
      if (!job)
        return Response.json({ error: { code: 404, status: "NOT_FOUND" } }, { status: 404 });
      queue.poll(job);
      const name = `models/${operation[1]}/operations/${job.id}`;
      if (!queue.done(job)) return Response.json({ name });
      if (job.failed)
        return Response.json({
          name,
          done: true,
          error: { code: 13, message: "Internal error while generating" },
        });
      return Response.json({
        name,
        done: true,
        response: {
          "@type":
            "type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse",
          generateVideoResponse: {
            generatedSamples: [
              { video: { uri: `${server.url}/v1beta/files/${job.id}:download?alt=media` } },
            ],
          },
        },
      });
    }
    const file = /^\/v1beta\/files\/([\w-]+):download$/.exec(seen.path);
    if (seen.method === "GET" && file && queue.jobs.has(file[1]!)) return mp4();
    return Response.json({ error: { code: 404, status: "NOT_FOUND" } }, { status: 404 });
  });
  return { ...server, jobs: queue.jobs, behaviour: queue.behaviour };
}

/**
 * Replicate's predictions API on 127.0.0.1: `POST /v1/models/{owner}/{name}/predictions`,
 * `GET /v1/predictions/{id}` (logs with a progress bar, then the output URL; `aborted`, as
 * replicate-javascript's `Status` has it, for a prediction past its deadline before it ran, when
 * `abortJobs`), `POST /v1/predictions/{id}/cancel`, `GET /v1/account`. Outputs are public files
 * on this server. Point `REPLICATE_BASE_URL` at `url`/v1.
 */
export async function startFakeReplicate(options: Options & { abortJobs?: boolean } = {}) {
  const queue = fakeQueue(options);
  const behaviour = Object.assign(queue.behaviour, { abortJobs: options.abortJobs ?? false });
  const server = await startFetchServer(async (_request, seen) => {
    await queue.wait();
    const output = /^\/delivery\/([\w-]+)\.mp4$/.exec(seen.path);
    if (seen.method === "GET" && output && queue.jobs.has(output[1]!)) return mp4();
    const key = /^Bearer (.+)$/.exec(seen.headers.get("authorization") ?? "")?.[1];
    if (!key || (options.acceptKey !== undefined && key !== options.acceptKey)) {
      return Response.json({ title: "Unauthenticated", status: 401 }, { status: 401 });
    }
    const create = /^\/v1\/models\/([\w-]+\/[\w.-]+)\/predictions$/.exec(seen.path);
    if (seen.method === "POST" && create) {
      if (queue.refuseSubmission())
        return Response.json({ title: "Too Many Requests", status: 429 }, { status: 429 });
      const job = queue.submit(create[1]!, JSON.parse(seen.body.toString("utf8")).input);
      job.aborted = behaviour.abortJobs;
      return Response.json(
        { id: job.id, status: "starting", input: job.input, output: null, logs: "" },
        { status: 201 },
      );
    }
    if (seen.method === "GET" && seen.path === "/v1/account") {
      return Response.json({ type: "user", username: "bismo-test", name: "Bismo Test" });
    }
    const prediction = /^\/v1\/predictions\/([\w-]+)(\/cancel)?$/.exec(seen.path);
    const job = prediction ? queue.jobs.get(prediction[1]!) : undefined;
    if (!prediction || !job)
      return Response.json({ title: "Not found", status: 404 }, { status: 404 });
    if (prediction[2]) {
      if (queue.done(job))
        return Response.json(
          { title: "Prediction already completed", status: 409 },
          { status: 409 },
        );
      job.cancelled = true;
      return Response.json({ id: job.id, status: "canceled" });
    }
    if (job.cancelled)
      return Response.json({ id: job.id, status: "canceled", output: null, logs: "" });
    const fraction = queue.poll(job);
    if (!queue.done(job)) {
      const percent = Math.round(fraction * 100);
      return Response.json({
        id: job.id,
        status: "processing",
        output: null,
        logs: `Sampling: ${percent}%|####  | ${percent}/100`,
      });
    }
    if (job.failed)
      return Response.json({
        id: job.id,
        status: "failed",
        error: "CUDA out of memory",
        output: null,
        logs: "",
      });
    if (job.aborted)
      return Response.json({ id: job.id, status: "aborted", output: null, logs: "" });
    return Response.json({
      id: job.id,
      status: "succeeded",
      output: `${server.url}/delivery/${job.id}.mp4`,
      logs: "100%|",
    });
  });
  return { ...server, jobs: queue.jobs, behaviour };
}
