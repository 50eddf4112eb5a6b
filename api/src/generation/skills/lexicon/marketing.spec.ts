import { expectSkills } from './expect-skills.spec-support';

describe('marketing skills', () => {
  describe('in English postings', () => {
    expectSkills([
      ['You will plan and run paid campaigns in Google Ads and Meta Ads.', ['campaign management', 'Google Ads', 'Meta Ads']],
      ['Strong understanding of SEO, SEM and keyword research.', ['search engine optimization', 'search engine marketing', 'keyword research']],
      ['Experience with marketing automation in HubSpot or Marketo.', ['marketing automation', 'HubSpot', 'Marketo']],
      ['Set up tracking in Google Tag Manager and report on performance in GA4.', ['Google Tag Manager', 'Google Analytics']],
      ['Run A/B tests on landing pages to improve conversion rate optimization.', ['A/B testing', 'landing pages', 'conversion rate optimization']],
      ['Own our content marketing and write copy for web, email and social media.', ['content marketing', 'copywriting', 'social media marketing']],
      ['Build email campaigns in Klaviyo and grow our newsletters.', ['email marketing', 'Klaviyo']],
      ['Work with influencer marketing and community management on TikTok.', ['influencer marketing', 'community management']],
      ['Develop the brand strategy and the go-to-market plan for product launches.', ['brand strategy', 'go-to-market']],
      ['Analyse campaign performance and present insights from market research.', ['marketing analytics', 'market research']],
      ['Experience with LinkedIn Ads and paid social for B2B.', ['LinkedIn Ads', 'paid social', 'B2B sales']],
    ]);
  });

  describe('in Swedish postings', () => {
    expectSkills([
      ['Du arbetar med sökmotoroptimering, sökordsannonsering och Google Ads.', ['search engine optimization', 'search engine marketing', 'Google Ads']],
      ['Vi söker dig som har erfarenhet av marknadsautomation och nyhetsbrev.', ['marketing automation', 'email marketing']],
      ['Du ansvarar för våra sociala medier och skapar innehåll för Instagram och LinkedIn.', ['social media marketing', 'content creation']],
      ['Erfarenhet av A/B-testning och konverteringsoptimering är meriterande.', ['A/B testing', 'conversion rate optimization']],
      ['Du tar fram marknadsplaner och följer upp kampanjer i Google Analytics.', ['marketing strategy', 'campaign management', 'Google Analytics']],
      ['Du har god vana av copywriting och innehållsmarknadsföring.', ['copywriting', 'content marketing']],
      ['Meriterande är erfarenhet av pressmeddelanden och mediekontakter.', ['public relations']],
      ['Du arbetar med varumärkesarbete och omvärldsanalys.', ['brand management', 'competitor analysis']],
      ['Erfarenhet av e-handel och Facebook-annonsering krävs.', ['e-commerce', 'Meta Ads']],
      ['Du planerar evenemang och mässor för våra kunder.', ['event management']],
    ]);
  });

  describe('in English CV lines', () => {
    expectSkills([
      ['Led social campaigns on Instagram and TikTok.', ['social media marketing']],
      ["Runs the school's Instagram account, grown to 2,100 followers.", ['social media marketing']],
      ['Performance marketer with nine years in e-commerce.', ['performance marketing', 'e-commerce']],
      ['Ran 60+ landing page tests, lifting conversion rate by 18%.', ['conversion rate optimization']],
      ['Managed a paid media budget of 2 MSEK across search and social.', ['performance marketing']],
      ['Wrote blog posts and optimised them for search engines.', ['content creation', 'search engine optimization']],
      [
        'Analysed web traffic with Google Analytics and built dashboards in Looker Studio.',
        ['web analytics', 'Google Analytics', 'data visualization', 'Looker'],
      ],
      ['A/B-tested subject lines and landing pages, lifting sign-ups by 18%.', ['A/B testing', 'landing pages']],
      ['Ran Google Ads and Meta Ads campaigns with a monthly budget of 40,000 EUR.', ['Google Ads', 'Meta Ads', 'campaign management']],
      ['Grew organic traffic 3x through technical SEO and content strategy.', ['search engine optimization', 'content marketing']],
      ['Built nurture flows in HubSpot and scored leads for the sales team.', ['HubSpot', 'lead nurturing']],
      ['Wrote copy for product pages and weekly newsletters.', ['copywriting', 'email marketing']],
      ['Set up GA4 and Google Tag Manager for three e-commerce sites.', ['Google Analytics', 'Google Tag Manager', 'e-commerce']],
      ['Managed influencer campaigns with 30 creators on Instagram.', ['influencer marketing']],
      ['Wrote press releases and handled media relations for two product launches.', ['public relations', 'go-to-market']],
      ['Produced and edited short videos for paid social.', ['paid social']],
      ['Segmented the customer base and planned email campaigns in Mailchimp.', ['customer segmentation', 'email marketing', 'Mailchimp']],
    ]);
  });

  describe('in Swedish CV lines', () => {
    expectSkills([
      ['Ansvarade för digital marknadsföring och annonsering i sociala medier.', ['digital marketing', 'paid social']],
      ['Ansvarade för sökmotoroptimering och Google Ads-kampanjer för tre varumärken.', ['search engine optimization', 'Google Ads']],
      ['Skapade innehåll för sociala medier och skrev nyhetsbrev.', ['content creation', 'social media marketing', 'email marketing']],
      ['Planerar och publicerar innehåll på webben.', ['content creation']],
      ['Byggde automatiserade flöden i HubSpot.', ['marketing automation', 'HubSpot']],
      ['A/B-testade annonser och landningssidor.', ['A/B testing', 'landing pages']],
      ['Följde upp kampanjer i Google Analytics 4 och Looker Studio.', ['campaign management', 'Google Analytics', 'Looker']],
      ['Tog fram marknadsstrategi och budget för lanseringen.', ['marketing strategy']],
      ['Skrev pressmeddelanden och hade kontakt med journalister.', ['public relations']],
      ['Drev influencersamarbeten och affiliatemarknadsföring.', ['influencer marketing', 'affiliate marketing']],
      ['Arbetade med marknadsföring i sociala medier för en e-handel.', ['social media marketing', 'e-commerce']],
      ['Genomförde marknadsundersökningar och konkurrentanalyser.', ['market research', 'competitor analysis']],
    ]);
  });

  describe('in text that names no marketing skill', () => {
    expectSkills([
      ['Our webshop and offices are in Malmö.', []],
      ['He runs a segmentation model for medical images.', []],
      ['Vi skickar ut lönebesked varje månad.', []],
      ['The AP Stylebook and the PR firm next door.', []],
      ['We deliver concrete results.', []],
      ['Work with our CRM team on the launch.', []],
    ]);
  });
});
