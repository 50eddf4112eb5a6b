import type { LetterTone } from '@coverletter/contracts';
import type { LetterLanguage } from './language';
import { LETTER_PHRASES, type LetterPhrases } from './letter-phrases';
import { asModifier, englishArticle, myWorkOf, myWorkWith, swedishTitle } from './text';

/** One of several wordings, by the letter's seed (and the variant of a rewrite). */
function choose(pick: number, wordings: readonly string[]): string {
  return wordings[((pick % wordings.length) + wordings.length) % wordings.length];
}

type ToneWording = Partial<Pick<LetterPhrases, 'greeting' | 'opening' | 'fit' | 'careerMove' | 'motivation' | 'closing' | 'signOff'>>;

/**
 * How warm and confident letters differ from the formal one (the phrases of letter-phrases.ts): the
 * greeting, the opening, how the fit is put, the motivation, the closing and the sign-off. Only the
 * wording changes: every fact still comes from the plan.
 */
const TONES: Record<LetterLanguage, Record<Exclude<LetterTone, 'formal'>, ToneWording>> = {
  en: {
    warm: {
      greeting: (company, pick) => (company ? choose(pick, [`Hello ${asModifier(company)} team,`, `Dear ${asModifier(company)} team,`]) : 'Hello,'),
      opening: (title, company, pick) => {
        const role = title ? `the ${title} role` : 'this role';
        return choose(pick, [
          `I was glad to come across ${role}${company ? ` at ${company}` : ''}, and I would love to be considered for it.`,
          `It is a pleasure to send you my application for ${role}${company ? ` at ${company}` : ''}.`,
        ]);
      },
      fit: (strong, company, pick) =>
        strong
          ? choose(pick, [
              'Much of what you describe is work I already enjoy doing every day, and I would like to share a few examples.',
              'Reading the posting, I recognised a lot of my own day-to-day work, and I would like to show you where.',
            ])
          : choose(pick, [
              `I would like to share the parts of my experience that I think would help ${company ?? 'your team'} most.`,
              'Here are the parts of my experience that I think fit this role best.',
            ]),
      careerMove: (role, pick) =>
        choose(pick, [
          `I am coming to this role from ${role ? `my work as ${englishArticle(role)} ${role}` : 'another field'}, and I would love to show you what I would bring with me.`,
          `This would be a change of career for me after ${role ? `my time as ${englishArticle(role)} ${role}` : 'work in another field'}, and I would like to share what carries over.`,
        ]),
      motivation: (company, title, skill, pick) =>
        choose(pick, [
          `I would really enjoy bringing ${skill ? `my experience of ${skill}` : 'this experience'} to ${company ?? 'your team'}${title ? ` as your ${title}` : ''}.`,
          `${title ? `The ${title} role` : 'This role'} feels like a good next step for me${skill ? `, and I would be happy to start with ${skill}` : ''}.`,
        ]),
      closing: (company, skill, pick) =>
        choose(pick, [
          `I would love to talk about how I could help ${company ?? 'your team'}. Thank you so much for reading.`,
          `It would be a pleasure to tell you more${skill ? ` about ${myWorkOf(skill)}` : ''}. Thank you for your time, and I hope to speak with you soon.`,
        ]),
      signOff: (name) => (name ? `Warm regards,\n${name}` : 'Warm regards'),
    },
    confident: {
      opening: (title, company, pick) => {
        const role = title ? `the ${title} position` : 'this position';
        return choose(pick, [
          `I am applying for ${role}${company ? ` at ${company}` : ''}, and I am ready to show what I can do.`,
          `This is my application for ${role}${company ? ` at ${company}` : ''}; here is what I bring.`,
        ]);
      },
      fit: (strong, company, pick) =>
        strong
          ? choose(pick, [
              'I already do most of what the posting asks for, and the examples below prove it.',
              'My track record covers the core of this role, as the examples below show.',
            ])
          : choose(pick, [
              `I bring real strengths to ${company ?? 'this role'}, and the examples below show them.`,
              'The examples below show what I can deliver in this role.',
            ]),
      careerMove: (role, pick) =>
        choose(pick, [
          `I am moving into this field from ${role ? `my work as ${englishArticle(role)} ${role}` : 'another field'}, and I bring experience that transfers directly.`,
          `My background is ${role ? `as ${englishArticle(role)} ${role}` : 'in another field'}, and the examples below show what I can already deliver here.`,
        ]),
      motivation: (company, title, skill, pick) =>
        choose(pick, [
          `I can contribute to ${company ?? 'your organisation'}${title ? ` as ${title}` : ''} from the start${skill ? `, beginning with ${skill}` : ''}.`,
          `${title ? `The ${title} role` : 'This role'} is the right next step for me${skill ? `, and ${skill} is where I will make a difference first` : ''}.`,
        ]),
      closing: (company, skill, pick) =>
        choose(pick, [
          `I look forward to discussing what I can achieve at ${company ?? 'your organisation'}. Thank you for your time.`,
          `I would welcome an interview to show${skill ? ` what I can do in ${skill}` : ' what I can do'}. Thank you for reading.`,
        ]),
      signOff: (name) => (name ? `Best regards,\n${name}` : 'Best regards'),
    },
  },
  sv: {
    warm: {
      greeting: (company, pick) => (company ? choose(pick, [`Hej alla på ${company}!`, `Hej ${company}!`]) : 'Hej!'),
      opening: (title, company, pick) => {
        const role = title ? `tjänsten som ${swedishTitle(title)}` : 'tjänsten';
        return choose(pick, [
          `Det var roligt att se att ni söker till ${role}${company ? ` hos ${company}` : ''}, och jag skickar gärna min ansökan.`,
          `Med stor glädje söker jag ${role}${company ? ` hos ${company}` : ''}.`,
        ]);
      },
      fit: (strong, company, pick) =>
        strong
          ? choose(pick, [
              'Mycket av det ni beskriver är arbete jag redan trivs med varje dag, och jag delar gärna några exempel.',
              'När jag läste annonsen kände jag igen mycket av mitt eget arbete, och jag vill gärna visa var.',
            ])
          : choose(pick, [
              `Jag vill gärna berätta om de delar av min erfarenhet som jag tror kan hjälpa ${company ?? 'er'} mest.`,
              'Här är de delar av min erfarenhet som jag tror passar tjänsten bäst.',
            ]),
      careerMove: (role, pick) =>
        choose(pick, [
          `Jag kommer till den här tjänsten från ${role ? `mitt arbete som ${swedishTitle(role)}` : 'ett annat område'}, och jag vill gärna visa vad jag tar med mig.`,
          `Det här vore ett yrkesbyte för mig efter ${role ? `min tid som ${swedishTitle(role)}` : 'arbete inom ett annat område'}, och jag berättar gärna vad som följer med.`,
        ]),
      motivation: (company, title, skill, pick) =>
        choose(pick, [
          `Jag skulle verkligen tycka om att ta med ${skill ? `min erfarenhet av ${skill}` : 'den erfarenheten'} till ${company ?? 'er'}${title ? ` som ${swedishTitle(title)}` : ''}.`,
          `${title ? `Tjänsten som ${swedishTitle(title)}` : 'Tjänsten'} känns som ett fint nästa steg för mig${skill ? `, och jag börjar gärna med ${skill}` : ''}.`,
        ]),
      closing: (company, skill, pick) =>
        choose(pick, [
          `Jag pratar gärna mer om hur jag kan bidra hos ${company ?? 'er'}. Tusen tack för att ni läser!`,
          `Det vore roligt att berätta mer${skill ? ` om ${myWorkWith(skill)}` : ''}. Tack för er tid, och jag hoppas att vi hörs snart.`,
        ]),
      signOff: (name) => (name ? `Varma hälsningar,\n${name}` : 'Varma hälsningar'),
    },
    confident: {
      opening: (title, company, pick) => {
        const role = title ? `tjänsten som ${swedishTitle(title)}` : 'tjänsten';
        return choose(pick, [
          `Jag söker ${role}${company ? ` hos ${company}` : ''} och visar gärna vad jag kan.`,
          `Här är min ansökan till ${role}${company ? ` hos ${company}` : ''}, och det här är vad jag tar med mig.`,
        ]);
      },
      fit: (strong, company, pick) =>
        strong
          ? choose(pick, [
              'Jag gör redan det mesta av det annonsen efterfrågar, och exemplen nedan visar det.',
              'Min erfarenhet täcker kärnan i tjänsten, vilket exemplen nedan visar.',
            ])
          : choose(pick, [
              `Jag har verkliga styrkor att bidra med till ${company ?? 'tjänsten'}, och exemplen nedan visar dem.`,
              'Exemplen nedan visar vad jag kan leverera i tjänsten.',
            ]),
      careerMove: (role, pick) =>
        choose(pick, [
          `Jag byter till det här området från ${role ? `mitt arbete som ${swedishTitle(role)}` : 'ett annat område'}, och jag har erfarenhet som går att använda direkt.`,
          `Min bakgrund är ${role ? `som ${swedishTitle(role)}` : 'inom ett annat område'}, och exemplen nedan visar vad jag redan kan bidra med här.`,
        ]),
      motivation: (company, title, skill, pick) =>
        choose(pick, [
          `Jag kan bidra till ${company ?? 'er'}${title ? ` som ${swedishTitle(title)}` : ''} från första dagen${skill ? `, med ${skill} som början` : ''}.`,
          `${title ? `Tjänsten som ${swedishTitle(title)}` : 'Tjänsten'} är rätt nästa steg för mig${skill ? `, och det är inom ${skill} jag först gör skillnad` : ''}.`,
        ]),
      closing: (company, skill, pick) =>
        choose(pick, [
          `Jag ser fram emot att berätta vad jag kan åstadkomma hos ${company ?? 'er'}. Tack för er tid.`,
          `Jag välkomnar en intervju för att visa${skill ? ` vad jag kan göra med ${skill}` : ' vad jag kan göra'}. Tack för att ni läser.`,
        ]),
      signOff: (name) => (name ? `Bästa hälsningar,\n${name}` : 'Bästa hälsningar'),
    },
  },
};

/** The phrases of a letter in `language` and `tone`: formal is the base wording, warm and confident change what they override. */
export function phrasesFor(language: LetterLanguage, tone: LetterTone = 'formal'): LetterPhrases {
  return tone === 'formal' ? LETTER_PHRASES[language] : { ...LETTER_PHRASES[language], ...TONES[language][tone] };
}
