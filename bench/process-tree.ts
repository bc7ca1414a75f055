import fs from "node:fs";

/** `pid` and every process below it (a server's app processes and its PostgreSQL). Linux /proc. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/**
 * Memory of the whole tree: RSS summed (shared pages, such as PostgreSQL's shared buffers,
 * count once per process that touched them: the pessimistic figure) and PSS summed (shared
 * pages divided among their sharers: what the tree really occupies).
 */
export function treeMemoryMb(pid: number): { rss: number; pss: number; processes: number } {
  let rss = 0;
  let pss = 0;
  const tree = processTree(pid);
  for (const member of tree) {
    try {
      const rollup = fs.readFileSync(`/proc/${member}/smaps_rollup`, "utf8");
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return { rss: rss / 1024, pss: pss / 1024, processes: tree.length };
}

/**
 * CPU seconds (user + system) the tree has used so far, split into its PostgreSQL processes
 * and the rest (the app). A process that ended counts in its parent's figure for waited-for
 * children, so a database connection closed during a run still counts.
 */
export function treeCpuSeconds(pid: number): { app: number; database: number } {
  const total = { app: 0, database: 0 };
  for (const member of processTree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${member}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0);
      total[name === "postgres" ? "database" : "app"] += ticks / 100;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}
