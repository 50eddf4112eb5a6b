/** Invented postings shared by the text reader's tests. */

export const ENGLISH_POSTING = `Senior Backend Engineer at Acme Cloud

About Acme Cloud
Acme Cloud builds tools that help online stores grow.

What you'll do
- Design and build services in TypeScript on AWS.
- Work closely with product and design.

Requirements
- 5+ years of backend development with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes

Nice to have
- Experience with Kafka
- Terraform is a plus

We offer
A friendly team, flexible hours and a yearly learning budget.`;

export const SWEDISH_POSTING = `Sjuksköterska till akutmottagningen hos Region Exempel

Om oss
Region Exempel driver sjukhus och vårdcentraler i hela länet. Vi arbetar för en trygg och jämlik vård.

Arbetsuppgifter
Som sjuksköterska på akutmottagningen arbetar du med triage, omvårdnad och läkemedelshantering i ett team med läkare och undersköterskor.

Vi söker dig som
- är legitimerad sjuksköterska
- har erfarenhet av akutsjukvård
- har god förmåga att dokumentera i journalsystem, gärna TakeCare
- talar och skriver svenska flytande

Meriterande
- erfarenhet av handledning av studenter
- specialistutbildning inom intensivvård

Vi erbjuder
Kollektivavtal, friskvårdsbidrag och möjlighet till kompetensutveckling.`;
