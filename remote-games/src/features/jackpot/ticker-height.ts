/** The jackpot ticker's reserved height: its loading box and its drawn box are the same (CLS 0). */
export const JACKPOT_TICKER_HEIGHT = '88px';
