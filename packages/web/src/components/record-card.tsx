import { Card, Collapse, Group, Title, UnstyledButton } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { focusOnMount } from '../lib/focus-on-mount';
import { useExpandCommand } from './expand-all';

export type RecordCardProps = {
  title: string;
  /** Links or buttons beside the title, such as Edit or '+ Add'. */
  actions?: ReactNode;
  /** Open on first show unless told otherwise (the Reviews card starts collapsed). */
  defaultExpanded?: boolean;
  /** Moves focus to the card's title (a record just saved, whose form has closed). */
  focusTitle?: boolean;
  children: ReactNode;
};

/** Opens the enclosing card: a form opened in a collapsed card ('+ Add' on Reviews) must be seen. */
const ExpandCardContext = createContext<(() => void) | null>(null);

/** Expands the card this component is in, once, when it mounts (no-op outside a card). */
export const useExpandEnclosingCard = () => {
  const expand = useContext(ExpandCardContext);
  useEffect(() => expand?.(), [expand]);
};

/** A titled, collapsible card that also follows the page's Expand All / Collapse All links. */
export const RecordCard = ({
  title,
  actions,
  defaultExpanded = true,
  focusTitle = false,
  children,
}: RecordCardProps) => {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const command = useExpandCommand();
  // A card that mounts after a click keeps its default; only later clicks apply.
  const appliedSeq = useRef(command?.seq);
  useEffect(() => {
    if (command && command.seq !== appliedSeq.current) {
      appliedSeq.current = command.seq;
      setExpanded(command.expanded);
    }
  }, [command]);

  const bodyId = useId();
  const [expand] = useState(() => () => setExpanded(true));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      {/* On a phone the buttons move under the title when both do not fit, instead of being clipped. */}
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4">
          <UnstyledButton
            ref={focusTitle ? focusOnMount : undefined}
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={bodyId}
            fz="inherit"
            fw="inherit"
          >
            <span aria-hidden="true" style={{ display: 'inline-block', width: '1.25em' }}>
              {expanded ? '▾' : '▸'}
            </span>
            {title}
          </UnstyledButton>
        </Title>
        {actions && (
          <Group gap="xs" wrap="nowrap" ml="auto">
            {actions}
          </Group>
        )}
      </Group>
      {/* display-none keeps the form's effects (and its edit-mode entry) alive while collapsed. */}
      <Collapse expanded={expanded} keepMountedMode="display-none" id={bodyId}>
        <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>
          <ExpandCardContext.Provider value={expand}>{children}</ExpandCardContext.Provider>
        </div>
      </Collapse>
    </Card>
  );
};
