import { expectSkills } from './expect-skills.spec-support';

describe('healthcare skills', () => {
  describe('in English postings', () => {
    expectSkills([
      ['Administer medications safely and monitor vital signs on a 28-bed surgical ward.', ['medication administration', 'vital signs monitoring', 'surgery']],
      ['You will assess patients on arrival and triage them according to acuity.', ['patient assessment', 'triage']],
      ['Experience with wound care and IV therapy is essential.', ['wound care', 'IV therapy']],
      ['Current BLS certification required; ACLS preferred.', ['basic life support', 'advanced life support']],
      ['Document all care in Epic and follow infection control procedures.', ['clinical documentation', 'Epic Systems', 'infection control']],
      ['Registered Nurse, intensive care unit, night shifts.', ['nursing', 'intensive care']],
      ['Provide personal care and support with activities of daily living for residents with dementia.', ['personal care', 'dementia care']],
      ['Perform venepuncture and ECGs and assist with catheterisation.', ['phlebotomy', 'ECG', 'catheterization']],
      ['Educate patients and families about their medication and discharge plans.', ['patient education', 'discharge planning']],
      ['Knowledge of palliative care and pain management is a plus.', ['palliative care', 'pain management']],
      ['Experience with an EHR such as Cerner or TakeCare.', ['electronic health records', 'Cerner', 'TakeCare']],
      ['Maintain patient safety and aseptic technique during procedures.', ['patient safety', 'aseptic technique']],
      [
        'Assess, diagnose and manage patients with MSK conditions; request imaging and refer to orthopaedics.',
        ['patient assessment', 'musculoskeletal care', 'orthopaedics'],
      ],
      ['Assess and treat adults with musculoskeletal conditions and run a weekly back pain exercise class.', ['patient assessment', 'musculoskeletal care']],
      [
        'Essential: HCPC registration. Desirable: injection therapy and first contact practitioner work.',
        ['HCPC registration', 'injection therapy', 'first contact practice'],
      ],
      [
        'You will hold current NMC registration; GDC or GMC registered colleagues work alongside you.',
        ['nursing registration', 'GDC registration', 'GMC registration'],
      ],
      ['Band 6 Physiotherapist: respiratory physiotherapy on call and stroke rehabilitation.', ['physiotherapy', 'respiratory care', 'rehabilitation']],
      ['Plan for permanence, including long-term fostering, and prepare reports for the court.', ['fostering and permanence']],
      [
        'RCVS registered veterinary nurse, confident with anaesthesia and fluid therapy.',
        ['RCVS registration', 'veterinary nursing', 'anesthesia', 'IV therapy'],
      ],
      ['A RCVS-accredited small animal hospital.', []],
      ['Carry out non-surgical periodontal therapy; use Guided Biofilm Therapy (Airflow) as our protocol.', ['periodontal therapy', 'air polishing']],
      [
        'Dental hygienist: root surface debridement, Airflow / GBT and tooth whitening.',
        ['dental hygiene', 'periodontal therapy', 'air polishing', 'tooth whitening'],
      ],
      [
        'GPhC-registered pharmacist; Independent Prescriber annotation; PMR systems such as ProScript Connect.',
        ['GPhC registration', 'pharmacy practice', 'independent prescribing', 'PMR systems', 'ProScript Connect'],
      ],
      [
        'Social Work England registration; child protection and child in need assessments.',
        ['Social Work England registration', 'safeguarding', 'statutory assessments'],
      ],
    ]);
  });

  describe('in Swedish postings', () => {
    expectSkills([
      ['Du ansvarar för läkemedelshantering, sårvård och omvårdnad av våra patienter.', ['medication administration', 'wound care', 'nursing']],
      [
        'Vi söker en legitimerad sjuksköterska med erfarenhet av akutsjukvård och triagering enligt RETTS.',
        ['nursing registration', 'emergency care', 'triage'],
      ],
      [
        'Du dokumenterar i journalsystemet Cosmic och arbetar efter basala hygienrutiner.',
        ['clinical documentation', 'electronic health records', 'Cosmic', 'infection control'],
      ],
      ['Erfarenhet av blodprovstagning, EKG och att sätta PVK är meriterande.', ['phlebotomy', 'ECG', 'IV therapy']],
      ['Som undersköterska inom hemtjänsten hjälper du brukare med personlig hygien.', ['assistant nursing', 'elderly care', 'personal care']],
      ['Du har genomgått HLR-utbildning och har god kunskap om vårdhygien.', ['basic life support', 'infection control']],
      ['Arbetet innefattar palliativ vård och smärtlindring i livets slutskede.', ['palliative care', 'pain management']],
      ['Du gör bedömningar av patienters vårdbehov och upprättar vårdplaner.', ['patient assessment', 'care planning']],
      ['Meriterande är erfarenhet av demensvård och fallprevention.', ['dementia care', 'fall prevention']],
      ['Du utreder barns behov av skydd enligt socialtjänstlagen och LVU och arbetar enligt BBIC.', ['social care law', 'BBIC']],
      ['Genomföra förhandsbedömningar och barnavårdsutredningar; motiverande samtal är meriterande.', ['statutory assessments', 'motivational interviewing']],
      ['Du delar ut läkemedel enligt delegering och kontrollerar vitalparametrar.', ['medication administration', 'vital signs monitoring']],
      ['Vi arbetar i TakeCare och har fokus på patientsäkerhet.', ['TakeCare', 'patient safety']],
    ]);
  });

  describe('in English CV lines', () => {
    expectSkills([
      ["Monitored patients' condition and reported changes to the physician.", ['vital signs monitoring']],
      ['Responsible for medication rounds and controlled drugs checks.', ['medication administration']],
      ['Precepts student nurses from the university.', ['mentoring']],
      ['Work closely with pharmacists to understand their workflows.', []],
      ['Carried out clinical observations and blood glucose monitoring.', ['vital signs monitoring', 'diabetes care']],
      ['Cared for patients with sepsis and acute deterioration.', ['acute care']],
      ['Skilled in tracheostomy care and suctioning.', ['airway management']],
      ['Gave handover to the night team using SBAR.', ['clinical handover']],
      ['Administered oral and IV medications to up to 12 patients per shift.', ['medication administration']],
      ['Performed wound care and dressing changes for post-operative patients.', ['wound care']],
      ['Triaged walk-in patients in a busy emergency department.', ['triage', 'emergency care']],
      ['Assessed patients and escalated deteriorating NEWS2 scores to the medical team.', ['patient assessment', 'vital signs monitoring']],
      ['Drew blood and inserted peripheral IV cannulas.', ['phlebotomy', 'IV therapy']],
      ['Charted all care in Epic and Cosmic.', ['clinical documentation', 'Epic Systems', 'Cosmic']],
      ['Assisted residents with personal care and meals in a dementia unit.', ['personal care', 'dementia care']],
      ['Certified in BLS and ACLS (2024).', ['basic life support', 'advanced life support']],
      ['Taught patients to self-administer insulin as part of diabetes care.', ['diabetes care']],
      ['Led the ward infection prevention group and audited hand hygiene.', ['infection control']],
      ['Registered nurse with six years in paediatric nursing.', ['nursing', 'pediatrics']],
    ]);
  });

  describe('in Swedish CV lines', () => {
    expectSkills([
      ['Har erfarenhet av kateterisering och stomivård.', ['catheterization', 'stoma care']],
      ['Arbetade med hälsosamtal och vaccinationer på vårdcentralen.', ['patient education', 'vaccination']],
      ['Ansvarade för läkemedelshantering och omvårdnad på en geriatrisk avdelning.', ['medication administration', 'nursing', 'geriatrics']],
      ['Hanterade läkemedel och lade om sår hos patienter i hemsjukvården.', ['medication administration', 'wound care', 'home care']],
      ['Triagerade patienter på akutmottagningen enligt RETTS.', ['triage', 'emergency care']],
      ['Journalförde i TakeCare och deltog i vårdplanering.', ['clinical documentation', 'TakeCare', 'care planning']],
      ['Tog blodprover och EKG på vårdcentral.', ['phlebotomy', 'ECG']],
      ['Arbetade som undersköterska inom äldreomsorgen med demensvård.', ['assistant nursing', 'elderly care', 'dementia care']],
      ['Satte PVK och gav intravenös behandling.', ['IV therapy']],
      ['Genomförde omvårdnadsbedömningar och kontrollerade vitala parametrar.', ['patient assessment', 'vital signs monitoring']],
      ['Utbildad i hjärt-lungräddning och första hjälpen.', ['basic life support', 'first aid']],
      ['Arbetade med sårbehandling och smärtlindring inom palliativ vård.', ['wound care', 'pain management', 'palliative care']],
    ]);
  });

  describe('in text that names no healthcare skill', () => {
    expectSkills([
      ['We are a teaching hospital with 1,200 beds.', []],
      ['Our offices are near the pharmacy and the central station.', []],
      ['We are a leading nursing home operator in the region.', []],
      ['Vi utvecklar läkemedel för sällsynta sjukdomar.', []],
      ['The cosmic background radiation team publishes its epic results.', []],
      ['Vi erbjuder friskvårdsbidrag och sjukvårdsförsäkring.', []],
    ]);
  });
});
