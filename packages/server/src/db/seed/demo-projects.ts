import * as s from '../schema';
import { addDays, type ContactPlan, type Context, daysAgo, type ProjectPlan } from './demo-context';
import { landforms, landNames, lastNames, projectSuffixes } from './demo-data';
import { countyIds } from './localities';

export const seedProjects = async (ctx: Context, contacts: ContactPlan): Promise<ProjectPlan[]> => {
  const { tx, int, pick, chance, sample, activeUsers } = ctx;
  const names = new Set<string>();
  while (names.size < 40) {
    names.add(
      chance(0.4)
        ? `${pick(lastNames)} Family ${pick(projectSuffixes)}`
        : `${pick(landNames)} ${pick(landforms)} ${pick(projectSuffixes)}`,
    );
  }
  const projectNames = [...names];
  const rows = projectNames.map((name) => {
    const createdAt = daysAgo(int(400, 5000));
    const landscape = pick([
      'Working farmland',
      'Mature hardwood forest',
      'River frontage',
      'A historic landscape',
    ]);
    return {
      name,
      description: `${landscape} protected by the landowners in partnership with the Foundation.${chance(0.5) ? ' Adjoins other conserved land.' : ''}`,
      statusId: chance(0.8) ? 1 : pick([2, 3]),
      createdById: pick(activeUsers),
      lastEditedById: pick(activeUsers),
      documentFolderId: ctx.folderId(),
      createdAt,
      updatedAt: addDays(createdAt, int(10, 390)),
    };
  });
  const ids = (await tx.insert(s.projects).values(rows).returning({ id: s.projects.id })).map((r) => r.id);
  const projects = ids.map((id, i) => ({
    id,
    name: projectNames[i],
    countyId: pick(countyIds),
    properties: [],
    owners: sample(contacts.landowners, int(1, 2)),
  }));
  projects[3].owners.push(contacts.leftCrm[0]);
  projects[7].owners.push(contacts.leftCrm[1]);
  return projects;
};
