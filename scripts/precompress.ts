import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

/**
 * Writes `.br` and `.gz` beside each built script, stylesheet and SVG, so the server sends
 * them compressed (serveStatic's `precompressed`) without compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "bismo-precompress",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
      }
    },
  };
}
