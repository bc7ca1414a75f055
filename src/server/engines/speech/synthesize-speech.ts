import {
  changeTempo,
  encodeSpeech,
  type SpeechFormat,
  speechFormatFiles,
} from "@/server/engines/media/audio-convert";
import { durationSeconds, joinSpeech, limitPeak, type PcmAudio } from "@/server/engines/media/wav";
import type {
  NeuralSpeechEngine,
  NeuralSpeechEngineId,
} from "@/server/engines/providers/speech-models";
import type { Locale } from "@/shared/i18n/locales";
import type { OfflineSpeech } from "./offline-speech";
import { sentenceChunks } from "./sentence-chunks";
import type { SpeechVoice } from "./voices";

export type SpeechEngineId = "offline" | NeuralSpeechEngineId;

export type SpeechRequest = {
  text: string;
  voice: SpeechVoice;
  speed: number;
  format: SpeechFormat;
  /**
   * The text's language, for the offline engine's pronunciation (English if not given); the
   * neural engines (OpenAI's tts-1, ElevenLabs' multilingual v2) tell it from the text.
   */
  language?: Locale;
  /** A specific engine; the default is the first configured neural engine, else offline. */
  engine?: SpeechEngineId;
  /** Fraction of the text spoken so far (0-1), as pieces finish. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export type SynthesizedSpeech = {
  audio: Buffer;
  format: SpeechFormat;
  mimeType: string;
  extension: string;
  engine: SpeechEngineId;
  durationSeconds: number;
};

/** eSpeak pauses about 0.3 s between sentences at normal speed; seams between pieces match it. */
const SENTENCE_PAUSE_SECONDS = 0.3;
/**
 * Each piece costs a fresh eSpeak instance (about half a second on a loaded two-core machine)
 * on top of about 0.25 ms a character, so pieces are large; a long text still keeps both
 * workers busy and reports progress as pieces finish.
 */
const OFFLINE_PIECE_CHARS = 1500;

export class SpeechEngineUnavailableError extends Error {
  constructor(readonly engine: SpeechEngineId) {
    super(`The ${engine} speech engine is not configured`);
  }
}

export type SpeechSynthesizer = ReturnType<typeof createSpeechSynthesizer>;

/**
 * Text to speech: the text is cut at sentence boundaries into pieces the engine accepts, the
 * pieces are spoken and joined with a sentence's pause, turned down to -1 dBFS at their
 * loudest if they reach higher, then encoded with ffmpeg.
 */
export function createSpeechSynthesizer(deps: {
  neural: NeuralSpeechEngine[];
  offline: OfflineSpeech;
}) {
  const engines: SpeechEngineId[] = [...deps.neural.map((engine) => engine.id), "offline"];

  /** The spoken pieces, and the tempo change still to apply to reach the requested speed. */
  async function speakPieces(
    request: SpeechRequest,
    engineId: SpeechEngineId,
  ): Promise<{ pieces: PcmAudio[]; tempo: number }> {
    const neural = deps.neural.find((engine) => engine.id === engineId);
    const pieces = sentenceChunks(request.text, neural?.maxChars ?? OFFLINE_PIECE_CHARS);
    const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
    let spoken = 0;
    const done = (piece: string, audio: PcmAudio) => {
      spoken += piece.length;
      request.onProgress?.(spoken / total);
      return audio;
    };
    if (!neural) {
      // The worker pool bounds how many run at once.
      const audio = await Promise.all(
        pieces.map((piece) =>
          deps.offline
            .speak(piece, request.voice, request.speed, request.language)
            .then((a) => done(piece, a)),
        ),
      );
      return { pieces: audio, tempo: 1 };
    }
    const [low, high] = neural.speedRange;
    const providerSpeed = request.speed >= low && request.speed <= high ? request.speed : 1;
    const audio: PcmAudio[] = [];
    // One at a time: providers rate-limit per key.
    for (const piece of pieces) {
      const spokenPiece = await neural.speak({
        text: piece,
        voice: neural.voiceFor(request.voice),
        speed: providerSpeed,
        signal: request.signal,
      });
      audio.push(done(piece, spokenPiece));
    }
    return { pieces: audio, tempo: request.speed / providerSpeed };
  }

  return {
    /** Engines that can speak now, the default first. */
    engines,
    async synthesize(request: SpeechRequest): Promise<SynthesizedSpeech> {
      const engine = request.engine ?? engines[0]!;
      if (!engines.includes(engine)) throw new SpeechEngineUnavailableError(engine);
      const { pieces, tempo } = await speakPieces(request, engine);
      // The pause is laid in at the pace the pieces were spoken; a later tempo change scales it too.
      const joined = joinSpeech(pieces, (SENTENCE_PAUSE_SECONDS * tempo) / request.speed);
      const paced = limitPeak(await changeTempo(joined, tempo));
      return {
        audio: await encodeSpeech(paced, request.format),
        format: request.format,
        ...speechFormatFiles[request.format],
        engine,
        durationSeconds: durationSeconds(paced),
      };
    },
  };
}
