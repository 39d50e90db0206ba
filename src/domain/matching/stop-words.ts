// Function words of English and Spanish, folded (no accents). Kept to words that never carry a
// skill or a role on their own: "it", "us", "go", "c" and "r" are deliberately absent.
const ENGLISH =
  'a about above again against all also am an and any are as at be been being both but by can could did do does doing during each few for from further had has have having he her here hers him his how i if in into is its just me more most my no nor not of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through too under until up very was we were what when where which while who whom why will with would you your yours';
const SPANISH =
  'a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era eramos eran eres es esa esas ese eso esos esta estaba estamos estan estar estas este esto estos fue fueron fui ha han has hasta hay la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros nuestra nuestras nuestro nuestros o os otra otras otro otros para pero poco por porque que quien se sea ser si sin sobre son su sus tambien te tiene tienen tu tus u un una unas uno unos vosotros y ya yo';

export const STOP_WORDS: ReadonlySet<string> = new Set([...ENGLISH.split(' '), ...SPANISH.split(' ')]);

// Words that tell the two languages apart: present in one list only and frequent in prose.
export const ENGLISH_MARKERS: ReadonlySet<string> = new Set(
  'the and of to for with is are we you our your will this that from have has be as an or by on at who what experience skills education summary years team work languages'.split(
    ' ',
  ),
);
export const SPANISH_MARKERS: ReadonlySet<string> = new Set(
  'de la el en y los las del para con una un por que se es al como su sus nuestro nuestra somos buscamos muy mas tambien experiencia anos equipo trabajo formacion habilidades idiomas perfil'.split(
    ' ',
  ),
);
