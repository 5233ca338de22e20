/**
 * Makes a number and a date format, says so and ends. The first such format a page makes loads the
 * browser's locale data (tens of milliseconds on a phone, whatever the language); the data is shared by
 * the whole page, so loaded here it costs the main thread nothing when the app makes its own formats.
 */
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat().format(0);
postMessage(null);
close();
