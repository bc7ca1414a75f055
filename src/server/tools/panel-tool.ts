import type { Hono, Schema } from "hono";
import type { Logger } from "pino";
import type { FileReaders } from "@/server/engines/file-reading/file-readers";
import type { Ai } from "@/server/engines/providers/ai";
import type { AppEnv } from "@/server/features/auth/session";
import type { DocumentSearch } from "@/server/features/documents/document-search";
import type { JobHandler } from "@/server/features/jobs/job-runner";
import type { Jobs } from "@/server/features/jobs/jobs";
import type { Meter } from "@/server/features/usage/meter";
import type { Db } from "@/server/platform/db/client";
import type { Env } from "@/server/platform/env";
import type { FileStorage } from "@/server/platform/storage/file-storage";
import type { ToolDefinition } from "@/shared/tools/define-tool";
import type { ToolReadiness } from "@/shared/tools/readiness";

/**
 * The services a tool is built with, from the layers below; the composition root hands in its
 * AppDeps, which holds all of them.
 */
export type ToolDeps = {
  env: Env;
  db: Db;
  logger: Logger;
  /** Uploaded and generated files. */
  storage: FileStorage;
  /** Reads untrusted documents and images in separate processes. */
  fileReaders: FileReaders;
  /** The durable job queue and its workers. */
  jobs: Jobs;
  /** The plans' allowances, charged as work is accepted. */
  meter: Meter;
  /**
   * The AI object (engines/providers/ai.ts): every provider client and the models the providers
   * list now, built once at the composition root from the provider settings.
   */
  ai: Ai;
  /** Ask My PDF's search: the embedding model, when EMBEDDING_MODEL names one. */
  documentSearch: DocumentSearch;
};

/** What a tool's job handler is built with (main.ts and tests' apps give it). */
export type JobHandlerDeps = Pick<
  ToolDeps,
  "env" | "db" | "storage" | "fileReaders" | "documentSearch" | "logger" | "ai"
>;

/** A tool's routes: a typed Hono app whose schema reaches `AppType` (mounted by tools/index.ts). */
export type ToolRoutes = Hono<AppEnv, Schema, string>;

/**
 * A tool's server side: its routes, mounted under /api by src/server/tools/index.ts; the worker
 * side of a tool whose work runs as a job (src/server/features/jobs); and, for a tool that needs
 * a provider other than a chat model, whether it can work now (a chat model's tools are judged
 * by the chat catalogue: tools/readiness-route.ts).
 */
export type ToolServer<Routes extends ToolRoutes = ToolRoutes> = {
  id: string;
  routes: (deps: ToolDeps) => Routes;
  job?: (deps: JobHandlerDeps) => JobHandler;
  readiness?: (deps: ToolDeps) => Promise<ToolReadiness>;
};

/** A tool's server side, its routes' types kept for the typed client. */
export function toolServer<Routes extends ToolRoutes>(
  definition: ToolDefinition,
  routes: (deps: ToolDeps) => Routes,
  parts: Pick<ToolServer, "job" | "readiness"> = {},
): ToolServer<Routes> {
  return { id: definition.id, routes, ...parts };
}
