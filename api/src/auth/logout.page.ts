import { API } from '@coverletter/contracts';

/**
 * What `GET /api/logout` shows: signing out is a POST (a GET could be triggered by any other site),
 * so an old link or a typed address lands here and the button posts the form. No scripts; inline
 * styles are allowed by the CSP.
 */
export function renderLogoutPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out – Cover Letter Generator</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f6fb;color:#1c2024;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #e0e1e6;border-radius:14px;padding:32px;width:min(380px,calc(100vw - 32px));box-shadow:0 8px 30px rgba(0,0,0,.06)}
h1{font-size:22px;margin:0 0 20px}
button{width:100%;font:inherit;font-weight:600;padding:11px;border:0;border-radius:8px;background:#3e63dd;color:#fff;cursor:pointer}
a{display:block;text-align:center;margin-top:14px;color:#3e63dd}
</style></head>
<body><main>
<h1>Sign out?</h1>
<form method="post" action="${API.logout}"><button type="submit">Sign Out</button></form>
<a href="/">Cancel</a>
</main></body></html>`;
}
