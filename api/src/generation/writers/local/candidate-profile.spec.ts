import { ENGLISH_CV, FINANCE_CV, JANE_DOE_PDF_TEXT, SWEDISH_CV } from '../../../../test/generation/fixtures';
import { readCandidateProfile } from './candidate-profile';

describe('readCandidateProfile', () => {
  it('reads a title beside an employer whose name holds a role word ("Audit Senior · Marsh Lane Partners LLP")', () => {
    expect(readCandidateProfile(FINANCE_CV)).toEqual({
      name: 'Rebecca Thornbury',
      recentRole: { title: 'Financial Accountant', employer: 'Aire Valley Foods plc', current: true },
      previousRole: { title: 'Audit Senior', employer: 'Marsh Lane Partners LLP', current: false },
    });
  });

  it('reads a name a narrow column broke over two lines, and both roles of a two-column page', () => {
    // The corpus's two-column tax CV (hosp-en-mismatch-accountant-cv), as its PDF reads.
    const cv = [
      'Geoffrey',
      'Palmer-Lewis',
      'Tax Manager',
      'CONTACT',
      'Reading',
      'g.palmerlewis@example.com',
      'Profile',
      'Corporate tax manager with twelve years in Big Four-style',
      'advisory firms.',
      'Experience',
      'Tax Manager',
      'Kennet & Loddon LLP • Reading',
      '2017 — Present',
      'Manages corporate tax compliance for 60 clients',
      'Tax Senior',
      'Thames Valley Advisory • Slough',
      '2013 — 2017',
      'VAT and corporation tax returns',
    ].join('\n');
    const profile = readCandidateProfile(cv);
    expect(profile.name).toBe('Geoffrey Palmer-Lewis');
    expect(profile.recentRole).toEqual({ title: 'Tax Manager', employer: 'Kennet & Loddon LLP', current: true });
    expect(profile.previousRole).toEqual({ title: 'Tax Senior', employer: 'Thames Valley Advisory', current: false });
    // Without an address that spells it, two one-word lines are no name.
    expect(readCandidateProfile(cv.replace('g.palmerlewis@example.com', 'tax@example.com')).name).toBeNull();
  });

  it('reads the name and the current role of an English CV', () => {
    expect(readCandidateProfile(ENGLISH_CV)).toEqual({
      name: 'Jane Doe',
      recentRole: { title: 'Senior Backend Developer', employer: 'Nordic Payments AB', current: true },
      previousRole: { title: 'Backend Developer', employer: 'Webshop Sweden AB', current: false },
    });
  });

  it('reads a Swedish CV', () => {
    expect(readCandidateProfile(SWEDISH_CV)).toEqual({
      name: 'Anna Svensson',
      recentRole: { title: 'Sjuksköterska', employer: 'Södersjukhuset', current: true },
      previousRole: { title: 'Undersköterska', employer: 'Hemtjänsten Solna', current: false },
    });
  });

  it('finds the latest entry whatever the order, and a title on the line above the dates', () => {
    const cv = [
      'CURRICULUM VITAE',
      'JOHN SMITH',
      '',
      'Work experience',
      'Warehouse Assistant',
      'Contoso | 2015 - 2018',
      '',
      'Logistics Coordinator',
      'Fabrikam Ltd | 2018 - 2023',
    ].join('\n');
    expect(readCandidateProfile(cv)).toEqual({
      name: 'John Smith',
      recentRole: { title: 'Logistics Coordinator', employer: 'Fabrikam Ltd', current: false },
      previousRole: { title: 'Warehouse Assistant', employer: 'Contoso', current: false },
    });
  });

  it('leaves the place and the ward off the employer ("Bank London", "Hospital Medical-Surgical ICU, Bristol")', () => {
    const cv = [
      'Olivia Hartley-Jones',
      'STAFF NURSE',
      'Bristol, UK | olivia@example.com',
      'EXPERIENCE',
      'Brookfield General Hospital Medical-Surgical ICU, Bristol',
      'STAFF NURSE II 2021 – Present',
      '• Administers medications',
      'Marshgate Community Hospital Tewkesbury',
      'STAFF NURSE 2018 – 2021',
      '• Provided patient care',
    ].join('\n');
    expect(readCandidateProfile(cv)).toMatchObject({
      recentRole: { title: 'Staff Nurse II', employer: 'Brookfield General Hospital' },
      previousRole: { title: 'Staff Nurse', employer: 'Marshgate Community Hospital' },
    });
    const swedish = [
      'Per Ek',
      'Borås | per@example.com',
      'Kvarnby Lager AB Borås',
      'LAGERARBETARE 2021 – nu',
      '• Orderplock med handdator',
      'Tygbacken Textil Distribution Borås',
      'LAGERMEDARBETARE 2019 – 2021',
    ].join('\n');
    expect(readCandidateProfile(swedish)).toMatchObject({
      recentRole: { employer: 'Kvarnby Lager AB' },
      previousRole: { employer: 'Tygbacken Textil Distribution' },
    });
  });

  it('takes no bullet below the dates for the employer when the title and employer stand above them', () => {
    const cv = [
      'Lena Ek',
      'Ekonomiassistent',
      'Vretabygg AB • Norrköping',
      '2015 — 2019',
      'Leverantörsreskontra och kundreskontra',
      '',
      'Frontend Developer',
      'Alderbank Retail • Leeds',
      'Mar 2022 — Present',
      'Rebuilt the checkout in React',
    ].join('\n');
    expect(readCandidateProfile(cv)).toMatchObject({
      recentRole: { title: 'Frontend Developer', employer: 'Alderbank Retail' },
      previousRole: { title: 'Ekonomiassistent', employer: 'Vretabygg AB' },
    });
  });

  it('takes no employer from a bullet under the dates, nor cuts a repeated title as a place', () => {
    const hotel = [
      'Chiara Neri',
      'The Harbour Hotel Oban',
      'RECEPTIONIST 2019 – 2022',
      '• Reception and reservations in English, Italian and French',
      'Scuola Alberghiera Lago Como',
      'DIPLOMA 2016 – 2019',
    ].join('\n');
    expect(readCandidateProfile(hotel).recentRole).toEqual({ title: 'Receptionist', employer: 'The Harbour Hotel', current: false });
    const marketing = ['Ruth Bell', 'Content Marketing Lead', 'Experience', 'Content Marketing Lead', 'Kelpmoor Skincare • Brighton', '2020 — Present'].join(
      '\n',
    );
    expect(readCandidateProfile(marketing).recentRole).toEqual({ title: 'Content Marketing Lead', employer: 'Kelpmoor Skincare', current: true });
  });

  it('finds the title and employer above the bullets when the dates come after them', () => {
    const cv = [
      'Eva Lind',
      'Legitimerad grundlärare',
      'Anställningar',
      'Grundlärare · Björkvallsskolan, Uppsala',
      'Klasslärare i årskurs 1–3',
      'Planerar undervisningen i Google Classroom',
      'Arbetar med särskilt stöd',
      '2020 – nu',
      'Lärare · Tallbacka skola, Uppsala',
      'Undervisade i svenska som andraspråk',
      '2017 – 2020',
    ].join('\n');
    expect(readCandidateProfile(cv)).toMatchObject({
      recentRole: { title: 'Grundlärare', employer: 'Björkvallsskolan', current: true },
      previousRole: { title: 'Lärare', employer: 'Tallbacka skola', current: false },
    });
  });

  it('reads the title and employer from the line under the dates', () => {
    const cv = [
      'Dana Reed',
      'Career history',
      '2020 – present',
      'Warehouse Team Leader | Fenwick Fulfilment Ltd, Milton Keynes',
      'Leads a shift of 25 pickers',
      '2016 – 2020',
      'Forklift Driver | Ashby Chilled Logistics, Bedford',
    ].join('\n');
    expect(readCandidateProfile(cv)).toMatchObject({
      recentRole: { title: 'Warehouse Team Leader', employer: 'Fenwick Fulfilment Ltd', current: true },
      previousRole: { title: 'Forklift Driver', employer: 'Ashby Chilled Logistics', current: false },
    });
    const accountant = [
      'Experience',
      '2022 – present',
      'Financial Accountant · Wharfe Foods plc, Leeds',
      'Prepares statutory accounts',
      '2019 – 2022',
      'Warehouse Operative · Midshire Parcel Hub, Daventry',
      'Goods receiving',
    ].join('\n');
    expect(readCandidateProfile(accountant)).toMatchObject({
      recentRole: { title: 'Financial Accountant', employer: 'Wharfe Foods plc' },
      previousRole: { title: 'Warehouse Operative', employer: 'Midshire Parcel Hub' },
    });
  });

  it('does not give a volunteer role as the job the candidate holds', () => {
    const cv = [
      'Ravi Shah',
      'Software Engineer',
      'Quayline Tech • Leeds',
      '2018 — Present',
      'Builds Python services',
      'Volunteer Tutor',
      'Code Club Leeds • Leeds',
      '2020 — Present',
      'Teaches Python to children',
    ].join('\n');
    expect(readCandidateProfile(cv)).toMatchObject({
      recentRole: { title: 'Software Engineer', employer: 'Quayline Tech', current: true },
      previousRole: null,
    });
  });

  it('skips education and says nothing it cannot read', () => {
    const cv = 'Skills: Java, SQL\n\nEducation\nBSc Computer Science, 2015 - 2018\n';
    expect(readCandidateProfile(cv)).toEqual({ name: null, recentRole: null, previousRole: null });
  });

  it('reads names with an apostrophe or Mc ("Liam O\'Sullivan", "Ewan McLeod")', () => {
    expect(readCandidateProfile("Liam O'Sullivan\nRestaurant Supervisor").name).toBe("Liam O'Sullivan");
    expect(readCandidateProfile('Ewan McLeod\nTeacher').name).toBe('Ewan McLeod');
    expect(readCandidateProfile("LIAM O'CONNELL\nElectrician").name).toBe("Liam O'Connell");
    expect(readCandidateProfile('KERRY SMITH-JONES\nElectrician').name).toBe('Kerry Smith-Jones');
  });

  it('keeps the letters after a name as written ("Grace Okafor RN")', () => {
    expect(readCandidateProfile('Grace Okafor RN\nStaff Nurse').name).toBe('Grace Okafor RN');
    expect(readCandidateProfile('TOM REID ACCA\nAccountant').name).toBe('Tom Reid ACCA');
    expect(readCandidateProfile('Samuel Adeyemi PMP, PRINCE2 Practitioner\nProject Manager').name).toBe('Samuel Adeyemi PMP');
    // A degree after the name is no part of the signature; "Mc" keeps the capital after it.
    expect(readCandidateProfile('Fiona McLeod BA (Hons), SWE Reg.\nSocial Worker').name).toBe('Fiona McLeod');
    expect(readCandidateProfile('FIONA MCLEOD\nSocial Worker').name).toBe('Fiona McLeod');
  });

  it('reads a job at a university, a firm named for its trade, two-digit years and "Bilmekaniker"', () => {
    const academic =
      'Hannah Kowalczyk\nResearch experience\nPostdoctoral Research Associate at Thames University, Department of Psychology (2021 - 2024)\n- Ran interviews\nEducation\nBSc Psychology, University of Leeds, 2016';
    expect(readCandidateProfile(academic).recentRole).toEqual({ title: 'Postdoctoral Research Associate', employer: 'Thames University', current: false });
    const firm = 'Priya Shah\nEXPERIENCE\nAccounts Assistant | Broadland Accountancy Partners\nJan 2023 - present';
    expect(readCandidateProfile(firm).recentRole).toEqual({ title: 'Accounts Assistant', employer: 'Broadland Accountancy Partners', current: true });
    const shortYears =
      "Priya Nair\nExperience\nKelvin Dental Practice — Receptionist\nSept '21 – present\nMerchant City Hotel — Front Desk Agent\nMar '19 – Aug '21";
    const profile = readCandidateProfile(shortYears);
    expect(profile.recentRole).toEqual({ title: 'Receptionist', employer: 'Kelvin Dental Practice', current: true });
    expect(profile.previousRole).toEqual({ title: 'Front Desk Agent', employer: 'Merchant City Hotel', current: false });
    const swedish = 'Ahmed Al-Sayed\nARBETSLIVSERFARENHET\nBilmekaniker, Eskilstuna Motorcenter, Eskilstuna\n2021 – nu';
    expect(readCandidateProfile(swedish).recentRole).toEqual({ title: 'Bilmekaniker', employer: 'Eskilstuna Motorcenter', current: true });
  });

  it('keeps a bracket after a title with the title, a since-line with "Inc." and a surname in capitals', () => {
    expect(readCandidateProfile('Sam Lee\nExperience\nRegistered Nurse (Adult), Royal Infirmary\n2019 – present').recentRole).toEqual({
      title: 'Registered Nurse Adult',
      employer: 'Royal Infirmary',
      current: true,
    });
    expect(readCandidateProfile('Sam Lee\nExperience\nSenior Developer, Acme Inc. since 2021').recentRole?.employer).toBe('Acme Inc');
    expect(readCandidateProfile('Anna Maria BERG\nUndersköterska').name).toBe('Anna Maria Berg');
    expect(readCandidateProfile('Priya Nandakumar MCSP\nPhysiotherapist').name).toBe('Priya Nandakumar MCSP');
  });

  it('marks an earlier job that ran on after the later one began', () => {
    const cv = 'Maria Kowalska\nErfarenhet\nLokalvårdare | Gotlands Städservice AB\n2019 – nu\nHotellstädare | Strandhotellet Visby\nMaj 2021 – Sep 2023';
    expect(readCandidateProfile(cv).previousRole).toEqual({ title: 'Hotellstädare', employer: 'Strandhotellet Visby', current: false, overlapping: true });
    const sequential = 'Maria Kowalska\nErfarenhet\nLokalvårdare | Gotlands Städservice AB\n2021 – nu\nHotellstädare | Strandhotellet Visby\n2018 – 2021';
    expect(readCandidateProfile(sequential).previousRole).toEqual({ title: 'Hotellstädare', employer: 'Strandhotellet Visby', current: false });
  });

  it('reads one job from an entry whose bullet says "since" a year', () => {
    const cv = [
      'Hannah Whitfield',
      'EMPLOYMENT',
      'Class Teacher, Brookfield Primary School, Stockport',
      'September 2019 – present',
      '- Year 4 and Year 5 class teacher (30 pupils)',
      '- Maths subject lead since 2022: introduced a mastery approach across KS2',
      'Trainee Teacher, Heaton Mersey Primary (School Direct)',
      '2018 – 2019',
    ].join('\n');
    const { recentRole, previousRole } = readCandidateProfile(cv);
    expect(recentRole).toEqual({ title: 'Class Teacher', employer: 'Brookfield Primary School', current: true });
    expect(previousRole).toEqual({ title: 'Trainee Teacher', employer: 'Heaton Mersey Primary', current: false });
  });

  it('keeps name particles in lower case, after the first name', () => {
    expect(readCandidateProfile('Anna-Karin von Essen\nBackend developer').name).toBe('Anna-Karin von Essen');
    expect(readCandidateProfile('von Essen Anna\nBackend developer').name).toBeNull();
  });

  it('takes the name from the address when the CV does not write it out', () => {
    expect(readCandidateProfile(JANE_DOE_PDF_TEXT)).toMatchObject({
      name: 'Jane Doe',
      recentRole: { title: 'Senior Software Engineer', employer: 'Northwind Logistics', current: true },
    });
    expect(readCandidateProfile('Backend developer\nhello@janedoe.dev\n\nExperience').name).toBeNull();
  });

  it('names the employer, not the ward, and reads no membership as a job', () => {
    const cv = `Lena Holm
lena.holm@example.com | 555-0143
EXPERIENCE
Northbay General Hospital
Staff Nurse II, Medical-Surgical ICU    2020 – present
• Cared for up to four critically ill patients per shift.
Member since 2021, Swedish Society of Nursing    2021 – present`;
    expect(readCandidateProfile(cv).recentRole).toEqual({ title: 'Staff Nurse II', employer: 'Northbay General Hospital', current: true });
    expect(readCandidateProfile(cv).previousRole).toBeNull();
  });

  it('signs with no heading and takes no phrase of a bullet for the employer', () => {
    const cv = `PERSONAL STATEMENT
Payments engineer who likes hard problems.
Software Engineer    2021 – present
Stripe • San Francisco, CA
• Built reconciliation jobs across payments platform team boundaries.`;
    const profile = readCandidateProfile(cv);
    expect(profile.name).toBeNull();
    expect(profile.recentRole).toEqual({ title: 'Software Engineer', employer: 'Stripe', current: true });
  });

  it('reads a title set in capitals as words', () => {
    const cv = 'Grace Mbeki\nEXPERIENCE\nSTAFF NURSE II, Northbay General Hospital    2020 – present';
    expect(readCandidateProfile(cv).recentRole).toEqual({ title: 'Staff Nurse II', employer: 'Northbay General Hospital', current: true });
  });

  it('takes no bullet that starts with an action for the employer', () => {
    const cv = 'Arjun Mehta\nExperience\nSoftware Engineer    2018 – 2023\nBuilds Python services for route planning\nIrwell Logistics Tech';
    expect(readCandidateProfile(cv).recentRole?.employer).not.toBe('Builds Python services for route planning');
  });

  it('names the council after the team, a Swedish care home, and no employer for working for oneself (seen on unseen CVs)', () => {
    const social =
      "Daniel Example\nExperience\nSocial Worker, Children's Safeguarding · Hallam Vale Council, Sheffield\n2021 – present\n- Statutory assessments.";
    expect(readCandidateProfile(social).recentRole).toEqual({ title: 'Social Worker', employer: 'Hallam Vale Council', current: true });
    const care =
      'Elin Exempel\nErfarenhet\nUndersköterska · Region Bergslagen\n2020 – nu\n- Omvårdnad.\nVårdbiträde · Vintergatans äldreboende, Kumla\n2017 – 2020\n- Måltider.';
    expect(readCandidateProfile(care).previousRole).toEqual({ title: 'Vårdbiträde', employer: 'Vintergatans äldreboende', current: false });
    const both = [
      'Sophie Example',
      'Experience',
      'Office Administrator · Downsview Surveyors LLP, Brighton',
      '2019 – present',
      '- Run reception.',
      'Freelance Designer (part-time) · Self-employed, Brighton',
      '2023 – present',
      '- Designed logos.',
    ].join('\n');
    const profile = readCandidateProfile(both);
    expect(profile.recentRole).toEqual({ title: 'Office Administrator', employer: 'Downsview Surveyors LLP', current: true });
    expect(profile.previousRole).toMatchObject({ title: 'Freelance Designer', employer: null, current: true });
  });

  it('reads a stylist as a job', () => {
    const cv = 'Jasmine Example\nExperience\nSenior Stylist · Halo & Thread Salon, Leicester\n2019 – present\n- Colour corrections.';
    expect(readCandidateProfile(cv).recentRole).toEqual({ title: 'Senior Stylist', employer: 'Halo & Thread Salon', current: true });
  });

  it('names the agency, not the hospital it places staff at, and tells a side job after the main one (review)', () => {
    const agency = 'Ann Example\nExperience\nAgency Nurse · Pulse Healthcare · Leeds Teaching Hospitals NHS Trust\n2021 – present\n- Ward shifts.';
    expect(readCandidateProfile(agency).recentRole?.employer).toBe('Pulse Healthcare');
    const host = 'Ann Example\nExperience\nCare Assistant · Host Hotels\n2021 – present\n- Guests.';
    expect(readCandidateProfile(host).recentRole?.employer).toBe('Host Hotels');
  });
});
