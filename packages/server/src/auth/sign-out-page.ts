import { createHash } from 'node:crypto';

/**
 * The built-in provider's sign-out page. When the app sent the user here (its request carries the
 * signed-in user's own ID token as `id_token_hint`, which no other site has), the user already chose
 * Sign Out, so the page confirms at once. A bare link from anywhere else only asks: it takes the form's POST, with
 * the provider's anti-forgery token, to end the session. The one script is allowed by hash in the CSP.
 */
const autoSubmit = "document.getElementById('op.logoutForm').submit();";
export const signOutScriptHash = `'sha256-${createHash('sha256').update(autoSubmit).digest('base64')}'`;

export const signOutPage = (form: string, { confirmed }: { confirmed: boolean }) => {
  const withChoice = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return confirmed
    ? `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signing out</title></head>
<body>
${withChoice.replace('</form>', '<noscript><button type="submit">Sign out</button></noscript></form>')}
<p>Signing out…</p>
<script>${autoSubmit}</script>
</body>
</html>`
    : `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem">
<h1 style="font-size: 1.4rem">Sign out of Conservation Records?</h1>
${withChoice.replace('</form>', '<button type="submit">Sign out</button></form>')}
</body>
</html>`;
};
