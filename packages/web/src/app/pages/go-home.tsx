import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../lib/routes';

/** The way back from a page that has nothing for the user: 'Go to the Home page.' */
export const GoHome = () => (
  <>
    Go to the{' '}
    <Anchor component={Link} to={routePaths.home()}>
      Home
    </Anchor>{' '}
    page.
  </>
);
