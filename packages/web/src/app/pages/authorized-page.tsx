import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { isNotAssignedError } from '../../lib/auth/auth-errors';
import { routePaths } from '../../lib/routes';

// One callback per page load: React's strict mode runs effects twice, and a sign-in response can be used once.
let callback: { url: string; result: Promise<User | undefined> } | undefined;

/** Only a path on this site is a safe place to return to after sign-in. */
const returnPath = (state: unknown): string =>
  typeof state === 'string' && state.startsWith('/') && !state.startsWith('//') ? state : routePaths.home();

/**
 * The landing route of redirect, popup and silent sign-in. A redirect goes on to the page the user wanted;
 * a popup or iframe hands its answer to the opener and has nothing to show.
 */
export const AuthorizedPage = () => {
  const { userManager } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const url = window.location.href;
    // Opened directly (a bookmark, the back button): there is no provider answer to read.
    const answer = new URLSearchParams(window.location.search);
    if (!answer.has('state') && !answer.has('code') && !answer.has('error')) {
      void navigate(routePaths.home(), { replace: true });
      return;
    }
    if (callback?.url !== url) callback = { url, result: userManager.signinCallback(url) };
    let current = true;
    callback.result.then(
      (user) => {
        if (current && user) void navigate(returnPath(user.state), { replace: true });
      },
      (failure: unknown) => {
        if (!current) return;
        const described = new URLSearchParams(window.location.search).get('error_description') ?? '';
        if (isNotAssignedError(failure) || isNotAssignedError(described)) {
          void navigate(routePaths.notAuthorized(), { replace: true });
        } else {
          setError(failure instanceof Error ? failure.message : String(failure));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [userManager, navigate]);

  return (
    <Center p="xl">
      {error ? (
        <Stack>
          <Alert color="red" role="alert" title="Sign-in failed">
            {error}
          </Alert>
          <Anchor component={Link} to={routePaths.home()}>
            Home
          </Anchor>
        </Stack>
      ) : (
        <Loader aria-label="Signing in" />
      )}
    </Center>
  );
};
