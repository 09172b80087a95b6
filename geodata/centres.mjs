// @ts-check
// The checked centre of every area listings use, the data of areas.json (see areas.mjs). Each
// entry that is not the plain gazetteer point says why in its note, which areas.json carries.

/**
 * @typedef {object} Centre
 * @property {number} [geonames]
 * @property {[number, number]} [at]
 * @property {string} [wardCentre]
 * @property {string} ward
 * @property {string} [county]
 * @property {number} radiusKm how far from the centre a home of the area can reasonably be
 * @property {number[]} [displaced]
 * @property {string} [note] why the point is not the plain gazetteer one
 */

// The centre of every area of AREAS, keyed by placeName(area, town). `geonames` is a GeoNames id
// (KE.txt), `at` a [latitude, longitude] placed by hand, `wardCentre` the centre of that ward's
// polygon. `ward` (and `county`, where it is not TOWN_COUNTY[town]) is where the point must fall:
// a change in the source data that moves a point to another ward stops the script. `displaced`
// lists GeoNames points that are wrong for this area, left out of the neighbourhood labels too.
/** @type {Record<string, Centre>} */
export const CENTRES = {
  'Kilimani, Nairobi': { geonames: 8477699, ward: 'Kilimani', radiusKm: 2 },
  'Kileleshwa, Nairobi': { geonames: 192093, ward: 'Kileleshwa', radiusKm: 2 },
  'Lavington, Nairobi': { geonames: 8477654, ward: 'Kilimani', radiusKm: 2 },
  'Westlands, Nairobi': { geonames: 178147, ward: 'Parklands/Highridge', radiusKm: 2 },
  'Karen, Nairobi': { geonames: 8477691, ward: 'Karen', radiusKm: 4.5 },
  'Runda, Nairobi': { geonames: 8477571, ward: 'Karura', radiusKm: 2.5 },
  'Muthaiga, Nairobi': { geonames: 185401, ward: 'Karura', radiusKm: 2 },
  'Riverside, Nairobi': { geonames: 8477655, ward: 'Kileleshwa', radiusKm: 1.5 },
  'Upper Hill, Nairobi': {
    geonames: 184739,
    ward: 'Kilimani',
    radiusKm: 1.5,
    displaced: [178712],
    note: "GeoNames 'Upper Hill Estate' (178712) lies 2.8 km west, by Yaya Centre; this is 'Nairobi Hill', Upper Hill's former name, on Upper Hill Road. The ward boundary crosses Upper Hill: its south (Hospital Road) is in Woodley/Kenyatta Golf Course.",
  },
  'Parklands, Nairobi': {
    at: [-1.261, 36.82],
    ward: 'Parklands/Highridge',
    radiusKm: 2,
    displaced: [181656],
    note: "GeoNames 'Upper Parklands Estate' (181656) lies 2.5 km west, near Peponi Road; placed on the Parklands avenues between City Park and the Aga Khan hospital.",
  },
  'Langata, Nairobi': {
    at: [-1.329, 36.786],
    ward: 'Mugumo-ini',
    radiusKm: 3,
    displaced: [8449763],
    note: "GeoNames 'Lang'ata' (8449763) lies 7 km south-west, in Karen ward; placed on Lang'ata Road by the Lang'ata estates and Southlands (Mugumo-ini ward, Lang'ata constituency).",
  },
  'South C, Nairobi': {
    geonames: 8477728,
    ward: 'South C',
    radiusKm: 1.5,
    note: "GeoNames spells it 'South ’C’'.",
  },
  'South B, Nairobi': {
    geonames: 8477707,
    ward: 'Nairobi South',
    radiusKm: 1.5,
    note: "GeoNames spells it 'South ’B’'.",
  },
  'Ngara, Nairobi': { geonames: 8449760, ward: 'Ngara', radiusKm: 1.5 },
  'Embakasi, Nairobi': { geonames: 198442, ward: 'Embakasi', radiusKm: 5 },
  'Kasarani, Nairobi': { geonames: 8693323, ward: 'Kasarani', radiusKm: 4 },
  'Roysambu, Nairobi': { geonames: 8477623, ward: 'Roysambu', radiusKm: 2.5 },
  'Donholm, Nairobi': {
    geonames: 198867,
    ward: 'Lower Savanna',
    radiusKm: 2,
    note: "GeoNames spells it 'Doonholm Estate'.",
  },
  'Nyali, Mombasa': {
    geonames: 182954,
    ward: "Ziwa La Ng'ombe",
    radiusKm: 3,
    note: "Omare's Mkomani ward (Nyali proper) covers only the peninsula's southern tip, so this point in south Nyali falls in its Ziwa La Ng'ombe polygon.",
  },
  'Shanzu, Mombasa': { geonames: 180463, ward: 'Shanzu', radiusKm: 2.5 },
  'Bamburi, Mombasa': {
    geonames: 200656,
    ward: 'Shanzu',
    radiusKm: 3,
    note: "GeoNames gives 2 decimals; Omare's coarse Kisauni boundaries put the point in Shanzu ward.",
  },
  'Kizingo, Mombasa': {
    at: [-4.068, 39.672],
    ward: 'Mji Wa Kale/Makadara',
    radiusKm: 1.5,
    note: 'Not in GeoNames (its Kizingo entries are in Kilifi and Kwale); placed in the south-east of Mombasa Island, between Mama Ngina Drive and the Mombasa Hospital.',
  },
  'Tudor, Mombasa': { geonames: 10344570, ward: 'Tudor', radiusKm: 1.5 },
  'Mtwapa, Mombasa': {
    geonames: 11002530,
    ward: 'Shimo La Tewa',
    county: 'Kilifi',
    radiusKm: 3,
    note: 'Mtwapa is in Kilifi County, across Mtwapa Creek north of Mombasa.',
  },
  'Milimani, Kisumu': {
    wardCentre: 'Market Milimani',
    ward: 'Market Milimani',
    radiusKm: 1.5,
    note: 'Not in GeoNames; centre of the Market Milimani ward, which holds the lakeside Milimani estate west of the town centre.',
  },
  'Riat Hills, Kisumu': {
    at: [-0.061, 34.738],
    ward: 'Central Kisumu',
    radiusKm: 2.5,
    note: "Not in GeoNames (its 'Riat' is in Homa Bay County); placed on the hills about 5 km north-west of the town centre, above the airport (Kisumu West).",
  },
  'Mamboleo, Kisumu': {
    geonames: 187929,
    ward: 'Kajulu',
    radiusKm: 2.5,
    note: 'GeoNames market point, given to 2 decimals.',
  },
  'Nyalenda, Kisumu': {
    geonames: 11964227,
    ward: 'Kolwa Central',
    radiusKm: 2,
    note: "Omare's polygons put this GeoNames locality just outside its Nyalenda A ward.",
  },
  'Milimani, Nakuru': {
    at: [-0.268, 36.076],
    ward: 'Menengai',
    radiusKm: 1.5,
    note: 'Not in GeoNames; placed about 1.5 km north of the town centre, below Menengai Forest.',
  },
  'Section 58, Nakuru': {
    at: [-0.2925, 36.093],
    ward: 'Biashara',
    radiusKm: 1.5,
    note: 'Not in GeoNames; placed on the Nairobi road east of the town centre, next to Kabachia (Biashara ward).',
  },
  'Lanet, Nakuru': { geonames: 8629599, ward: 'Nakuru East', radiusKm: 4 },
  'Naka, Nakuru': {
    at: [-0.29, 36.105],
    ward: 'Nakuru East',
    radiusKm: 2,
    note: 'Not in GeoNames; placed about 4 km east of the town centre off the Nairobi road, between Hyrax Hill and Lake Nakuru National Park.',
  },
  'Elgon View, Eldoret': {
    at: [0.496, 35.278],
    ward: 'Racecourse',
    radiusKm: 2,
    note: "Not in GeoNames ('Elgonview Farm' is 7 km north); placed south of the town centre along the Eldoret–Kapsabet road.",
  },
  'Kapsoya, Eldoret': {
    at: [0.515, 35.305],
    ward: 'Kapsoya',
    radiusKm: 2.5,
    note: 'Not in GeoNames; placed on the eastern edge of town, about 4 km by road from the centre.',
  },
  'Pioneer, Eldoret': {
    at: [0.508, 35.29],
    ward: 'Kapsoya',
    radiusKm: 1.5,
    note: "Not in GeoNames (its 'Pioneer' is in Nairobi); placed south-east of the town centre, between the railway and Kapsoya.",
  },
  'Ruiru, Kiambu': { geonames: 181032, ward: 'Biashara', radiusKm: 6 },
  'Kikuyu, Kiambu': { geonames: 192126, ward: 'Kikuyu', radiusKm: 5 },
  'Limuru, Kiambu': { geonames: 189386, ward: 'Limuru Central', radiusKm: 6 },
  'Ruaka, Kiambu': {
    geonames: 181087,
    ward: 'Nyadhuna',
    radiusKm: 2.5,
    note: 'GeoNames gives 2 decimals (about 1 km).',
  },
  'Thindigua, Kiambu': {
    at: [-1.196, 36.831],
    ward: 'Township (Kiambu)',
    radiusKm: 2,
    note: 'Not in GeoNames; placed on Kiambu Road about 3 km south of Kiambu town.',
  },
  'Syokimau, Machakos': {
    at: [-1.364, 36.93],
    ward: 'Syokimau/Mulolongo',
    radiusKm: 3,
    note: 'Not in GeoNames; placed between Mombasa Road and the Syokimau railway station (the ward polygon centre is nearer Mlolongo).',
  },
  'Athi River, Machakos': { geonames: 200787, ward: 'Athi River', radiusKm: 6 },
  'Mlolongo, Machakos': { geonames: 9166066, ward: 'Syokimau/Mulolongo', radiusKm: 2.5 },
  'Machakos Town, Machakos': { geonames: 188492, ward: 'Machakos Central', radiusKm: 6 },
  'Kitengela, Kajiado': { geonames: 7931934, ward: 'Kitengela', radiusKm: 6 },
  'Ngong, Kajiado': {
    geonames: 183595,
    ward: 'Nkaimurunya',
    radiusKm: 4,
    note: "Omare's Ngong ward polygon lies west of the town, so the town centre falls in its Nkaimurunya polygon.",
  },
  'Ongata Rongai, Kajiado': { geonames: 189723, ward: 'Ongata Rongai', radiusKm: 4 },
};
