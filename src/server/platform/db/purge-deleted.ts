/** Runs `work` with statements on one connection of the database (a `SET` holds for them all). */
export type OnOneConnection = (
  work: (sql: (text: string) => Promise<unknown>) => Promise<void>,
) => Promise<void>;

/**
 * How long a rewrite waits for its table before it gives way and tries again: a VACUUM FULL
 * waiting for a lock (behind a long query) would make every later statement on the table wait
 * behind it. Tries and pauses are few: an erasure does not give up while Bismo is serving.
 */
const lockTimeout = "2s";
const tries = 30;
const pauseMs = 1000;

const lockNotAvailable = (error: unknown) => (error as { code?: string } | null)?.code === "55P03";

/**
 * Rewrites `tables` and what PostgreSQL keeps of their rows elsewhere (decision 0027). A plain
 * VACUUM is not enough: it leaves a deleted row's bytes in its page's free space when no live
 * row is moved over them (a third of one account's rows in a test), and its keys in the indexes.
 * VACUUM FULL writes each table and its indexes anew (their old files go at the next
 * checkpoint); their statistics (which may hold sampled values of the deleted rows) are
 * deleted, ANALYZE samples the rows left, and pg_statistic is rewritten. On Bismo's own server
 * (`ownServer`: the embedded PostgreSQL, PGlite) the current WAL segment is ended and a
 * checkpoint taken, after which the segments that held the rows are deleted: the server runs
 * with wal_recycle off, since a recycled segment keeps its old bytes until overwritten. On an
 * operator's server the catalogue's rewrite and the checkpoint need privileges Bismo's role
 * may lack: without them, what stays is the operator's to manage.
 */
export async function purgeDeletedRows(
  onOneConnection: OnOneConnection,
  tables: readonly string[],
  { ownServer }: { ownServer: boolean },
): Promise<void> {
  if (tables.length === 0) return;
  await onOneConnection(async (sql) => {
    const patiently = async (text: string) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await sql(text);
        } catch (error) {
          if (!lockNotAvailable(error) || attempt >= tries) throw error;
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      }
    };
    const privileged = ownServer
      ? patiently
      : (text: string) => patiently(text).catch(() => undefined);
    await sql(`set lock_timeout = '${lockTimeout}'`);
    await sql("set maintenance_work_mem = '256MB'");
    try {
      for (const table of tables) {
        const name = `"${table.replaceAll('"', "")}"`;
        // ANALYZE of a table left empty keeps its old statistics: they go first.
        await privileged(
          `delete from pg_catalog.pg_statistic where starelid = '${name}'::regclass`,
        );
        await patiently(`vacuum (full, analyze) ${name}`);
      }
      await privileged("vacuum full pg_catalog.pg_statistic");
    } finally {
      await sql("reset lock_timeout");
      await sql("reset maintenance_work_mem");
    }
    if (ownServer) await sql("select pg_switch_wal()");
    await privileged("checkpoint");
  });
}
