/**
 * Places a posting names as its location: cities, countries and work modes, English and Swedish.
 * A line made only of them ("Stockholm, Sweden", "Södermalm i Stockholm", "Remote · EU") is a
 * location, never a company.
 */
const CITIES = [
  'Stockholm',
  'Göteborg',
  'Gothenburg',
  'Malmö',
  'Uppsala',
  'Västerås',
  'Örebro',
  'Linköping',
  'Helsingborg',
  'Jönköping',
  'Norrköping',
  'Lund',
  'Umeå',
  'Gävle',
  'Borås',
  'Södertälje',
  'Eskilstuna',
  'Halmstad',
  'Växjö',
  'Karlstad',
  'Sundsvall',
  'Luleå',
  'Trollhättan',
  'Östersund',
  'Kalmar',
  'Falun',
  'Skövde',
  'Kristianstad',
  'Karlskrona',
  'Visby',
  'Kiruna',
  'Varberg',
  'Kista',
  'Solna',
  'Sundbyberg',
  'Nacka',
  'Täby',
  'Lidingö',
  'Huddinge',
  'Södermalm',
  'Kungsholmen',
  'Östermalm',
  'Vasastan',
  'Norrmalm',
  'Hammarby Sjöstad',
  'Mölndal',
  'Lindholmen',
  'Hisingen',
  'Västra Hamnen',
  'Oslo',
  'Bergen',
  'Trondheim',
  'Copenhagen',
  'København',
  'Köpenhamn',
  'Aarhus',
  'Helsinki',
  'Helsingfors',
  'Tampere',
  'Espoo',
  'Reykjavik',
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Bristol',
  'Edinburgh',
  'Glasgow',
  'Cardiff',
  'Liverpool',
  'Cambridge',
  'Oxford',
  'Belfast',
  'Dublin',
  'Berlin',
  'Munich',
  'München',
  'Hamburg',
  'Frankfurt',
  'Cologne',
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Brussels',
  'Paris',
  'Lyon',
  'Madrid',
  'Barcelona',
  'Lisbon',
  'Porto',
  'Milan',
  'Rome',
  'Vienna',
  'Zurich',
  'Zürich',
  'Geneva',
  'Warsaw',
  'Krakow',
  'Prague',
  'Budapest',
  'Tallinn',
  'Riga',
  'Vilnius',
  'Athens',
  'New York',
  'New York City',
  'NYC',
  'San Francisco',
  'Seattle',
  'Boston',
  'Austin',
  'Chicago',
  'Los Angeles',
  'Denver',
  'Atlanta',
  'Toronto',
  'Vancouver',
  'Montreal',
  'Sydney',
  'Melbourne',
  'Singapore',
  'Tokyo',
  'Bangalore',
  'Mountain View',
  'Palo Alto',
  'Menlo Park',
  'Cupertino',
  'San Jose',
  'Washington',
  'Miami',
  'Dallas',
  'Houston',
  'Philadelphia',
];
const COUNTRIES_AND_REGIONS = [
  'Sweden',
  'Sverige',
  'Norway',
  'Norge',
  'Denmark',
  'Danmark',
  'Finland',
  'Suomi',
  'Iceland',
  'Germany',
  'Tyskland',
  'Deutschland',
  'United Kingdom',
  'UK',
  'England',
  'Scotland',
  'Wales',
  'Ireland',
  'Netherlands',
  'Nederländerna',
  'Belgium',
  'France',
  'Frankrike',
  'Spain',
  'Spanien',
  'Portugal',
  'Italy',
  'Italien',
  'Austria',
  'Switzerland',
  'Schweiz',
  'Poland',
  'Polen',
  'Estonia',
  'Latvia',
  'Lithuania',
  'United States',
  'USA',
  'US',
  'Canada',
  'Australia',
  'Europe',
  'Europa',
  'EU',
  'EMEA',
  'Nordics',
  'Norden',
  'Scandinavia',
  'Skandinavien',
  'Worldwide',
  'Global',
  'Anywhere',
  'CA',
  'NY',
  'WA',
  'MA',
  'TX',
  'Skåne',
  'Västra Götaland',
  'Stockholms län',
  'Uppsala län',
  'Halland',
  'Dalarna',
  'Norrbotten',
  'Västerbotten',
  'Gotland',
  'Småland',
];
const WORK_MODES = [
  'Remote',
  'Fully remote',
  'Remote first',
  'Remote-first',
  'Hybrid',
  'On-site',
  'Onsite',
  'On site',
  'In office',
  'Office',
  'Work from home',
  'Distans',
  'På distans',
  'Hybridarbete',
  'Hybrid arbete',
  'På plats',
  'Kontor',
  'Hemifrån',
];
/** Words that only make a place more precise ("Västra Götaland County", "Malmö kommun", "Stockholms län"). */
const PLACE_QUALIFIERS = /^(?:county|state|province|region|area|metropolitan area|greater|city|centre|center|central|kommun|län|stad|centrum|city of)$/i;
/** A postcode with or without its town ("113 56", "SE-411 04", "M13", "SW1A 1AA", "94103"). */
const POSTCODE = /^(?:(?:SE-?)?\d{3}\s?\d{2}|[A-Z]{1,2}\d[A-Z\d]?(?:\s?\d[A-Z]{2})?|\d{5}(?:-\d{4})?)$/;
/** Labels a line of place may start with. */
const PLACE_LABEL = /^(?:location|locations|place|based in|office|ort|arbetsort|plats|placering|placeringsort|stad|kommun|lokalisering)\s*[:：]\s*/i;

const normalise = (text: string): string => text.toLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim();
const KNOWN = new Set([...CITIES, ...COUNTRIES_AND_REGIONS, ...WORK_MODES].map(normalise));

/** A word a place is written with: a capital, no digits ("Älmhult", "Kronoberg County"). */
const PLACE_LIKE = /^\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}?[\p{L}'’.-]+){0,2}$/u;

function isPlaceWord(part: string): boolean {
  const words = part.split(' ').filter(Boolean);
  if (!words.length) return false;
  // "Region Skåne", "Region Västerbotten": Swedish health-care regions are employers.
  if (/^Region\s/u.test(part)) return false;
  if (KNOWN.has(normalise(part)) || POSTCODE.test(part)) return true;
  // "Malmö kommun", "Greater London", "Västra Götaland County", "113 56 Stockholm": a known place with qualifiers or a postcode.
  const known = words.filter((word) => KNOWN.has(normalise(word)));
  const rest = words.filter((word) => !KNOWN.has(normalise(word)));
  const knownMulti = [...KNOWN].some((place) => place.includes(' ') && normalise(part).includes(place));
  if (!known.length && !knownMulti) return false;
  return rest.every((word) => PLACE_QUALIFIERS.test(word) || POSTCODE.test(word) || /^\d+$/.test(word) || knownMulti);
}

/** Whether a phrase names only where the job is: "Stockholm", "Gothenburg, Sweden", "Södermalm i Stockholm", "Remote (EU)", "Kommun: Malmö". */
export function isLocation(phrase: string): boolean {
  const text = phrase.replace(PLACE_LABEL, '').trim();
  if (!text || text.length > 100) return false;
  const parts = text
    .split(/\s*(?:[,;/|·•()–—]|\s-\s|\s(?:i|in|och|and|or|eller|near|nära)\s)\s*/u)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 0 && parts.every(isPlaceWord)) return true;
  // "Älmhult, Kronoberg County, Sweden": a town the list does not know, then a known region or country, apart by commas only.
  const commaParts = text.replace(/\s*\((?:on-?site|remote|hybrid|distans|på plats)\)$/i, '').split(/\s*,\s*/);
  if (commaParts.length < 2 || /[·|•–—]|\s-\s/u.test(text) || !isPlaceWord(commaParts[commaParts.length - 1])) return false;
  return commaParts.every((part) => isPlaceWord(part) || (PLACE_LIKE.test(part) && !/^Region\s/u.test(part) && !ROLE_OR_FIRM.test(part)));
}

/** Words that make a phrase a job or a firm, not a town. */
const ROLE_OR_FIRM =
  /(?<!\p{L})(?:AB|Ltd|Inc|GmbH|LLC|Group|Hotel|Hospital|Bank|Care|Foods|Insurance|School|University|Chef|Manager|Engineer|Developer|Nurse)(?!\p{L})/u;

/** The place a labelled line names ("Location: Malmö", "Arbetsort: Solna"), or null. */
export function labelledLocation(line: string): string | null {
  const match = PLACE_LABEL.exec(line);
  if (!match) return null;
  const value = line.slice(match[0].length).trim();
  return value && value.length <= 100 ? value : null;
}
