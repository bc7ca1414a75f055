import type { ThumbnailCategory } from "@/shared/tools/thumbnail-creator";

const W = 1280;
const H = 720;

type Theme = { from: string; to: string; accent: string; art: (seed: number) => string };

/** A small deterministic random sequence, so one description always draws the same picture. */
function random(seed: number) {
  let state = seed || 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const repeat = (count: number, draw: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => draw(index)).join("");

const themes: Record<ThumbnailCategory, Theme> = {
  Gaming: {
    from: "#1e0b3a",
    to: "#3b0764",
    accent: "#22d3ee",
    art: (seed) => {
      const next = random(seed);
      return `${repeat(9, (i) => `<rect x="${-200 + i * 180}" y="-100" width="40" height="1000" fill="${i % 2 ? "#22d3ee" : "#e879f9"}" opacity="${0.12 + next() * 0.2}" transform="rotate(25 640 360)"/>`)}
        ${repeat(14, () => `<rect x="${next() * W}" y="${next() * H}" width="${10 + next() * 26}" height="${10 + next() * 26}" fill="#f0abfc" opacity="0.5"/>`)}`;
    },
  },
  "Tech Review": {
    from: "#0b1120",
    to: "#1e3a8a",
    accent: "#38bdf8",
    art: (seed) => {
      const next = random(seed);
      return `${repeat(17, (i) => `<line x1="${i * 80}" y1="0" x2="${i * 80}" y2="${H}" stroke="#38bdf8" stroke-opacity="0.12"/>`)}
        ${repeat(10, (i) => `<line x1="0" y1="${i * 80}" x2="${W}" y2="${i * 80}" stroke="#38bdf8" stroke-opacity="0.12"/>`)}
        ${repeat(12, () => {
          const x = Math.round(next() * 16) * 80;
          const y = Math.round(next() * 9) * 80;
          return `<circle cx="${x}" cy="${y}" r="7" fill="#7dd3fc"/><path d="M${x} ${y} h${80 + Math.round(next() * 2) * 80} v80" stroke="#7dd3fc" stroke-width="3" fill="none" opacity="0.6"/>`;
        })}`;
    },
  },
  Cooking: {
    from: "#7c2d12",
    to: "#ea580c",
    accent: "#fde047",
    art: (seed) => {
      const next = random(seed);
      return `<circle cx="980" cy="380" r="300" fill="#fff7ed" opacity="0.18"/><circle cx="980" cy="380" r="220" fill="#fff7ed" opacity="0.22"/>
        ${repeat(18, () => `<circle cx="${next() * W}" cy="${next() * H}" r="${6 + next() * 22}" fill="#fde68a" opacity="${0.2 + next() * 0.3}"/>`)}`;
    },
  },
  Travel: {
    from: "#0c4a6e",
    to: "#f97316",
    accent: "#fef08a",
    art: () =>
      `<circle cx="1000" cy="260" r="120" fill="#fde68a" opacity="0.85"/>
        <path d="M0 560 L220 330 L400 520 L620 280 L860 560 L1040 400 L1280 580 L1280 720 L0 720 Z" fill="#0f172a" opacity="0.55"/>
        <path d="M0 640 L300 470 L520 620 L760 450 L1000 640 L1280 520 L1280 720 L0 720 Z" fill="#020617" opacity="0.7"/>`,
  },
  Education: {
    from: "#14532d",
    to: "#0f766e",
    accent: "#fde047",
    art: (seed) => {
      const next = random(seed);
      return `${repeat(9, (i) => `<line x1="0" y1="${90 + i * 72}" x2="${W}" y2="${90 + i * 72}" stroke="#ecfccb" stroke-opacity="0.14" stroke-width="2"/>`)}
        <line x1="110" y1="0" x2="110" y2="${H}" stroke="#fca5a5" stroke-opacity="0.35" stroke-width="3"/>
        ${repeat(6, () => `<circle cx="${next() * W}" cy="${next() * H}" r="${30 + next() * 50}" fill="none" stroke="#fde047" stroke-opacity="0.25" stroke-width="4"/>`)}`;
    },
  },
  Music: {
    from: "#111827",
    to: "#be185d",
    accent: "#f9a8d4",
    art: (seed) => {
      const next = random(seed);
      return repeat(40, (i) => {
        const height = 40 + next() * 420;
        return `<rect x="${i * 32 + 6}" y="${H - height}" width="20" height="${height}" rx="10" fill="#f9a8d4" opacity="${0.18 + next() * 0.25}"/>`;
      });
    },
  },
};

export function accentOf(category: ThumbnailCategory): string {
  return themes[category].accent;
}

/** A 1280x720 design for a category, drawn by Bismo (no provider): a gradient and themed shapes, as SVG. */
export function categoryBackdrop(category: ThumbnailCategory, seed: number): string {
  const theme = themes[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${theme.art(seed)}
  </svg>`;
}
