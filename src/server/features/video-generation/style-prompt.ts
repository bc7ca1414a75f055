import type { videoStyles } from "@/shared/video";

const styleWords: Record<(typeof videoStyles)[number], string> = {
  Cinematic: "cinematic, film-like lighting, shallow depth of field, smooth camera movement",
  Realistic: "photorealistic, natural light and true-to-life motion",
  Animated: "animated, stylised 3D animation with bold colours",
  Documentary: "documentary footage, handheld camera, natural sound and light",
  Commercial: "polished commercial, clean studio lighting, crisp product shots",
  Artistic: "artistic and expressive, painterly colours and composition",
};

/** The prompt sent to the model: the user's words, then the chosen style spelt out. */
export function styledPrompt(prompt: string, style: (typeof videoStyles)[number]): string {
  return `${prompt}\n\nStyle: ${styleWords[style]}.`;
}
