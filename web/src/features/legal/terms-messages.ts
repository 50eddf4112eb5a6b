import { defineMessages, mergeBundles } from '@coverletter/ui';
import { legalMessages } from './legal-messages';

const terms = defineMessages(
  {
    'terms.title': 'Terms of Service',
    'terms.intro':
      'These terms apply when you use Cover Letter Generator ("the service"), a web application that writes cover letters with artificial intelligence from your CV, a job posting and, if you choose, your LinkedIn profile. Please read them carefully.',

    'terms.acceptance.title': 'Acceptance of Terms',
    'terms.acceptance.p1':
      'By accessing or using the service you agree to these terms and to our <privacy>Privacy Policy</privacy>. If you do not agree, please do not use the service.',
    'terms.acceptance.p2': 'If you use the service on behalf of an organisation, you confirm that you are allowed to accept these terms for it.',

    'terms.use.title': 'Use of Service',
    'terms.use.p1': 'You may use the service to create cover letters for your own job applications. When you do, you agree to:',
    'terms.use.li1': 'only upload content you have the right to use, such as your own CV and publicly available job postings;',
    'terms.use.li2': "not upload unlawful, harmful or misleading content, or other people's personal data without their permission;",
    'terms.use.li3': 'not try to disrupt, overload or reverse engineer the service, or to reach parts of it that are not meant for you;',
    'terms.use.li4': 'read every generated letter before you send it: you are responsible for what you submit to employers.',
    'terms.use.p2': 'Signing in is handled by a third-party identity provider. You are responsible for keeping access to that account secure.',

    'terms.data.title': 'Data Collection',
    'terms.data.p1':
      'To write your letters we process the content you give us: your CV, job posting links and descriptions, LinkedIn profile information and the letters we generate for you. When you sign in through the identity provider we receive your name, e-mail address and profile picture.',
    'terms.data.p2':
      'The text you provide is sent to our AI provider, which generates the letter, the compatibility score and the matching skills. Your data may also be used to improve AI models and the quality of the service.',
    'terms.data.p3': 'Our <privacy>Privacy Policy</privacy> explains in detail what we collect, how long we keep it and the rights you have.',

    'terms.liability.title': 'Limitation of Liability',
    'terms.liability.p1':
      'The service is provided "as is" and "as available". Letters, compatibility scores and matching skills are produced automatically and may contain mistakes; they are suggestions, not professional career advice. We do not promise any interview, job offer or other result.',
    'terms.liability.p2':
      'To the fullest extent permitted by law, we are not liable for indirect or consequential losses arising from your use of the service, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits the rights you have as a consumer under mandatory law.',

    'terms.pricing.title': 'Pricing and Payments',
    'terms.pricing.p1': 'Your first cover letter is free and needs no credit card.',
    'terms.pricing.li1': 'Each additional letter costs $2. The amount in the payment currency is shown before you pay.',
    'terms.pricing.li2': "Card payments are processed by a bank's payment gateway. We never see or store your full card details.",
    'terms.pricing.li3': 'You pay per letter. There is no subscription and nothing renews automatically.',
    'terms.pricing.p2':
      'A paid letter is generated as soon as the payment is confirmed. If it is not delivered because of a fault on our side, contact us and we will generate it again or refund the payment.',

    'terms.ip.title': 'Intellectual Property',
    'terms.ip.p1': 'You keep all rights to the content you upload. The cover letters generated for you are yours to use, edit and send as you wish.',
    'terms.ip.p2':
      'The service itself, including its software, design, texts and name, belongs to us and is protected by intellectual property law. You may not copy, resell or imitate it without our written permission.',

    'terms.changes.title': 'Changes to These Terms',
    'terms.changes.p1':
      'We may update these terms from time to time. When we make significant changes we will update the date at the top of this page and, where appropriate, tell you in the service. If you keep using the service after a change takes effect, you accept the updated terms.',
    'terms.changes.p2': 'Questions about these terms? E-mail us at {email}.',
  },
  {
    'terms.title': 'Användarvillkor',
    'terms.intro':
      'De här villkoren gäller när du använder Personligt brev-generator (”tjänsten”), en webbapplikation som med hjälp av artificiell intelligens skriver personliga brev utifrån ditt CV, en jobbannons och, om du vill, din LinkedIn-profil. Läs dem noga.',

    'terms.acceptance.title': 'Godkännande av villkoren',
    'terms.acceptance.p1':
      'Genom att besöka eller använda tjänsten godkänner du de här villkoren och vår <privacy>integritetspolicy</privacy>. Om du inte godkänner dem ber vi dig att inte använda tjänsten.',
    'terms.acceptance.p2': 'Om du använder tjänsten för en organisations räkning bekräftar du att du har rätt att godkänna villkoren för dess räkning.',

    'terms.use.title': 'Användning av tjänsten',
    'terms.use.p1': 'Du får använda tjänsten för att skapa personliga brev till dina egna jobbansökningar. När du gör det förbinder du dig att:',
    'terms.use.li1': 'bara ladda upp innehåll som du har rätt att använda, till exempel ditt eget CV och offentliga jobbannonser,',
    'terms.use.li2': 'inte ladda upp olagligt, skadligt eller vilseledande innehåll, eller andras personuppgifter utan deras tillåtelse,',
    'terms.use.li3': 'inte försöka störa, överbelasta eller bakåtkompilera tjänsten, eller ta dig in i delar av den som inte är avsedda för dig,',
    'terms.use.li4': 'läsa igenom varje genererat brev innan du skickar det – du ansvarar själv för det du skickar till arbetsgivare.',
    'terms.use.p2': 'Inloggningen sköts av en extern identitetsleverantör. Du ansvarar för att hålla det kontot säkert.',

    'terms.data.title': 'Insamling av uppgifter',
    'terms.data.p1':
      'För att kunna skriva dina brev behandlar vi det innehåll du ger oss: ditt CV, länkar till och texter från jobbannonser, uppgifter från din LinkedIn-profil och de brev vi skapar åt dig. När du loggar in via identitetsleverantören får vi ditt namn, din e-postadress och din profilbild.',
    'terms.data.p2':
      'Texten du lämnar skickas till vår AI-leverantör, som tar fram brevet, matchningspoängen och de matchande kompetenserna. Dina uppgifter kan också användas för att förbättra AI-modeller och kvaliteten på tjänsten.',
    'terms.data.p3': 'I vår <privacy>integritetspolicy</privacy> beskriver vi närmare vad vi samlar in, hur länge vi sparar det och vilka rättigheter du har.',

    'terms.liability.title': 'Ansvarsbegränsning',
    'terms.liability.p1':
      'Tjänsten tillhandahålls i befintligt skick och i den mån den är tillgänglig. Brev, matchningspoäng och matchande kompetenser tas fram automatiskt och kan innehålla fel; de är förslag och inte professionell karriärrådgivning. Vi lovar ingen intervju, inget jobberbjudande och inget annat resultat.',
    'terms.liability.p2':
      'I den utsträckning lagen tillåter ansvarar vi inte för indirekta skador eller följdskador som uppstår när du använder tjänsten, och vårt samlade ansvar gentemot dig är begränsat till det belopp du har betalat oss under de tolv månader som föregår kravet. Ingenting i villkoren begränsar de rättigheter du har som konsument enligt tvingande lag.',

    'terms.pricing.title': 'Priser och betalning',
    'terms.pricing.p1': 'Ditt första personliga brev är gratis och kräver inget betalkort.',
    'terms.pricing.li1': 'Varje ytterligare brev kostar 2 USD. Beloppet i betalningsvalutan visas innan du betalar.',
    'terms.pricing.li2': 'Kortbetalningar hanteras av en banks betallösning. Vi ser aldrig och sparar aldrig dina fullständiga kortuppgifter.',
    'terms.pricing.li3': 'Du betalar per brev. Det finns ingen prenumeration och ingenting förnyas automatiskt.',
    'terms.pricing.p2':
      'Ett betalt brev skapas så snart betalningen är bekräftad. Om det inte levereras på grund av ett fel hos oss kan du kontakta oss, så skapar vi brevet på nytt eller betalar tillbaka pengarna.',

    'terms.ip.title': 'Immateriella rättigheter',
    'terms.ip.p1':
      'Du behåller alla rättigheter till innehållet du laddar upp. De personliga brev som skapas åt dig är dina att använda, redigera och skicka som du vill.',
    'terms.ip.p2':
      'Själva tjänsten, inklusive programvara, design, texter och namn, tillhör oss och skyddas av immaterialrättslig lagstiftning. Du får inte kopiera, sälja vidare eller efterlikna den utan vårt skriftliga tillstånd.',

    'terms.changes.title': 'Ändringar av villkoren',
    'terms.changes.p1':
      'Vi kan komma att uppdatera villkoren då och då. Vid större ändringar uppdaterar vi datumet högst upp på sidan och meddelar dig i tjänsten när det är lämpligt. Om du fortsätter att använda tjänsten efter att en ändring har trätt i kraft godkänner du de uppdaterade villkoren.',
    'terms.changes.p2': 'Har du frågor om villkoren? Mejla oss på {email}.',
  },
);

export const termsMessages = mergeBundles(legalMessages, terms);
