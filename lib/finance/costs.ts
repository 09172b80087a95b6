import type { FigureValues, FinanceFigures } from './schema';

/**
 * What a buyer pays on top of the price, and what a renter needs on the day they move in, from
 * the figures in data/finance.json. Pure and client-safe.
 */

export interface BuyingCosts {
  stampDuty: number;
  legalFees: number;
  valuation: number;
  otherFees: number;
  /** All one-off costs together. */
  total: number;
  /** Deposit plus one-off costs: the cash a buyer needs before the bank lends the rest. */
  cashNeeded: number;
}

/** Shillings, rounded to whole ones as every figure on the page is. */
const whole = (n: number) => Math.round(n);

export function buyingCosts(
  price: number,
  deposit: number,
  municipal: boolean,
  figures: FigureValues<Omit<FinanceFigures['buying'], 'lcbConsentFee'>>,
): BuyingCosts {
  const share = (percent: number) => whole((price * percent) / 100);
  const stampDuty = share(
    municipal ? figures.stampDutyMunicipalPercent.value : figures.stampDutyOtherPercent.value,
  );
  const legalFees = share(figures.legalFeesPercent.value);
  const valuation = share(figures.valuationPercent.value);
  const otherFees = whole(figures.otherFees.value);
  const total = stampDuty + legalFees + valuation + otherFees;
  return { stampDuty, legalFees, valuation, otherFees, total, cashNeeded: whole(deposit) + total };
}

export interface MoveInCost {
  deposit: number;
  firstMonth: number;
  agencyFee: number;
  /** Deposit, the first month's rent and any agency fee. */
  total: number;
  /** The monthly income at which the rent is `incomeSharePercent` of it. */
  incomeNeeded: number;
}

export function moveInCost(
  rent: number,
  depositMonths: number,
  agencyFeePercent: number,
  incomeSharePercent: number,
): MoveInCost {
  const deposit = whole(rent * depositMonths);
  const firstMonth = whole(rent);
  // Agents quote their fee as a share of one month's rent.
  const agencyFee = whole((rent * agencyFeePercent) / 100);
  return {
    deposit,
    firstMonth,
    agencyFee,
    total: deposit + firstMonth + agencyFee,
    incomeNeeded: whole((rent * 100) / incomeSharePercent),
  };
}

export interface LandCosts {
  stampDuty: number;
  legalFees: number;
  otherFees: number;
  /** The Land Control Board's fee, when the sale needs its consent (agricultural land). */
  lcbConsent: number | undefined;
  /** All of them together: what a buyer pays on top of the price. */
  total: number;
}

/**
 * What a buyer of land pays on top of the price, inside a municipality or outside one. There is
 * no loan (the mortgage calculator is not offered for land), so no valuation for a bank; a
 * licensed surveyor's fee to confirm the beacons varies with the plot and is quoted by them, so
 * it is named on the page but not summed here.
 */
export function landCosts(
  price: number,
  municipal: boolean,
  lcbNeeded: boolean,
  figures: FigureValues<FinanceFigures['buying']>,
): LandCosts {
  const share = (percent: number) => whole((price * percent) / 100);
  const stampDuty = share(
    municipal ? figures.stampDutyMunicipalPercent.value : figures.stampDutyOtherPercent.value,
  );
  const legalFees = share(figures.legalFeesPercent.value);
  const otherFees = whole(figures.otherFees.value);
  const lcbConsent = lcbNeeded ? whole(figures.lcbConsentFee.value) : undefined;
  return {
    stampDuty,
    legalFees,
    otherFees,
    lcbConsent,
    total: stampDuty + legalFees + otherFees + (lcbConsent ?? 0),
  };
}
