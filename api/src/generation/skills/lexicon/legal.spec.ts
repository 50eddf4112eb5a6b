import { expectSkills } from './expect-skills.spec-support';
import { findSkillMentions } from '../skill-matcher';

describe('legal skills', () => {
  describe('in English postings and CVs', () => {
    expectSkills([
      ['Manage residential conveyancing files from instruction to completion.', ['conveyancing']],
      ['Raise and answer enquiries, review title and report to clients.', ['title review']],
      ['Submit SDLT returns and Land Registry applications.', ['stamp duty land tax', 'Land Registry']],
      ['Carry out AML and source of funds checks.', ['anti-money laundering']],
      ['Good knowledge of the Law Society Conveyancing Protocol.', ['Conveyancing Protocol']],
      ['Experience with a case management system (we use LEAP).', ['case management software', 'LEAP']],
      ['Prepare court bundles and draft witness statements for the litigation team.', ['court documents', 'legal drafting', 'litigation']],
      ['Carry out legal research on Westlaw and Practical Law.', ['legal research', 'Westlaw', 'Practical Law']],
      ['Opened new matters in Clio and kept time recording up to date.', ['Clio', 'time recording']],
      ['LLB Law, University of Northgate; CILEx Level 3 Diploma in Law and Practice.', ['law degree', 'CILEx qualification']],
      ['CILEx qualification or LPC is desirable.', ['CILEx qualification', 'LPC qualification']],
      ['Senior Paralegal, wills and probate team.', ['paralegal work', 'wills and probate']],
    ]);
  });

  describe('in Swedish postings and CVs', () => {
    expectSkills([
      ['Du har juristexamen och erfarenhet av processföring i tvistemål.', ['law degree', 'litigation']],
      ['Du granskar avtal och bistår vid upprättande av avtal inom bolagsrätt.', ['contract review', 'legal drafting', 'corporate law']],
      ['Som juristassistent arbetar du med familjerätt och bouppteckningar.', ['paralegal work', 'family law', 'wills and probate']],
      ['Du gör juridiska utredningar i Karnov och registrerar tid i vårt ärendehanteringssystem.', ['legal research', 'Karnov', 'case management software']],
    ]);
  });

  it('finds no case management software in an everyday leap', () => {
    expect(findSkillMentions('A leap forward for our clients.').map((m) => m.skill.name)).toEqual([]);
  });
});
