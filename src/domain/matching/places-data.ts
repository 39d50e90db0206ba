// Countries (ISO 3166-1 alpha-2, lower case) with their English and Spanish names, folded.
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
us: united states|united states of america|usa|us|u.s|u.s.a|estados unidos|eeuu|ee.uu|ee uu|eua
gb: united kingdom|uk|u.k|reino unido|england|inglaterra|scotland|escocia|wales|great britain|gran bretana|britain
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
mx: ciudad de mexico|mexico city|cdmx|mexico df|distrito federal, guadalajara|gdl, monterrey|mty, puebla, queretaro, tijuana, merida, leon, cancun, toluca, aguascalientes, chihuahua, hermosillo, san luis potosi, morelia, saltillo, veracruz, oaxaca, culiacan, ciudad juarez
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

// Regions postings restrict remote work to ("Remote (LatAm)"); `world` restricts nothing.
export const REGIONS = `
${EUROPE}: europe|europa|eu|emea|european union|union europea|cet
${LATAM}: latam|latin america|latinoamerica|america latina|south america|sudamerica|hispanoamerica|central america|centroamerica|lac
us ca mx: north america|norteamerica|norte america
us ca ${LATAM}: americas|the americas
world: worldwide|global|anywhere|cualquier lugar|todo el mundo|fully distributed
`;
