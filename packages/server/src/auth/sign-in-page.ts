const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The built-in provider's sign-in page: plain HTML, no script, so it works before the app loads. */
export const signInPage = ({
  action,
  username = '',
  error,
}: {
  action: string;
  username?: string;
  error?: string;
}) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f5; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); width: min(22rem, 90vw); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; color: #2b5d34; }
  label { display: block; font-size: .875rem; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #adb5bd; border-radius: 4px; }
  button { margin-top: 1.25rem; width: 100%; padding: .6rem; font-size: 1rem; background: #2b5d34; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #c92a2a; background: #fff5f5; border: 1px solid #ffc9c9; padding: .5rem; border-radius: 4px; font-size: .875rem; }
</style>
</head>
<body>
<main>
  <h1>Conservation Records sign-in</h1>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="${escapeHtml(action)}" autocomplete="on">
    <label for="username">User name</label>
    <input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(username)}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`;
