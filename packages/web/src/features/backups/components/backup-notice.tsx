import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';
import { backupsQuery } from '../api/backups-queries';

/** Issue 30 §3: on the home page, Admins are told when the newest verified backup is over two days old. */
export const BackupNotice = () => {
  const { data } = useQuery(backupsQuery());
  if (!data?.warning) return null;
  return (
    <Alert color="red" role="alert">
      {data.warning}{' '}
      {/* The alert's own text colour: the theme's link blue on the light red reads below AA. */}
      <Anchor component={Link} to={routePaths.backups()} c="inherit" underline="always" fw={600}>
        Open Backups
      </Anchor>
    </Alert>
  );
};
