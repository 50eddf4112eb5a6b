import { expectSkills } from './expect-skills.spec-support';

describe('finance and accounting skills', () => {
  describe('in English postings', () => {
    expectSkills([
      ['You will handle accounts payable and accounts receivable for our Nordic entities.', ['accounts payable', 'accounts receivable']],
      ['Perform monthly bank reconciliations and support the month-end close.', ['reconciliation', 'month-end closing']],
      ['ACA, ACCA or CIMA qualified (or finalist).', ['accountancy certification']],
      ['Solid knowledge of IFRS and K3 is required.', ['IFRS', 'K3']],
      ['Prepare VAT returns and assist with corporate tax filings.', ['VAT', 'taxation']],
      ['Run payroll for 150 employees in Visma.', ['payroll', 'Visma']],
      ['Experience with SAP FI or Microsoft Dynamics 365 is a plus.', ['SAP FI', 'Microsoft Dynamics']],
      ['Prepare the annual accounts and the consolidated accounts for the group.', ['annual accounts', 'financial consolidation']],
      ['Own budgeting, forecasting and variance analysis for the business unit.', ['budgeting', 'forecasting', 'variance analysis']],
      ['Post journal entries and maintain the general ledger.', ['journal entries', 'general ledger']],
      ['Manage accruals, fixed assets and depreciation schedules.', ['accruals', 'fixed assets']],
      ['Advanced Excel and experience with Fortnox.', ['Microsoft Excel', 'Fortnox']],
    ]);
  });

  describe('in Swedish postings', () => {
    expectSkills([
      ['Du ansvarar för löpande bokföring, moms och avstämningar.', ['accounting', 'VAT', 'reconciliation']],
      ['Du arbetar med leverantörsreskontra och kundreskontra i Fortnox.', ['accounts payable', 'accounts receivable', 'Fortnox']],
      ['Du tar fram månadsbokslut och årsbokslut enligt K3.', ['month-end closing', 'annual accounts', 'K3']],
      ['Erfarenhet av lönehantering i Hogia eller Visma Lön är meriterande.', ['payroll', 'Hogia', 'Visma']],
      ['Du upprättar årsredovisningar och deklarationer för våra kunder.', ['annual accounts', 'taxation']],
      ['Du har god kunskap om IFRS och koncernredovisning.', ['IFRS', 'financial consolidation']],
      ['Du ansvarar för budgetarbete, prognoser och uppföljning.', ['budgeting', 'forecasting']],
      ['Du stämmer av balanskonton och hanterar periodiseringar.', ['reconciliation', 'accruals']],
      ['Vi söker en redovisningsekonom med erfarenhet av fakturering och kontering.', ['accounting', 'invoicing', 'journal entries']],
      ['Du hanterar reseräkningar och anläggningsregister.', ['expense management', 'fixed assets']],
    ]);
  });

  describe('in English CV lines', () => {
    expectSkills([
      ['Responsible for the general ledger and balance sheet reconciliations.', ['general ledger', 'reconciliation']],
      ['Prepared monthly management accounts and variance reports.', ['financial reporting', 'variance analysis']],
      ['Handled supplier payments and expense claims.', ['accounts payable', 'expense management']],
      ['Reconciled 40 bank and supplier accounts every month.', ['reconciliation']],
      ['Processed payroll for 120 employees and filed monthly VAT returns.', ['payroll', 'VAT']],
      ['Cut the month-end close from 10 to 5 working days.', ['month-end closing']],
      ['Prepared financial statements under IFRS for the Nordic subsidiary.', ['financial reporting', 'IFRS']],
      ['Posted journal entries and accruals in SAP FI.', ['journal entries', 'accruals', 'SAP FI']],
      ['Managed accounts payable for 800 supplier invoices a month.', ['accounts payable']],
      ['Built the budget model and rolling forecasts in Excel.', ['forecasting', 'Microsoft Excel']],
      ['Handled customer invoices, reminders and debt collection.', ['accounts receivable']],
      ['Bookkeeping and annual reports for 25 small businesses in Fortnox.', ['accounting', 'annual accounts', 'Fortnox']],
      ['Supported the external audit and documented internal controls.', ['auditing', 'internal control']],
    ]);
  });

  describe('in Swedish CV lines', () => {
    expectSkills([
      ['Arbetade med attestflöden och leverantörsbetalningar.', ['accounts payable']],
      ['Upprättade årsbokslut och deklarationer i Visma.', ['annual accounts', 'taxation', 'Visma']],
      ['Bokförde leverantörsfakturor och stämde av konton varje månad.', ['accounting', 'accounts payable', 'reconciliation']],
      ['Har bokfört löpande och upprättat bokslut för 30 kunder.', ['accounting', 'month-end closing']],
      ['Ansvarade för lönekörningar och arbetsgivardeklarationer.', ['payroll', 'taxation']],
      ['Gjorde momsredovisning och skattedeklarationer i Visma eEkonomi.', ['VAT', 'taxation', 'Visma']],
      ['Upprättade årsredovisningar enligt K2 och K3.', ['annual accounts', 'K3']],
      ['Ansvarade för kundreskontra och påminnelsehantering.', ['accounts receivable']],
      ['Tog fram budget och prognoser för tre avdelningar.', ['forecasting']],
      ['Arbetade med koncernredovisning enligt IFRS och RFR 2.', ['financial consolidation', 'IFRS', 'RFR 2']],
      ['Genomförde bankavstämningar och kontoavstämningar.', ['reconciliation']],
      ['Konterade och attesterade leverantörsfakturor.', ['journal entries', 'accounts payable']],
    ]);
  });

  describe('in text that names no finance skill', () => {
    expectSkills([
      ['Wrote REST controllers and led a database consolidation.', ['REST APIs']],
      ['We offer a pension plan, health insurance and wellness allowance.', []],
      ['Follow us on our social media accounts.', []],
      ['The billing platform was migrated to microservices.', ['microservices']],
      ['Vi erbjuder tjänstepension och sjukvårdsförsäkring.', []],
      ['Augmented reality (AR) and the AP team.', []],
    ]);
  });
});
