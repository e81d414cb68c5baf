import { type MapPoints, statusKind } from '@app/domain';
import { statusColor } from './map-colors';
import type { MapPoint } from './map-types';

/** The maps' property dots, coloured as the status dots are; the id is 'projectId/propertyId'. */
export const propertyMapPoints = (items: MapPoints['items']): MapPoint[] =>
  items.map(([id, projectId, statusId, lat, lng]) => ({
    id: `${projectId}/${id}`,
    lng,
    lat,
    label: `Property ${id}`,
    color: statusColor[statusKind('property', statusId)],
  }));

/** The project and property a dot's id names. */
export const propertyOfPoint = (pointId: string) => {
  const [projectId, propertyId] = pointId.split('/').map(Number);
  return { projectId, propertyId };
};
