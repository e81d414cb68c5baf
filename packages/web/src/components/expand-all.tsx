import { Anchor, Group } from '@mantine/core';
import { createContext, type ReactNode, use, useMemo, useState } from 'react';

/** The last Expand All / Collapse All click; `seq` tells a repeated click from the one a card already applied. */
export type ExpandCommand = { expanded: boolean; seq: number };

type ExpandAll = { command: ExpandCommand | null; setAll: (expanded: boolean) => void };

const ExpandAllContext = createContext<ExpandAll | null>(null);

/** Scopes Expand All / Collapse All to the record cards of one page. */
export const ExpandAllProvider = ({ children }: { children: ReactNode }) => {
  const [command, setCommand] = useState<ExpandCommand | null>(null);
  const value = useMemo<ExpandAll>(
    () => ({
      command,
      setAll: (expanded) => setCommand((current) => ({ expanded, seq: (current?.seq ?? 0) + 1 })),
    }),
    [command],
  );
  return <ExpandAllContext value={value}>{children}</ExpandAllContext>;
};

/** The current command, or null outside a provider (a lone card just keeps its own state). */
export const useExpandCommand = (): ExpandCommand | null => use(ExpandAllContext)?.command ?? null;

export const ExpandAllControls = () => {
  const context = use(ExpandAllContext);
  if (!context) throw new Error('ExpandAllControls needs an ExpandAllProvider');
  return (
    <Group gap="md" justify="flex-end">
      <Anchor component="button" type="button" onClick={() => context.setAll(true)}>
        Expand All
      </Anchor>
      <Anchor component="button" type="button" onClick={() => context.setAll(false)}>
        Collapse All
      </Anchor>
    </Group>
  );
};
