import fs from "node:fs";
import { Hono } from "hono";
import { transcriptionKeySetting } from "@/server/engines/providers/transcription-models";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { storeMediaFile } from "@/server/features/files/media-file-store";
import { answerJob } from "@/server/features/jobs/answer-job";
import { readAudioUpload } from "@/server/features/uploads/audio-upload";
import { receiveUpload, uploadSpoolDir } from "@/server/features/uploads/receive-upload";
import { fileUploadRoute } from "@/server/features/uploads/upload-limits";
import { guestAddress } from "@/server/features/usage/payer";
import { AppError } from "@/server/platform/http/errors";
import { validationError } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { providersOf, readinessWhen } from "@/shared/tools/readiness";
import {
  speechToText,
  transcriptionMaxBytes,
  transcriptionRequestSchema,
  transcriptionResultSchema,
} from "@/shared/tools/speech-to-text";
import { type ToolDeps, toolServer } from "../panel-tool";
import { speechToTextJob } from "./job";
import { chooseProvider, notConfiguredMessage, providerStatus } from "./providers";

function parseFields(fields: Map<string, string>) {
  let options: unknown;
  const rawOptions = fields.get("options");
  if (rawOptions !== undefined) {
    try {
      options = JSON.parse(rawOptions);
    } catch {
      throw new AppError(
        "validation_failed",
        msg(
          {
            id: "errors.tools.transcriptionOptions",
            defaultMessage: "options: send JSON such as {example}.",
          },
          { example: '{"timestamps":true,"speakers":false,"punctuate":true}' },
        ),
      );
    }
  }
  const parsed = transcriptionRequestSchema.safeParse({
    language: fields.get("language") || undefined,
    format: fields.get("format") || undefined,
    provider: fields.get("provider") || undefined,
    options,
  });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * `POST /api/speech-to-text` (multipart: file, language, format, options): the audio streams
 * to disk with the 25 MB cap counted as it arrives, its type is read from its bytes, and it is
 * stored as the user's file; the transcription runs as a job.
 */
function speechToTextRoutes({ env, db, storage, jobs, ai }: ToolDeps) {
  const transcriptionProviders = ai.transcription;
  const spoolDir = uploadSpoolDir(env.dataDir);
  return new Hono<AppEnv>()
    .get("/speech-to-text/providers", async (c) =>
      c.json(providerStatus(await transcriptionProviders())),
    )
    .post("/speech-to-text", fileUploadRoute(db, env), async (c) => {
      const { user } = requireSession(c);
      const providers = await transcriptionProviders();
      // Said before the upload is read: nothing could transcribe it.
      if (providers.length === 0)
        throw new AppError("provider_not_configured", notConfiguredMessage);
      const received = await receiveUpload(c.req.raw, {
        maxBytes: transcriptionMaxBytes,
        spoolDir,
      });
      try {
        const request = parseFields(received.fields);
        chooseProvider(providers, request);
        await readAudioUpload(received.filePath);
        const file = await storeMediaFile(
          { db, storage },
          {
            userId: user.id,
            toolId: speechToText.id,
            name: received.fileName,
            body: fs.createReadStream(received.filePath),
            kinds: ["audio", "video"],
            maxBytes: transcriptionMaxBytes,
            limits: env,
          },
        );
        const queued = await jobs.enqueue({
          userId: user.id,
          toolId: speechToText.id,
          input: { ...request, fileId: file.id },
          title: file.name,
          address: guestAddress(c),
        });
        return answerJob(c, jobs, queued, (view) => {
          const result = transcriptionResultSchema.parse(view.result);
          return {
            text: result.text,
            duration: result.duration,
            language: result.language,
            confidence: result.confidence,
            segments: result.segments,
            output: result.output,
            format: result.format,
          };
        });
      } finally {
        await received.discard();
      }
    });
}

/** Off until a transcription provider is set up. */
const transcriptionReadiness = async ({ ai }: ToolDeps) =>
  readinessWhen(
    (await ai.transcription()).length > 0,
    providersOf(Object.values(transcriptionKeySetting)),
  );

export const speechToTextServer = toolServer(speechToText, speechToTextRoutes, {
  job: speechToTextJob,
  readiness: transcriptionReadiness,
});
