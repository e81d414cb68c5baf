import { Alert, Container, MantineProvider } from '@mantine/core';
import { theme } from '../theme';

/** Without /config.json there is nowhere to sign in: say so plainly instead of a blank page. */
export const ConfigErrorPage = () => (
  <MantineProvider theme={theme}>
    <Container p="xl">
      <Alert color="red" role="alert" title="The application could not start">
        Its configuration could not be loaded. Reload the page, or contact your IT administrator if this keeps
        happening.
      </Alert>
    </Container>
  </MantineProvider>
);
