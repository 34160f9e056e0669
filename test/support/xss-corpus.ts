/**
 * Strings that would run code if a screen ever rendered service text as markup: each, if it ran,
 * would set `window.__xss` or open a dialog. Used by the end-to-end XSS test (rewriting every string
 * the sandbox sends) and by the Markdown renderer's tests.
 */
export const XSS_CORPUS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  'javascript:window.__xss = 3',
  'data:text/html,<script>window.__xss = 4</script>',
  '<svg onload="window.__xss = 5"><script>window.__xss = 5</script></svg>',
  '[click me](javascript:window.__xss=6)',
  "{{constructor.constructor('window.__xss = 7')()}}",
  '"><iframe src="javascript:window.__xss = 8"></iframe>',
  '<a href="javascript:alert(9)">link</a>',
  '${alert(10)} #{alert(10)} <%= alert(10) %>',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMSk8L3NjcmlwdD4=)',
  '<details open ontoggle="window.__xss = 12">x</details>',
  '\'-alert(13)-\' "onmouseover="alert(13)',
  '![img](javascript:alert(14)) <img src="javascript:alert(14)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(15)>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(16)"/>',
];
