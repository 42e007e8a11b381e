/*
 * Colour bands of the counterparty report. The risk score is 0–100, higher meaning more
 * reliable, so the bands run from green down to red.
 */

export type Tone = 'green' | 'yellow' | 'orange' | 'red';

/** The score bar's colour: ≥80, ≥60, ≥40, below 40. */
export function scoreTone(score: number): Tone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

/** Credit rating colours: AAA/AA/A green, BBB/BB yellow, B/CCC orange, anything else red. */
export function creditRatingTone(rating: string): Tone {
  const r = rating.trim().toUpperCase();
  if (r === 'AAA' || r === 'AA' || r === 'A') return 'green';
  if (r === 'BBB' || r === 'BB') return 'yellow';
  if (r === 'B' || r === 'CCC') return 'orange';
  return 'red';
}

/** Court cases won out of all, in whole percent (no cases: 0). */
export function winRate(won: number, total: number): number {
  return total > 0 ? Math.round((won / total) * 100) : 0;
}
