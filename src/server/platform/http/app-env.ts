/**
 * What the platform's middleware knows of every request (app.ts sets both first). The app's
 * own Hono env adds the session to these (features/auth/session.ts), a feature's concern.
 */
export type HttpEnv = {
  Variables: {
    requestId: string;
    clientIp: string;
  };
};
