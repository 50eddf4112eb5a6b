import { defineMessages, mergeBundles } from '@coverletter/ui';
import { legalMessages } from './legal-messages';

const privacy = defineMessages(
  {
    'privacy.title': 'Privacy Policy',
    'privacy.intro':
      'This policy explains what personal data Cover Letter Generator collects, why we collect it, who we share it with and the choices you have.',

    'privacy.collected.title': 'Information We Collect',
    'privacy.collected.p1': 'Depending on how you use the service, we collect:',
    'privacy.collected.li1': '<b>Content you provide</b>: your CV, job posting links and descriptions, and LinkedIn profile links or background text.',
    'privacy.collected.li2': '<b>Generated content</b>: cover letters, compatibility scores and matching skills.',
    'privacy.collected.li3': '<b>Account information</b>: when you sign in, your name, e-mail address and profile picture from the identity provider.',
    'privacy.collected.li4':
      '<b>Payment information</b>: payment references, amounts and status. Card details are handled by the payment gateway and never reach us.',
    'privacy.collected.li5':
      '<b>Technical information</b>: a session identifier stored in your browser, and usage events such as when a letter is viewed or deleted.',

    'privacy.use.title': 'How We Use Your Information',
    'privacy.use.p1': 'We use your information to:',
    'privacy.use.li1': 'write cover letters and work out compatibility scores and matching skills;',
    'privacy.use.li2': 'keep your CVs, LinkedIn profile and letters in your dashboard when you are signed in;',
    'privacy.use.li3': 'process payments and prevent fraud;',
    'privacy.use.li4': 'keep the service secure, fix problems and understand how it is used;',
    'privacy.use.li5': 'improve AI models and the quality of the letters we write.',

    'privacy.security.title': 'Data Storage and Security',
    'privacy.security.p1':
      'Your data is stored in access-controlled databases and travels over encrypted connections (HTTPS). Only the people and systems that need it to run the service can reach it.',
    'privacy.security.p2':
      'Guest sessions that have been inactive for {days} days are deleted together with everything in them. Data in your account is kept until you delete it or ask us to close your account.',

    'privacy.thirdParty.title': 'Third-Party Services',
    'privacy.thirdParty.p1': 'We rely on a small number of providers to run the service:',
    'privacy.thirdParty.li1': '<b>AI provider</b>: receives the text of your CV, the job posting and your LinkedIn information in order to write your letter.',
    'privacy.thirdParty.li2': '<b>Identity provider</b>: handles sign-in and shares your name, e-mail address and profile picture with us.',
    'privacy.thirdParty.li3': "<b>Payment gateway</b>: a bank's card payment service that processes your payments.",
    'privacy.thirdParty.p2': 'Each provider processes data under its own terms and privacy policy.',

    'privacy.sharing.title': 'Data Sharing',
    'privacy.sharing.p1':
      'We do not sell your personal data. We share it only with the providers above to run the service, when the law requires it, or when it is needed to protect our users and the service.',
    'privacy.sharing.p2':
      'When you give us a link to a job posting or a LinkedIn profile, we fetch that page to read its content. We send nothing about you to that site.',

    'privacy.rights.title': 'Your Rights',
    'privacy.rights.p1': 'You have the right to access, correct, export and delete your personal data, and to object to or restrict how we process it.',
    'privacy.rights.p2':
      'You can delete saved CVs, your LinkedIn profile and your letters from your dashboard at any time. For anything else, contact us and we will answer within one month. You may also complain to the data protection authority where you live.',

    'privacy.cookies.title': 'Cookies and Analytics',
    'privacy.cookies.p1':
      "We use a session cookie to keep you signed in, and your browser's local storage to remember your guest session and your choice of language.",
    'privacy.cookies.p2':
      'We record simple usage events, such as when a letter is viewed or deleted, to understand how the service is used. We do not use advertising cookies or third-party tracking.',

    'privacy.contact.title': 'Contact Us',
    'privacy.contact.p1': 'If you have questions about this policy or your data, e-mail us at {email}.',
  },
  {
    'privacy.title': 'Integritetspolicy',
    'privacy.intro':
      'Här förklarar vi vilka personuppgifter Personligt brev-generator samlar in, varför vi gör det, vilka vi delar dem med och vilka val du har.',

    'privacy.collected.title': 'Uppgifter vi samlar in',
    'privacy.collected.p1': 'Beroende på hur du använder tjänsten samlar vi in:',
    'privacy.collected.li1':
      '<b>Innehåll du lämnar</b>: ditt CV, länkar till och texter från jobbannonser samt länken till eller texten från din LinkedIn-profil.',
    'privacy.collected.li2': '<b>Skapat innehåll</b>: personliga brev, matchningspoäng och matchande kompetenser.',
    'privacy.collected.li3': '<b>Kontouppgifter</b>: när du loggar in får vi ditt namn, din e-postadress och din profilbild från identitetsleverantören.',
    'privacy.collected.li4':
      '<b>Betalningsuppgifter</b>: betalningsreferenser, belopp och status. Kortuppgifterna hanteras av betallösningen och når aldrig oss.',
    'privacy.collected.li5':
      '<b>Teknisk information</b>: ett sessions-id som sparas i din webbläsare och användningshändelser, till exempel när ett brev visas eller raderas.',

    'privacy.use.title': 'Hur vi använder uppgifterna',
    'privacy.use.p1': 'Vi använder dina uppgifter för att:',
    'privacy.use.li1': 'skriva personliga brev och ta fram matchningspoäng och matchande kompetenser,',
    'privacy.use.li2': 'spara dina CV:n, din LinkedIn-profil och dina brev i din översikt när du är inloggad,',
    'privacy.use.li3': 'hantera betalningar och förhindra bedrägerier,',
    'privacy.use.li4': 'hålla tjänsten säker, åtgärda fel och förstå hur den används,',
    'privacy.use.li5': 'förbättra AI-modeller och kvaliteten på breven vi skriver.',

    'privacy.security.title': 'Lagring och säkerhet',
    'privacy.security.p1':
      'Dina uppgifter lagras i databaser med behörighetskontroll och skickas över krypterade anslutningar (HTTPS). Bara de personer och system som behöver uppgifterna för att driva tjänsten kommer åt dem.',
    'privacy.security.p2':
      'Gästsessioner som har varit inaktiva i {days} dagar raderas tillsammans med allt innehåll. Uppgifterna i ditt konto sparas tills du raderar dem eller ber oss att avsluta kontot.',

    'privacy.thirdParty.title': 'Tredjepartstjänster',
    'privacy.thirdParty.p1': 'Vi anlitar ett fåtal leverantörer för att driva tjänsten:',
    'privacy.thirdParty.li1': '<b>AI-leverantör</b>: tar emot texten i ditt CV, jobbannonsen och dina LinkedIn-uppgifter för att kunna skriva ditt brev.',
    'privacy.thirdParty.li2': '<b>Identitetsleverantör</b>: sköter inloggningen och delar ditt namn, din e-postadress och din profilbild med oss.',
    'privacy.thirdParty.li3': '<b>Betallösning</b>: en banks tjänst för kortbetalningar som hanterar dina betalningar.',
    'privacy.thirdParty.p2': 'Varje leverantör behandlar uppgifterna enligt sina egna villkor och sin egen integritetspolicy.',

    'privacy.sharing.title': 'Delning av uppgifter',
    'privacy.sharing.p1':
      'Vi säljer aldrig dina personuppgifter. Vi delar dem bara med leverantörerna ovan för att driva tjänsten, när lagen kräver det eller när det behövs för att skydda våra användare och tjänsten.',
    'privacy.sharing.p2':
      'När du ger oss en länk till en jobbannons eller en LinkedIn-profil hämtar vi sidan för att läsa innehållet. Vi skickar inga uppgifter om dig till den webbplatsen.',

    'privacy.rights.title': 'Dina rättigheter',
    'privacy.rights.p1':
      'Du har rätt att få tillgång till, rätta, exportera och radera dina personuppgifter, och att invända mot eller begränsa hur vi behandlar dem.',
    'privacy.rights.p2':
      'Sparade CV:n, din LinkedIn-profil och dina brev kan du radera i din översikt när du vill. För allt annat kan du kontakta oss, så svarar vi inom en månad. Du kan också lämna klagomål till Integritetsskyddsmyndigheten (IMY) eller till dataskyddsmyndigheten där du bor.',

    'privacy.cookies.title': 'Cookies och analys',
    'privacy.cookies.p1':
      'Vi använder en sessionscookie för att hålla dig inloggad och webbläsarens lokala lagring för att komma ihåg din gästsession och ditt språkval.',
    'privacy.cookies.p2':
      'Vi registrerar enkla användningshändelser, till exempel när ett brev visas eller raderas, för att förstå hur tjänsten används. Vi använder inga reklamcookies och ingen spårning från tredje part.',

    'privacy.contact.title': 'Kontakta oss',
    'privacy.contact.p1': 'Har du frågor om policyn eller dina uppgifter? Mejla oss på {email}.',
  },
);

export const privacyMessages = mergeBundles(legalMessages, privacy);
