/**
 * What one server process lets realtime streams hold, so that no client can exhaust it
 * (docs/architecture.md, "Realtime"). Counted per process: behind a load balancer each process applies
 * them to its own streams.
 */
export interface RealtimeLimits {
  /** Streams of one session; a new one closes the oldest (told `replaced`). */
  streamsPerSession: number;
  /** Streams from one client address (client-info.ts, TRUST_PROXY); more answer 429. REALTIME_STREAMS_PER_ADDRESS. */
  streamsPerAddress: number;
  /**
   * Events waiting for one stream's socket; a reader that falls further behind is dropped.
   * Not lower: PostgreSQL hands a transaction's notifications over in ~64 KB chunks that are
   * fanned out in one go, about 300 small events each, before any socket can take them.
   */
  queueEvents: number;
  /** Bytes waiting for one stream's socket; likewise. */
  queueBytes: number;
  /** A write waiting this long for the socket (nothing read meanwhile) drops the stream. */
  stallMs: number;
}

export const REALTIME_LIMITS: RealtimeLimits = {
  streamsPerSession: 5,
  streamsPerAddress: 50,
  queueEvents: 1024,
  queueBytes: 1024 * 1024,
  stallMs: 60_000,
};
