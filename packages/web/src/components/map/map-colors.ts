import type { StatusKind } from '@app/domain';

/** The status dot's colours as plain values: the map paints with them, it cannot read CSS variables. */
export const statusColor: Record<StatusKind, string> = {
  success: '#2b8a3e',
  warning: '#fab005',
  closed: '#868e96',
};

export const mapColors = {
  water: '#dbe7ef',
  land: '#f8f9f4',
  highlighted: '#d3e8c8',
  localityLine: '#8c9a88',
  boundary: '#2f6b3b',
  accessPoint: '#1864ab',
  position: '#c92a2a',
  photoPoint: '#862e9c',
};
