/**
 * Hand-written introductions to the areas our curated listings are in, in both languages, keyed
 * by location. Other areas get only the figures computed from their listings: no invented prose.
 * Facts here are general and long-lived (where the area is, what it is known for); prices are
 * never written here, they come from the listings.
 */
export const AREA_INTRODUCTIONS: Readonly<Record<string, { en: string; sw: string }>> = {
  'Kilimani, Nairobi': {
    en: 'Kilimani lies west of the city centre, between Lavington and Upper Hill. Most homes are apartments in mid- and high-rise blocks along Argwings Kodhek Road and Ngong Road, close to Yaya Centre, schools, hospitals and the city centre.',
    sw: 'Kilimani iko magharibi mwa katikati ya jiji, kati ya Lavington na Upper Hill. Nyumba nyingi ni fleti katika majengo ya ghorofa kando ya barabara za Argwings Kodhek na Ngong, karibu na Yaya Centre, shule, hospitali na katikati ya jiji.',
  },
  'Karen, Nairobi': {
    en: 'Karen, south-west of the city beside the Ngong Forest and Nairobi National Park, is known for houses on large, leafy plots. Buyers come for space, gardens and quiet; most daily needs are met at the Karen and Galleria shopping centres.',
    sw: 'Karen, kusini-magharibi mwa jiji karibu na Msitu wa Ngong na Mbuga ya Kitaifa ya Nairobi, inajulikana kwa nyumba kwenye viwanja vikubwa vyenye miti. Wanunuzi huja kwa ajili ya nafasi, bustani na utulivu; mahitaji mengi ya kila siku hupatikana katika vituo vya biashara vya Karen na Galleria.',
  },
  'Westlands, Nairobi': {
    en: 'Westlands, north-west of the city centre, is a business and nightlife district with offices, malls such as Sarit and The Mall, and many new apartment blocks. Studios and one-bedroom flats here suit people who work nearby.',
    sw: 'Westlands, kaskazini-magharibi mwa katikati ya jiji, ni eneo la biashara na burudani ya usiku lenye ofisi, maduka makubwa kama Sarit na The Mall, na majengo mengi mapya ya fleti. Studio na fleti za chumba kimoja cha kulala hapa zinawafaa wanaofanya kazi karibu.',
  },
  'Riverside, Nairobi': {
    en: 'Riverside is a short, quiet stretch beside the Nairobi River between Westlands and Kileleshwa, home to embassies, offices and upmarket apartments, many with views over the river valley.',
    sw: 'Riverside ni eneo dogo tulivu kando ya Mto Nairobi kati ya Westlands na Kileleshwa, lenye balozi, ofisi na fleti za hadhi ya juu, nyingi zikiwa na mandhari ya bonde la mto.',
  },
  'Upper Hill, Nairobi': {
    en: 'Upper Hill, on the ridge south-west of the city centre, is a district of offices, hospitals and banks. Homes are fewer than offices; those that are here are close to work in the centre and along Ngong Road.',
    sw: 'Upper Hill, kwenye kilima kusini-magharibi mwa katikati ya jiji, ni eneo la ofisi, hospitali na benki. Nyumba ni chache kuliko ofisi; zilizopo ziko karibu na maeneo ya kazi katikati ya jiji na kando ya Barabara ya Ngong.',
  },
  'Kileleshwa, Nairobi': {
    en: 'Kileleshwa, between Kilimani and Lavington, is a residential area of apartment blocks and older houses on tree-lined roads, popular with families for its schools and its short drive to Westlands and the city centre.',
    sw: 'Kileleshwa, kati ya Kilimani na Lavington, ni eneo la makazi lenye majengo ya fleti na nyumba za zamani kando ya barabara zenye miti, linalopendwa na familia kwa sababu ya shule zake na ukaribu wake na Westlands na katikati ya jiji.',
  },
};
