import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { ErrorCode } from "@/shared/errors";
import { themeScript } from "@/shared/theme-script";
import type { AppDeps } from "./app-deps";
import { accountRoutes } from "./features/account/route";
import { adminRoutes } from "./features/admin/route";
import { trustedOrigins } from "./features/auth/auth";
import { callerLocale } from "./features/auth/caller-locale";
import { clientIp } from "./features/auth/client-ip";
import { authError, authRoutes } from "./features/auth/route";
import { type AppEnv, loadSession } from "./features/auth/session";
import { confirmSession } from "./features/auth/session-check";
import { chatRoutes } from "./features/chat/routes";
import { conversationRoutes } from "./features/conversations/route";
import { fileRoutes } from "./features/files/route";
import { shareRoutes } from "./features/files/share-route";
import { jobRoutes } from "./features/jobs/route";
import { preferencesRoutes } from "./features/preferences/route";
import { toolSuggestionRoutes } from "./features/tool-suggestions/route";
import { uploadRoutes } from "./features/uploads/route";
import { usageRoutes } from "./features/usage/routes";
import { requestBodyLimits } from "./platform/http/body-limits";
import {
  AppError,
  errorBody,
  isStorageFullError,
  isUnstorableTextError,
  noApiAt,
} from "./platform/http/errors";
import { requestLogger } from "./platform/http/request-logger";
import { sameOriginOnly } from "./platform/http/same-origin";
import { isApiPath, serveClient } from "./platform/http/static";
import { apiLocale } from "./platform/i18n/request-locale";
import { msg, type ServerMessage, wordIn } from "./platform/i18n/server-messages";
import { chatToolsFor, toolRoutes } from "./tools";
import { presentationToPptx } from "./tools/presentation-builder/pptx";

const themeScriptSource = `'sha256-${createHash("sha256").update(themeScript).digest("base64")}'`;

export function createApp(deps: AppDeps) {
  const { env, auth, logger } = deps;

  const api = new Hono<AppEnv>()
    .use(loadSession(auth))
    .use(confirmSession(deps.db))
    .get("/health", (c) => c.json({ status: "ok" as const }))
    .route("/", accountRoutes(deps, presentationToPptx))
    .route("/", usageRoutes(deps))
    .route("/", adminRoutes(deps))
    .route("/", preferencesRoutes(deps))
    .route("/", toolSuggestionRoutes(deps))
    .route("/", chatRoutes(deps, chatToolsFor(deps)))
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
    .use("/api/*", sameOriginOnly(env.appUrl, trustedOrigins(env.appUrl)))
    // Every body but a streamed file's (the routes that take one say so and bring their own
    // caps and upload rate: platform/http/body-limits.ts) is held to MAX_BODY_BYTES and JSON's
    // nesting limit.
    .use("/api/*", requestBodyLimits(env.MAX_BODY_BYTES))
    .route("/api/auth", authRoutes(deps))
    .route("/api", api);

  app.notFound((c) => {
    if (isApiPath(c.req.path)) {
      return c.json(
        errorBody("not_found", wordIn(callerLocale(c), noApiAt(c.req.method, c.req.path))),
        404,
      );
    }
    return c.json(
      errorBody(
        "not_found",
        wordIn(callerLocale(c), msg({ id: "errors.notFound", defaultMessage: "Not found." })),
      ),
      404,
    );
  });

  app.onError((caught, c) => {
    // better-auth's failures from auth.api calls in our routes answer as its HTTP routes do.
    const error =
      caught instanceof APIError && caught.statusCode < 500
        ? authError(caught.statusCode, caught.body, null, apiLocale(c.req.raw.headers))
        : caught;
    // Worded in the language of whoever asked: the account's, else the browser's choice.
    const locale = callerLocale(c);
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.code, error.messageIn(locale), error.details), error.status);
    }
    const said = (code: ErrorCode, message: ServerMessage) =>
      errorBody(code, wordIn(locale, message));
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status === 400 && /json/i.test(error.message)) {
        return c.json(
          said(
            "malformed_json",
            msg({
              id: "errors.malformedJson",
              defaultMessage: "The request body is not valid JSON.",
            }),
          ),
          400,
        );
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
        said(
          "validation_failed",
          msg({
            id: "errors.unstorableText",
            defaultMessage:
              "The request contains a character that cannot be stored, such as the invisible NUL character (\\u0000). Remove it and try again.",
          }),
        ),
        400,
      );
    }
    // The disk (or its quota) is full: what was being written is removed by its writer (the
    // storage, the spool), nothing was charged for it, and the person is told, not "our side".
    if (isStorageFullError(error)) {
      logger.error({ err: error, requestId: c.get("requestId") }, "storage full");
      return c.json(
        said(
          "internal",
          msg({
            id: "errors.storageFull",
            defaultMessage:
              "The server has no room left to store this, so nothing was saved or charged. Please try again later; if it keeps happening, tell the server's administrator.",
          }),
        ),
        507,
      );
    }
    logger.error({ err: error, requestId: c.get("requestId") }, "unhandled error");
    return c.json(
      said(
        "internal",
        msg({
          id: "errors.server",
          defaultMessage: "Something went wrong on our side. Please try again.",
        }),
      ),
      500,
    );
  });

  if (deps.clientDir) serveClient(app, deps.clientDir, new URL(env.appUrl).origin);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
