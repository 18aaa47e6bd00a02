/**
 * Free play's `random`: made once per browser and kept in localStorage, so every free-play call from
 * this browser sends the same one; a fresh one per call when storage is unavailable.
 */
const FREE_PLAY_KEY = 'vitrine.freePlay';
export function freePlayRandom(): string {
  try {
    const stored = localStorage.getItem(FREE_PLAY_KEY);
    if (stored) return stored;
    const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(FREE_PLAY_KEY, made);
    return made;
  } catch {
    return `fp${Date.now()}${Math.random().toString(16).slice(2)}`;
  }
}
