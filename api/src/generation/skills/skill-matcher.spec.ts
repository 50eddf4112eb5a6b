import { containsPhrase, findSkillAlternatives, findSkillMentions, findSkills, resolveSkill, skillKind, skillLabel, skillName } from './skill-matcher';

const names = (text: string) => findSkills(text).map((s) => s.name);

describe('findSkills', () => {
  it('maps aliases to one skill', () => {
    expect(names('JS, Postgres and k8s')).toEqual(['JavaScript', 'PostgreSQL', 'Kubernetes']);
    expect(names('JavaScript, PostgreSQL, Kubernetes')).toEqual(['JavaScript', 'PostgreSQL', 'Kubernetes']);
  });

  it('finds no skill in the employer hiring or in the terms of pay', () => {
    expect(names('We are recruiting bus drivers for nights.')).toEqual([]);
    expect(names('Lön: Timlön enligt kollektivavtal.')).toEqual([]);
    expect(names('Du har god kunskap om kollektivavtal och rekrytering.')).toEqual(['collective agreements', 'recruitment']);
  });

  it('matches whole words only: Java is not JavaScript, SQL is not MySQL', () => {
    expect(names('JavaScript developer')).toEqual(['JavaScript']);
    expect(names('Java developer')).toEqual(['Java']);
    expect(names('MySQL')).toEqual(['MySQL']);
    expect(names('Javanese coffee, sqlite3')).toEqual([]);
  });

  it('is case-insensitive, also for multi-word skills across spaces, hyphens and line breaks', () => {
    expect(names('PROJECT MANAGEMENT and customer-service')).toEqual(['project management', 'customer service']);
    expect(names('strong project\nmanagement')).toEqual(['project management']);
  });

  it('prefers the longest alias at a position', () => {
    expect(names('Microsoft SQL Server and Ruby on Rails')).toEqual(['Microsoft SQL Server', 'Ruby on Rails']);
  });

  it('knows C++, C#, .NET and friends', () => {
    expect(names('C++, C#, .NET, F# and Node.js')).toEqual(['C++', 'C#', '.NET', 'F#', 'Node.js']);
    expect(names('ASP.NET Core')).toEqual(['.NET']);
    expect(names('Vue.js is not JS')).toEqual(['Vue.js', 'JavaScript']);
  });

  it('takes R, C and Go only where they are clearly named as skills', () => {
    expect(names('Python, R and SQL')).toEqual(['Python', 'R', 'SQL']);
    expect(names('Experience with Go and C')).toEqual(['Go', 'C']);
    expect(names('- R\n- Go')).toEqual(['R', 'Go']);
    expect(names('John R. Smith leads R&D. Go to our site. Vitamin C, grade C, a C-level role, R2-D2.')).toEqual([]);
    expect(names('r and go')).toEqual([]);
  });

  it('keeps case for names that are also words', () => {
    expect(names('We use React and REST')).toEqual(['React', 'REST APIs']);
    expect(names('react quickly to the rest of the team, and excel at it')).toEqual([]);
    expect(names('Advanced Excel')).toEqual(['Microsoft Excel']);
  });

  it('knows Swedish terms, inflections and compounds', () => {
    expect(names('Projektledning, redovisning och kundservice')).toEqual(['project management', 'accounting', 'customer service']);
    expect(names('Du är legitimerad sjuksköterska')).toEqual(['nursing registration', 'nursing']);
    expect(names('erfarenhet som projektledare och av kundtjänstarbete')).toEqual(['project management', 'customer service']);
    expect(names('Vi ser gärna att du har erfarenhet av äldreomsorg och lagerarbete')).toEqual(['elderly care', 'warehouse operations']);
  });

  it('knows English word forms of verb and object phrases', () => {
    expect(names('Administers medications; administered oral and IV medicines')).toEqual(['medication administration']);
    expect(names('A/B tests, A/B-tested pages, AB testing')).toEqual(['A/B testing']);
    expect(names('Reconciled accounts; bank reconciliations; reconciling')).toEqual(['reconciliation']);
    expect(names('Planned lessons and taught mathematics')).toEqual(['lesson planning', 'mathematics teaching', 'teaching']);
  });

  it('brings the wider skill along with a kind of it, once', () => {
    expect(names('TIG and MIG/MAG welding')).toEqual(['TIG welding', 'welding', 'MIG/MAG welding']);
    expect(names('Welding: TIG')).toEqual(['welding', 'TIG welding']);
    expect(findSkillMentions('TIG').map((m) => m.skill.name)).toEqual(['TIG welding']);
    // A CRM by name is CRM work, tutoring is teaching, public speaking is communication, HACCP is food safety.
    expect(names('Arbetar i Pipedrive')).toEqual(['Pipedrive', 'customer relationship management']);
    expect(names('Volunteer coding-club tutor')).toEqual(['tutoring', 'teaching']);
    expect(names('Public speaking')).toEqual(['public speaking', 'communication']);
    expect(names('Ansvarar för HACCP')).toEqual(['HACCP', 'food safety']);
  });

  it('leaves the words inside a gap free for other skills', () => {
    expect(names('Administered wound care and medications')).toEqual(['medication administration', 'wound care']);
    const mentions = findSkillMentions('administered oral and IV medications');
    expect(mentions.map((m) => m.text)).toEqual(['administered oral and IV medications']);
  });

  it('lets the object of a gap phrase be a skill of its own, but not part of a longer one', () => {
    expect(names('Planerar och genomför undervisning')).toEqual(['lesson planning', 'teaching']);
    expect(names('Documented care in Epic')).toEqual(['clinical documentation', 'Epic Systems']);
    expect(names('Managed accounts payable')).toEqual(['accounts payable']);
    expect(names('Managed 40 customer accounts')).toEqual(['account management']);
    expect(names('Dokumentation i journalsystemet')).toEqual(['documentation', 'clinical documentation', 'electronic health records']);
  });

  it('bridges no more than three words, and no sentence end', () => {
    expect(names('Administered the first of many weekly staff medications')).toEqual([]);
    expect(names('We administer. Medications are delivered by the pharmacy.')).toEqual([]);
  });

  it('finds nothing where a blocker matches', () => {
    expect(names('Join a teaching hospital')).toEqual([]);
    expect(names('Teaching at a teaching hospital')).toEqual(['teaching']);
    expect(names('We run three nursing homes')).toEqual([]);
  });

  it('knows Swedish word forms: compounds, inflections and particle verbs', () => {
    expect(names('läkemedelshantering, läkemedelshanteringen och hanterade läkemedel')).toEqual(['medication administration']);
    expect(names('Har bokfört och bokföring')).toEqual(['accounting']);
    expect(names('Stämde av konton och gjorde avstämningar')).toEqual(['reconciliation']);
    expect(names('e-handel och e-handelsplattformar')).toEqual(['e-commerce']);
  });

  it('takes a language name used as an adjective for no language', () => {
    expect(names('Our Swedish subsidiary serves the Swedish market; Swedish and English required')).toEqual(['Swedish', 'English']);
    expect(names('Vi är verksamma på den svenska marknaden och du talar svenska')).toEqual(['Swedish']);
  });

  it('knows how software postings and CVs name infrastructure and testing', () => {
    expect(names('Wrote end-to-end tests, deployed on GKE, infrastructure as code with Pulumi')).toEqual([
      'end-to-end testing',
      'Kubernetes',
      'infrastructure as code',
    ]);
    expect(names('Kunskap om containerteknik och molnplattformar')).toEqual(['Docker', 'cloud computing']);
  });

  it('ignores web and e-mail addresses', () => {
    expect(names('github.com/jane/go-java, jane@python.org, https://example.com/react')).toEqual([]);
  });

  it('takes no skill from a field the candidate is moving into, up to the end of its clause', () => {
    expect(names('Secondary English Teacher moving into content marketing')).not.toContain('content marketing');
    expect(names('Content marketing for twelve clients')).toContain('content marketing');
    expect(names('Aspiring UX designer, skilled in Figma')).toEqual(['Figma']);
    expect(names('Sjuksköterska på väg in i UX-design')).toEqual(['nursing']);
  });
});

describe('findSkillAlternatives', () => {
  const groups = (text: string) => findSkillAlternatives(text).map((group) => group.map((skill) => skill.name));

  it.each([
    ['Finnish or Swedish is an advantage, English is required.', [['Finnish', 'Swedish']]],
    ['Experience in Java, Kotlin or Scala.', [['Kotlin', 'Scala']]],
    ['Docker, Kubernetes, AWS or Azure.', [['AWS', 'Microsoft Azure']]],
    ['React or Vue, TypeScript and Node.js.', [['React', 'Vue.js']]],
    ['Du kan Visma eller Fortnox.', [['Visma', 'Fortnox']]],
    ['AWS (ECS, Lambda, RDS) or GCP.', [['AWS', 'Google Cloud']]],
    ['Email marketing tools (Klaviyo or Mailchimp).', [['Klaviyo', 'Mailchimp']]],
    ['Excel and/or Power BI for reporting; SQL.', [['Microsoft Excel', 'Power BI']]],
  ])('%s', (text, expected) => {
    expect(groups(text)).toEqual(expected);
  });

  it('finds none in a list joined by "and", nor where words stand between', () => {
    expect(groups('Java, Kotlin and Scala.')).toEqual([]);
    expect(groups('Forklift licence, first aid or willingness to learn.')).toEqual([]);
    expect(groups('Strong Java; Kotlin or similar is a plus.')).toEqual([]);
    expect(groups('Java experience or a degree in Kotlin development.')).toEqual([]);
  });
});

describe('resolveSkill', () => {
  it('finds the lexicon skill a whole name stands for', () => {
    expect(resolveSkill('Postgres')?.name).toBe('PostgreSQL');
    expect(resolveSkill(' k8s ')?.name).toBe('Kubernetes');
    expect(resolveSkill('Projektledning')?.name).toBe('project management');
    expect(resolveSkill('R')?.name).toBe('R');
  });

  it('is undefined for names that are not one skill', () => {
    expect(resolveSkill('Kubernetes and Docker')).toBeUndefined();
    expect(resolveSkill('Underwater basket weaving')).toBeUndefined();
  });
});

describe('containsPhrase', () => {
  it('matches whole words in any case and spacing', () => {
    expect(containsPhrase('Strong Stakeholder-management skills', 'stakeholder management')).toBe(true);
    expect(containsPhrase('microservices', 'micro')).toBe(false);
    expect(containsPhrase('C++ and C#', 'C++')).toBe(true);
  });
});

describe('skill names', () => {
  it('lists common nouns capitalised, in the letter language when known', () => {
    const pm = resolveSkill('project management')!;
    expect(skillLabel(pm, 'en')).toBe('Project management');
    expect(skillLabel(pm, 'sv')).toBe('Projektledning');
    expect(skillName(pm, 'sv')).toBe('projektledning');
    expect(skillLabel(resolveSkill('pandas')!, 'en')).toBe('pandas');
    expect(skillLabel(resolveSkill('Postgres')!, 'sv')).toBe('PostgreSQL');
  });
});

describe('skillKind', () => {
  it.each([
    ['TypeScript', 'tool'],
    ['.NET', 'tool'],
    ['pandas', 'tool'],
    ['TakeCare', 'tool'],
    ['triage', 'practice'],
    ['mentoring', 'practice'],
    ['handledning', 'practice'],
    ['Swedish', 'language'],
    ['engelska', 'language'],
    ['communication', 'personal'],
    ['teamwork', 'personal'],
  ])('%p is a %s', (name, kind) => {
    expect(skillKind(resolveSkill(name)!)).toBe(kind);
  });
});
