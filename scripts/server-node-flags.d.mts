/** The Node flags `npm start` runs the server with (see server-node-flags.mjs). */
export function serverNodeFlags(nodeOptions?: string): string[];
