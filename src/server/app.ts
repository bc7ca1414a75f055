import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { themeScript } from "@/shared/theme-script";
import { accountRoutes } from "./features/account/route";
import { adminRoutes } from "./features/admin/route";
import { clientIp } from "./features/auth/client-ip";
import { authError, authRoutes } from "./features/auth/route";
import { confirmSession } from "./features/auth/session-check";
import { chatRoutes } from "./features/chat/routes";
import { conversationRoutes } from "./features/conversations/route";
import { fileRoutes } from "./features/files/route";
import { shareRoutes } from "./features/files/share-route";
import { jobRoutes } from "./features/jobs/route";
import { preferencesRoutes } from "./features/preferences/route";
import { toolSuggestionRoutes } from "./features/tool-suggestions/route";
import { uploadRoutes } from "./features/uploads/route";
import { limitUploadRate } from "./features/uploads/upload-limits";
import { usageRoutes } from "./features/usage/routes";
import type { AppDeps, AppEnv } from "./platform/http/app-env";
import { AppError, errorBody, isUnstorableTextError } from "./platform/http/errors";
import { jsonDepthLimit } from "./platform/http/json-depth";
import { requestLogger } from "./platform/http/request-logger";
import { sameOriginOnly } from "./platform/http/same-origin";
import { loadSession } from "./platform/http/session";
import { isApiPath, serveClient } from "./platform/http/static";
import { toolRoutes } from "./tools";
import { presentationToPptx } from "./tools/presentation-builder/pptx";

const themeScriptSource = `'sha256-${createHash("sha256").update(themeScript).digest("base64")}'`;

export function createApp(deps: AppDeps) {
  const { env, auth, logger } = deps;

  const api = new Hono<AppEnv>()
    .use(loadSession(auth))
    .use(confirmSession(deps.db))
    // A person's own files, on every route that takes one (attachments and Ask My PDF's
    // documents count themselves): per account, or per guest and per address.
    .on(
      "POST",
      ["/files", "/:tool/uploads", "/speech-to-text", "/voice-clone/voices"],
      limitUploadRate(deps.db, env),
    )
    .get("/health", (c) => c.json({ status: "ok" as const }))
    .route("/", accountRoutes(deps, presentationToPptx))
    .route("/", usageRoutes(deps))
    .route("/", adminRoutes(deps))
    .route("/", preferencesRoutes(deps))
    .route("/", toolSuggestionRoutes(deps))
    .route("/", chatRoutes(deps))
    .route("/", conversationRoutes(deps))
    .route("/", uploadRoutes(deps))
    .route("/", fileRoutes(deps))
    .route("/", shareRoutes(deps))
    .route("/", jobRoutes(deps))
    .route("/", toolRoutes(deps));

  const app = new Hono<AppEnv>()
    // Whether a connection stays open is the HTTP server's to say (decision 0019): Node gives a
    // response no Keep-Alive timeout when it names a Connection header itself, as the AI SDK's
    // and Hono's event streams do, and a client then closes the connection after its own few
    // seconds instead of reusing it.
    .use(async (c, next) => {
      await next();
      if (c.res.headers.has("Connection")) c.res.headers.delete("Connection");
    })
    .use(requestId())
    .use(async (c, next) => {
      c.set("clientIp", clientIp(c, env.TRUST_PROXY));
      await next();
    })
    .use(requestLogger(logger))
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          // The pages' one inline script applies a manual theme before the first paint.
          scriptSrc: ["'self'", themeScriptSource],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          mediaSrc: ["'self'", "blob:"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
        referrerPolicy: "strict-origin-when-cross-origin",
      }),
    )
    .use("/api/*", sameOriginOnly(env.appUrl))
    .use(
      "/api/*",
      // Uploads have their own, larger caps (UPLOAD_MAX_BYTES; 25 MB for audio; a tool's own for
      // its `/api/<tool>/uploads`), enforced while reading, and carry no JSON.
      except(
        [
          "/api/uploads",
          "/api/files",
          "/api/:tool/uploads",
          "/api/conversations/:id/documents",
          "/api/pdf/upload",
          "/api/speech-to-text",
          "/api/voice-clone/voices",
        ],
        bodyLimit({
          maxSize: env.MAX_BODY_BYTES,
          onError: (c) =>
            c.json(
              errorBody(
                "payload_too_large",
                `The request body is larger than ${Math.round(env.MAX_BODY_BYTES / 1024)} KiB.`,
              ),
              413,
            ),
        }),
        jsonDepthLimit,
      ),
    )
    .route("/api/auth", authRoutes(deps))
    .route("/api", api);

  app.notFound((c) => {
    if (isApiPath(c.req.path)) {
      return c.json(
        errorBody("not_found", `There is no API at ${c.req.method} ${c.req.path}.`),
        404,
      );
    }
    return c.json(errorBody("not_found", "Not found."), 404);
  });

  app.onError((caught, c) => {
    // better-auth's failures from auth.api calls in our routes answer as its HTTP routes do.
    const error =
      caught instanceof APIError && caught.statusCode < 500
        ? authError(caught.statusCode, caught.body)
        : caught;
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status === 400 && /json/i.test(error.message)) {
        return c.json(errorBody("malformed_json", "The request body is not valid JSON."), 400);
      }
      if (status < 500) {
        return c.json(
          errorBody(status === 413 ? "payload_too_large" : "bad_request", error.message),
          status,
        );
      }
    }
    // A safety net: request schemas refuse the NUL character, but text from elsewhere may carry it.
    if (isUnstorableTextError(error)) {
      logger.warn({ err: error, requestId: c.get("requestId") }, "text the database cannot store");
      return c.json(
        errorBody(
          "validation_failed",
          "The request contains a character that cannot be stored, such as the invisible NUL character (\\u0000). Remove it and try again.",
        ),
        400,
      );
    }
    logger.error({ err: error, requestId: c.get("requestId") }, "unhandled error");
    return c.json(
      errorBody("internal", "Something went wrong on our side. Please try again."),
      500,
    );
  });

  if (deps.clientDir) serveClient(app, deps.clientDir);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
