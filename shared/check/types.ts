/** The counterparty check's company report: the demo data keyed by name or tax number. */

export const COMPANY_STATUSES = ['active', 'liquidating', 'liquidated', 'reorganizing'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export interface CompanyReport {
  basic: {
    name: string;
    inn: string;
    ogrn: string;
    kpp: string;
    address: string;
    phone: string;
    email: string;
    website: string;
    /** YYYY-MM-DD */
    registrationDate: string;
    status: CompanyStatus;
    /** Roubles. */
    authorizedCapital: number;
    employees: number;
  };
  leadership: {
    ceo: string;
    founders: string[];
    beneficiaries: string[];
  };
  /** Roubles; profit may be negative (a loss). */
  financial: {
    revenue2021: number;
    revenue2022: number;
    revenue2023: number;
    profit2022: number;
    profit2023: number;
    assets: number;
    liabilities: number;
    taxDebt: number;
    creditRating: string;
  };
  legal: {
    courtCases: { total: number; asPlaintiff: number; asDefendant: number; won: number; lost: number; pending: number };
    enforcement: { active: number; completed: number; totalAmount: number };
    bankruptcy: { procedures: number; status: string };
    licenses: string[];
    /** Listed under sanctions (none listed: false). */
    sanctions: boolean;
  };
  risks: {
    overall: RiskLevel;
    factors: string[];
    /** 0–100, higher is more reliable. */
    score: number;
    recommendations: string[];
  };
}
