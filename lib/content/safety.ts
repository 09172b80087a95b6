import type { Locale } from '@/lib/i18n/locales';
import type { InfoDocument } from './document';

/**
 * The safety guide (/safety/), written to be read on a phone: every section is a short heading,
 * one rule in bold, then two to four bullets (tests/unit/content/documents.test.ts keeps that
 * shape). The section `report` is linked from elsewhere (/safety/#report); keep its id.
 */
export const SAFETY: Readonly<Record<Locale, InfoDocument>> = {
  en: {
    title: 'Rent and buy safely',
    description:
      'How to avoid property scams in Kenya: never pay before viewing, pay only into company accounts, check agents and title deeds, and report suspect listings.',
    intro:
      'Scammers copy real listings and pose as owners or agents. Follow these rules before you pay anyone anything.',
    updated: '2026-11-27',
    sections: [
      {
        id: 'viewing',
        heading: 'See it before you pay',
        body: [
          '**Never pay a viewing fee, and never pay a deposit or rent before you have seen the property and met the owner or agent in person.**',
          {
            list: [
              'Viewing a home listed on {siteName} is always free ([our rules](/terms/#listing-rules)): anyone asking for a fee is breaking them.',
              'Check that the gate, the rooms and the layout match the photos and the 360° tour.',
              'Go in daylight, and take someone with you.',
              'Ask the guard or a neighbour who owns or manages the building.',
            ],
          },
        ],
      },
      {
        id: 'payments',
        heading: 'Pay the company, not a person',
        body: [
          "**Pay only into the company's paybill or a bank account in the company's name, never to a personal M-Pesa number, and get a receipt.**",
          {
            list: [
              "Before you confirm an M-Pesa payment, check the name it shows: it must be the company's, not a person's.",
              "Don't pay in cash, and don't send money to the agent's 'colleague' or the landlord's 'relative'.",
              'Keep the receipt, the signed agreement and your M-Pesa messages.',
            ],
          },
        ],
      },
      {
        id: 'agents',
        heading: 'Check the agent',
        body: [
          "**Check that the agent is registered with the [Estate Agents Registration Board]({earbUrl}), and meet them at the property or at the agency's office.**",
          {
            list: [
              "Ask for the agent's full name and agency, and look them up in the Board's register.",
              'Make sure the person you meet is the agent named on the listing.',
              "Don't hand over money or documents in a car, a café or by the roadside.",
            ],
          },
        ],
      },
      {
        id: 'buying',
        heading: 'Buying? Search the title first',
        body: [
          '**Before you pay anything, have an advocate (lawyer) run an official search of the title at the Lands Registry (Ardhisasa).**',
          {
            list: [
              'The search shows the registered owner, and whether the land has a loan, a caution or a dispute against it.',
              "Check that the seller's ID matches the name on the title.",
              'Choose your own advocate, not one the seller insists on.',
              'Read the sale agreement with your advocate before you sign it.',
            ],
          },
        ],
      },
      {
        id: 'land',
        heading: 'Buying land: the frauds, and how to beat them',
        body: [
          '**Land is where buyers lose the most: check the register yourself, and the history of the title as well as its face (Supreme Court of Kenya, Dina Management, 2023).**',
          {
            list: [
              'Fake titles and forged searches: make your own official search on Ardhisasa or at the land registry, dated within days of paying, never one the seller hands you.',
              'A plot sold twice, or still under a mother title: the register, not a receipt, says who owns it. For a subdivision, ask for the approved plan and the mutation, and when its own title will be issued.',
              "A seller for an owner long dead, or 'for a relative': only the registered owner, or the administrator a court has named, can sell.",
              'A licensed surveyor confirms the beacons against the deed plan or mutation; agricultural land needs Land Control Board consent within six months, or the sale is void.',
            ],
          },
        ],
      },
      {
        id: 'land-abroad',
        heading: 'Buying land from abroad',
        body: [
          '**Act through an advocate, never through a relative or a friend.**',
          {
            list: [
              'Give a power of attorney to an advocate, and register it.',
              'Ask for a video viewing of the plot, walking the beacons, with that day’s newspaper in view.',
              "Never pay an agent, a relative or a 'caretaker' directly: pay only into your advocate’s client account, against a signed sale agreement.",
            ],
          },
        ],
      },
      {
        id: 'off-plan',
        heading: 'Buying off-plan: protect your money',
        body: [
          "**Before you pay a reservation fee, check the project's NCA registration, its approvals and who owns the developer, and pay only into an escrow or an advocate's client account.**",
          {
            list: [
              "Search the project's NCA ID in the National Construction Authority's register: a project must be registered within 30 days of the contract award, which needs the county's approval and a NEMA licence.",
              'Make a CR12 search of the developer at the Business Registration Service: it names the directors and shareholders. Ask what they have finished before, and visit it.',
              "When instalments are tied to stages, pay each one only against an architect's certificate that the stage is complete, and visit the site yourself.",
              'Have your own advocate read the sale agreement: what happens to your money if the project is late or stops, and when the title is transferred.',
            ],
          },
        ],
      },
      {
        id: 'warning-signs',
        heading: 'Warning signs',
        body: [
          '**If you see any of these, stop before you pay and check again.**',
          {
            list: [
              'A price far below others in the same area.',
              "Pressure to pay today, because 'many people want it'.",
              'An agent who cannot show you the inside.',
              "An owner who is 'abroad' and can only be reached by phone or WhatsApp.",
            ],
          },
        ],
      },
      {
        id: 'documents',
        heading: 'Protect your documents',
        body: [
          "**Don't send copies of your ID before a viewing.**",
          {
            list: [
              'An owner or agent needs your documents only when you sign the agreement, not to book a viewing.',
              'When you do hand over a copy, write across it what it is for and the date.',
              'Never share your M-Pesa PIN or a one-time code (OTP) with anyone.',
            ],
          },
        ],
      },
      {
        id: 'report',
        heading: 'Report a suspect listing',
        body: [
          '**If a listing seems wrong, report it. If you have lost money, act at once.**',
          {
            list: [
              "Press 'Report this listing' on the listing's page.",
              'Or write to our trust desk on WhatsApp ({trustWhatsapp}) or at [{trustEmail}](mailto:{trustEmail}). We review every report within 2 working days ([how](/terms/#reporting)).',
              'Lost money? Report it at once at the nearest police station (National Police Service), and ask for the OB number.',
              'Call your bank or Safaricom straight away: the sooner they know, the more they can do.',
            ],
          },
        ],
      },
    ],
  },
  sw: {
    title: 'Panga na nunua kwa usalama',
    description:
      'Jinsi ya kuepuka utapeli wa nyumba nchini Kenya: usilipe kabla ya kuiona nyumba, lipa kwa akaunti za kampuni pekee, kagua mawakala na hatimiliki, ripoti matangazo.',
    intro:
      'Matapeli hunakili matangazo halisi na kujifanya wamiliki au mawakala. Fuata kanuni hizi kabla ya kumlipa mtu yeyote chochote.',
    updated: '2026-11-27',
    sections: [
      {
        id: 'viewing',
        heading: 'Ione nyumba kabla ya kulipa',
        body: [
          '**Usilipe kamwe ada ya kutazama nyumba, na usilipe amana wala kodi kabla ya kuiona nyumba na kukutana ana kwa ana na mmiliki au wakala.**',
          {
            list: [
              'Kutazama nyumba iliyotangazwa kwenye {siteName} ni bila malipo kila wakati ([kanuni zetu](/terms/#listing-rules)): anayeomba ada anazivunja.',
              'Hakikisha lango, vyumba na mpangilio wa nyumba vinalingana na picha na ziara ya 360°.',
              'Nenda mchana, na uandamane na mtu.',
              'Muulize mlinzi au jirani ni nani mmiliki au msimamizi wa jengo.',
            ],
          },
        ],
      },
      {
        id: 'payments',
        heading: 'Lipa kampuni, si mtu binafsi',
        body: [
          '**Lipa kupitia paybill ya kampuni au akaunti ya benki iliyo kwa jina la kampuni pekee, kamwe si kwa nambari ya M-Pesa ya mtu binafsi, na uchukue risiti.**',
          {
            list: [
              'Kabla ya kuthibitisha malipo ya M-Pesa, angalia jina linaloonyeshwa: lazima liwe la kampuni, si la mtu.',
              "Usilipe pesa taslimu, wala usimtumie pesa 'mwenzake' wa wakala au 'ndugu' wa mwenye nyumba.",
              'Hifadhi risiti, mkataba uliotiwa saini na ujumbe wako wa M-Pesa.',
            ],
          },
        ],
      },
      {
        id: 'agents',
        heading: 'Mkague wakala',
        body: [
          '**Hakikisha wakala amesajiliwa na [Estate Agents Registration Board]({earbUrl}), na mkutane kwenye nyumba yenyewe au kwenye ofisi ya kampuni yake.**',
          {
            list: [
              'Muulize jina lake kamili na jina la kampuni yake, kisha umtafute kwenye sajili ya bodi hiyo.',
              'Hakikisha unayekutana naye ndiye wakala aliyetajwa kwenye tangazo.',
              'Usikabidhi pesa wala nyaraka ndani ya gari, mkahawani au kando ya barabara.',
            ],
          },
        ],
      },
      {
        id: 'buying',
        heading: 'Unanunua? Anza na hatimiliki',
        body: [
          '**Kabla ya kulipa chochote, mwombe wakili afanye ukaguzi rasmi wa hatimiliki (official search) kwenye Masjala ya Ardhi (Ardhisasa).**',
          {
            list: [
              'Ukaguzi huo unaonyesha mmiliki aliyesajiliwa, na kama ardhi ina mkopo, zuio au mzozo.',
              'Hakikisha kitambulisho cha muuzaji kinalingana na jina lililo kwenye hatimiliki.',
              'Chagua wakili wako mwenyewe, si yule ambaye muuzaji anasisitiza umtumie.',
              'Soma mkataba wa mauzo pamoja na wakili wako kabla ya kuutia saini.',
            ],
          },
        ],
      },
      {
        id: 'land',
        heading: 'Kununua ardhi: ulaghai, na jinsi ya kuushinda',
        body: [
          '**Ardhi ndiko wanunuzi hupoteza pesa nyingi zaidi: kagua rejista wewe mwenyewe, pamoja na historia ya hati, si hati yenyewe tu (Mahakama ya Juu ya Kenya, kesi ya Dina Management, 2023).**',
          {
            list: [
              'Hati bandia na utafutaji ulioghushiwa: fanya utafutaji rasmi wewe mwenyewe kwenye Ardhisasa au masjala ya ardhi, siku chache kabla ya kulipa, kamwe si ule anaokupa muuzaji.',
              'Kiwanja kinachouzwa mara mbili, au bado kiko chini ya hati mama: rejista, si risiti, ndiyo inayosema nani ni mmiliki. Kwa kiwanja cha ugawaji, omba ramani iliyoidhinishwa na fomu ya mgawanyo (mutation), na lini hati yake itatolewa.',
              "Muuzaji kwa niaba ya mmiliki aliyefariki zamani, au 'kwa niaba ya ndugu': ni mmiliki aliyesajiliwa tu, au msimamizi wa mirathi aliyeteuliwa na mahakama, anayeweza kuuza.",
              'Mpima ardhi mwenye leseni athibitishe vigingi vya mipaka dhidi ya ramani ya hati au fomu ya mgawanyo; ardhi ya kilimo inahitaji idhini ya Bodi ya Udhibiti wa Ardhi ndani ya miezi sita, la sivyo mauzo ni batili.',
            ],
          },
        ],
      },
      {
        id: 'land-abroad',
        heading: 'Kununua ardhi ukiwa ughaibuni',
        body: [
          '**Tumia wakili, kamwe si ndugu wala rafiki.**',
          {
            list: [
              'Mpe wakili hati ya uwakilishi wa kisheria, na uisajili.',
              'Omba kuonyeshwa kiwanja kwa video, ukitembea kwenye vigingi, gazeti la siku hiyo likionekana.',
              "Usimlipe wakala, ndugu au 'mlinzi' moja kwa moja: lipa tu kwenye akaunti ya wateja ya wakili wako, baada ya kusaini makubaliano ya mauzo.",
            ],
          },
        ],
      },
      {
        id: 'off-plan',
        heading: 'Kununua kabla ya ujenzi: linda pesa zako',
        body: [
          '**Kabla ya kulipa ada ya kuhifadhi, kagua usajili wa mradi NCA, idhini zake na wamiliki wa kampuni ya mjenzi, na lipa tu kwenye akaunti ya escrow au akaunti ya wateja ya wakili.**',
          {
            list: [
              'Tafuta nambari ya mradi katika orodha ya Mamlaka ya Kitaifa ya Ujenzi (NCA): mradi lazima usajiliwe ndani ya siku 30 baada ya kandarasi kutolewa, na usajili huo unahitaji idhini ya kaunti na leseni ya NEMA.',
              'Fanya utafutaji wa CR12 wa kampuni ya mjenzi katika Huduma ya Usajili wa Biashara: unataja wakurugenzi na wenye hisa. Uliza miradi waliyokamilisha awali, na uitembelee.',
              'Awamu zinapofungamana na hatua za ujenzi, lipa kila moja tu ukipewa cheti cha mbunifu kwamba hatua imekamilika, na utembelee eneo la ujenzi wewe mwenyewe.',
              'Wakili wako mwenyewe asome mkataba wa mauzo: nini kitatokea kwa pesa zako mradi ukichelewa au ukisimama, na hati itahamishwa lini.',
            ],
          },
        ],
      },
      {
        id: 'warning-signs',
        heading: 'Dalili za hatari',
        body: [
          '**Ukiona lolote kati ya haya, sitisha malipo na uchunguze upya.**',
          {
            list: [
              'Bei iliyo chini sana kuliko ya nyumba nyingine katika eneo hilo.',
              "Shinikizo la kulipa leo, kwa sababu 'watu wengi wanaitaka'.",
              'Wakala asiyeweza kukuonyesha ndani ya nyumba.',
              "Mmiliki aliye 'ughaibuni' anayepatikana kwa simu au WhatsApp tu.",
            ],
          },
        ],
      },
      {
        id: 'documents',
        heading: 'Linda nyaraka zako',
        body: [
          '**Usitume nakala ya kitambulisho chako kabla ya kuiona nyumba.**',
          {
            list: [
              'Mmiliki au wakala anahitaji nyaraka zako tu unapotia saini mkataba, si ili kupanga siku ya kutazama nyumba.',
              'Ukitoa nakala, andika juu yake madhumuni yake na tarehe.',
              'Usimpe mtu yeyote PIN yako ya M-Pesa wala nambari ya siri ya mara moja (OTP).',
            ],
          },
        ],
      },
      {
        id: 'report',
        heading: 'Ripoti tangazo linalotia shaka',
        body: [
          '**Tangazo likikutia shaka, liripoti. Ikiwa umepoteza pesa, chukua hatua mara moja.**',
          {
            list: [
              "Bonyeza 'Ripoti tangazo hili' kwenye ukurasa wa tangazo.",
              'Au liandikie dawati letu la uaminifu kwa WhatsApp ({trustWhatsapp}) au kwa [{trustEmail}](mailto:{trustEmail}). Tunakagua kila ripoti ndani ya siku 2 za kazi ([jinsi gani](/terms/#reporting)).',
              'Umepoteza pesa? Ripoti mara moja kwenye kituo cha polisi kilicho karibu nawe (National Police Service), na uombe nambari ya OB.',
              'Piga simu kwa benki yako au Safaricom papo hapo: wakijua mapema, wanaweza kufanya mengi zaidi.',
            ],
          },
        ],
      },
    ],
  },
};
