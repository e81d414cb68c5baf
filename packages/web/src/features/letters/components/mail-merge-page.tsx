import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';
import { MailMergeForm } from './mail-merge-form';

/** /letters/merge (Staff and Admins): letters for every easement of a staff lead. */
export const MailMergePage = () => (
  <Stack gap="md" maw={720}>
    <Title order={2}>Mail Merge Letters</Title>
    <Text size="sm">
      Letters for every Instrument a Staff Lead leads. For the results of an Advanced Search, use Mail Merge
      Letters on the{' '}
      <Anchor component={Link} to={routePaths.search()}>
        Advanced Search
      </Anchor>{' '}
      results of Properties or Instruments. The templates are on{' '}
      <Anchor component={Link} to={routePaths.letterTemplates()}>
        Letter Templates
      </Anchor>
      .
    </Text>
    <Paper withBorder radius="md" p="md">
      <MailMergeForm set={{ kind: 'staffLead' }} />
    </Paper>
  </Stack>
);
