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

// Each layer drifts by its own keyframes, bismo-drift-0 to -2 in styles.css.
const layerDurations = ["18s", "26s", "34s"];

function layout(count: number) {
  const random = seeded(7);
  return Array.from({ length: Math.min(count, maxParticles) }, (_, index) => ({
    key: index,
    layer: index % layerDurations.length,
    left: `${(random() * 100).toFixed(2)}%`,
    top: `${(random() * 100).toFixed(2)}%`,
    size: `${(2 + random() * 4).toFixed(1)}px`,
    opacity: (0.25 + random() * 0.5).toFixed(2),
  }));
}

/**
 * Decorative floating dots. The dots sit still inside three layers, and only the layers
 * move, as compositor transform animations: three animations instead of one per dot, so
 * the main thread has next to nothing to do. With reduced motion they stand still.
 */
export function Particles({ count = 40 }: { count?: number }) {
  const particles = layout(count);
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      {layerDurations.map((duration, index) => (
        <div
          key={duration}
          data-particle-layer=""
          className="absolute inset-0 will-change-transform motion-reduce:animate-none!"
          style={{
            animation: `bismo-drift-${index} ${duration} ease-in-out infinite alternate`,
          }}
        >
          {particles
            .filter((particle) => particle.layer === index)
            .map((particle) => (
              <span
                key={particle.key}
                data-particle=""
                className="absolute rounded-full bg-primary"
                style={{
                  insetInlineStart: particle.left,
                  top: particle.top,
                  width: particle.size,
                  height: particle.size,
                  opacity: particle.opacity,
                }}
              />
            ))}
        </div>
      ))}
    </div>
  );
}
