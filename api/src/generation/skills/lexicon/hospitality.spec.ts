import { expectSkills } from './expect-skills.spec-support';

describe('hospitality skills', () => {
  describe('in English postings', () => {
    expectSkills([
      ['You will prepare dishes on the à la carte line and follow HACCP routines.', ['cooking', 'HACCP']],
      ['Barista experience and latte art skills are a plus.', ['barista']],
      ['Take reservations, greet guests and work the POS system.', ['reservations', 'guest service', 'point of sale systems']],
      ['Check in guests at the front desk using Opera PMS.', ['front desk', 'hotel property management systems']],
      ['Serve guests with warmth and upsell our wine pairing.', ['table service', 'upselling', 'wine knowledge']],
      ['Knowledge of allergens and dietary requirements is essential.', ['allergen management']],
      ['Mix cocktails behind a busy bar and handle cash.', ['bartending', 'cash handling']],
      ['Clean guest rooms to our housekeeping standards.', ['housekeeping']],
      ['Help develop seasonal menus with the head chef.', ['menu planning', 'kitchen management']],
      ['Food hygiene certificate required; catering experience is a plus.', ['food safety', 'catering']],
    ]);
  });

  describe('in Swedish postings', () => {
    expectSkills([
      ['Du har erfarenhet av servering och kassasystem som Trivec.', ['table service', 'point of sale systems']],
      ['Du tar emot bokningar och tar hand om våra gäster.', ['reservations', 'guest service']],
      ['Vi söker en kock med erfarenhet av à la carte och egenkontroll.', ['cooking', 'food safety']],
      ['Du har god kunskap om livsmedelshygien och specialkost.', ['food safety', 'allergen management']],
      ['Som receptionist på hotell sköter du in- och utcheckning.', ['front desk']],
      ['Du arbetar i baren och blandar drinkar och cocktails.', ['bartending']],
      ['Du har gått utbildningen Ansvarsfull alkoholservering.', ['responsible alcohol service']],
      ['Arbetet innefattar städning av hotellrum och allmänna ytor.', ['housekeeping']],
      ['Du ansvarar för diskning och enklare köksarbete.', ['dishwashing', 'cooking']],
      ['Vi söker en barista som brinner för kaffe och espresso.', ['barista']],
      ['Du hanterar beställningar från Foodora och Wolt och sköter dukning inför middagen.', ['food delivery platforms', 'table setting']],
    ]);
  });

  describe('in English CV lines', () => {
    expectSkills([
      ['Greeted guests, took orders and served food and drinks.', ['guest service', 'table service']],
      ['Prepared breakfast buffets for 300 hotel guests.', ['breakfast service']],
      ['Prepared 200 meals a day in a hotel kitchen and followed HACCP.', ['cooking', 'HACCP']],
      ['Served guests in a 60-cover restaurant and handled the POS.', ['table service', 'point of sale systems']],
      ['Handled reservations and events bookings in OpenTable.', ['reservations']],
      ['Checked in guests and resolved complaints at the front desk.', ['front desk', 'complaints handling']],
      ['Made espresso drinks and trained new baristas.', ['barista']],
      ['Mixed cocktails and managed the bar stock.', ['bartending']],
      ['Cleaned rooms and restocked minibars as a room attendant.', ['housekeeping', 'replenishment']],
      ['Planned the spring menu and controlled food cost.', ['menu planning', 'food cost control']],
      ['Opened and closed the café and handled cash.', ['opening and closing', 'cash handling']],
      ['Worked as a commis chef in a fine dining kitchen.', ['cooking']],
      ['Ran the night audit and covered the concierge desk.', ['night audit', 'concierge']],
      ['Set tables, did mise en place and served breakfast.', ['table setting', 'mise en place', 'breakfast service']],
    ]);
  });

  describe('in Swedish CV lines', () => {
    expectSkills([
      ['Leder köket på kvällar med fem kockar.', ['team leadership', 'cooking']],
      ['Tog emot beställningar och serverade mat och dryck.', ['table service']],
      ['Ansvarade för kassan och tog betalt av gäster.', ['cash handling']],
      ['Lagade mat och arbetade i varmköket på en lunchrestaurang.', ['cooking']],
      ['Serverade gäster och hanterade kassan.', ['table service', 'cash handling']],
      ['Tog emot bokningar och hanterade kassasystemet.', ['reservations', 'point of sale systems']],
      ['Städade hotellrum och tog hand om gästerna.', ['housekeeping', 'guest service']],
      ['Arbetade som bartender och tog fram nya drinkar.', ['bartending']],
      ['Ansvarade för egenkontrollprogrammet och allergirutiner.', ['food safety', 'allergen management']],
      ['Arbetade som barista med latte art.', ['barista']],
      ['Ansvarade för öppning och stängning av restaurangen.', ['opening and closing']],
      ['Diskade och höll ordning i köket.', ['dishwashing']],
      ['Planerade menyer och beställde råvaror.', ['menu planning', 'stock ordering']],
    ]);
  });

  describe('in text that names no hospitality skill', () => {
    expectSkills([
      ['Did data cleaning in pandas; the key takeaway was speed.', ['pandas']],
      ['Our office has a great restaurant and a hotel next door.', []],
      ['Vi har kontor i flera städer och en egen restaurang.', []],
      ['The cleaning crew and the canteen are on the ground floor.', []],
      ['Register your opera tickets in the app.', []],
    ]);
  });
});
