import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";
import { prerender } from "./scripts/prerender.ts";

const apiPort = process.env.PORT ?? "3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), prerender()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: false },
  server: {
    // `npm run dev` gives the server APP_URL=http://localhost:5173, so Vite must not move elsewhere.
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  test: {
    include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
