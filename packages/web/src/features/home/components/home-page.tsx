import { canWrite, isAdmin } from '@app/domain';
import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { BackupNotice } from '../../backups';
import { HomeTiles } from './home-tiles';
import { QuickActionsCard } from './quick-actions-card';
import { QuickLookupCard } from './quick-lookup-card';
import { QuickNavigationCard } from './quick-navigation-card';
import { StatewideMapCard } from './statewide-map-card';

/** The home page (spec 1 §2): quick navigation, contact lookup, quick actions, the user's work and the map. */
export const HomePage = () => {
  const me = useCurrentUser();
  const showActions = me !== undefined && canWrite(me);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>Home</Title>
        <Anchor component={Link} to={routePaths.field()}>
          Field: prepare properties and record inspections with no signal
        </Anchor>
      </Group>
      {me && isAdmin(me) && <BackupNotice />}
      <SimpleGrid cols={{ base: 1, sm: showActions ? 3 : 2 }} spacing="md">
        <QuickNavigationCard />
        <QuickLookupCard />
        {showActions && <QuickActionsCard me={me} />}
      </SimpleGrid>
      <HomeTiles />
      <Anchor component={Link} to={routePaths.ledger()}>
        Accreditation Ledger: every easement, every year, monitored or not
      </Anchor>
      <StatewideMapCard />
    </Stack>
  );
};
