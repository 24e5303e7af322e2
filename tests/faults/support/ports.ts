/**
 * The fault tests' loopback ports: ten for each file from FAULT_PORT_BASE (4200 unless set), so a restarted
 * Redis or database proxy comes back on the port the site already knows, and two checkouts on one machine
 * can move theirs apart.
 */
const BASE = Number(process.env.FAULT_PORT_BASE ?? 4200);

export const PORT_BLOCKS = { postgres: 0, redis: 1, smtp: 2, sigterm: 3, sqlite: 4, cluster: 5 } as const;

/** The nth port (0-9) of a file's block. */
export function faultPort(block: keyof typeof PORT_BLOCKS, n: number): number {
  if (n < 0 || n > 9) throw new Error(`port ${n} is outside the block of ten`);
  return BASE + PORT_BLOCKS[block] * 10 + n;
}
