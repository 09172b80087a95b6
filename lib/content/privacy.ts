import type { Locale } from '@/lib/i18n/locales';
import type { InfoDocument } from './document';

/**
 * The privacy notice (/privacy/), in the spirit of Kenya's Data Protection Act, 2019. Every
 * statement here describes what the site really does: when a feature starts storing or sending
 * something new (a browser storage key, a form, a third-party service), change this text and its
 * `updated` date in the same change. The device storage list names every key the site writes.
 */
export const PRIVACY: Readonly<Record<Locale, InfoDocument>> = {
  en: {
    title: 'Privacy Policy',
    description:
      'How Nyumba360 handles personal data: no accounts, cookies or tracking, what reaches us when you write to us, how long we keep it, and your rights.',
    intro:
      "This notice explains what personal data {siteName} receives, what we do with it and how long we keep it, in line with Kenya's Data Protection Act, 2019. In short: there are no accounts, cookies or tracking, and we receive only what you choose to send us, plus the standard logs our web host keeps.",
    updated: '2026-11-24',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        body: [
          '{siteName} publishes listings of homes for sale and to rent in Kenya. We decide how the personal data described here is used, so under the Act we are its data controller.',
          'Our office: {officeAddress}. For anything about your personal data, email [{privacyEmail}](mailto:{privacyEmail}).',
        ],
      },
      {
        id: 'no-tracking',
        heading: 'No accounts, cookies or tracking',
        body: [
          'The site is made of plain pages. When you browse it:',
          {
            list: [
              'there are no accounts, and no sign-in;',
              'we set no cookies;',
              'there is no analytics, no tracking and no advertising network;',
              "no third-party scripts run: fonts, photos, 360° tours, videos and maps come from our own server, and nothing is loaded from other companies' servers.",
            ],
          },
          'So while you browse, your browser talks only to our own server. Our web host keeps the standard logs described [below](#server-logs).',
        ],
      },
      {
        id: 'messages',
        heading: 'Forms and messages',
        body: [
          "The forms on the site ([List your property](/upload/), [Contact us](/contact/) and 'Report this listing') never send anything to our server. They put together a WhatsApp message or an email on your device, and you decide whether to send it.",
          'What you send then reaches:',
          {
            list: [
              'our listings desk, for a new listing;',
              'our trust desk, for a report about a listing;',
              'our office, for any other question;',
              "the agent of a listing, when you message, call or email them from the listing's page. That goes straight to the agent, not to us.",
            ],
          },
          'WhatsApp messages travel through WhatsApp, run by WhatsApp (Meta) under its own privacy policy. Emails travel through your own email provider.',
          "'Download listing file' on the listing form saves the same details as a file on your device. It is made there and sent nowhere; you choose whether to attach it to your email.",
        ],
      },
      {
        id: 'use',
        heading: 'How we use what you send',
        body: [
          'We use what you send us only to:',
          {
            list: [
              'answer you;',
              'verify and publish your listing;',
              'look into a report and act on it.',
            ],
          },
          'We do not sell it, and we do not use it for advertising of any kind.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        body: [
          {
            list: [
              '**Messages about a listing:** while the listing is live, and up to 12 months after it comes down, or longer where the law requires it.',
              '**Other enquiries:** up to 12 months.',
              '**Server logs:** 30 days.',
            ],
          },
          'When the period ends, we delete them.',
        ],
      },
      {
        id: 'on-your-device',
        heading: 'What stays on your device',
        body: [
          "A few things are kept in your browser's storage so the site remembers where you left off. They stay on your device and are never sent to us. This is the complete list:",
          {
            list: [
              '**Your language:** the language you chose (localStorage, nyumba360:language).',
              '**Language offer declined:** that you said no to reading a page in your language (sessionStorage, nyumba360:language-offer-dismissed). It is cleared when you close the tab.',
              '**Listing draft:** what you entered in the List your property form, without the photos (localStorage, nyumba360:listing-draft). Photos you choose for the form stay on your device: they are shown as previews only while the page is open, and the site never stores or uploads them.',
              '**Contact draft:** what you typed in the contact form (localStorage, nyumba360:contact-draft).',
              '**Saved homes:** the homes you pressed the heart on, with each title and when you saved it (localStorage, nyumba360:saved-homes:v1), at most 200.',
              "**Homes to compare:** the homes you chose with 'Compare' (localStorage, nyumba360:compare:v1), at most 4.",
              '**Saved searches:** each search you saved with its name, its filters and the date of the newest home it had found when you last opened it, to count what is new (localStorage, nyumba360:saved-searches:v1), at most 30.',
              "**Currency:** the currency you chose to see approximate prices in, besides Kenyan shillings (localStorage, nyumba360:currency:v1). Choosing 'KES only' removes it.",
              '**Data saver:** whether you turned the data saver on or off (localStorage, nyumba360:data-saver:v1).',
              '**Pages kept for offline use:** your saved homes and the last 20 homes you looked at, with what they need to show, at most 50 MB (cache storage, caches named n360-). They open with no connection and are never sent anywhere.',
            ],
          },
          "Saved homes and searches are never sent to us. When you use 'Share on WhatsApp' or 'Copy link' on [Saved homes](/saved/) or [Compare homes](/compare/), the link holds the addresses of those homes, nothing else, and goes only where you send it.",
          "'Clear all' on [Saved homes](/saved/) removes your saved homes, searches and homes to compare, and 'Start again' on the List your property form clears the listing draft.",
          "You can also clear all of this at any time in your browser's settings. We update this list whenever a feature stores something new.",
        ],
      },
      {
        id: 'server-logs',
        heading: "Our web host's logs",
        body: [
          'Like any website, our web host records each request in standard server logs: your IP address, the time, the page requested and your browser type.',
          'These logs are used only to keep the site running and secure, and are deleted after 30 days.',
        ],
      },
      {
        id: 'adverts',
        heading: 'Sponsored adverts',
        body: [
          "Listing pages may show adverts from banks and insurers, marked 'Sponsored'. Each advert is simply a link to that company's own site.",
          "If you follow one, you leave {siteName} and that company's privacy notice applies. We share no visitor data with advertisers.",
        ],
      },
      {
        id: 'agents',
        heading: 'Agents and owners on listing pages',
        body: [
          "The name, phone number and email of the agent on a listing are published with the agent's consent, so that people can contact them about that listing.",
          'An owner who lists a home without an agent is shown the same way: the listing form says so before anything is sent, and the listing goes live only after the owner approves it.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        body: [
          'Under the Data Protection Act, 2019 you have the right to:',
          {
            list: [
              'be told how your personal data is used (this notice);',
              'get a copy of the personal data we hold about you;',
              'have it corrected if it is wrong;',
              'have it deleted;',
              'object to our using it;',
              'receive it in a format you can take elsewhere (data portability);',
              'complain to the Office of the Data Protection Commissioner.',
            ],
          },
          'To use any of these rights, email [{privacyEmail}](mailto:{privacyEmail}) or write to our office (see [Contact and complaints](#contact)).',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        body: [
          "{siteName} is for adults arranging housing. It is not meant for children, and we do not knowingly receive children's personal data.",
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        body: [
          'When we change how we handle personal data, we update this notice and the date it was last updated.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact and complaints',
        body: [
          {
            list: [
              'Email: [{privacyEmail}](mailto:{privacyEmail})',
              'Office: {siteName}, {officeAddress}',
              'Other questions: [Contact us](/contact/)',
            ],
          },
          'You can also complain to the [Office of the Data Protection Commissioner]({odpcUrl}).',
        ],
      },
    ],
  },
  sw: {
    title: 'Sera ya Faragha',
    description:
      'Jinsi Nyumba360 inavyoshughulikia data binafsi: hakuna akaunti, vidakuzi wala ufuatiliaji; tunachopokea unapotuandikia, muda tunaokihifadhi na haki zako.',
    intro:
      'Sera hii inaeleza data binafsi ambazo {siteName} hupokea, tunachofanya nazo na muda tunaozihifadhi, kwa mujibu wa Data Protection Act, 2019 ya Kenya. Kwa ufupi: hakuna akaunti, vidakuzi wala ufuatiliaji, na tunapokea tu kile unachochagua kututumia, pamoja na kumbukumbu za kawaida za kampuni inayohifadhi tovuti yetu.',
    updated: '2026-11-24',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Sisi ni nani',
        body: [
          '{siteName} huchapisha matangazo ya nyumba zinazouzwa na za kupangisha nchini Kenya. Sisi ndio tunaoamua jinsi data binafsi zilizoelezwa hapa zinavyotumiwa, kwa hiyo chini ya sheria hiyo sisi ni mdhibiti wa data hizo (data controller).',
          'Ofisi yetu: {officeAddress}. Kwa jambo lolote kuhusu data zako binafsi, tuandikie kwa [{privacyEmail}](mailto:{privacyEmail}).',
        ],
      },
      {
        id: 'no-tracking',
        heading: 'Hakuna akaunti, vidakuzi wala ufuatiliaji',
        body: [
          'Tovuti hii ni kurasa za kawaida tu. Unapoitembelea:',
          {
            list: [
              'hakuna akaunti, na hakuna haja ya kuingia;',
              'hatuweki vidakuzi (cookies);',
              'hakuna takwimu za wageni, ufuatiliaji wala mitandao ya matangazo ya biashara;',
              'hakuna programu za kampuni nyingine zinazoendeshwa kwenye kurasa: fonti, picha, ziara za 360°, video na ramani zote hutoka kwenye seva yetu wenyewe, na hakuna kinachopakiwa kutoka kwenye seva za kampuni nyingine.',
            ],
          },
          'Kwa hiyo unapovinjari, kivinjari chako huwasiliana na seva yetu pekee. Kampuni inayohifadhi tovuti yetu huweka kumbukumbu za kawaida zilizoelezwa [hapa chini](#server-logs).',
        ],
      },
      {
        id: 'messages',
        heading: 'Fomu na ujumbe',
        body: [
          "Fomu za tovuti hii ([Tangaza Nyumba Yako](/upload/), [Wasiliana Nasi](/contact/) na 'Ripoti tangazo hili') hazitumi chochote kwenye seva yetu. Zinaandaa ujumbe wa WhatsApp au barua pepe kwenye kifaa chako, nawe ndiye unayeamua kama utautuma.",
          'Unachotuma kinafika kwa:',
          {
            list: [
              'dawati letu la matangazo, kwa tangazo jipya;',
              'dawati letu la uaminifu, kwa ripoti kuhusu tangazo;',
              'ofisi yetu, kwa swali lingine lolote;',
              'wakala wa tangazo, unapomtumia ujumbe, kumpigia simu au kumtumia barua pepe kutoka kwenye ukurasa wa tangazo. Hayo humfikia wakala moja kwa moja, si sisi.',
            ],
          },
          'Ujumbe wa WhatsApp hupitia WhatsApp, inayoendeshwa na WhatsApp (Meta) chini ya sera yake ya faragha. Barua pepe hupitia mtoa huduma wako wa barua pepe.',
          "'Pakua faili la tangazo' kwenye fomu ya tangazo huhifadhi maelezo hayo hayo kama faili kwenye kifaa chako. Faili hilo linatengenezwa hapo hapo na halitumwi popote; wewe ndiye unayeamua kama utaliambatisha kwenye barua pepe yako.",
        ],
      },
      {
        id: 'use',
        heading: 'Tunavyotumia unachotutumia',
        body: [
          'Tunatumia unachotutumia kwa mambo haya pekee:',
          {
            list: [
              'kukujibu;',
              'kuthibitisha na kuchapisha tangazo lako;',
              'kuchunguza ripoti na kuchukua hatua.',
            ],
          },
          'Hatukiuzi, na hatukitumii kwa utangazaji wa aina yoyote.',
        ],
      },
      {
        id: 'retention',
        heading: 'Muda wa kuhifadhi',
        body: [
          {
            list: [
              '**Ujumbe kuhusu tangazo:** muda wote tangazo likiwa hewani, na hadi miezi 12 baada ya kuondolewa, au zaidi pale sheria inapotaka hivyo.',
              '**Maswali mengine:** hadi miezi 12.',
              '**Kumbukumbu za seva:** siku 30.',
            ],
          },
          'Muda huo ukiisha, tunavifuta.',
        ],
      },
      {
        id: 'on-your-device',
        heading: 'Kinachobaki kwenye kifaa chako',
        body: [
          'Vitu vichache huwekwa kwenye hifadhi ya kivinjari chako ili tovuti ikumbuke ulipoachia. Vinabaki kwenye kifaa chako na havitumwi kwetu kamwe. Hii ndiyo orodha kamili:',
          {
            list: [
              '**Lugha yako:** lugha uliyochagua (localStorage, nyumba360:language).',
              '**Ofa ya lugha uliyokataa:** kwamba ulikataa kusoma ukurasa kwa lugha yako (sessionStorage, nyumba360:language-offer-dismissed). Hufutika unapofunga kichupo.',
              '**Rasimu ya tangazo:** ulichojaza kwenye fomu ya Tangaza Nyumba Yako, bila picha (localStorage, nyumba360:listing-draft). Picha unazochagua kwa ajili ya fomu hubaki kwenye kifaa chako: zinaonyeshwa tu ukurasa ukiwa wazi, na tovuti haizihifadhi wala kuzituma popote.',
              '**Rasimu ya ujumbe:** ulichoandika kwenye fomu ya mawasiliano (localStorage, nyumba360:contact-draft).',
              '**Nyumba ulizohifadhi:** nyumba ulizobonyezea moyo, pamoja na jina la kila moja na ulipoihifadhi (localStorage, nyumba360:saved-homes:v1), zisizozidi 200.',
              "**Nyumba za kulinganisha:** nyumba ulizochagua kwa 'Linganisha' (localStorage, nyumba360:compare:v1), zisizozidi 4.",
              '**Utafutaji uliohifadhi:** kila utafutaji uliohifadhi pamoja na jina lake, vichujio vyake na tarehe ya nyumba mpya zaidi uliyoiona ulipoufungua mara ya mwisho, ili kuhesabu zilizo mpya (localStorage, nyumba360:saved-searches:v1), isiyozidi 30.',
              "**Sarafu:** sarafu uliyochagua kuona bei za makadirio, pamoja na shilingi za Kenya (localStorage, nyumba360:currency:v1). Ukichagua 'KES pekee' inaondolewa.",
              '**Okoa data:** kama uliwasha au ulizima okoa data (localStorage, nyumba360:data-saver:v1).',
              '**Kurasa za kutumia bila mtandao:** nyumba ulizohifadhi na nyumba 20 za mwisho ulizoangalia, pamoja na vinavyohitajika kuzionyesha, zisizozidi MB 50 (cache storage, zenye majina n360-). Hufunguka bila mtandao na hazitumwi popote.',
            ],
          },
          "Nyumba na utafutaji uliohifadhi havitumwi kwetu kamwe. Ukitumia 'Shiriki kwenye WhatsApp' au 'Nakili kiungo' kwenye [Nyumba Ulizohifadhi](/saved/) au [Linganisha Nyumba](/compare/), kiungo hubeba anwani za nyumba hizo tu, na huenda tu unakokituma.",
          "'Futa zote' kwenye [Nyumba Ulizohifadhi](/saved/) huondoa nyumba, utafutaji na nyumba za kulinganisha ulizohifadhi, na kitufe cha 'Anza upya' kwenye fomu ya Tangaza Nyumba Yako hufuta rasimu ya tangazo.",
          'Unaweza pia kufuta vyote hivi wakati wowote kwenye mipangilio ya kivinjari chako. Tunasasisha orodha hii kila kipengele kipya kinapohifadhi kitu.',
        ],
      },
      {
        id: 'server-logs',
        heading: 'Kumbukumbu za seva',
        body: [
          'Kama ilivyo kwa tovuti yoyote, kampuni inayohifadhi tovuti yetu huandika kila ombi kwenye kumbukumbu za kawaida za seva: anwani yako ya IP, saa, ukurasa ulioombwa na aina ya kivinjari chako.',
          'Kumbukumbu hizi hutumika tu kuiweka tovuti hewani na salama, na hufutwa baada ya siku 30.',
        ],
      },
      {
        id: 'adverts',
        heading: 'Matangazo ya kulipiwa',
        body: [
          "Kurasa za nyumba zinaweza kuonyesha matangazo ya benki na kampuni za bima, yenye alama ya 'Tangazo la kulipiwa'. Kila tangazo la aina hiyo ni kiungo tu cha tovuti ya kampuni husika.",
          'Ukikifuata, unaondoka {siteName}, na sera ya faragha ya kampuni hiyo ndiyo inayotumika. Hatushiriki data zozote za wageni na watangazaji.',
        ],
      },
      {
        id: 'agents',
        heading: 'Mawakala na wamiliki kwenye matangazo',
        body: [
          'Jina, nambari ya simu na barua pepe ya wakala kwenye tangazo huchapishwa kwa idhini yake, ili watu wawasiliane naye kuhusu tangazo hilo.',
          'Mmiliki anayetangaza nyumba bila wakala huonyeshwa vivyo hivyo: fomu ya tangazo inasema hivyo kabla chochote hakijatumwa, na tangazo huchapishwa tu baada ya mmiliki kuliidhinisha.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Haki zako',
        body: [
          'Chini ya Data Protection Act, 2019 una haki ya:',
          {
            list: [
              'kujulishwa jinsi data zako binafsi zinavyotumiwa (sera hii);',
              'kupata nakala ya data zako binafsi tulizonazo;',
              'kuomba zisahihishwe zikiwa si sahihi;',
              'kuomba zifutwe;',
              'kupinga matumizi yetu ya data hizo;',
              'kuzipata katika mfumo unaoweza kuhamishia kwingine (kuhamisha data);',
              'kuwasilisha malalamiko kwa Office of the Data Protection Commissioner.',
            ],
          },
          'Ili kutumia haki yoyote kati ya hizi, tuandikie kwa [{privacyEmail}](mailto:{privacyEmail}) au kwa ofisi yetu (tazama [Mawasiliano na malalamiko](#contact)).',
        ],
      },
      {
        id: 'children',
        heading: 'Watoto',
        body: [
          '{siteName} ni kwa ajili ya watu wazima wanaotafuta makazi. Haikusudiwi watoto, na hatupokei kwa makusudi data binafsi za watoto.',
        ],
      },
      {
        id: 'changes',
        heading: 'Mabadiliko ya sera hii',
        body: [
          'Tukibadilisha jinsi tunavyoshughulikia data binafsi, tutasasisha sera hii pamoja na tarehe ilipobadilishwa mwisho.',
        ],
      },
      {
        id: 'contact',
        heading: 'Mawasiliano na malalamiko',
        body: [
          {
            list: [
              'Barua pepe: [{privacyEmail}](mailto:{privacyEmail})',
              'Ofisi: {siteName}, {officeAddress}',
              'Maswali mengine: [Wasiliana Nasi](/contact/)',
            ],
          },
          'Unaweza pia kuwasilisha malalamiko kwa [Office of the Data Protection Commissioner]({odpcUrl}).',
        ],
      },
    ],
  },
};
