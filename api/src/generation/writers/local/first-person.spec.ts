import { asFirstPerson } from './first-person';

describe('asFirstPerson', () => {
  it.each([
    ['Led the migration to Kubernetes', 'en', 'I led the migration to Kubernetes.'],
    ['Manage a team of five nurses.', 'en', 'I manage a team of five nurses.'],
    ['Responsible for payroll', 'en', 'I have been responsible for payroll.'],
    ['I built the billing service.', 'en', 'I built the billing service.'],
    ['Kubernetes expert', 'en', null],
    // A participle before a job's name describes the person: no "I qualified accountant…".
    ['Qualified accountant with six years in practice and industry: month-end close, statutory accounts and VAT.', 'en', null],
    ['Trained nurse with ten years on surgical wards', 'en', null],
    ['Trained two audit juniors', 'en', 'I trained two audit juniors.'],
    // Present-tense bullets of a social worker's CV (seen on unseen material).
    ['Give evidence in care proceedings and prepare parenting assessments', 'en', 'I give evidence in care proceedings and prepare parenting assessments.'],
    ['Chair core group meetings with schools and police', 'en', 'I chair core group meetings with schools and police.'],
    ['Chair of the parents association', 'en', null],
    ['Handlägger ansökningar om försörjningsstöd enligt socialtjänstlagen', 'sv', 'Jag handlägger ansökningar om försörjningsstöd enligt socialtjänstlagen.'],
    ['Gör utredningar och skriver beslut i Treserva', 'sv', 'Jag gör utredningar och skriver beslut i Treserva.'],
    ['Interviewed 40 customers and synthesised the findings', 'en', 'I interviewed 40 customers and synthesised the findings.'],
    // A verb-like first word that opens a noun, and a profile line in the past participle.
    ['Stock control and surgery set-up', 'en', null],
    ['Lead designer on residential infrastructure schemes of up to 600 homes', 'en', null],
    ['Support nurses on a 30-bed ward', 'en', 'I support nurses on a 30-bed ward.'],
    ['Manage room bookings for the practice', 'en', 'I manage room bookings for the practice.'],
    ['Check-ins and check-outs, reservations in Opera PMS', 'en', null],
    ['Registered social worker with three years in adult social care', 'en', null],
    ['Pick and pack orders with an RF scanner', 'en', 'I pick and pack orders with an RF scanner.'],
    ['Loads and unloads 30 trailers per shift', 'en', 'I load and unload 30 trailers per shift.'],
    ['Ansvarade för triage', 'sv', 'Jag ansvarade för triage.'],
    ['Erfarenhet av redovisning', 'sv', 'Jag har erfarenhet av redovisning.'],
    ['Snabb och noggrann', 'sv', null],
    // A CV's present tense for the current job, retold in the first person.
    ['Runs full-cycle B2B sales from discovery to negotiation', 'en', 'I run full-cycle B2B sales from discovery to negotiation.'],
    ['Cares for ventilated patients in a 16-bed adult ICU', 'en', 'I care for ventilated patients in a 16-bed adult ICU.'],
    ['Takes part in triage of deteriorating patients', 'en', 'I take part in triage of deteriorating patients.'],
    ['Closed €1.3 million in new annual recurring revenue', 'en', 'I closed €1.3 million in new annual recurring revenue.'],
    ['Mentor to five engineers', 'en', null],
    ['Writes and edits the fortnightly parent newsletter', 'en', 'I write and edit the fortnightly parent newsletter.'],
    ['Upprättar årsredovisningar enligt K3', 'sv', 'Jag upprättar årsredovisningar enligt K3.'],
    ['Beställningar och lagerhållning', 'sv', null],
    // A plural noun before "in" is no verb: quoted, never "I rotation in treasury".
    ['Rotations in treasury and compliance', 'en', null],
    ['Improvements to the onboarding flow', 'en', null],
    // The verb named again as a noun after its object: not "I handle cash handling".
    ['Handles cash handling and end-of-day reports', 'en', 'I handle cash and end-of-day reports.'],
    ['Manage stock management for two stores', 'en', 'I manage stock management for two stores.'],
    ['Handle customer complaints', 'en', 'I handle customer complaints.'],
    ['Handles Cash Handling for the bar', 'en', 'I handle Cash for the bar.'],
    ['Supports engineers supporting production systems', 'en', 'I support engineers supporting production systems.'],
  ] as const)('%p (%s) → %p', (line, language, expected) => {
    expect(asFirstPerson(line, language)).toBe(expected);
  });
});
