import {
  BankBranchList,
  BankList,
  type Building,
  FindBuildingsByLoc,
  FindBuildingsByName,
  TerritoryListQuery,
} from '../../../shared/actions/stores';
import { KENYAN_BANKS } from '../../../shared/dict/banks';
import { branchesOf } from '../../../shared/dict/bankBranches';
import { COUNTIES } from '../../../shared/dict/kenya';
import { sessionAction } from '../../http/action';
import { BUILDINGS, type Building as BuildingRef, distanceMetres } from '../../reference/buildings';

const MAX_BUILDINGS = 20;

function toBuilding(b: BuildingRef, distance?: number): Building {
  return {
    buildingId: b.id,
    buildingName: b.name,
    county: b.county,
    countyName: COUNTIES.find((c) => c.code === b.county)?.name ?? b.county,
    city: b.city,
    street: b.street,
    latitude: b.latitude,
    longitude: b.longitude,
    ...(distance === undefined ? {} : { distance }),
  };
}

/** Reference look-ups of the store form: banks and branches, buildings, counties and towns. */
export const storeReferenceActions = [
  sessionAction(BankList, {}, async () => ({ list: KENYAN_BANKS.map((b) => ({ bankCode: b.code, bankName: b.name })) })),

  sessionAction(BankBranchList, {}, async (input) => ({
    list: KENYAN_BANKS.some((b) => b.code === input.bankCode) ? branchesOf(input.bankCode).map((b) => ({ branchCode: b.code, branchName: b.name })) : [],
  })),

  // Names first that start with the words typed, then those that contain them.
  sessionAction(FindBuildingsByName, {}, async (input) => {
    const q = input.buildingName.toLowerCase();
    const hits = BUILDINGS.filter((b) => (!input.county || b.county === input.county) && b.name.toLowerCase().includes(q));
    hits.sort((a, b) => Number(!a.name.toLowerCase().startsWith(q)) - Number(!b.name.toLowerCase().startsWith(q)) || a.name.localeCompare(b.name));
    return { list: hits.slice(0, MAX_BUILDINGS).map((b) => toBuilding(b)) };
  }),

  // The buildings within the radius, nearest first.
  sessionAction(FindBuildingsByLoc, {}, async (input) => {
    const near = BUILDINGS.map((b) => ({ b, d: distanceMetres(input.latitude, input.longitude, b.latitude, b.longitude) }))
      .filter((x) => x.d <= input.radius)
      .sort((x, y) => x.d - y.d || x.b.name.localeCompare(y.b.name));
    return { list: near.slice(0, MAX_BUILDINGS).map((x) => toBuilding(x.b, x.d)) };
  }),

  sessionAction(TerritoryListQuery, {}, async (input) => ({
    list: COUNTIES.filter((c) => !input.county || c.code === input.county).map((c) => ({ code: c.code, name: c.name, towns: [...c.towns] })),
  })),
];
