/**
 * Words that make a phrase a job title, in English and Swedish. Swedish titles are often compounds
 * ("systemutvecklare", "mjukvaruingenjör"), so Swedish words also match at the end of a longer word.
 */
const ENGLISH_ROLE_WORDS = [
  'engineer', 'developer', 'programmer', 'architect', 'manager', 'director', 'head', 'lead', 'leader', 'chief', 'officer',
  'nurse', 'physician', 'doctor', 'therapist', 'pharmacist', 'midwife', 'carer', 'caregiver', 'paramedic',
  'assistant', 'associate', 'analyst', 'consultant', 'designer', 'specialist', 'coordinator', 'administrator',
  'teacher', 'lecturer', 'tutor', 'instructor', 'educator', 'professor', 'researcher', 'scientist',
  'accountant', 'controller', 'auditor', 'economist', 'bookkeeper', 'recruiter', 'advisor', 'adviser',
  'representative', 'executive', 'operative', 'agent', 'clerk', 'cashier', 'receptionist', 'secretary', 'salesperson',
  'marketer', 'strategist', 'writer', 'editor', 'copywriter', 'journalist', 'photographer',
  'technician', 'operator', 'supervisor', 'foreman', 'planner', 'buyer', 'driver', 'electrician', 'mechanic',
  'welder', 'plumber', 'carpenter', 'tester', 'owner', 'partner', 'intern', 'trainee', 'apprentice',
  'lawyer', 'attorney', 'paralegal', 'counsel', 'worker', 'handler', 'picker', 'packer', 'chef', 'cook', 'waiter',
  'barista', 'cleaner', 'guard', 'scrum master', 'product owner', 'founder', 'ceo', 'cto', 'cfo', 'coo', 'vp',
];

const SWEDISH_ROLE_WORDS = [
  'utvecklare', 'ingenjör', 'arkitekt', 'chef', 'ledare', 'ansvarig', 'sjuksköterska', 'undersköterska',
  'läkare', 'barnmorska', 'terapeut', 'fysioterapeut', 'vårdbiträde', 'skötare', 'lärare', 'pedagog',
  'förskollärare', 'fritidsledare', 'ekonom', 'redovisningsekonom', 'revisor', 'controller', 'säljare',
  'konsult', 'rådgivare', 'handläggare', 'assistent', 'samordnare', 'koordinator', 'tekniker', 'analytiker',
  'rekryterare', 'specialist', 'designer', 'administratör', 'sekreterare', 'receptionist', 'medarbetare',
  'förare', 'chaufför', 'lagerarbetare', 'truckförare', 'montör', 'elektriker', 'snickare', 'svetsare',
  'kock', 'servitör', 'servitris', 'städare', 'lokalvårdare', 'väktare', 'planerare', 'inköpare', 'jurist',
  'advokat', 'biträde', 'praktikant', 'projektledare', 'produktägare', 'vd', 'grundare', 'agent', 'bagare', 'konditor', 'barista',
  'rörmokare', 'målare', 'murare', 'plattsättare', 'installatör', 'lackerare', 'frisör', 'vaktmästare', 'fastighetsskötare', 'handledare', 'mäklare', 'florist', 'bibliotekarie', 'kurator', 'psykolog', 'tandläkare',
];

const ENGLISH = new RegExp(`(?<![\\p{L}])(?:${ENGLISH_ROLE_WORDS.join('|')})(?:s|es)?(?![\\p{L}])`, 'iu');
const SWEDISH = new RegExp(`(?:${SWEDISH_ROLE_WORDS.join('|')})(?:n|en|na|r|rna|ns)?(?![\\p{L}])`, 'iu');

/** Whether the phrase reads like a job title ("Senior Backend Developer", "Legitimerad sjuksköterska"). */
export function hasRoleWord(phrase: string): boolean {
  return ENGLISH.test(phrase) || SWEDISH.test(phrase);
}
