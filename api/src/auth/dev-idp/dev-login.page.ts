import { escapeHtml } from '../../common/escape-html';

interface DevLoginPageProps {
  action: string;
  error?: string;
  values?: { firstName?: string; lastName?: string; email?: string };
}

/** A small self-contained page (no scripts; inline styles are allowed by the CSP). */
export function renderDevLoginPage({ action, error, values = {} }: DevLoginPageProps): string {
  const field = (name: keyof NonNullable<DevLoginPageProps['values']>, label: string, type: string, extra = '') =>
    `<label>${label}<input name="${name}" type="${type}" value="${escapeHtml(values[name] ?? '')}" ${extra}></label>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Cover Letter Generator (development)</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f6fb;color:#1c2024;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #e0e1e6;border-radius:14px;padding:32px;width:min(380px,calc(100vw - 32px));box-shadow:0 8px 30px rgba(0,0,0,.06)}
h1{font-size:22px;margin:0 0 6px}p{color:#60646c;margin:0 0 20px;font-size:14px;line-height:1.5}
label{display:grid;gap:6px;font-size:14px;font-weight:500;margin-bottom:14px}
input{font:inherit;padding:10px 12px;border:1px solid #cdced6;border-radius:8px}
button{width:100%;font:inherit;font-weight:600;padding:11px;border:0;border-radius:8px;background:#3e63dd;color:#fff;cursor:pointer}
.error{background:#fff0ee;color:#ce2c31;padding:10px 12px;border-radius:8px;margin-bottom:14px;font-size:14px}
</style></head>
<body><main>
<h1>Sign in</h1>
<p>Development sign-in: enter any name and e-mail. In production the app uses a real identity provider.</p>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}">
${field('firstName', 'First name', 'text', 'required autocomplete="given-name"')}
${field('lastName', 'Last name', 'text', 'autocomplete="family-name"')}
${field('email', 'E-mail', 'email', 'required autocomplete="email"')}
<button type="submit">Continue</button>
</form>
</main></body></html>`;
}
