import { Anchor, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { routePaths } from '../../lib/routes';

/** Clears the stored user on load (spec 1 §2), whether the provider's sign-out page sent us here or not. */
export const SignedOutPage = () => {
  const { forgetUser } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    void forgetUser();
    queryClient.clear();
  }, [forgetUser, queryClient]);

  return (
    <>
      <Title order={2} mb="md">
        Signed Out
      </Title>
      <Text>
        You have successfully signed out. Close this tab, or click{' '}
        <Anchor component={Link} to={routePaths.home()}>
          Home
        </Anchor>{' '}
        to sign in again.
      </Text>
    </>
  );
};
