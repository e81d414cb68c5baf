import { isAuthorizedUser } from '@app/domain';
import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { NotAssignedError } from '../../lib/auth/auth-errors';
import { routePaths } from '../../lib/routes';
import { usersQueries } from '../../lib/users-queries';
import { FieldSyncStarter } from './field-sync-starter';
import { SignInScreen } from './sign-in-screen';

type Check = 'checking' | 'signed-in' | 'sign-in' | 'not-assigned';

/**
 * Spec 1 §6: every route but signed out, not authorized and authorized needs a token acquired silently.
 * Then the user's record must carry a name; otherwise the user is not authorized.
 */
export const RequireAuth = () => {
  const { ensureSignedIn } = useAuth();
  const [check, setCheck] = useState<Check>('checking');

  useEffect(() => {
    let current = true;
    ensureSignedIn().then(
      (ok) => current && setCheck(ok ? 'signed-in' : 'sign-in'),
      (error) => current && setCheck(error instanceof NotAssignedError ? 'not-assigned' : 'sign-in'),
    );
    return () => {
      current = false;
    };
  }, [ensureSignedIn]);

  const me = useQuery({ ...usersQueries.me(), enabled: check === 'signed-in' });

  if (check === 'not-assigned') return <Navigate to={routePaths.notAuthorized()} replace />;
  if (check === 'sign-in') return <SignInScreen />;
  if (me.error) {
    if (isApiError(me.error) && me.error.status === 403)
      return <Navigate to={routePaths.notAuthorized()} replace />;
    return (
      <Alert color="red" role="alert" title="Your user record could not be loaded">
        {me.error.message}
      </Alert>
    );
  }
  if (!me.data) return <Loader aria-label="Signing in" />;
  if (!isAuthorizedUser(me.data)) return <Navigate to={routePaths.notAuthorized()} replace />;
  return (
    <>
      <FieldSyncStarter />
      <Outlet />
    </>
  );
};
