import { Button, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';

/** Shown when no token could be had silently; the button goes to the provider and comes back here. */
export const SignInScreen = () => {
  const { signIn } = useAuth();
  const { pathname, search, hash } = useLocation();
  return (
    <Stack align="flex-start" maw={480}>
      <Title order={2}>Sign in required</Title>
      <Text>Sign in with your organisation account to use the product.</Text>
      <Button onClick={() => void signIn(`${pathname}${search}${hash}`)}>Sign in</Button>
    </Stack>
  );
};
