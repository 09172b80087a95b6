/**
 * The site's own contact points, in one place: every page, form and document that names a number,
 * an address or the office takes it from here. Client-safe: plain values.
 *
 * Three desks, so a message reaches the people who act on it: the listings desk receives new
 * listings from owners and agents, the trust desk receives reports of suspect listings, and the
 * office answers everything else.
 */
export const LISTINGS_DESK = {
  whatsapp: '0711 360 360',
  email: 'listings@nyumba360.co.ke',
} as const;

export const TRUST_DESK = {
  whatsapp: '0711 360 361',
  email: 'trust@nyumba360.co.ke',
} as const;

export const OFFICE = {
  phone: '0711 360 000',
  whatsapp: '0711 360 000',
  email: 'hello@nyumba360.co.ke',
  /** Data protection questions (lib/content/privacy.ts). */
  privacyEmail: 'privacy@nyumba360.co.ke',
  /** Where to find us; place names are the same in both languages. */
  street: 'Woodvale Grove, Westlands, Nairobi',
  postal: 'P.O. Box 14360-00800, Nairobi',
} as const;

/**
 * Regulators the documents point visitors to. Their addresses are on their own sites; we link
 * the sites, never copy contact details that could go stale.
 */
export const REGULATORS = {
  /** Estate Agents Registration Board: keeps the register of practising estate agents. */
  earb: { name: 'Estate Agents Registration Board', url: 'https://earb.go.ke/' },
  /** Office of the Data Protection Commissioner (Data Protection Act, 2019). */
  odpc: { name: 'Office of the Data Protection Commissioner', url: 'https://www.odpc.go.ke/' },
} as const;
