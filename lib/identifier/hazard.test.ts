import { isHazardousWaste } from './hazard';

it('recognises the hazardous-waste node prefixes only as whole segments', () => {
  expect(isHazardousWaste('88.364.7/HAZ00001')).toBe(true);
  expect(isHazardousWaste('88.182.3/X1')).toBe(true);
  expect(isHazardousWaste('88.3641.7/X1')).toBe(false);
  expect(isHazardousWaste('88.365.1/DEMO0001')).toBe(false);
});
