import { Center, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/**
 * The map's code could not be loaded (no network before the app was installed, say): the card says so
 * and the rest of the page stays, with the places listed beside the map. Without it a failed chunk
 * took the whole page down with it.
 */
export class MapLoadBoundary extends Component<{ height: number; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center h={this.props.height}>
        <Text size="sm" role="status">
          The map could not be loaded with no network; the places are listed here.
        </Text>
      </Center>
    );
  }
}
