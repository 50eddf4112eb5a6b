import { defineMessages } from '../i18n/define-messages';

/** The match shown before a letter is written or paid for (the guest /app, the create form, the payment modal). */
export const matchMessages = defineMessages(
  {
    'match.title': 'Your match',
    'match.summary': 'Match {score}/10 — {met} of {total} requirements met',
    'match.summaryNoRequirements': 'Match {score}/10 — the posting names no skills we could compare',
    'match.loading': 'Assessing your match...',
    'match.failed': 'Your match could not be assessed right now.',
    'match.lowWarning':
      'Low match: your CV shows few of the skills this job asks for. The letter will speak of what carries over, and cannot claim experience you do not have.',
    'match.lowWarning.payment':
      'Low match: your CV shows few of the skills this job asks for. The letter cannot claim experience you do not have, so consider whether this job is worth a paid letter.',
  },
  {
    'match.title': 'Din matchning',
    'match.summary': 'Matchning {score}/10 — {met} av {total} krav uppfyllda',
    'match.summaryNoRequirements': 'Matchning {score}/10 — annonsen nämner inga färdigheter vi kunde jämföra',
    'match.loading': 'Bedömer din matchning...',
    'match.failed': 'Det gick inte att bedöma din matchning just nu.',
    'match.lowWarning':
      'Låg matchning: ditt CV visar få av de färdigheter jobbet kräver. Brevet lyfter det som går att ta med sig och kan inte påstå erfarenhet du inte har.',
    'match.lowWarning.payment':
      'Låg matchning: ditt CV visar få av de färdigheter jobbet kräver. Brevet kan inte påstå erfarenhet du inte har, så fundera på om jobbet är värt ett betalt brev.',
  },
);
