/**
 * Every text the site shows, in English. lib/i18n/sw.ts has exactly the same keys (a missing or
 * extra key fails the type check). Values are plain strings, so any part can be handed to a
 * client island as it is: `{name}` marks a value filled in by `fill()`, and `{ one, other }`
 * pairs are the singular and plural forms `plural()` picks from (lib/i18n/format.ts).
 */
export const en = {
  site: {
    tagline: 'Your trusted partner for real estate in Kenya',
    defaultTitle: 'Property for sale and rent in Kenya',
    defaultDescription:
      '{tagline}. Homes and apartments for sale and rent across Nairobi, with photos, 360° tours and video.',
    manifestName: '{site}: homes for sale and rent in Kenya',
    ogImageAlt: '{site}: homes for sale and rent in Kenya',
    logoHome: '{site} home',
    skipToContent: 'Skip to content',
  },
  nav: {
    home: 'Home',
    listings: 'Listings',
    map: 'Map',
    upload: 'List Property',
    main: 'Main',
    mobile: 'Mobile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  language: {
    /**
     * The toggle's wording (docs/spec.md §2.1): 'Switch to Swahili' on English pages; on Swahili
     * pages 'Switch to English', in English, so an English reader can find it.
     */
    switchTo: 'Switch to Swahili',
    code: 'EN',
    label: 'Language: ',
    /**
     * The offer of this language's page, shown on a page in the other language to a visitor who
     * chose this language before (never forced), so written in this language.
     */
    offer: 'This page is also in English.',
    offerLink: 'Read it in English',
    dismiss: 'No thanks',
  },
  footer: {
    explore: 'Explore',
    allProperties: 'All properties',
    forSale: 'Homes for sale',
    forRent: 'Homes to rent',
    company: 'Company',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact Us',
    place: 'Nairobi, Kenya',
    support: '24/7 support',
    verifiedAgents: 'Verified agents only',
  },
  home: {
    title: 'Homes for sale and rent in Kenya',
    description:
      'Find homes and apartments for sale and rent in Kenya. Verified listings in Nairobi with photos, 360° virtual tours and video, and agents on WhatsApp.',
    heroTitle: 'Find Your Perfect Home in Kenya',
    heroText:
      'Verified homes and apartments for sale and rent, with 360° tours and video, so you can shortlist from anywhere.',
    statsLabel: '{site} in numbers',
    statListed: 'Properties Listed',
    statClients: 'Happy Clients',
    statSupport: 'Support Available',
    statVerified: 'Verified Listings',
    featured: 'Featured Properties',
    featuredText: 'Hand-picked homes across Nairobi this week.',
    viewAll: 'View All',
    whyTitle: 'Why Choose {site}',
    whyText:
      'Buying or renting a home is one of the biggest decisions you make. We make it a safe one.',
    whyLocations: 'Prime Locations',
    whyLocationsText:
      'Homes in the neighbourhoods people ask for, from Kilimani and Westlands to Karen and Upper Hill, with the area and the commute spelled out.',
    whyVerified: 'Verified Listings',
    whyVerifiedText:
      'Every property is checked by our team before it goes live: real photos, real prices and an agent who answers.',
    whySupport: 'Expert Support',
    whySupportText:
      'Local agents who know the market, on WhatsApp, phone or email, whether you are in Nairobi or buying from abroad.',
    ctaTitle: 'Ready to find your next home?',
    ctaText:
      'Browse verified homes today, or reach thousands of buyers and tenants by listing your own.',
    browse: 'Browse Properties',
    listYours: 'List Your Property',
  },
  search: {
    label: 'Search properties',
    location: 'Location',
    locationPlaceholder: 'Location (e.g., Kilimani)',
    filters: 'Filters',
    buyOrRent: 'Buy or Rent',
    propertyType: 'Property type',
    anyType: 'Any type',
    minPrice: 'Min price',
    minPriceLabel: 'Min price (KES)',
    maxPrice: 'Max price',
    maxPriceLabel: 'Max price (KES)',
    bedrooms: 'Bedrooms',
    anyBedrooms: 'Any bedrooms',
    bedroomOption: { one: '{n} Bedroom', other: '{n} Bedrooms' },
    bedroomsOrMore: '{n}+ Bedrooms',
    submit: 'Search',
  },
  results: {
    title: 'Properties for sale and rent',
    description:
      'Search homes and apartments for sale and rent in Kenya by location, price, bedrooms and type. Every listing verified, with photos, 360° tours and video.',
    heading: 'Properties',
    headingCount: 'Properties ({count})',
    grid: 'Grid',
    list: 'List',
    view: 'View',
    searching: 'Searching properties…',
    loadingMore: 'Loading more properties…',
    loadMore: 'Load More Properties',
    emptyTitle: 'No properties found',
    emptyText: 'Try adjusting your search filters to find more properties',
    clearFilters: 'Clear Filters',
    staleMessage: 'The listings have been updated since this page was opened.',
    staleHint: 'Reload the page to search the latest listings.',
    reload: 'Reload Page',
    searchFailed: 'Search is not available right now.',
    loadFailed: 'More properties could not be loaded.',
    failedHint: 'Check your connection and try again.',
    tryAgain: 'Try Again',
    pageTitle: 'Properties for sale and rent, page {page} of {last}',
    pageDescription:
      'Homes and apartments for sale and rent in Kenya, page {page} of {last}. Every listing verified, with photos, 360° tours and video.',
    pageSubtitle: 'Page {page} of {last}: listings {start} to {end}',
    firstPageLink: 'The first page of results is at all properties.',
    pager: 'Result pages',
    pagerPage: 'Page {page}',
    previous: 'Previous',
    next: 'Next',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
  listing: {
    forSale: 'For Sale',
    forRent: 'For Rent',
    apartment: 'Apartment',
    house: 'House',
    perMonth: '/month',
    beds: { one: '{n} bed', other: '{n} beds' },
    baths: { one: '{n} bath', other: '{n} baths' },
    size: '{n} sqm',
    video: 'Video',
    tour: '360°',
    videoBadge: 'Video tour',
    tourBadge: '360° virtual tour',
    photoAlt: '{title}, {location}',
  },
  detail: {
    back: 'Back to listings',
    breadcrumbHome: 'Home',
    breadcrumbListings: 'Listings',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    sqMeters: 'Sq Meters',
    built: 'Built',
    details: 'Property Details',
    amenities: 'Amenities',
    location: 'Location',
    mapPlaceholder: 'Interactive map would be loaded here',
    photos: 'Photos',
    photoAlt: '{title}, photo {n} of {count}',
    openPhoto: 'Open photo {n} of {count} full screen',
    showPhoto: 'Show photo {n} of {count}',
    photosOf: 'Photos of {title}',
    closePhotos: 'Close photos',
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    aside: 'Contact and offers',
    contactAgent: 'Contact Agent',
    agentPhoto: 'Photo of {name}',
    whatsapp: 'Message via WhatsApp',
    whatsappShort: 'WhatsApp',
    call: 'Call Agent',
    callShort: 'Call',
    email: 'Send Email',
    share: 'Share Property',
    linkCopied: 'Link copied to clipboard',
    copyLink: 'Copy this link to share the property:',
    homeLoans: 'Home loans',
    insurance: 'Insurance',
    adLogo: '{name} logo',
    sponsored: 'Sponsored',
    opensInNewTab: '(opens in a new tab)',
    tourTitle: '360° virtual tour',
    tourOneRoom: 'Look around the room: drag or use the arrow keys to turn.',
    tourText:
      'Look around {count} rooms: drag or use the arrow keys to turn, and the arrows in the picture to move between {rooms}.',
    tourPoster: '{title}: the {room}, where the tour starts',
    tourStart: 'Start 360° tour',
    tourLoading: 'Loading the tour…',
    tourFailed: 'The 360° tour could not be loaded. Check your connection and try again.',
    tourNoWebgl:
      'This browser cannot show the 360° tour (WebGL is not available). Here is a still view of the {room} instead.',
    tourGoTo: 'Go to the {room}',
    tourNextRoom: 'next room',
    tourRoom: 'Room: {room}',
    tourZoom: 'Zoom',
    tourGyroscope: 'Look around by moving your phone',
    tourRoomLoading: 'Loading…',
    tourDescription: 'Description',
    tourMenu: 'Menu',
    tourClose: 'Close',
    tourTwoFingers: 'Use two fingers to move around',
    tourCtrlZoom: 'Use Ctrl + scroll to zoom',
    tourRoomFailed: 'This room could not be loaded.',
    tourZoomIn: 'Zoom in',
    tourZoomOut: 'Zoom out',
    tourFullscreen: 'Full screen',
    tourUp: 'Look up',
    tourDown: 'Look down',
    tourLeft: 'Look left',
    tourRight: 'Look right',
    videoTitle: 'Video tour',
    videoLabel: 'Video walk-through of {title}',
    videoUnsupported: 'Your browser cannot play this video.',
    videoDownload: 'Download the walk-through (MP4)',
    /** The prefilled WhatsApp message and email (docs/spec.md §7). */
    whatsappMessage: "Hello, I'm interested in {title} on {site}: {url}",
    emailSubject: 'Enquiry about {title} ({site})',
    emailBody: "Hello, I'm interested in {title}: {url}",
  },
  amenities: {
    'Air conditioning': 'Air conditioning',
    Balcony: 'Balcony',
    Garden: 'Garden',
    Parking: 'Parking',
    Gym: 'Gym',
    'Swimming Pool': 'Swimming Pool',
    Security: 'Security',
    WiFi: 'WiFi',
  },
  notFound: {
    title: 'Page not found',
    description:
      'This page does not exist on {site}. Search homes and apartments for sale and rent in Kenya instead.',
    heading: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
    propertyHeading: 'Property Not Found',
    propertyText:
      'This property may have been sold, let or taken off the market, or the link may be mistyped.',
    backToListings: 'Back to Listings',
  },
  /** Texts for search engines and link previews only (lib/seo/): meta descriptions, JSON-LD. */
  meta: {
    /**
     * A listing's meta description: '{what}: {facts}. {first sentence}', e.g. 'Apartment to
     * rent in Westlands, Nairobi: 1 bedroom, 1 bathroom, 42 sqm, Ksh 45,000/month. …'.
     */
    listingForSale: '{type} for sale in {location}',
    listingToRent: '{type} to rent in {location}',
    bedrooms: { one: '{n} bedroom', other: '{n} bedrooms' },
    bathrooms: { one: '{n} bathroom', other: '{n} bathrooms' },
    /** What a listing's structured data is about (schema.org `about`). */
    aboutForSale: '{type} for sale',
    aboutForRent: '{type} for rent',
    /** The site's description in its structured data. */
    organizationDescription:
      '{tagline}: homes and apartments for sale and rent, with photos, 360° tours and video.',
  },
};

/** The shape every language's dictionary has: the same keys, any wording. */
export type Dictionary = Strings<typeof en>;
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** A singular and a plural form (`{n}` is the number). */
export type PluralForms = Dictionary['listing']['beds'];
