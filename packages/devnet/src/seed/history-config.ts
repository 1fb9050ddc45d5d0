/** Size of the seeded history: what "30 days" means and how busy a day is (min, max trades). */
export const HISTORY_DAYS = 30;
export const DAY_SECONDS = 86_400;
export const TRADES_PER_DAY: [number, number] = [14, 26];
