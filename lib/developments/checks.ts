import type { Developer, Development } from './schema';
import type { DepositHolder } from './vocabulary';

/**
 * The buyer's checks of a project page, always all six and in this order: a check the developer
 * has not stated is a row that says 'not provided', never a row left out, so a buyer sees what
 * is missing as clearly as what is there. Pure; the page words them (components/developments/).
 */
export const CHECK_IDS = ['nca', 'county', 'nema', 'company', 'deposits', 'certificates'] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export type CheckValue =
  | { kind: 'reference'; reference: string }
  | { kind: 'deposits'; holder: DepositHolder; with?: string }
  | { kind: 'certificates'; given: boolean };

export type CheckRow =
  | { id: CheckId; stated: true; value: CheckValue; confirmedAt: string }
  | { id: CheckId; stated: false };

export function buyerChecks(development: Development, developer: Developer): CheckRow[] {
  const { checks } = development;
  const reference = (id: CheckId, s?: { reference: string; confirmedAt: string }): CheckRow =>
    s
      ? {
          id,
          stated: true,
          value: { kind: 'reference', reference: s.reference },
          confirmedAt: s.confirmedAt,
        }
      : { id, stated: false };
  const rows: Record<CheckId, CheckRow> = {
    nca: reference('nca', checks.ncaProjectId),
    county: reference('county', checks.countyApproval),
    nema: reference('nema', checks.nemaLicence),
    company: developer.registration
      ? {
          id: 'company',
          stated: true,
          value: { kind: 'reference', reference: developer.registration.number },
          confirmedAt: developer.registration.confirmedAt,
        }
      : { id: 'company', stated: false },
    deposits: checks.deposits
      ? {
          id: 'deposits',
          stated: true,
          value: {
            kind: 'deposits',
            holder: checks.deposits.holder,
            ...(checks.deposits.with === undefined ? {} : { with: checks.deposits.with }),
          },
          confirmedAt: checks.deposits.confirmedAt,
        }
      : { id: 'deposits', stated: false },
    certificates: checks.architectCertificates
      ? {
          id: 'certificates',
          stated: true,
          value: { kind: 'certificates', given: checks.architectCertificates.given },
          confirmedAt: checks.architectCertificates.confirmedAt,
        }
      : { id: 'certificates', stated: false },
  };
  return CHECK_IDS.map((id) => rows[id]);
}

/** How many of the six checks the developer has stated: the index's and cards' summary. */
export function statedCount(rows: readonly CheckRow[]): number {
  return rows.filter((r) => r.stated).length;
}
