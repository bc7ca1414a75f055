import crypto from "node:crypto";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "#tests/support/test-database";
import { openJobQueue } from "./job-queue";

const url = testDatabaseUrl();
const schemas: string[] = [];

afterAll(async () => {
  if (!url || schemas.length === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

// Several instances on one PostgreSQL start together and each makes the queue.
describe.skipIf(!url)("the job queue on a fresh PostgreSQL", () => {
  it("is made by four instances starting at once, every round", async () => {
    for (let round = 0; round < 4; round++) {
      const schema = `test_queue_${crypto.randomBytes(4).toString("hex")}`;
      schemas.push(schema);
      const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: url, max: 3 }));
      try {
        const queues = await Promise.all(
          pools.map((pool) =>
            openJobQueue({
              executeSql: (text, values) => pool.query(text, values),
              schema,
              logger: pino({ level: "silent" }),
            }),
          ),
        );
        expect(queues).toHaveLength(4);
        await Promise.all(queues.map((queue) => queue.stop()));
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
      }
    }
  }, 60_000);
});
