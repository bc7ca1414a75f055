/** Mono 16-bit PCM: what every speech engine here produces and what ffmpeg encodes from. */
export type PcmAudio = { sampleRate: number; samples: Int16Array };

const HEADER_BYTES = 44;

/**
 * Reads a 16-bit PCM WAV file (mixing channels down to mono). A streamed WAV may carry 0 or
 * 0xFFFFFFFF as its data size; the data then runs to the end of the file.
 */
export function parseWav(bytes: Uint8Array): PcmAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.byteLength < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") {
    throw new Error("not a WAV file");
  }
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  let at = 12;
  while (at + 8 <= bytes.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      const format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      if (format !== 1 || bits !== 16) throw new Error("only 16-bit PCM WAV is supported");
    } else if (id === "data") {
      if (!channels) throw new Error("WAV data before its format");
      const end = size === 0 || body + size > bytes.byteLength ? bytes.byteLength : body + size;
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel++) {
          sum += view.getInt16(body + (frame * channels + channel) * 2, true);
        }
        samples[frame] = Math.round(sum / channels);
      }
      return { sampleRate, samples };
    }
    at = body + size + (size % 2);
  }
  throw new Error("WAV file has no data");
}

export function encodeWav({ sampleRate, samples }: PcmAudio): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) wav.writeInt16LE(samples[i]!, HEADER_BYTES + i * 2);
  return wav;
}

/** Raw little-endian 16-bit mono PCM, as OpenAI (`pcm`) and ElevenLabs (`pcm_24000`) send it. */
export function pcmFromRaw(bytes: Uint8Array, sampleRate: number): PcmAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Int16Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true);
  return { sampleRate, samples };
}

export const durationSeconds = ({ sampleRate, samples }: PcmAudio) => samples.length / sampleRate;

/** Samples quieter than this (about -46 dBFS) count as silence when trimming. */
const SILENCE_LEVEL = 160;

function trimSilence(samples: Int16Array): Int16Array {
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start]!) < SILENCE_LEVEL) start++;
  while (end > start && Math.abs(samples[end - 1]!) < SILENCE_LEVEL) end--;
  return samples.subarray(start, end);
}

/**
 * Joins pieces of one speech into one, each piece's leading and trailing silence replaced by the
 * same pause, so the seams sound like the pause between any two sentences. The whole keeps a
 * short silence at each end.
 */
export function joinSpeech(pieces: PcmAudio[], pauseSeconds: number): PcmAudio {
  const first = pieces[0];
  if (!first) throw new Error("nothing to join");
  if (pieces.some((piece) => piece.sampleRate !== first.sampleRate)) {
    throw new Error("speech pieces differ in sample rate");
  }
  const pause = Math.round(pauseSeconds * first.sampleRate);
  const edge = Math.round(0.1 * first.sampleRate);
  const voiced = pieces.map((piece) => trimSilence(piece.samples)).filter((s) => s.length > 0);
  const length =
    voiced.reduce((sum, s) => sum + s.length, 0) +
    pause * Math.max(0, voiced.length - 1) +
    2 * edge;
  const samples = new Int16Array(length);
  let at = edge;
  voiced.forEach((piece, index) => {
    if (index > 0) at += pause;
    samples.set(piece, at);
    at += piece.length;
  });
  return { sampleRate: first.sampleRate, samples };
}

/** The largest 16-bit sample. */
const FULL_SCALE = 32767;

/**
 * The audio turned down so its loudest sample sits at `ceilingDb` dBFS (default -1): room for
 * an encoder's overshoot, so an MP3 of a full-scale voice (eSpeak's is) does not clip. Audio
 * already below the ceiling is returned as it is.
 */
export function limitPeak(audio: PcmAudio, ceilingDb = -1): PcmAudio {
  const ceiling = Math.round(FULL_SCALE * 10 ** (ceilingDb / 20));
  let peak = 0;
  for (const sample of audio.samples) peak = Math.max(peak, Math.abs(sample));
  if (peak <= ceiling) return audio;
  const gain = ceiling / peak;
  return {
    sampleRate: audio.sampleRate,
    samples: audio.samples.map((sample) => Math.round(sample * gain)),
  };
}
