import { describe, expect, it } from 'vitest';
import { projectSegmentLabel, routePaths } from './routes';

describe('routePaths', () => {
  it.each([
    [routePaths.home(), '/'],
    [routePaths.viewOnly(), '/viewonly'],
    [routePaths.contact(88), '/contact/88'],
    [routePaths.editProject(4), '/project/4/edit'],
    [routePaths.newInstrument(4), '/project/4/instruments/new'],
    [routePaths.projectInstrument(4, 9), '/project/4/instruments/9'],
    [routePaths.projectProperty(4, 10), '/project/4/properties/10'],
    [routePaths.projectService(4, 11), '/project/4/services/11'],
    [routePaths.newMultiPropertyService(), '/service/newMultiProperty'],
  ])('%s is %s', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('projectSegmentLabel', () => {
  it.each([
    ['/project/4', 'Summary'],
    ['/project/4/properties/10', 'Properties'],
    ['/project/4/instruments/new', 'Instruments'],
    ['/project/4/edit', 'Edit'],
  ])('%s shows %s', (path, label) => {
    expect(projectSegmentLabel(path)).toBe(label);
  });
});
