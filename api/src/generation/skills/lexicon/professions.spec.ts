import { findSkillMentions, findSkills } from '../skill-matcher';

/**
 * Whole requirement and duty sections and CV experience sections, one profession each, with the
 * skills a recruiter in that field would list for them. The product's target for every profession:
 * precision at least 0.9 and recall at least 0.8. A posting's skills are those it names (as the
 * local writer reads them); a CV's are those it shows, wider skills included (`findSkills`).
 */
interface LabelledText {
  profession: string;
  side: 'posting' | 'cv';
  text: string;
  skills: string[];
}

const TEXTS: LabelledText[] = [
  {
    profession: 'nursing (en posting)',
    side: 'posting',
    text: `What you will do
- Assess patients on admission and monitor vital signs throughout the shift
- Administer medications, including IV antibiotics, and manage IV therapy
- Provide wound care and pressure ulcer prevention
- Document care in Epic and plan discharges with the multidisciplinary team
- Educate patients and relatives before discharge
What we are looking for
- Registered Nurse with a valid licence
- BLS required, ACLS an advantage
- Strong knowledge of infection prevention and patient safety`,
    skills: [
      'patient assessment',
      'vital signs monitoring',
      'medication administration',
      'IV therapy',
      'wound care',
      'Epic Systems',
      'clinical documentation',
      'patient education',
      'nursing',
      'basic life support',
      'advanced life support',
      'infection control',
      'patient safety',
    ],
  },
  {
    profession: 'nursing (sv CV)',
    side: 'cv',
    text: `Sjuksköterska, Medicinavdelning 12, Universitetssjukhuset (2020 – nu)
- Ansvarade för läkemedelshantering och omvårdnad av upp till 14 patienter.
- Bedömde patienters vårdbehov och kontrollerade vitalparametrar enligt NEWS2.
- Lade om sår och satte PVK.
- Dokumenterade i Cosmic och deltog i vårdplanering.
- Handledde sjuksköterskestudenter.
Undersköterska, Hemtjänsten (2016 – 2020)
- Hjälpte brukare med personlig hygien och arbetade med demensvård.`,
    skills: [
      'nursing',
      'medication administration',
      'patient assessment',
      'vital signs monitoring',
      'wound care',
      'IV therapy',
      'clinical documentation',
      'Cosmic',
      'care planning',
      'mentoring',
      'assistant nursing',
      'elderly care',
      'personal care',
      'dementia care',
    ],
  },
  {
    profession: 'marketing (en posting)',
    side: 'posting',
    text: `Responsibilities
- Plan and run paid campaigns in Google Ads, Meta Ads and LinkedIn Ads
- Own SEO and content marketing for our blog and landing pages
- Build email marketing and automation flows in HubSpot
- Run A/B tests and report on performance in GA4 and Looker Studio
Requirements
- 3+ years in performance marketing
- Strong copywriting in English`,
    skills: [
      'campaign management',
      'Google Ads',
      'Meta Ads',
      'LinkedIn Ads',
      'search engine optimization',
      'content marketing',
      'landing pages',
      'email marketing',
      'HubSpot',
      'A/B testing',
      'Google Analytics',
      'Looker',
      'performance marketing',
      'copywriting',
      'English',
    ],
  },
  {
    profession: 'marketing (sv CV)',
    side: 'cv',
    text: `Marknadskoordinator, Exempelbolaget (2021 – nu)
- Ansvarade för sökmotoroptimering och sökordsannonsering i Google Ads.
- Skapade innehåll för sociala medier och skrev nyhetsbrev i Mailchimp.
- A/B-testade landningssidor och följde upp kampanjer i Google Analytics.
- Skrev pressmeddelanden och planerade evenemang för kunder.`,
    skills: [
      'search engine optimization',
      'search engine marketing',
      'Google Ads',
      'content creation',
      'social media marketing',
      'email marketing',
      'Mailchimp',
      'A/B testing',
      'landing pages',
      'campaign management',
      'Google Analytics',
      'public relations',
      'event management',
      'marketing',
    ],
  },
  {
    profession: 'accounting (en CV)',
    side: 'cv',
    text: `Accountant, Example Group AB (2019 – present)
- Reconciled bank and intercompany accounts every month.
- Prepared VAT returns and supported the year-end close under K3.
- Processed payroll for 90 employees in Visma.
- Managed accounts payable and accounts receivable in Fortnox.
- Posted accruals and journal entries and maintained the fixed asset register.`,
    skills: [
      'accounting',
      'reconciliation',
      'VAT',
      'month-end closing',
      'K3',
      'payroll',
      'Visma',
      'accounts payable',
      'accounts receivable',
      'Fortnox',
      'accruals',
      'journal entries',
      'fixed assets',
    ],
  },
  {
    profession: 'accounting (sv posting)',
    side: 'posting',
    text: `Arbetsuppgifter
- Löpande bokföring, leverantörsreskontra och kundreskontra
- Avstämningar, momsredovisning och månadsbokslut
- Upprätta årsredovisningar enligt K2 och K3
Vi söker dig som
- har erfarenhet av lönehantering
- är van vid Fortnox eller Visma
- har goda kunskaper i Excel`,
    skills: [
      'accounting',
      'accounts payable',
      'accounts receivable',
      'reconciliation',
      'VAT',
      'month-end closing',
      'annual accounts',
      'K3',
      'payroll',
      'Fortnox',
      'Visma',
      'Microsoft Excel',
    ],
  },
  {
    profession: 'sales (en posting)',
    side: 'posting',
    text: `In this role you will
- Prospect new customers and book meetings through cold calling and LinkedIn
- Run product demos, negotiate and close deals
- Manage a pipeline in Salesforce and meet quarterly sales targets
You have
- 2+ years of B2B sales experience
- Excellent negotiation and presentation skills`,
    skills: [
      'lead generation',
      'cold calling',
      'product demonstrations',
      'negotiation',
      'closing deals',
      'Salesforce',
      'sales targets',
      'B2B sales',
      'presentation skills',
    ],
  },
  {
    profession: 'retail sales (sv CV)',
    side: 'cv',
    text: `Butikssäljare, Exempelbutiken (2020 – 2024)
- Hjälpte kunder i butiken och arbetade med merförsäljning.
- Ansvarade för kassahantering och kassaredovisning.
- Skötte varuexponering och påfyllning.
- Hanterade reklamationer och returer.`,
    skills: ['retail', 'customer service', 'upselling', 'cash handling', 'visual merchandising', 'replenishment', 'complaints handling', 'returns handling'],
  },
  {
    profession: 'teaching (sv posting)',
    side: 'posting',
    text: `Dina arbetsuppgifter
- Planera, genomföra och utvärdera undervisning i matematik på högstadiet enligt Lgr22
- Bedömning och betygsättning
- Arbeta med extra anpassningar och särskilt stöd
- Kontakt med vårdnadshavare
Kvalifikationer
- Lärarlegitimation med behörighet i matematik
- Erfarenhet av Google Classroom eller Unikum`,
    skills: [
      'lesson planning',
      'mathematics teaching',
      'secondary education',
      'Swedish curriculum',
      'student assessment',
      'differentiated instruction',
      'special education',
      'parent communication',
      'teacher certification',
      'learning management systems',
    ],
  },
  {
    profession: 'teaching (en CV)',
    side: 'cv',
    text: `Teacher of Mathematics, Example Academy (2018 – present)
- Taught mathematics to classes of 30 pupils in years 7-11.
- Planned lessons and designed differentiated tasks.
- Assessed students through formative assessment and mock exams.
- Mentored two newly qualified teachers and led parent-teacher meetings.`,
    skills: ['teaching', 'mathematics teaching', 'lesson planning', 'differentiated instruction', 'student assessment', 'mentoring', 'parent communication'],
  },
  {
    profession: 'warehouse (sv posting)',
    side: 'posting',
    text: `Arbetsuppgifter
- Plock och pack av e-handelsorder med handscanner
- Godsmottagning, inlagring och inventering
- Lastning och lossning av lastbilar
Vi söker dig som
- har truckkort A och B
- har erfarenhet av lagersystem, gärna Astro WMS
- har B-körkort`,
    skills: [
      'picking and packing',
      'e-commerce',
      'barcode scanning',
      'goods receiving',
      'inventory management',
      'loading and unloading',
      'forklift operation',
      'WMS',
      'driving license',
    ],
  },
  {
    profession: 'warehouse (en CV)',
    side: 'cv',
    text: `Warehouse Operative, Example Logistics (2019 – 2024)
- Picked and packed 150 orders per shift with voice picking.
- Drove reach trucks and counterbalance forklifts; forklift licence.
- Received deliveries and ran weekly cycle counts in the WMS.
- Handled dangerous goods under ADR and built pallets for outbound trucks.`,
    skills: [
      'warehouse operations',
      'logistics',
      'picking and packing',
      'forklift operation',
      'goods receiving',
      'inventory management',
      'WMS',
      'dangerous goods',
      'pallet handling',
    ],
  },
  {
    profession: 'restaurant (en posting)',
    side: 'posting',
    text: `What you'll do
- Prepare dishes on the grill and cold stations and keep mise en place ready
- Follow HACCP and our allergen routines
- Help plan the seasonal menu with the head chef
You bring
- Experience from à la carte kitchens
- A food hygiene certificate`,
    skills: ['cooking', 'mise en place', 'HACCP', 'food safety', 'allergen management', 'menu planning', 'kitchen management'],
  },
  {
    profession: 'hotel (sv CV)',
    side: 'cv',
    text: `Receptionist, Hotell Exempel (2021 – nu)
- Skötte in- och utcheckning av gäster i Opera PMS.
- Tog emot bokningar och hanterade kassasystemet.
- Tog hand om gäster och hanterade klagomål.
Servitör, Restaurang Exempel (2018 – 2021)
- Serverade gäster och rekommenderade viner.`,
    skills: [
      'reception',
      'front desk',
      'hotel property management systems',
      'reservations',
      'point of sale systems',
      'guest service',
      'complaints handling',
      'table service',
    ],
  },
  {
    profession: 'electrician (sv posting)',
    side: 'posting',
    text: `Arbetsuppgifter
- Elinstallationer i bostäder och kommersiella lokaler
- Felsökning och service av styrsystem och PLC
- Installation av laddboxar och solceller
Vi söker dig som
- har ECY-certifikat eller auktorisation
- har ESA 14 och heta arbeten
- kan läsa ritningar`,
    skills: [
      'electrical installation',
      'troubleshooting',
      'PLC programming',
      'EV charging installation',
      'solar installation',
      'electrical authorization',
      'electrical safety',
      'hot work',
      'reading drawings',
    ],
  },
  {
    profession: 'welder and carpenter (en CV)',
    side: 'cv',
    text: `Welder-Fabricator, Example Steel (2017 – 2022)
- Welded structural steel with MIG/MAG and TIG to EN ISO 9606.
- Read technical drawings and cut plate with plasma cutting.
Carpenter, Example Build (2022 – present)
- Built stud walls, hung drywall and installed flooring.
- Worked at heights with fall protection; holds an IPAF card.`,
    skills: [
      'welding',
      'MIG/MAG welding',
      'TIG welding',
      'welding certification',
      'metal fabrication',
      'reading drawings',
      'metal cutting',
      'carpentry',
      'wall framing',
      'drywall installation',
      'flooring installation',
      'working at heights',
      'aerial work platforms',
    ],
  },
  {
    profession: 'software (en posting)',
    side: 'posting',
    text: `Requirements
- 4+ years building backend services in TypeScript and Node.js
- Solid PostgreSQL and REST API design
- Experience with Docker, Kubernetes and CI/CD on AWS
Nice to have
- Kafka, Terraform and observability with Grafana`,
    skills: [
      'backend development',
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'REST APIs',
      'API design',
      'Docker',
      'Kubernetes',
      'CI/CD',
      'AWS',
      'Kafka',
      'Terraform',
      'observability',
    ],
  },
];

function precisionAndRecall({ side, text, skills }: LabelledText): { precision: number; recall: number; extra: string[]; missed: string[] } {
  const found = new Set(side === 'cv' ? findSkills(text).map((s) => s.name) : findSkillMentions(text).map((m) => m.skill.name));
  const expected = new Set(skills);
  const extra = [...found].filter((name) => !expected.has(name));
  const missed = [...expected].filter((name) => !found.has(name));
  return { precision: (found.size - extra.length) / Math.max(found.size, 1), recall: (expected.size - missed.length) / expected.size, extra, missed };
}

describe('skills in whole sections, per profession', () => {
  it.each(TEXTS.map((t) => [t.profession, t] as const))('%s: precision ≥ 0.9 and recall ≥ 0.8', (_, labelled) => {
    const { precision, recall, extra, missed } = precisionAndRecall(labelled);
    expect({ precision: precision >= 0.9, recall: recall >= 0.8, extra, missed }).toEqual({
      precision: true,
      recall: true,
      extra: expect.any(Array),
      missed: expect.any(Array),
    });
  });

  it('finds every labelled skill in every section, and nothing else, over all professions together', () => {
    const totals = TEXTS.map(precisionAndRecall);
    const extra = totals.flatMap((t) => t.extra);
    const missed = totals.flatMap((t) => t.missed);
    const found = TEXTS.reduce((sum, t) => sum + t.skills.length, 0) - missed.length;
    expect(found / (found + extra.length)).toBeGreaterThanOrEqual(0.95);
    expect(found / (found + missed.length)).toBeGreaterThanOrEqual(0.95);
  });
});
