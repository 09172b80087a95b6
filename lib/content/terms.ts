import type { Locale } from '@/lib/i18n/locales';
import { MAP_ATTRIBUTIONS } from '@/lib/map/attribution';
import type { InfoDocument } from './document';

/** The credits of the map data, worded as each licence asks (lib/map/attribution.ts). */
const MAP_CREDITS = MAP_ATTRIBUTIONS.map(({ text, href }) => (href ? `[${text}](${href})` : text));

/**
 * The terms of use (/terms/). The listing rules, the checks before a listing goes live and what
 * listing costs are the ones the List your property page states: change them together. The
 * section `reporting` is linked from elsewhere (/terms/#reporting); keep its id.
 */
export const TERMS: Readonly<Record<Locale, InfoDocument>> = {
  en: {
    title: 'Terms of Service',
    description:
      'The rules for using Nyumba360: what the site is, rules for listings, what listing costs, sponsored content, our liability, reporting a listing and Kenyan law.',
    intro:
      'These terms apply to everyone who uses {siteName}, whether you are looking for a home or listing one. By using the site, you accept them.',
    updated: '2026-11-26',
    sections: [
      {
        id: 'about',
        heading: 'Who we are',
        body: [
          '{siteName} is a listings portal for homes for sale and to rent in Kenya, run from our office at {officeAddress}.',
          'We publish listings; we do not own, sell or let the properties. Any sale or tenancy is an agreement between you and the owner or agent, and we are not a party to it.',
        ],
      },
      {
        id: 'using-the-site',
        heading: 'Using the site',
        body: [
          'You can browse, search and share listings free of charge. When you use the site, you must not:',
          {
            list: [
              "post or send false information, or list someone else's property without their consent;",
              'copy listings, photos or tours in bulk, or reuse them elsewhere;',
              "use agents' contact details for anything other than the listing they appear on;",
              'try to break or overload the site, or get around its security.',
            ],
          },
          'How we handle personal data is explained in our [Privacy Policy](/privacy/).',
        ],
      },
      {
        id: 'listing-rules',
        heading: 'Rules for listings',
        body: [
          'Owners and agents can list a property through [List your property](/upload/). Every listing must meet these rules:',
          {
            list: [
              'The property is real and available for sale or rent.',
              'The price is real and complete, with no hidden charges; for a rental, it is the monthly rent.',
              'No fee is charged to view the property.',
              'There is one listing per property.',
              'The owner has agreed to the listing.',
              'The photos show the actual property.',
              'Agents are registered with the [Estate Agents Registration Board]({earbUrl}).',
            ],
          },
          'When a property is sold or let, or its price changes, tell our listings desk on WhatsApp ({listingsWhatsapp}) or at [{listingsEmail}](mailto:{listingsEmail}), so we can update or remove the listing.',
        ],
      },
      {
        id: 'checks',
        heading: 'How we check listings',
        body: [
          'Before a listing goes live, we verify the owner and the property, visit it, and take the photos and the 360° tour ourselves.',
          'We may refuse any listing, or remove one at any time, if it breaks these rules or we cannot verify it.',
        ],
      },
      {
        id: 'fees',
        heading: 'What listing costs',
        body: [
          '**Listing is free for owners and agents during our launch.**',
          'Browsing and searching are free for everyone.',
          'If we ever introduce a charge, we will announce it on this page and on [List your property](/upload/) before it applies.',
        ],
      },
      {
        id: 'sponsored',
        heading: 'Sponsored content',
        body: [
          "Some pages show adverts from other companies, such as banks and insurers. They are always clearly labelled 'Sponsored'.",
          'An advert is not a recommendation: we do not endorse the offers, and any agreement you make is between you and that company.',
        ],
      },
      {
        id: 'liability',
        heading: 'Our liability',
        body: [
          'We check every listing, but we cannot guarantee every detail in it, or that a property is still available when you call.',
          'Before you pay anything, verify the property, the owner or agent and the paperwork yourself, and **never pay before viewing**. Our [safety guide](/safety/) explains how.',
          'As far as Kenyan law allows, {siteName} is not liable for losses arising from an agreement between you and an owner, agent or advertiser.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Photos, tours and content',
        body: [
          'The photos, 360° tours and videos on {siteName} belong to us or to the person who listed the property.',
          'You may share links to listings, but you may not copy or reuse their content without permission.',
          'When you send us photos or text for a listing, you confirm that you have the right to them and allow us to publish them on {siteName}.',
        ],
      },
      {
        id: 'maps',
        heading: 'Maps and their data',
        body: [
          'The maps on {siteName} are drawn from open data and served from our own site: no map company sees what you look at.',
          'A pin shows where a home is to within about 700 metres, never its address. The agent gives you the address.',
          'The streets, railways, land use, parks, water and buildings of the areas we list, and the places in the nearby lists, come from OpenStreetMap as it was in August 2021, in the OpenMapTiles schema. Nairobi’s motorways, trunk and primary roads are from February 2026, so the Expressway is there.',
          'A road built or renamed since may be missing or carry its old name, and a place may have closed.',
          'Our street tiles are a database made from OpenStreetMap, available under the [Open Database License 1.0](https://opendatacommons.org/licenses/odbl/1-0/) (ODbL): you may copy, share and adapt them if you credit OpenStreetMap and OpenMapTiles and share what you make from them under the same licence.',
          '[Download the street tiles]({streetTilesUrl}) (PMTiles, about 8 MB).',
          'The map data comes from:',
          { list: MAP_CREDITS },
        ],
      },
      {
        id: 'reporting',
        heading: 'Reporting a listing',
        body: [
          'If a listing looks wrong or breaks these rules, tell us:',
          {
            list: [
              "press 'Report this listing' on the listing's page;",
              'or write to our trust desk on WhatsApp ({trustWhatsapp}) or by email at [{trustEmail}](mailto:{trustEmail}).',
            ],
          },
          'We review every report within 2 working days and take down listings that break the rules. If you have lost money, see [what to do next](/safety/#report).',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        body: [
          'We may update these terms as the site changes. The date they were last updated shows when they last changed; if you use the site after a change, you accept the new terms.',
        ],
      },
      {
        id: 'law',
        heading: 'Kenyan law',
        body: [
          'These terms are governed by the laws of Kenya, and the courts of Kenya decide any dispute about them.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        body: [
          {
            list: [
              'Office: {siteName}, {officeAddress}',
              'Phone: {officePhone}',
              'Email: [{officeEmail}](mailto:{officeEmail})',
            ],
          },
          'Or use our [contact page](/contact/).',
        ],
      },
    ],
  },
  sw: {
    title: 'Masharti ya Huduma',
    description:
      'Masharti ya kutumia Nyumba360: tovuti ni nini, kanuni za matangazo, gharama ya kutangaza, matangazo ya kulipiwa, dhima yetu, kuripoti tangazo na sheria za Kenya.',
    intro:
      'Masharti haya yanamhusu kila mtu anayetumia {siteName}, iwe unatafuta nyumba au unatangaza nyumba. Kwa kutumia tovuti, unayakubali.',
    updated: '2026-11-26',
    sections: [
      {
        id: 'about',
        heading: 'Sisi ni nani',
        body: [
          '{siteName} ni tovuti ya matangazo ya nyumba zinazouzwa na za kupangisha nchini Kenya, inayoendeshwa kutoka ofisi yetu iliyoko {officeAddress}.',
          'Tunachapisha matangazo tu; hatumiliki, hatuuzi wala hatupangishi nyumba hizo. Mauzo au upangaji wowote ni makubaliano kati yako na mmiliki au wakala, na sisi si sehemu ya makubaliano hayo.',
        ],
      },
      {
        id: 'using-the-site',
        heading: 'Kutumia tovuti',
        body: [
          'Unaweza kuvinjari, kutafuta na kushiriki matangazo bila malipo. Unapotumia tovuti, hairuhusiwi:',
          {
            list: [
              'kuweka au kutuma taarifa za uongo, wala kutangaza nyumba ya mtu mwingine bila idhini yake;',
              'kunakili matangazo, picha au ziara kwa wingi, wala kuvitumia mahali pengine;',
              'kutumia mawasiliano ya mawakala kwa jambo lolote nje ya tangazo walimotajwa;',
              'kujaribu kuiharibu tovuti, kuilemea au kukwepa ulinzi wake.',
            ],
          },
          'Jinsi tunavyoshughulikia data binafsi imeelezwa katika [Sera ya Faragha](/privacy/).',
        ],
      },
      {
        id: 'listing-rules',
        heading: 'Kanuni za matangazo',
        body: [
          'Wamiliki na mawakala wanaweza kutangaza nyumba kupitia [Tangaza Nyumba Yako](/upload/). Kila tangazo lazima litimize kanuni hizi:',
          {
            list: [
              'Nyumba ni halisi, na inapatikana kwa kuuzwa au kupangishwa.',
              'Bei ni halisi na kamili, bila gharama zilizofichwa; kwa nyumba ya kupangisha, ni kodi ya mwezi.',
              'Hakuna ada inayotozwa ili kutazama nyumba.',
              'Nyumba moja, tangazo moja.',
              'Mmiliki amekubali nyumba yake itangazwe.',
              'Picha zinaonyesha nyumba yenyewe.',
              'Mawakala wamesajiliwa na [Estate Agents Registration Board]({earbUrl}).',
            ],
          },
          'Nyumba ikiuzwa au ikipangishwa, au bei yake ikibadilika, lijulishe dawati letu la matangazo kwa WhatsApp ({listingsWhatsapp}) au kwa [{listingsEmail}](mailto:{listingsEmail}), ili tusasishe au tuondoe tangazo.',
        ],
      },
      {
        id: 'checks',
        heading: 'Tunavyokagua matangazo',
        body: [
          'Kabla tangazo halijawekwa hewani, tunamthibitisha mmiliki na nyumba, tunaitembelea nyumba, na tunapiga picha na kuandaa ziara ya 360° sisi wenyewe.',
          'Tunaweza kukataa tangazo lolote, au kuliondoa wakati wowote, likikiuka kanuni hizi au tusipoweza kulithibitisha.',
        ],
      },
      {
        id: 'fees',
        heading: 'Gharama ya kutangaza',
        body: [
          '**Kutangaza ni bila malipo kwa wamiliki na mawakala katika kipindi chetu cha uzinduzi.**',
          'Kuvinjari na kutafuta nyumba ni bila malipo kwa kila mtu.',
          'Tukianza kutoza ada yoyote, tutaitangaza kwenye ukurasa huu na kwenye [Tangaza Nyumba Yako](/upload/) kabla haijaanza kutumika.',
        ],
      },
      {
        id: 'sponsored',
        heading: 'Matangazo ya kulipiwa',
        body: [
          "Baadhi ya kurasa huonyesha matangazo ya kampuni nyingine, kama benki na kampuni za bima. Daima huwa na alama wazi ya 'Tangazo la kulipiwa'.",
          'Tangazo si pendekezo: hatuziungi mkono ofa hizo, na makubaliano yoyote utakayofanya ni kati yako na kampuni hiyo.',
        ],
      },
      {
        id: 'liability',
        heading: 'Dhima yetu',
        body: [
          'Tunakagua kila tangazo, lakini hatuwezi kuhakikisha kila undani wake, wala kwamba nyumba bado inapatikana unapopiga simu.',
          'Kabla ya kulipa chochote, jithibitishie mwenyewe nyumba, mmiliki au wakala na nyaraka, na **usilipe kamwe kabla ya kuiona nyumba**. [Mwongozo wetu wa usalama](/safety/) unaeleza jinsi ya kufanya hivyo.',
          'Kwa kadiri sheria za Kenya zinavyoruhusu, {siteName} haiwajibiki kwa hasara inayotokana na makubaliano kati yako na mmiliki, wakala au mtangazaji.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Picha, ziara na maudhui',
        body: [
          'Picha, ziara za 360° na video zilizo kwenye {siteName} ni mali yetu au ya aliyetangaza nyumba.',
          'Unaweza kushiriki viungo vya matangazo, lakini huruhusiwi kunakili wala kutumia maudhui yake bila ruhusa.',
          'Unapotutumia picha au maandishi ya tangazo, unathibitisha kuwa una haki juu yake, na unaturuhusu kuyachapisha kwenye {siteName}.',
        ],
      },
      {
        id: 'maps',
        heading: 'Ramani na data yake',
        body: [
          'Ramani zilizo kwenye {siteName} zimechorwa kutokana na data huria na hutolewa kutoka tovuti yetu wenyewe: hakuna kampuni ya ramani inayoona unachotazama.',
          'Pini inaonyesha nyumba ilipo kwa usahihi wa takriban mita 700, si anwani yake. Wakala atakupa anwani.',
          'Barabara, reli, matumizi ya ardhi, bustani, maji na majengo ya maeneo tunayotangaza, pamoja na maeneo katika orodha za vilivyo karibu, zinatoka OpenStreetMap kama ilivyokuwa Agosti 2021, katika muundo wa OpenMapTiles. Barabara kuu za Nairobi ni za Februari 2026, kwa hiyo Expressway ipo.',
          'Barabara iliyojengwa au kubadilishwa jina tangu hapo huenda haipo au ina jina lake la zamani, na huenda mahali pamefungwa.',
          'Vigae vyetu vya barabara ni hifadhidata iliyotengenezwa kutoka OpenStreetMap, inayopatikana chini ya [Leseni Huria ya Hifadhidata (ODbL) 1.0](https://opendatacommons.org/licenses/odbl/1-0/): unaweza kuvinakili, kuvishiriki na kuvibadilisha ukitaja OpenStreetMap na OpenMapTiles, na ukishiriki unachotengeneza navyo chini ya leseni hiyo.',
          '[Pakua vigae vya barabara]({streetTilesUrl}) (PMTiles, takriban MB 8).',
          'Data ya ramani inatoka kwa (majina ya vyanzo kama yanavyotakiwa na leseni zao):',
          { list: MAP_CREDITS },
        ],
      },
      {
        id: 'reporting',
        heading: 'Kuripoti tangazo',
        body: [
          'Tangazo likionekana si sahihi au likikiuka kanuni hizi, tujulishe:',
          {
            list: [
              "bonyeza 'Ripoti tangazo hili' kwenye ukurasa wa tangazo;",
              'au liandikie dawati letu la uaminifu kwa WhatsApp ({trustWhatsapp}) au kwa barua pepe [{trustEmail}](mailto:{trustEmail}).',
            ],
          },
          'Tunakagua kila ripoti ndani ya siku 2 za kazi, na tunaondoa matangazo yanayokiuka kanuni. Ikiwa umepoteza pesa, tazama [hatua za kuchukua](/safety/#report).',
        ],
      },
      {
        id: 'changes',
        heading: 'Mabadiliko ya masharti',
        body: [
          'Tunaweza kusasisha masharti haya kadiri tovuti inavyobadilika. Tarehe ya kusasishwa inaonyesha yalipobadilishwa mwisho; ukiendelea kutumia tovuti baada ya mabadiliko, unakubali masharti mapya.',
        ],
      },
      {
        id: 'law',
        heading: 'Sheria za Kenya',
        body: [
          'Masharti haya yanaongozwa na sheria za Kenya, na mahakama za Kenya ndizo zitakazoamua mzozo wowote kuyahusu.',
        ],
      },
      {
        id: 'contact',
        heading: 'Mawasiliano',
        body: [
          {
            list: [
              'Ofisi: {siteName}, {officeAddress}',
              'Simu: {officePhone}',
              'Barua pepe: [{officeEmail}](mailto:{officeEmail})',
            ],
          },
          'Au tumia [ukurasa wa mawasiliano](/contact/).',
        ],
      },
    ],
  },
};
