/*
 * Warms the browser's number, date and plural data off the main thread (issue 9).
 *
 * The page's first `Intl.NumberFormat` costs 25-45 ms on this class of machine, even on an empty
 * page: the browser loads its locale data (ICU) once per process. That was one long task of the
 * home's first screen (prices, RTPs, boards). The data is shared by the whole process, so this
 * worker, started by index.html's boot script while the app's scripts download, pays that cost
 * on another thread; the main thread's first formatter then takes well under a millisecond.
 *
 * The worker's name is the player's stored language (or the brand's default). It does nothing
 * else, sends nothing, and closes itself. Plain script: it is emitted as written (a hashed file,
 * see webpack.config.cjs) and runs before anything else is loaded.
 */
(function (self) {
  var locale = 'pt';
  try {
    locale = Intl.getCanonicalLocales(self.name)[0] || locale;
  } catch {
    // Not a language tag: warm the default.
  }
  try {
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(0.971);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.PluralRules(locale).select(1);
    new Intl.Collator(locale).compare('a', 'b');
  } catch {
    // A browser without some of these: nothing to warm.
  }
  self.close();
})(self);
