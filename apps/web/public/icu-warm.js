/*
 * The browser's first number or date format call loads its ICU locale data: 20-60 ms (four times that on a throttled
 * phone), which was the largest single piece of the app's first render. index.html runs this small script as soon
 * as it arrives, while the app's larger scripts are still downloading and the page's thread has nothing else to do
 * (docs/decisions.md, "ICU data loads while the scripts download"). A same-origin file: the content security policy
 * allows no inline script.
 */
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
new Intl.NumberFormat().format(1.5);
new Intl.DateTimeFormat().format(0);
new Intl.PluralRules().select(1);
