import { expectSkills } from './expect-skills.spec-support';

describe('education skills', () => {
  describe('in English postings', () => {
    expectSkills([
      ['You will plan lessons, teach mathematics and assess students in years 7-9.', ['lesson planning', 'mathematics teaching', 'student assessment']],
      ['Qualified teacher status (QTS) and strong classroom management are required.', ['teacher certification', 'classroom management']],
      ['Experience adapting teaching for pupils with special educational needs.', ['teaching', 'special education']],
      ['Familiarity with Google Classroom or another learning management system.', ['learning management systems']],
      ['Communicate regularly with parents through parent-teacher meetings.', ['parent communication']],
      ['Deliver training workshops for new staff and design e-learning modules.', ['training delivery', 'instructional design']],
      ['Teaching English as a foreign language; CELTA preferred.', ['English as a foreign language']],
      ['Support early years children through play-based learning.', ['early childhood education', 'play-based learning']],
      ['Follow safeguarding procedures and contribute to pupil welfare.', ['safeguarding', 'student welfare']],
      ['Mentor newly qualified teachers and lead curriculum development in science.', ['mentoring', 'curriculum development']],
    ]);
  });

  describe('in Swedish postings', () => {
    expectSkills([
      ['Vi söker en legitimerad lärare i matematik för högstadiet.', ['teacher certification', 'secondary education']],
      ['Du planerar och genomför undervisning enligt Lgr22.', ['lesson planning', 'teaching', 'Swedish curriculum']],
      ['Du arbetar med extra anpassningar och särskilt stöd för elever med NPF.', ['differentiated instruction', 'special education']],
      ['Du dokumenterar elevernas utveckling i Unikum och har kontakt med vårdnadshavare.', ['learning management systems', 'parent communication']],
      ['Som förskollärare arbetar du utifrån Lpfö18 med lärande genom lek.', ['early childhood education', 'Swedish curriculum', 'play-based learning']],
      ['Du har erfarenhet av bedömning och betygsättning och av nationella prov.', ['student assessment']],
      ['Vi söker en lärare i svenska som andraspråk inom komvux.', ['teaching', 'Swedish as a second language', 'adult education']],
      ['Du är en tydlig ledare i klassrummet och arbetar aktivt med elevhälsan.', ['student welfare']],
      ['Du handleder lärarstudenter under deras praktik.', ['mentoring']],
      ['Erfarenhet av fritidshem och utomhuspedagogik är meriterande.', ['youth work', 'outdoor education']],
    ]);
  });

  describe('in English CV lines', () => {
    expectSkills([
      ['Delivered engaging lessons in history to year 9.', ['teaching']],
      ['Created individual education plans for students with dyslexia.', ['special education']],
      ['Taught mathematics and physics to 120 pupils in years 10-11.', ['mathematics teaching']],
      ['Planned lessons and designed differentiated tasks for mixed-ability classes.', ['lesson planning', 'differentiated instruction']],
      ['Assessed students through formative assessment and end-of-term exams.', ['student assessment']],
      ['Introduced Google Classroom across the English department.', ['learning management systems']],
      ['Tutored adult learners in English as a second language (ESL).', ['tutoring', 'English as a foreign language']],
      ['Developed a new curriculum for the science department.', ['curriculum development']],
      ['Rewrote the maths curriculum around problem solving.', ['curriculum development', 'problem solving']],
      ['Wrote a ten-week lesson plan used by three clubs.', ['lesson planning']],
      ['Teaches Scratch and Python to children aged 9 to 13.', ['teaching', 'Python']],
      ['Mathematics teacher with nine years in secondary schools.', ['mathematics teaching', 'secondary education']],
      ['Volunteer coding-club tutor for five years.', ['tutoring']],
      ['Coordinated support for students with special needs education plans.', ['special education']],
      ['Led staff training on behaviour management.', ['classroom management']],
      ['Mentored three newly qualified teachers.', ['mentoring']],
      ['GTCS fully registered; PVG member since 2015.', ['teacher certification']],
      ['Preschool teacher for children aged 1-5.', ['early childhood education']],
    ]);
  });

  describe('in Swedish CV lines', () => {
    expectSkills([
      ['Bedömde elevers kunskaper och skrev omdömen.', ['student assessment']],
      ['Undervisade i matematik och NO på mellanstadiet.', ['mathematics teaching', 'primary education']],
      ['Planerade lektioner och satte betyg i årskurs 7-9.', ['lesson planning']],
      ['Arbetade med extra anpassningar och åtgärdsprogram.', ['differentiated instruction', 'special education']],
      // The licence is what the phrase says first; the CV's titles ("Förskollärare, Exempelskolan") show the field.
      ['Legitimerad förskollärare med tio års erfarenhet.', ['teacher certification']],
      ['Förskollärare på Exempelskolan sedan 2015.', ['early childhood education']],
      ['Handledde lärarstudenter och nyexaminerade lärare.', ['mentoring']],
      ['Höll utbildningar för personal i digitala verktyg.', ['training delivery']],
      ['Undervisade inom SFI och svenska som andraspråk.', ['teaching', 'adult education', 'Swedish as a second language']],
      ['Ansvarade för föräldrakontakter och utvecklingssamtal.', ['parent communication', 'performance management']],
      ['Arbetade som fritidspedagog på fritidshem.', ['youth work']],
      ['Ledde elevhälsoarbetet på skolan.', ['student welfare']],
    ]);
  });

  describe('in text that names no education skill', () => {
    expectSkills([
      ['Product differentiation and data literacy matter to us.', []],
      ['Karolinska is a teaching hospital in Stockholm.', []],
      ['Our research and development team builds the product.', []],
      ['High school diploma, Lund, 2012.', []],
      ['Gymnasieskola: Naturvetenskapsprogrammet, 2010-2013.', []],
    ]);
  });
});
