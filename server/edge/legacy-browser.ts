// The notice for browsers that cannot run the app's module bundles at all (Internet Explorer 11, spec-1
// §2.1): the page loads it with `<script nomodule>`, which only such browsers run. It is ES5 on purpose,
// and it stays, because nothing else on the page will work in that browser.

export const LEGACY_BROWSER_SCRIPT_PATH = '/legacy-browser.js'

export const LEGACY_BROWSER_SCRIPT = `(function () {
  var notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'margin:24px;padding:16px;border:1px solid #b45309;background:#fffbeb;color:#1f2937;font:16px Arial,sans-serif';
  notice.appendChild(document.createTextNode('You are using an old browser that Sightline does not support. ' +
    'Please use a current version of Chrome, Edge, Firefox or Safari.'));
  document.body.insertBefore(notice, document.body.firstChild);
})();
`
