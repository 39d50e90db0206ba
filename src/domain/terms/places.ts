/**
 * The one dictionary of places, for every part of Rumbo that reads or names one: the /jobs search
 * and filters and the labels (through ./named.ts and ../text-match.ts), and the matching engine's
 * gazetteer (../matching/places.ts).
 *
 * Each table line is `<key>: <group>, <group>, …`: the key is a country's ISO code, the countries
 * a region covers, or for cities the country they are in; a group is the spellings of one name,
 * folded (lower case, no accents) and separated by `|`. Full names come before their
 * abbreviations. A group whose first spelling is in PLACE_NAMES has a name in each interface
 * language: search reads its spellings as one term and the interface names it its way; the other
 * groups are read only by the matching engine.
 */

// Countries (ISO 3166-1 alpha-2, lower case): the country's names and abbreviations.
export const COUNTRIES = `
es: spain|espana|espanya
mx: mexico
co: colombia
ar: argentina
cl: chile
pe: peru
uy: uruguay
ec: ecuador
ve: venezuela
bo: bolivia
py: paraguay
cr: costa rica
pa: panama
gt: guatemala
sv: el salvador
hn: honduras
ni: nicaragua
do: dominican republic|republica dominicana
pr: puerto rico
cu: cuba
us: united states|united states of america|estados unidos, us|usa|u.s|u.s.a|eeuu|ee.uu|ee uu|eua
gb: united kingdom|reino unido, uk|u.k, great britain|gran bretana|britain, england|inglaterra, scotland|escocia, wales
ie: ireland|irlanda
ca: canada
au: australia
nz: new zealand|nueva zelanda
de: germany|alemania|deutschland
fr: france|francia
pt: portugal
it: italy|italia
nl: netherlands|the netherlands|paises bajos|holanda|holland
be: belgium|belgica
ch: switzerland|suiza
at: austria
se: sweden|suecia
dk: denmark|dinamarca
no: norway|noruega
fi: finland|finlandia
pl: poland|polonia
cz: czech republic|czechia|republica checa
hu: hungary|hungria
ro: romania|rumania
gr: greece|grecia
tr: turkey|turquia
ae: united arab emirates|uae|emiratos arabes unidos|emiratos arabes
il: israel
in: india
sg: singapore|singapur
jp: japan|japon
cn: china
hk: hong kong
br: brazil|brasil
za: south africa|sudafrica
ma: morocco|marruecos
ph: philippines|filipinas
`;

// Cities by country; a name under two countries (Córdoba, Valencia) is resolved by the country beside it.
export const CITIES = `
es: madrid, barcelona|bcn, valencia, sevilla|seville, malaga, bilbao, zaragoza, alicante, granada, palma|palma de mallorca, las palmas|las palmas de gran canaria, murcia, valladolid, vigo, a coruna|la coruna|coruna, san sebastian|donostia, pamplona, santander, oviedo, gijon, cordoba, salamanca, santa cruz de tenerife|tenerife, cadiz, leon, burgos, toledo, girona, tarragona, castellon, almeria, huelva, jaen, badajoz, caceres, logrono, vitoria|vitoria gasteiz, santiago de compostela, guadalajara, merida, cartagena, elche, jerez, cuenca, sant cugat, alcobendas, getafe, mallorca, ibiza
mx: ciudad de mexico|mexico city|cdmx|mexico df|mexico d.f.|distrito federal, guadalajara|gdl, monterrey|mty, puebla, queretaro, tijuana, merida, leon, cancun, toluca, aguascalientes, chihuahua, hermosillo, san luis potosi, morelia, saltillo, veracruz, oaxaca, culiacan, ciudad juarez
co: bogota, medellin, cali, barranquilla, cartagena, bucaramanga, manizales, santa marta, cucuta
ar: buenos aires|caba|capital federal|bsas|gba|gran buenos aires, cordoba, rosario, mendoza, la plata, mar del plata, tucuman, neuquen
cl: santiago|santiago de chile, valparaiso, vina del mar, concepcion, antofagasta, la serena, temuco
pe: lima, arequipa, trujillo, cusco|cuzco, chiclayo, piura
uy: montevideo, punta del este
ec: quito, guayaquil, cuenca
ve: caracas, maracaibo, valencia, barquisimeto, merida
bo: la paz, santa cruz de la sierra, cochabamba
py: asuncion
cr: san jose
pa: panama city|ciudad de panama
gt: guatemala city|ciudad de guatemala
sv: san salvador
hn: tegucigalpa, san pedro sula
ni: managua, granada
do: santo domingo, punta cana
pr: san juan
cu: havana|la habana
us: new york|nyc|new york city|nueva york|brooklyn|manhattan, san francisco|sf|bay area|san francisco bay area|silicon valley, los angeles, chicago, austin, seattle, boston, miami, denver, atlanta, dallas, houston, washington|washington dc, san diego, san jose, philadelphia, phoenix, portland, minneapolis, detroit, las vegas, raleigh, salt lake city, nashville, pittsburgh, palo alto, mountain view, menlo park, sunnyvale, oakland
gb: london|londres, manchester, edinburgh|edimburgo, birmingham, bristol, glasgow, leeds, liverpool, cambridge, oxford, belfast, cardiff, newcastle, brighton, sheffield, nottingham
ie: dublin, cork, galway, limerick
ca: toronto, vancouver, montreal, ottawa, calgary, edmonton, waterloo
au: sydney|sidney, melbourne, brisbane, perth, adelaide, canberra
nz: auckland, wellington
de: berlin, munich|munchen, hamburg|hamburgo, frankfurt|francfort, cologne|colonia|koln, stuttgart, dusseldorf
fr: paris, lyon, marseille|marsella, toulouse, bordeaux|burdeos, lille, nantes
pt: lisbon|lisboa, porto|oporto, braga, coimbra
it: milan|milano, rome|roma, turin|torino, florence|florencia|firenze, naples|napoles, bologna|bolonia
nl: amsterdam, rotterdam, the hague|la haya|den haag, utrecht, eindhoven
be: brussels|bruselas|bruxelles, antwerp|amberes, ghent
ch: zurich, geneva|ginebra, basel|basilea, lausanne, bern|berna
at: vienna|viena|wien
se: stockholm|estocolmo, gothenburg
dk: copenhagen|copenhague
no: oslo
fi: helsinki
pl: warsaw|varsovia, krakow|cracovia, wroclaw
cz: prague|praga
hu: budapest
ro: bucharest|bucarest
gr: athens|atenas
tr: istanbul|estambul
ae: dubai, abu dhabi
il: tel aviv
in: bangalore|bengaluru, mumbai, delhi|new delhi, hyderabad, pune, chennai
jp: tokyo|tokio
cn: shanghai, beijing|pekin
br: sao paulo, rio de janeiro, belo horizonte, brasilia, porto alegre, curitiba, florianopolis, recife
za: cape town|ciudad del cabo, johannesburg
`;

export const EUROPE = 'es pt fr de it nl be ch at ie gb se dk no fi pl cz hu ro gr';
export const LATAM = 'mx co ar cl pe uy ec ve bo py cr pa gt sv hn ni do pr cu br';

// Regions postings restrict remote work to ("Remote (LatAm)", "Remoto - UE"); `world` restricts nothing.
// The European Union reads as Europe ("EU", "UE", "U.E."): a place reader matches whole words, so
// "que" or "fue" never name it. "E.U." is left out: in Latin America it is often the United States.
export const REGIONS = `
${EUROPE}: europe|europa, european union|union europea|eu|ue|u.e, emea, cet
${LATAM}: latin america|latinoamerica|america latina, latam, south america|sudamerica, hispanoamerica, central america|centroamerica, lac
us ca mx: north america|norteamerica|norte america
us ca ${LATAM}: americas|the americas
world: worldwide|todo el mundo|cualquier lugar, global, anywhere, fully distributed
`;

/** A named group's name in each interface language; `also` narrows the spellings search reads as this name. */
export type TPlaceName = { en: string; es: string; also?: readonly string[] };

/**
 * Names in each interface language, by a group's first spelling: the places whose names differ
 * between the languages or that the job filters offer as broad choices (countries, regions).
 */
export const PLACE_NAMES: Readonly<Record<string, TPlaceName>> = {
  'latin america': { en: 'Latin America', es: 'Latinoamérica' },
  latam: { en: 'LatAm', es: 'LatAm' },
  europe: { en: 'Europe', es: 'Europa' },
  worldwide: { en: 'Worldwide', es: 'Todo el mundo' },
  spain: { en: 'Spain', es: 'España' },
  mexico: { en: 'Mexico', es: 'México' },
  'united states': { en: 'United States', es: 'Estados Unidos' },
  us: { en: 'US', es: 'EE. UU.' },
  'united kingdom': { en: 'United Kingdom', es: 'Reino Unido' },
  uk: { en: 'UK', es: 'Reino Unido' },
  ireland: { en: 'Ireland', es: 'Irlanda' },
  canada: { en: 'Canada', es: 'Canadá' },
  australia: { en: 'Australia', es: 'Australia' },
  colombia: { en: 'Colombia', es: 'Colombia' },
  argentina: { en: 'Argentina', es: 'Argentina' },
  chile: { en: 'Chile', es: 'Chile' },
  peru: { en: 'Peru', es: 'Perú' },
  uruguay: { en: 'Uruguay', es: 'Uruguay' },
  ecuador: { en: 'Ecuador', es: 'Ecuador' },
  brazil: { en: 'Brazil', es: 'Brasil' },
  portugal: { en: 'Portugal', es: 'Portugal' },
  germany: { en: 'Germany', es: 'Alemania' },
  france: { en: 'France', es: 'Francia' },
  italy: { en: 'Italy', es: 'Italia' },
  netherlands: { en: 'Netherlands', es: 'Países Bajos' },
  'ciudad de mexico': { en: 'Mexico City', es: 'Ciudad de México' },
  // Brooklyn and Manhattan are New York to the matching engine, not names of it.
  'new york': { en: 'New York', es: 'Nueva York', also: ['new york city', 'nyc'] },
  london: { en: 'London', es: 'Londres' },
  sevilla: { en: 'Seville', es: 'Sevilla' },
  dublin: { en: 'Dublin', es: 'Dublín' },
  sydney: { en: 'Sydney', es: 'Sídney' },
  lisbon: { en: 'Lisbon', es: 'Lisboa' },
  berlin: { en: 'Berlin', es: 'Berlín' },
  munich: { en: 'Munich', es: 'Múnich' },
  paris: { en: 'Paris', es: 'París' },
  amsterdam: { en: 'Amsterdam', es: 'Ámsterdam' },
  edinburgh: { en: 'Edinburgh', es: 'Edimburgo' },
};

export type TPlaceKind = 'country' | 'region' | 'city';
/** One group of a table line: its kind, the line's key and the group's spellings (folded). */
export type TPlaceGroup = { kind: TPlaceKind; key: string; spellings: string[] };

function groupsOf(kind: TPlaceKind, table: string): TPlaceGroup[] {
  return table
    .trim()
    .split('\n')
    .flatMap((line) => {
      const [key = '', rest = ''] = line.split(': ');
      return rest.split(', ').map((group) => ({ kind, key, spellings: group.split('|') }));
    });
}

/** Every group of the three tables: regions, then countries, then cities, each in table order. */
export const PLACE_GROUPS: readonly TPlaceGroup[] = [...groupsOf('region', REGIONS), ...groupsOf('country', COUNTRIES), ...groupsOf('city', CITIES)];
