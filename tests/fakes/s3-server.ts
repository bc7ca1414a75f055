import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "@/server/platform/storage/s3-file-storage";

/**
 * A real S3-compatible server on a free local port (s3rver, from npm): the S3 REST protocol
 * over HTTP, with multipart uploads and ranges, keeping objects in a temporary folder.
 * It checks the access key but not the V4 signature itself (s3rver does not implement that check).
 */
export async function startS3Server(bucket = "bismo") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "bismo-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { address, port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    endpoint: `http://${address}:${port}`,
  };
  return {
    settings,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * S3 as it is in an outage, for a bucket named `bucket`: `closed` is a port nothing listens
 * on (connections refused); `dropping` accepts each connection and closes it at once, before
 * any answer (a proxy or a server in trouble).
 */
export async function startUnreachableS3(bucket = "bismo") {
  const net = await import("node:net");
  const listen = (server: import("node:net").Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
    );
  const closedServer = net.createServer();
  const closedPort = await listen(closedServer);
  await new Promise<void>((resolve) => closedServer.close(() => resolve()));
  const dropping = net.createServer((socket) => socket.destroy());
  const droppingPort = await listen(dropping);
  const settings = (port: number): S3Settings => ({
    bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    endpoint: `http://127.0.0.1:${port}`,
  });
  return {
    closed: settings(closedPort),
    dropping: settings(droppingPort),
    close: () => new Promise<void>((resolve) => dropping.close(() => resolve())),
  };
}
