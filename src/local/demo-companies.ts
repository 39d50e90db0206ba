/**
 * The demo employers: what each one does in a sentence (English, Spanish) and the fields it hires
 * in, so a hospital posts nurses and a law firm lawyers. A company's sentence names no skill (a unit
 * test reads it with the matching vocabulary), so what a posting asks for is in its own paragraphs.
 */
export type TDemoCompany = { name: string; about: [en: string, es: string]; fields: string[] };

const OFFICE = ['Finance', 'Human Resources', 'Operations', 'Marketing', 'Sales', 'Customer Support'];
const TECH = ['Software Engineering', 'Data Science', 'Product Management', 'Design', ...OFFICE];

const company = (name: string, en: string, es: string, fields: string[]): TDemoCompany => ({ name, about: [en, es], fields });

export const DEMO_COMPANIES: TDemoCompany[] = [
  company('Acme Analytics', 'helps shops understand what their customers buy', 'ayuda a las tiendas a entender qué compran sus clientes', TECH),
  company('Globant', 'builds digital products for companies around the world', 'trabaja para empresas de todo el mundo en sus proyectos digitales', [...TECH, 'Legal']),
  company('Mercado Libre', 'is where Latin America buys and sells online', 'gestiona el mayor mercado en línea de Latinoamérica', [...TECH, 'Legal']),
  company('Cabify', 'moves people around cities in more than ten countries', 'mueve a personas por las ciudades de más de diez países', TECH),
  company('Glovo', 'delivers food and groceries in minutes', 'lleva comida y pedidos del súper a casa en minutos', TECH),
  company('Typeform', 'makes forms and surveys people enjoy filling in', 'hace formularios y encuestas que la gente disfruta respondiendo', TECH),
  company('Factorial', 'makes people software for small and medium businesses', 'hace software de personas para pequeñas y medianas empresas', TECH),
  company('Rappi', 'brings whatever you need to your door', 'lleva a tu puerta lo que necesites', TECH),
  company('Nubank', 'is a digital bank with millions of customers', 'es un banco digital con millones de clientes', [...TECH, 'Legal']),
  company('Kavak', 'buys and sells used cars with a warranty', 'vende coches usados con garantía y financiación', TECH),
  company('Clip', 'lets small shops take card payments', 'permite a los pequeños comercios cobrar con tarjeta', TECH),
  company('BBVA', 'is a global bank with a long history of innovation', 'es un banco global con una larga historia de innovación', [...TECH, 'Legal']),
  company('Telefónica', 'connects homes and businesses in Europe and the Americas', 'conecta hogares y empresas en Europa y América', [...TECH, 'Legal', 'Engineering']),
  company('Stripe', 'builds the infrastructure for payments on the internet', 'construye la infraestructura de los pagos en internet', TECH),
  company('Atlassian', 'makes the tools teams use to plan and ship work', 'hace las herramientas con las que los equipos planifican y entregan su trabajo', TECH),
  company('Canva', 'lets anyone make beautiful visuals in minutes', 'permite a cualquiera crear piezas visuales bonitas en minutos', TECH),
  company('Quetzal Pay', 'makes sending money across borders cheap and fast', 'hace que enviar dinero entre países sea barato y rápido', TECH),
  company('Cóndor Cloud', 'hosts the applications of thousands of companies', 'aloja las aplicaciones de miles de empresas', TECH),
  company('Tailspin Travel', 'helps families plan and book their holidays', 'ayuda a las familias a planificar y reservar sus vacaciones', TECH),
  company('Contoso Logistics', 'ships parcels for online shops across the region', 'envía paquetes para tiendas en línea de toda la región', [...TECH, 'Engineering']),
  company('Solaris Retail', 'runs two hundred stores and a busy online shop', 'tiene doscientas tiendas y una tienda en línea muy activa', [
    ...OFFICE,
    'Software Engineering',
    'Data Science',
    'Design',
  ]),
  company('Pampa Foods', 'makes food sold in supermarkets across the continent', 'elabora alimentos que se venden en supermercados de todo el continente', [
    ...OFFICE,
    'Engineering',
    'Data Science',
  ]),
  company('Blue Harbor Bank', 'serves families and small businesses from its branches and app', 'atiende a familias y pequeñas empresas desde sus oficinas y su app', [
    ...TECH,
    'Legal',
  ]),
  company('Iberdrola', 'generates and distributes clean energy in many countries', 'genera y distribuye energía limpia en muchos países', [
    ...OFFICE,
    'Engineering',
    'Data Science',
    'Legal',
  ]),
  company('Fabrikam Energy', 'builds and runs wind and solar parks for utilities', 'construye y opera centrales de energía limpia', [...OFFICE, 'Engineering', 'Data Science']),
  company('Andes Robotics', 'builds autonomous machines for industry', 'fabrica máquinas autónomas para la industria', [...TECH, 'Engineering']),
  company('Cordillera Ingeniería', 'designs roads, bridges and public buildings', 'proyecta carreteras, puentes y edificios públicos', [
    'Engineering',
    'Finance',
    'Human Resources',
    'Operations',
  ]),
  company('Northwind Health', 'runs hospitals and clinics in three countries', 'gestiona hospitales y clínicas en tres países', [
    'Healthcare',
    ...OFFICE,
    'Software Engineering',
    'Data Science',
  ]),
  company('Clínica Alameda', 'is a private hospital with every medical speciality', 'es un hospital privado con todas las especialidades médicas', [
    'Healthcare',
    'Finance',
    'Human Resources',
    'Customer Support',
  ]),
  company('Vitalis Pharma', 'develops medicines for rare diseases', 'desarrolla medicamentos para enfermedades raras', [
    'Healthcare',
    'Legal',
    'Data Science',
    'Finance',
    'Operations',
    'Marketing',
  ]),
  company('Lumen Learning', 'makes online courses used by a million students', 'crea cursos en línea que usan un millón de estudiantes', ['Education', ...TECH]),
  company('Aurora Academy', 'runs language and exam schools in twelve cities', 'tiene academias de idiomas y oposiciones en doce ciudades', [
    'Education',
    'Marketing',
    'Sales',
    'Human Resources',
  ]),
  company('Colegio Británico del Sur', 'is a bilingual school for pupils from three to eighteen', 'es un colegio bilingüe para alumnos de tres a dieciocho años', [
    'Education',
    'Human Resources',
    'Finance',
  ]),
  company('Sierra Legal', 'advises companies on deals, disputes and regulation', 'asesora a empresas en operaciones, conflictos y regulación', [
    'Legal',
    'Finance',
    'Human Resources',
  ]),
  company('Pardo & Ruiz Abogados', 'is a law firm with offices in five cities', 'es un despacho con oficinas en cinco ciudades', [
    'Legal',
    'Finance',
    'Human Resources',
    'Marketing',
  ]),
];

/** Field → the companies that hire in it, in the order above. */
export const COMPANIES_BY_FIELD: ReadonlyMap<string, TDemoCompany[]> = new Map(
  [...new Set(DEMO_COMPANIES.flatMap((entry) => entry.fields))].map((field) => [field, DEMO_COMPANIES.filter((entry) => entry.fields.includes(field))]),
);
