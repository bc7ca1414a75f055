/** At most 100 particles (spec section 9). */
export const maxParticles = 100;

// A seeded generator, so the prerendered HTML and the hydrated page place the dots identically.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function layout(count: number) {
  const random = seeded(7);
  return Array.from({ length: Math.min(count, maxParticles) }, (_, index) => ({
    key: index,
    left: `${(random() * 100).toFixed(2)}%`,
    top: `${(random() * 100).toFixed(2)}%`,
    size: `${(2 + random() * 4).toFixed(1)}px`,
    duration: `${(10 + random() * 14).toFixed(1)}s`,
    delay: `-${(random() * 20).toFixed(1)}s`,
    opacity: (0.25 + random() * 0.5).toFixed(2),
  }));
}

const keyframes =
  "@keyframes bismo-particle{0%,100%{transform:translate3d(0,0,0)}50%{transform:translate3d(12px,-40px,0)}}";

/**
 * Decorative floating dots. Pure CSS transform animations run on the compositor, so they
 * cost the main thread nothing; with reduced motion they stand still.
 */
export function Particles({ count = 40 }: { count?: number }) {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      <style>{keyframes}</style>
      {layout(count).map((particle) => (
        <span
          key={particle.key}
          data-particle=""
          className="absolute rounded-full bg-primary motion-reduce:animate-none!"
          style={{
            left: particle.left,
            top: particle.top,
            width: particle.size,
            height: particle.size,
            opacity: particle.opacity,
            animation: `bismo-particle ${particle.duration} ease-in-out ${particle.delay} infinite`,
          }}
        />
      ))}
    </div>
  );
}
