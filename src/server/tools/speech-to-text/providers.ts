import {
  speakerProviders,
  type TranscriptionProvider,
  transcriptionKeySetting,
} from "@/server/engines/providers/transcription-models";
import { AppError } from "@/server/platform/http/errors";
import { msg } from "@/server/platform/i18n/server-messages";
import {
  type TranscriptionProviderStatus,
  type TranscriptionRequest,
  transcriptionProviderNames,
} from "@/shared/tools/speech-to-text";

const settings = Object.values(transcriptionKeySetting);
const speakerSettings = speakerProviders.map((id) => transcriptionKeySetting[id]);

export const notConfiguredMessage = `No speech-to-text provider is set up on this server: set ${settings.join(", ")} to switch one on.`;

export function providerStatus(providers: TranscriptionProvider[]): TranscriptionProviderStatus {
  return {
    providers: providers.map((p) => ({
      id: p.id,
      name: transcriptionProviderNames[p.id],
      speakers: p.speakers,
    })),
    settings,
    speakersUnavailable: providers.some((p) => p.speakers)
      ? null
      : `Speaker identification needs a provider that identifies speakers: set ${speakerSettings.join(", ")}.`,
  };
}

/**
 * The provider for a request: the one asked for, else (when speakers are wanted) the first
 * that identifies them, else the first configured. Answers why not as a 4xx/503 error.
 */
export function chooseProvider(
  providers: TranscriptionProvider[],
  request: Pick<TranscriptionRequest, "provider" | "options">,
): TranscriptionProvider {
  if (providers.length === 0) throw new AppError("provider_not_configured", notConfiguredMessage);
  if (request.provider) {
    const asked = providers.find((p) => p.id === request.provider);
    if (!asked) {
      throw new AppError(
        "provider_not_configured",
        msg(
          {
            id: "errors.tools.transcriptionUnset",
            defaultMessage: "{provider} is not set up on this server: set {setting}.",
          },
          {
            provider: transcriptionProviderNames[request.provider],
            setting: transcriptionKeySetting[request.provider],
          },
        ),
      );
    }
    if (request.options.speakers && !asked.speakers) {
      throw new AppError(
        "validation_failed",
        msg(
          {
            id: "errors.tools.noSpeakers",
            defaultMessage:
              "{provider} does not identify speakers; choose another provider or untick speaker identification.",
          },
          { provider: transcriptionProviderNames[asked.id] },
        ),
      );
    }
    return asked;
  }
  if (request.options.speakers) {
    const withSpeakers = providers.find((p) => p.speakers);
    if (!withSpeakers) {
      throw new AppError(
        "validation_failed",
        msg(
          {
            id: "errors.tools.speakersUnset",
            defaultMessage:
              "Speaker identification needs a provider that identifies speakers: set {settings}.",
          },
          { settings: speakerSettings.join(", ") },
        ),
      );
    }
    return withSpeakers;
  }
  return providers[0]!;
}
