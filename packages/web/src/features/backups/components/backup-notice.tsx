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
      <Anchor component={Link} to={routePaths.backups()}>
        Open Backups
      </Anchor>
    </Alert>
  );
};
