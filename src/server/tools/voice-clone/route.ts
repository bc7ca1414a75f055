import fs from "node:fs";
import { Hono } from "hono";
import { audioMimeTypes } from "@/server/engines/media/audio-container";
import { describeProviderError } from "@/server/engines/providers/failure-reason";
import { type AppEnv, requireSession } from "@/server/features/auth/session";
import { answerJob } from "@/server/features/jobs/answer-job";
import { readAudioUpload } from "@/server/features/uploads/audio-upload";
import { receiveUpload, uploadSpoolDir } from "@/server/features/uploads/receive-upload";
import { fileUploadRoute } from "@/server/features/uploads/upload-limits";
import { guestAddress } from "@/server/features/usage/payer";
import { AppError } from "@/server/platform/http/errors";
import { validate, validationError, validId } from "@/server/platform/http/validate";
import { msg } from "@/server/platform/i18n/server-messages";
import { providersOf, readinessWhen } from "@/shared/tools/readiness";
import {
  type ClonedVoice,
  type ClonedVoiceList,
  cloneSampleMaxBytes,
  newClonedVoiceSchema,
  voiceClone,
  voiceCloneRequestSchema,
  voiceCloneResultSchema,
  voiceCloneSetting,
} from "@/shared/tools/voice-clone";
import { type ToolDeps, toolServer } from "../panel-tool";
import { voiceCloneJob } from "./job";
import { clonedVoiceView, voiceStore } from "./voice-store";

const notConfigured = `Voice cloning needs ElevenLabs, which is not set up on this server: set ${voiceCloneSetting} to switch it on.`;
const notFound = () =>
  new AppError(
    "not_found",
    msg({
      id: "errors.tools.voiceNotFound",
      defaultMessage: "This voice does not exist or is not yours.",
    }),
  );

/**
 * Voice cloning through ElevenLabs: a user's voices (clone from a sample with consent, list,
 * delete at the provider too) and speech in one of them, as a job.
 */
function voiceCloneRoutes({ env, db, jobs, ai }: ToolDeps) {
  const voiceCloning = ai.voiceCloning;
  const spoolDir = uploadSpoolDir(env.dataDir);
  const requireCloning = async () => {
    const cloning = await voiceCloning();
    if (!cloning) throw new AppError("provider_not_configured", notConfigured);
    return cloning;
  };
  return new Hono<AppEnv>()
    .get("/voice-clone/voices", async (c) => {
      const { user } = requireSession(c);
      const cloning = await voiceCloning();
      const body: ClonedVoiceList = {
        available: Boolean(cloning),
        reason: cloning ? null : notConfigured,
        voices: cloning ? (await voiceStore(db, user.id).list()).map(clonedVoiceView) : [],
      };
      return c.json(body);
    })
    .post("/voice-clone/voices", fileUploadRoute(db, env), async (c) => {
      const { user } = requireSession(c);
      const provider = await requireCloning();
      const received = await receiveUpload(c.req.raw, { maxBytes: cloneSampleMaxBytes, spoolDir });
      try {
        const fields = newClonedVoiceSchema.safeParse({
          name: received.fields.get("name") ?? "",
          consent: received.fields.get("consent"),
        });
        if (!fields.success) throw validationError(fields.error);
        const container = await readAudioUpload(received.filePath);
        const providerVoiceId = await provider
          .addVoice({
            name: fields.data.name,
            samples: [
              {
                bytes: await fs.promises.readFile(received.filePath),
                fileName: received.fileName,
                mimeType: audioMimeTypes[container],
              },
            ],
          })
          .catch((error: unknown) => {
            throw new AppError(
              "provider_error",
              msg(
                {
                  id: "errors.tools.cloneFailed",
                  defaultMessage: "ElevenLabs could not clone this voice. {reason}",
                },
                { reason: describeProviderError(error).message },
              ),
            );
          });
        const row = await voiceStore(db, user.id).add({
          name: fields.data.name,
          provider: "elevenlabs",
          providerVoiceId,
        });
        const body: ClonedVoice = clonedVoiceView(row);
        return c.json(body, 201);
      } finally {
        await received.discard();
      }
    })
    .delete("/voice-clone/voices/:id", validId(notFound), async (c) => {
      const { user } = requireSession(c);
      const store = voiceStore(db, user.id);
      const row = await store.get(c.req.valid("param").id);
      if (!row) throw notFound();
      await (await requireCloning()).deleteVoice(row.providerVoiceId).catch((error: unknown) => {
        throw new AppError(
          "provider_error",
          msg(
            {
              id: "errors.tools.deleteVoiceFailed",
              defaultMessage: "ElevenLabs could not delete this voice, so it is kept. {reason}",
            },
            { reason: describeProviderError(error).message },
          ),
        );
      });
      await store.remove(row.id);
      return c.body(null, 204);
    })
    .post("/voice-clone", validate("json", voiceCloneRequestSchema), async (c) => {
      const { user } = requireSession(c);
      await requireCloning();
      const request = c.req.valid("json");
      const voice = await voiceStore(db, user.id).get(request.voiceId);
      if (!voice) throw notFound();
      const queued = await jobs.enqueue({
        userId: user.id,
        toolId: voiceClone.id,
        input: request,
        title: `${voice.name}: ${request.text.length > 70 ? `${request.text.slice(0, 70)}...` : request.text}`,
        address: guestAddress(c),
        usage: [{ kind: "speech", amount: request.text.length }],
      });
      return answerJob(c, jobs, queued, (view) => {
        const result = voiceCloneResultSchema.parse(view.result);
        return { status: result.status, language: result.language, audioUrl: result.audioUrl };
      });
    });
}

/** Off until ElevenLabs, which clones voices, is set up. */
const cloningReadiness = async ({ ai }: ToolDeps) =>
  readinessWhen(Boolean(await ai.voiceCloning()), providersOf([voiceCloneSetting]));

export const voiceCloneServer = toolServer(voiceClone, voiceCloneRoutes, {
  job: voiceCloneJob,
  readiness: cloningReadiness,
});
