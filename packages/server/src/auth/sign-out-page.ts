import { createHash } from 'node:crypto';

/**
 * The user already chose Sign Out in the app, so the built-in provider's logout page confirms it at
 * once instead of asking again. Its one script is allowed by hash in the Content-Security-Policy.
 */
const autoSubmit = "document.getElementById('op.logoutForm').submit();";
export const signOutScriptHash = `'sha256-${createHash('sha256').update(autoSubmit).digest('base64')}'`;

export const signOutPage = (form: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signing out</title></head>
<body>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>')}
<p>Signing out…</p>
<script>${autoSubmit}</script>
</body>
</html>`;
