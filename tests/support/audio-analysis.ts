import type { PcmAudio } from "@/server/engines/media/wav";

/** Frames of 40 ms whose mean energy says they are voiced, every `step`-th one. */
function voicedFrames(audio: PcmAudio, frameLength: number, step = 1): Float32Array[] {
  const frames: Float32Array[] = [];
  for (
    let start = 0, index = 0;
    start + frameLength <= audio.samples.length;
    start += frameLength
  ) {
    const frame = new Float32Array(frameLength);
    let energy = 0;
    for (let i = 0; i < frameLength; i++) {
      frame[i] = audio.samples[start + i]! / 32768;
      energy += frame[i]! ** 2;
    }
    if (energy / frameLength < 1e-3) continue;
    if (index++ % step === 0) frames.push(frame);
  }
  return frames;
}

/** Median fundamental frequency of the voiced frames, by normalised autocorrelation (60-400 Hz). */
export function medianPitchHz(audio: PcmAudio, maxFrames = 200): number {
  const frameLength = Math.round(audio.sampleRate * 0.04);
  const all = voicedFrames(audio, frameLength);
  const frames = voicedFrames(audio, frameLength, Math.max(1, Math.floor(all.length / maxFrames)));
  const minLag = Math.floor(audio.sampleRate / 400);
  const maxLag = Math.floor(audio.sampleRate / 60);
  const pitches: number[] = [];
  for (const frame of frames) {
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let product = 0;
      let energyA = 0;
      let energyB = 0;
      for (let i = 0; i + lag < frameLength; i++) {
        product += frame[i]! * frame[i + lag]!;
        energyA += frame[i]! ** 2;
        energyB += frame[i + lag]! ** 2;
      }
      const correlation = product / Math.sqrt(energyA * energyB + 1e-12);
      if (correlation > best) {
        best = correlation;
        bestLag = lag;
      }
    }
    if (best > 0.6) pitches.push(audio.sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

function fftMagnitudes(frame: Float32Array): Float32Array {
  const n = frame.length;
  const re = Float64Array.from(frame, (v, i) => v * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n)));
  const im = new Float64Array(n);
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const cos = Math.cos(angle * k);
        const sin = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * cos - im[b]! * sin;
        const ti = re[b]! * sin + im[b]! * cos;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  return Float32Array.from({ length: n / 2 }, (_, k) => Math.hypot(re[k]!, im[k]!));
}

/** Mean spectral centroid (brightness of the timbre) of the voiced frames, in Hz. */
export function spectralCentroidHz(audio: PcmAudio, maxFrames = 200): number {
  const frameLength = 1024;
  const all = voicedFrames(audio, frameLength);
  const frames = voicedFrames(audio, frameLength, Math.max(1, Math.floor(all.length / maxFrames)));
  let sum = 0;
  for (const frame of frames) {
    const magnitudes = fftMagnitudes(frame);
    let weighted = 0;
    let total = 0;
    magnitudes.forEach((magnitude, k) => {
      weighted += magnitude * ((k * audio.sampleRate) / frameLength);
      total += magnitude;
    });
    sum += total > 0 ? weighted / total : 0;
  }
  return frames.length > 0 ? sum / frames.length : 0;
}

/** The longest run of near-silence inside the audio (edges excluded), in seconds. */
export function longestInnerSilenceSeconds(audio: PcmAudio, level = 160): number {
  const { samples } = audio;
  let first = 0;
  let last = samples.length - 1;
  while (first < last && Math.abs(samples[first]!) < level) first++;
  while (last > first && Math.abs(samples[last]!) < level) last--;
  let longest = 0;
  let run = 0;
  for (let i = first; i <= last; i++) {
    run = Math.abs(samples[i]!) < level ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest / audio.sampleRate;
}
