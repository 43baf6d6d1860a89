import { primaryDivisions } from './industry-primary';
import { consumerManufacturingDivisions } from './industry-manufacturing-consumer';
import { materialsManufacturingDivisions } from './industry-manufacturing-materials';
import { equipmentManufacturingDivisions } from './industry-manufacturing-equipment';
import { utilitiesTradeDivisions } from './industry-utilities-trade';
import { businessServiceDivisions } from './industry-services-business';
import { publicServiceDivisions } from './industry-services-public';
import type { IndustryDivision } from './types';

export { industrySections } from './industry-sections';

/** All 97 大类 of GB/T 4754-2017 in code order, each with its 中类. */
export const industryDivisions: readonly IndustryDivision[] = [
  ...primaryDivisions,
  ...consumerManufacturingDivisions,
  ...materialsManufacturingDivisions,
  ...equipmentManufacturingDivisions,
  ...utilitiesTradeDivisions,
  ...businessServiceDivisions,
  ...publicServiceDivisions,
];
