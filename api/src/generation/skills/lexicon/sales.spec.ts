import { expectSkills } from './expect-skills.spec-support';

describe('sales and customer service skills', () => {
  describe('in English postings', () => {
    expectSkills([
      ['You will prospect new customers, book meetings and close deals.', ['lead generation', 'closing deals']],
      ['Proven track record in B2B sales and negotiation.', ['B2B sales', 'negotiation']],
      ['Manage a portfolio of key accounts and grow revenue through upselling.', ['account management', 'upselling']],
      ['Keep the pipeline up to date in Salesforce.', ['Salesforce']],
      ['Experience with cold calling and consultative selling.', ['cold calling', 'solution selling']],
      ['Meet and exceed monthly sales targets.', ['sales targets']],
      ['Deliver product demos to prospects and respond to tenders.', ['product demonstrations', 'tendering']],
      ['Provide excellent customer service and handle complaints in store.', ['customer service', 'complaints handling']],
      ['Retail experience, cash handling and visual merchandising.', ['retail', 'cash handling', 'visual merchandising']],
      ['Build long-term customer relationships and work in HubSpot CRM.', ['relationship building', 'HubSpot']],
      ['Own the sales pipeline and the sales forecast for the Nordics.', ['pipeline management', 'sales forecasting']],
    ]);
  });

  describe('in Swedish postings', () => {
    expectSkills([
      ['Du bearbetar nya kunder och bygger långsiktiga kundrelationer.', ['lead generation', 'relationship building']],
      ['Vi söker en säljare med erfarenhet av B2B-försäljning och förhandling.', ['sales', 'B2B sales', 'negotiation']],
      ['Du arbetar i Lime CRM och rapporterar mot säljmål.', ['Lime CRM', 'sales targets']],
      ['Som butikssäljare arbetar du med kassa, varuexponering och påfyllning.', ['retail', 'visual merchandising', 'replenishment']],
      ['Du har god servicekänsla och erfarenhet av kundservice.', ['customer focus', 'customer service']],
      ['Du hanterar reklamationer och svarar på frågor i kundtjänst.', ['complaints handling', 'customer service']],
      ['Erfarenhet av telefonförsäljning och merförsäljning är meriterande.', ['cold calling', 'upselling']],
      ['Du skriver offerter och ansvarar för anbud i offentliga upphandlingar.', ['quotation', 'tendering', 'public procurement']],
      ['Du har erfarenhet av affärsutveckling och key account management.', ['business development', 'account management']],
      ['Du genomför produktdemonstrationer hos kunder.', ['product demonstrations']],
    ]);
  });

  describe('in English CV lines', () => {
    expectSkills([
      ['Exceeded quota every quarter.', ['sales targets']],
      ['Managed 60 SMB accounts and renewed their contracts.', ['account management']],
      ['Cold-called 60 prospects a day and booked 15 meetings a week.', ['cold calling']],
      ['Negotiated and closed deals worth 2 million EUR with retail chains.', ['negotiation', 'closing deals']],
      ['Exceeded sales targets by 20% three quarters in a row.', ['sales targets']],
      ['Upsold premium plans to existing customers.', ['upselling']],
      ['Managed 40 key accounts in the Nordic region.', ['account management']],
      ['Kept the pipeline and forecasts in Pipedrive.', ['Pipedrive', 'forecasting']],
      ['Handled customer complaints and processed returns at the service desk.', ['complaints handling', 'returns handling', 'IT support']],
      ['Served customers at the till and handled cash.', ['customer service', 'cash handling']],
      ['Generated leads through LinkedIn Sales Navigator.', ['lead generation', 'LinkedIn Sales Navigator']],
      ['Won three public tenders worth 5 MSEK.', ['tendering']],
    ]);
  });

  describe('in Swedish CV lines', () => {
    expectSkills([
      ['Sålde abonnemang via telefon och nådde budget varje månad.', ['cold calling', 'sales targets']],
      ['Kall bearbetning via telefon, 60 samtal per dag.', ['cold calling']],
      ['Arbetar i Pipedrive.', ['Pipedrive']],
      ['Dealt with guest complaints.', ['customer service']],
      ['Experience in customer-facing roles.', ['customer service']],
      ['Bearbetade nya kunder och stängde affärer inom industrin.', ['lead generation', 'closing deals']],
      ['Förhandlade avtal med leverantörer och kunder.', ['negotiation']],
      ['Arbetade i kassan och med kassaredovisning.', ['cash handling']],
      ['Ansvarade för kundtjänst via telefon, mejl och chatt.', ['customer service']],
      ['Nådde säljmålen varje kvartal under 2023.', ['sales targets']],
      ['Skrev offerter och följde upp kunder i SuperOffice.', ['quotation', 'SuperOffice']],
      ['Hanterade reklamationer och returer i butiken.', ['complaints handling', 'returns handling', 'retail']],
      ['Arbetade med merförsäljning och varuexponering.', ['upselling', 'visual merchandising']],
      ['Ansvarade för nykundsbearbetning inom B2B.', ['lead generation', 'B2B sales']],
      ['Byggde relationer med nyckelkunder som key account manager.', ['account management']],
    ]);
  });

  describe('in text that names no sales skill', () => {
    expectSkills([
      ['Join our sales team in Gothenburg!', []],
      ['Our stores are open seven days a week.', []],
      // Leading a team is team leadership, not sales management; quotes for a blog are no quotation.
      ['He leads the data team and writes quotes for the blog.', ['team leadership']],
      ['The customer base grew after the campaign.', ['campaign management']],
    ]);
  });
});
