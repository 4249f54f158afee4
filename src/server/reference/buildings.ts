/**
 * Buildings a store can be placed in (FindBuildingsByName, FindBuildingsByLoc): well-known
 * commercial buildings of Nairobi, Mombasa and Kisumu with their coordinates (WGS 84), county code
 * (src/shared/dict/kenya.ts) and town. Reference data in code, the same on every node.
 */
export interface Building {
  id: string;
  name: string;
  county: string;
  city: string;
  street: string;
  latitude: number;
  longitude: number;
}

const NAIROBI = '047';
const MOMBASA = '001';
const KISUMU = '042';

export const BUILDINGS: readonly Building[] = [
  { id: 'bld-kicc', name: 'KICC', county: NAIROBI, city: 'Nairobi CBD', street: 'Harambee Avenue', latitude: -1.2884, longitude: 36.8233 },
  { id: 'bld-times-tower', name: 'Times Tower', county: NAIROBI, city: 'Nairobi CBD', street: 'Haile Selassie Avenue', latitude: -1.2897, longitude: 36.8236 },
  { id: 'bld-hilton', name: 'Hilton Building', county: NAIROBI, city: 'Nairobi CBD', street: 'Mama Ngina Street', latitude: -1.2856, longitude: 36.8233 },
  { id: 'bld-kenyatta-market', name: 'Kenyatta Avenue Plaza', county: NAIROBI, city: 'Nairobi CBD', street: 'Kenyatta Avenue', latitude: -1.2848, longitude: 36.8196 },
  { id: 'bld-ambank-house', name: 'Ambank House', county: NAIROBI, city: 'Nairobi CBD', street: 'University Way', latitude: -1.2803, longitude: 36.8186 },
  { id: 'bld-moi-avenue-plaza', name: 'Moi Avenue Plaza', county: NAIROBI, city: 'Nairobi CBD', street: 'Moi Avenue', latitude: -1.2833, longitude: 36.8259 },
  { id: 'bld-nation-centre', name: 'Nation Centre', county: NAIROBI, city: 'Nairobi CBD', street: 'Kimathi Street', latitude: -1.2838, longitude: 36.8229 },
  { id: 'bld-sarit-centre', name: 'Sarit Centre', county: NAIROBI, city: 'Westlands', street: 'Karuna Road', latitude: -1.2611, longitude: 36.8026 },
  { id: 'bld-westgate', name: 'Westgate Mall', county: NAIROBI, city: 'Westlands', street: 'Mwanzi Road', latitude: -1.2569, longitude: 36.8032 },
  { id: 'bld-the-mall', name: 'The Mall Westlands', county: NAIROBI, city: 'Westlands', street: 'Waiyaki Way', latitude: -1.2646, longitude: 36.8040 },
  { id: 'bld-woodvale', name: 'Woodvale House', county: NAIROBI, city: 'Westlands', street: 'Woodvale Grove', latitude: -1.2654, longitude: 36.8065 },
  { id: 'bld-delta-corner', name: 'Delta Corner', county: NAIROBI, city: 'Westlands', street: 'Waiyaki Way', latitude: -1.2630, longitude: 36.7951 },
  { id: 'bld-yaya', name: 'Yaya Centre', county: NAIROBI, city: 'Kilimani', street: 'Argwings Kodhek Road', latitude: -1.2925, longitude: 36.7876 },
  { id: 'bld-junction', name: 'The Junction Mall', county: NAIROBI, city: 'Kilimani', street: 'Ngong Road', latitude: -1.2985, longitude: 36.7620 },
  { id: 'bld-prestige', name: 'Prestige Plaza', county: NAIROBI, city: 'Kilimani', street: 'Ngong Road', latitude: -1.2999, longitude: 36.7866 },
  { id: 'bld-village-market', name: 'Village Market', county: NAIROBI, city: 'Gigiri', street: 'Limuru Road', latitude: -1.2297, longitude: 36.8050 },
  { id: 'bld-two-rivers', name: 'Two Rivers Mall', county: NAIROBI, city: 'Runda', street: 'Limuru Road', latitude: -1.2106, longitude: 36.7960 },
  { id: 'bld-garden-city', name: 'Garden City Mall', county: NAIROBI, city: 'Kasarani', street: 'Thika Road', latitude: -1.2322, longitude: 36.8790 },
  { id: 'bld-trm', name: 'Thika Road Mall', county: NAIROBI, city: 'Roysambu', street: 'Thika Road', latitude: -1.2195, longitude: 36.8886 },
  { id: 'bld-galleria', name: 'Galleria Mall', county: NAIROBI, city: 'Langata', street: "Lang'ata Road", latitude: -1.3400, longitude: 36.7646 },
  { id: 'bld-upper-hill-ntl', name: 'Britam Tower', county: NAIROBI, city: 'Upper Hill', street: 'Hospital Road', latitude: -1.2995, longitude: 36.8155 },
  { id: 'bld-gtc', name: 'Global Trade Centre', county: NAIROBI, city: 'Westlands', street: 'Chiromo Road', latitude: -1.2681, longitude: 36.8095 },
  { id: 'bld-nyali-centre', name: 'Nyali Centre', county: MOMBASA, city: 'Nyali', street: 'Links Road', latitude: -4.0226, longitude: 39.7176 },
  { id: 'bld-city-mall-nyali', name: 'City Mall Nyali', county: MOMBASA, city: 'Nyali', street: 'Links Road', latitude: -4.0188, longitude: 39.7206 },
  { id: 'bld-bamburi-mall', name: 'Bamburi Mall', county: MOMBASA, city: 'Bamburi', street: 'Malindi Road', latitude: -3.9820, longitude: 39.7280 },
  { id: 'bld-treasury-square', name: 'Treasury Square Building', county: MOMBASA, city: 'Mombasa', street: 'Nkrumah Road', latitude: -4.0631, longitude: 39.6717 },
  { id: 'bld-moi-avenue-msa', name: 'Moi Avenue Towers', county: MOMBASA, city: 'Mombasa', street: 'Moi Avenue', latitude: -4.0610, longitude: 39.6680 },
  { id: 'bld-digo-road', name: 'Digo Road Plaza', county: MOMBASA, city: 'Mombasa', street: 'Digo Road', latitude: -4.0590, longitude: 39.6705 },
  { id: 'bld-mega-plaza', name: 'Mega Plaza', county: KISUMU, city: 'Kisumu', street: 'Oginga Odinga Street', latitude: -0.1018, longitude: 34.7570 },
  { id: 'bld-united-mall', name: 'United Mall', county: KISUMU, city: 'Kisumu', street: 'Jomo Kenyatta Highway', latitude: -0.0935, longitude: 34.7680 },
  { id: 'bld-west-end-kisumu', name: 'West End Mall', county: KISUMU, city: 'Kisumu', street: 'Oginga Odinga Street', latitude: -0.1030, longitude: 34.7530 },
  { id: 'bld-swan-centre', name: 'Swan Centre', county: KISUMU, city: 'Kisumu', street: 'Oginga Odinga Street', latitude: -0.1020, longitude: 34.7545 },
];

export function buildingById(id: string | null | undefined): Building | undefined {
  return id ? BUILDINGS.find((b) => b.id === id) : undefined;
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(a)));
}
