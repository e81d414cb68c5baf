import {
  homeEmptyTexts,
  inspectionsDueEmptyText,
  ledgerMessages,
  notMonitoredTileTitle,
  ownerMessages,
  todayInDisplayZone,
} from '@app/domain';
import { Card, Loader, Radio, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ServerPagedList } from '../../../components/server-pager';
import { type HomeList, type HomeListPages, homeQueries } from '../api/home-queries';
import { HomeInstrumentItem, HomeReviewItem, HomeServiceItem } from './home-list-items';
import classes from './home-tiles.module.css';
import { InspectionDueItem } from './inspection-due-item';
import { NewOwnerItem } from './new-owner-item';
import { NotMonitoredItem } from './not-monitored-item';
import { OpenCaseItem } from './open-case-item';
import { RequestDueItem } from './request-due-item';

/** New York's year now: the accreditation ledger's tile counts this year. */
const currentYear = Number(todayInDisplayZone().slice(0, 4));

/**
 * The four tiles in the spec's order (spec 1 §2), then the stewardship schedule's (issue 12 §2), the
 * ledger's (issue 21), the open violation cases', mine and all (issue 33 §6), the owners' requests
 * past their decision due date (issue 33 §5), and the new owners still to contact (issue 33 §4).
 */
const tiles = [
  { list: 'services', title: 'My Open Services' },
  { list: 'myReviews', title: 'My Pending Reviews' },
  { list: 'instruments', title: 'My Pending Instruments' },
  { list: 'assignedReviews', title: 'Reviews Assigned by Me' },
  { list: 'inspections', title: 'Inspections Due' },
  { list: 'notMonitored', title: notMonitoredTileTitle(currentYear) },
  { list: 'myCases', title: 'My Open Violations' },
  { list: 'allCases', title: 'All Open Violations' },
  { list: 'requestsDue', title: 'Owner Requests Due' },
  { list: 'newOwners', title: ownerMessages.tileTitle },
] as const satisfies readonly { list: HomeList; title: string }[];

const listRegionId = 'home-tile-list';

/** The count on a tile: the whole list's, from its first page. */
const TileCount = ({ list }: { list: HomeList }) => {
  const query = useQuery(homeQueries.list(list));
  if (query.isError) return <Text c="red.8">!</Text>;
  // A progress bar, so its name is allowed (a bare span may not carry one): offline the count waits here.
  if (query.isPending) return <Loader size="sm" aria-label="Loading" />;
  return <>{query.data.total.toLocaleString('en-US')}</>;
};

/**
 * The tiles with their counts; a click shows a tile's list below and a second click hides it. On a
 * phone the tiles are radio buttons with the same counts.
 */
export const HomeTiles = () => {
  const [selected, setSelected] = useState<HomeList | null>(null);
  const selectedTile = tiles.find((tile) => tile.list === selected);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" visibleFrom="sm">
        {tiles.map((tile) => (
          <UnstyledButton
            key={tile.list}
            className={classes.tile}
            data-selected={selected === tile.list || undefined}
            aria-expanded={selected === tile.list}
            aria-controls={listRegionId}
            onClick={() => setSelected((current) => (current === tile.list ? null : tile.list))}
          >
            <Text className={classes.count} component="span">
              <TileCount list={tile.list} />
            </Text>
            <Text component="span" fw={600}>
              {tile.title}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Radio.Group
        hiddenFrom="sm"
        label="Show my work"
        value={selected}
        onChange={(value) => setSelected(value as HomeList)}
      >
        <Stack gap="xs" mt="xs">
          {tiles.map((tile) => (
            <Radio
              key={tile.list}
              value={tile.list}
              label={
                <>
                  {tile.title}{' '}
                  <Text span inherit fw={700}>
                    (<TileCount list={tile.list} />)
                  </Text>
                </>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <div id={listRegionId}>
        {selectedTile && (
          <HomeListCard key={selectedTile.list} list={selectedTile.list} title={selectedTile.title} />
        )}
      </div>
    </Stack>
  );
};

const HomeListCard = <L extends HomeList>({ list, title }: { list: L; title: string }) => {
  const [page, setPage] = useState(1);
  const query = useQuery(homeQueries.list(list, page));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <ServerPagedList
          query={query}
          page={page}
          onPage={setPage}
          loadingLabel={`Loading ${title}`}
          emptyText={emptyTexts[list]}
        >
          {(data) => listItems[list](data)}
        </ServerPagedList>
      </Stack>
    </Card>
  );
};

const emptyTexts: Record<HomeList, string> = {
  ...homeEmptyTexts,
  inspections: inspectionsDueEmptyText,
  notMonitored: ledgerMessages.emptyTile(currentYear),
  newOwners: ownerMessages.emptyTile,
};

/** How each list shows its entries. */
const listItems: { [L in HomeList]: (page: HomeListPages[L]) => ReactNode } = {
  services: (page) => page.items.map((item) => <HomeServiceItem key={item.id} item={item} />),
  myReviews: (page) => page.items.map((item) => <HomeReviewItem key={item.id} item={item} side="assignee" />),
  instruments: (page) => page.items.map((item) => <HomeInstrumentItem key={item.id} item={item} />),
  assignedReviews: (page) =>
    page.items.map((item) => <HomeReviewItem key={item.id} item={item} side="assigner" />),
  inspections: (page) => page.items.map((item) => <InspectionDueItem key={item.propertyId} item={item} />),
  notMonitored: (page) => page.items.map((item) => <NotMonitoredItem key={item.instrumentId} item={item} />),
  myCases: (page) => page.items.map((item) => <OpenCaseItem key={item.id} item={item} />),
  allCases: (page) => page.items.map((item) => <OpenCaseItem key={item.id} item={item} />),
  requestsDue: (page) => page.items.map((item) => <RequestDueItem key={item.id} item={item} />),
  newOwners: (page) => page.items.map((item) => <NewOwnerItem key={item.contactLinkId} item={item} />),
};
