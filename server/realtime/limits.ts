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
  /**
   * How long the hub keeps the changes it heard, for a stream opened behind a page the server drew
   * (it asks for those since the drawing); and how many at most. Older or more: it asks again for everything.
   */
  replayMs: number;
  replayEvents: number;
  /** How much earlier than the drawing's moment a replay begins: the clocks of two processes differ a little. */
  replaySkewMs: number;
  /** Past this many changes to decide by a statement each, a replay says `resync` instead. */
  replayQueries: number;
}

export const REALTIME_LIMITS: RealtimeLimits = {
  streamsPerSession: 5,
  streamsPerAddress: 50,
  queueEvents: 1024,
  queueBytes: 1024 * 1024,
  stallMs: 60_000,
  replayMs: 60_000,
  replayEvents: 5000,
  replaySkewMs: 2000,
  replayQueries: 50,
};
