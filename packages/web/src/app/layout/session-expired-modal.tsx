import { Alert, Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { NotAssignedError } from '../../lib/auth/auth-errors';
import { routePaths } from '../../lib/routes';

/**
 * When a signed-in session can no longer be renewed silently, the page stays as it is (unsaved work
 * included) and the user signs in again in a popup; the waiting API calls then go through.
 */
export const SessionExpiredModal = () => {
  const { sessionExpired, signInAgain } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const handleClick = async () => {
    setError(null);
    try {
      await signInAgain();
    } catch (failure) {
      if (failure instanceof NotAssignedError) void navigate(routePaths.notAuthorized());
      else setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Modal
      opened={sessionExpired}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Your session has expired"
      centered
    >
      <Text mb="md">Sign in again to continue. Your changes on this page are kept.</Text>
      {error && (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={() => void handleClick()}>Sign in again</Button>
    </Modal>
  );
};
