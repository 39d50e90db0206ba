/**
 * The words the generator writes with: skills with their English and Spanish surface forms
 * (synonyms, abbreviations, product names), specialties with their titles and duties, places and
 * companies. Several surface forms per skill on purpose: a ranker that only counts shared words
 * should not find the set easy. Written before any ranker was run against it and not tuned since.
 */
import type { TCountry, TField, TLang, TLevel, TRemoteRegion } from './attributes';

type TForms = Record<TLang, string[]>;

export const SKILLS: Record<string, TForms> = {
  // software
  javascript: { en: ['JavaScript', 'JS', 'modern JavaScript (ES6+)', 'Javascript'], es: ['JavaScript', 'JS', 'Javascript (ES6)', 'JavaScript moderno'] },
  typescript: { en: ['TypeScript', 'TS', 'Typescript'], es: ['TypeScript', 'TS', 'Typescript'] },
  react: { en: ['React', 'React.js', 'ReactJS', 'React (hooks)'], es: ['React', 'React.js', 'ReactJS'] },
  'html-css': { en: ['HTML & CSS', 'HTML5/CSS3', 'CSS/Sass', 'semantic HTML and CSS'], es: ['HTML y CSS', 'HTML5/CSS3', 'maquetación HTML/CSS', 'CSS/Sass'] },
  node: { en: ['Node.js', 'Node', 'NodeJS'], es: ['Node.js', 'Node', 'NodeJS'] },
  python: { en: ['Python', 'Python 3'], es: ['Python', 'Python 3'] },
  java: { en: ['Java', 'Java 17', 'Java (JVM)'], es: ['Java', 'Java 17', 'Java 11+'] },
  spring: { en: ['Spring Boot', 'Spring', 'Spring Framework'], es: ['Spring Boot', 'Spring', 'Spring Framework'] },
  sql: { en: ['SQL', 'PostgreSQL', 'relational databases (SQL)', 'MySQL/PostgreSQL'], es: ['SQL', 'PostgreSQL', 'bases de datos relacionales', 'MySQL'] },
  docker: { en: ['Docker', 'containers (Docker)', 'containerisation'], es: ['Docker', 'contenedores Docker', 'contenedores'] },
  kubernetes: { en: ['Kubernetes', 'K8s', 'k8s', 'EKS/Kubernetes'], es: ['Kubernetes', 'K8s', 'k8s', 'orquestación con Kubernetes'] },
  aws: { en: ['AWS', 'Amazon Web Services', 'AWS (EC2, S3, Lambda)'], es: ['AWS', 'Amazon Web Services', 'nube de AWS'] },
  terraform: { en: ['Terraform', 'infrastructure as code (Terraform)', 'IaC'], es: ['Terraform', 'infraestructura como código', 'IaC con Terraform'] },
  cicd: {
    en: ['CI/CD', 'continuous integration and delivery', 'GitHub Actions pipelines', 'CI/CD pipelines'],
    es: ['CI/CD', 'integración continua', 'despliegue continuo', 'pipelines de CI/CD'],
  },
  linux: { en: ['Linux', 'GNU/Linux', 'Unix/Linux administration'], es: ['Linux', 'GNU/Linux', 'administración de sistemas Linux'] },
  rest: { en: ['REST APIs', 'RESTful services', 'API design'], es: ['APIs REST', 'servicios REST', 'diseño de APIs'] },
  microservices: { en: ['microservices', 'microservice architecture', 'distributed systems'], es: ['microservicios', 'arquitectura de microservicios', 'sistemas distribuidos'] },
  testing: { en: ['unit testing', 'automated testing', 'TDD', 'Jest/Cypress'], es: ['pruebas unitarias', 'testing automatizado', 'TDD', 'tests automáticos'] },
  git: { en: ['Git', 'GitHub', 'version control (Git)'], es: ['Git', 'GitHub', 'control de versiones'] },
  swift: { en: ['Swift', 'SwiftUI', 'Swift/SwiftUI'], es: ['Swift', 'SwiftUI'] },
  kotlin: { en: ['Kotlin', 'Kotlin/Jetpack Compose'], es: ['Kotlin', 'Jetpack Compose'] },
  ios: { en: ['iOS', 'iOS SDK', 'UIKit'], es: ['iOS', 'desarrollo iOS', 'UIKit'] },
  android: { en: ['Android', 'Android SDK'], es: ['Android', 'SDK de Android', 'desarrollo Android'] },
  'react-native': { en: ['React Native', 'RN'], es: ['React Native'] },
  // data
  'machine-learning': { en: ['machine learning', 'ML', 'predictive modelling', 'scikit-learn'], es: ['aprendizaje automático', 'machine learning', 'ML', 'modelos predictivos'] },
  'deep-learning': { en: ['deep learning', 'neural networks', 'PyTorch', 'TensorFlow'], es: ['aprendizaje profundo', 'deep learning', 'redes neuronales', 'PyTorch'] },
  statistics: { en: ['statistics', 'statistical modelling', 'inferential statistics'], es: ['estadística', 'análisis estadístico', 'modelado estadístico'] },
  pandas: { en: ['pandas', 'pandas/NumPy', 'NumPy'], es: ['pandas', 'pandas/NumPy', 'NumPy'] },
  spark: { en: ['Spark', 'Apache Spark', 'PySpark'], es: ['Spark', 'Apache Spark', 'PySpark'] },
  airflow: { en: ['Airflow', 'Apache Airflow', 'workflow orchestration (Airflow)'], es: ['Airflow', 'Apache Airflow', 'orquestación con Airflow'] },
  tableau: { en: ['Tableau'], es: ['Tableau'] },
  'power-bi': { en: ['Power BI', 'PowerBI', 'Microsoft Power BI'], es: ['Power BI', 'PowerBI'] },
  excel: { en: ['Excel', 'advanced Excel', 'MS Excel', 'spreadsheets (pivot tables, VLOOKUP)'], es: ['Excel', 'Excel avanzado', 'hojas de cálculo', 'tablas dinámicas'] },
  etl: { en: ['ETL', 'data pipelines', 'ELT/ETL processes'], es: ['ETL', 'pipelines de datos', 'procesos ETL'] },
  nlp: { en: ['NLP', 'natural language processing', 'text classification'], es: ['PLN', 'procesamiento del lenguaje natural', 'NLP'] },
  'ab-testing': { en: ['A/B testing', 'experimentation', 'controlled experiments'], es: ['tests A/B', 'experimentación', 'A/B testing'] },
  dbt: { en: ['dbt', 'dbt (data build tool)'], es: ['dbt'] },
  'data-viz': { en: ['data visualisation', 'dashboards', 'data storytelling'], es: ['visualización de datos', 'cuadros de mando', 'dashboards'] },
  // design
  figma: { en: ['Figma'], es: ['Figma'] },
  sketch: { en: ['Sketch'], es: ['Sketch'] },
  'adobe-cs': {
    en: ['Adobe Creative Suite', 'Photoshop & Illustrator', 'Adobe CC', 'InDesign'],
    es: ['Adobe Creative Suite', 'Photoshop e Illustrator', 'Adobe CC', 'paquete Adobe'],
  },
  'user-research': {
    en: ['user research', 'UX research', 'usability testing', 'user interviews'],
    es: ['investigación de usuarios', 'UX research', 'tests de usabilidad', 'entrevistas con usuarios'],
  },
  prototyping: { en: ['prototyping', 'wireframes', 'wireframing', 'interactive prototypes'], es: ['prototipado', 'wireframes', 'prototipos interactivos'] },
  'design-systems': { en: ['design systems', 'component libraries', 'design tokens'], es: ['sistemas de diseño', 'design systems', 'librerías de componentes'] },
  'ui-design': { en: ['UI design', 'interface design', 'visual design'], es: ['diseño UI', 'diseño de interfaces', 'diseño visual'] },
  'ux-design': { en: ['UX design', 'user experience', 'UX', 'interaction design'], es: ['diseño UX', 'experiencia de usuario', 'UX', 'diseño de interacción'] },
  branding: { en: ['branding', 'brand identity', 'visual identity'], es: ['branding', 'identidad visual', 'identidad corporativa'] },
  typography: { en: ['typography', 'layout and typography', 'editorial layout'], es: ['tipografía', 'maquetación editorial', 'composición tipográfica'] },
  motion: { en: ['motion graphics', 'After Effects', 'animation'], es: ['motion graphics', 'After Effects', 'animación'] },
  accessibility: { en: ['accessibility', 'WCAG', 'a11y'], es: ['accesibilidad', 'WCAG', 'a11y'] },
  // marketing
  seo: { en: ['SEO', 'search engine optimisation', 'organic search'], es: ['SEO', 'posicionamiento orgánico', 'posicionamiento SEO'] },
  sem: { en: ['SEM', 'Google Ads', 'paid search', 'PPC'], es: ['SEM', 'Google Ads', 'campañas de pago en buscadores', 'PPC'] },
  'google-analytics': { en: ['Google Analytics', 'GA4', 'web analytics'], es: ['Google Analytics', 'GA4', 'analítica web'] },
  'social-media': { en: ['social media', 'community management', 'Instagram & TikTok'], es: ['redes sociales', 'community management', 'gestión de RRSS', 'Instagram y TikTok'] },
  content: { en: ['content marketing', 'copywriting', 'content strategy'], es: ['marketing de contenidos', 'copywriting', 'redacción de contenidos', 'estrategia de contenidos'] },
  'email-marketing': { en: ['email marketing', 'Mailchimp', 'lifecycle emails', 'CRM campaigns'], es: ['email marketing', 'emailing', 'Mailchimp', 'campañas de CRM'] },
  'marketing-automation': { en: ['marketing automation', 'HubSpot', 'Marketo'], es: ['automatización de marketing', 'HubSpot', 'Marketo'] },
  'paid-social': { en: ['paid social', 'Meta Ads', 'Facebook Ads', 'LinkedIn Ads'], es: ['publicidad en redes', 'Meta Ads', 'Facebook Ads', 'LinkedIn Ads'] },
  brand: { en: ['brand strategy', 'brand management', 'positioning'], es: ['estrategia de marca', 'gestión de marca', 'posicionamiento de marca'] },
  growth: {
    en: ['growth marketing', 'conversion rate optimisation', 'CRO', 'funnel optimisation'],
    es: ['growth marketing', 'optimización de la conversión', 'CRO', 'optimización del funnel'],
  },
  'market-research': {
    en: ['market research', 'consumer insights', 'competitive analysis'],
    es: ['investigación de mercados', 'estudios de mercado', 'análisis de la competencia'],
  },
  // sales
  salesforce: { en: ['Salesforce', 'SFDC', 'Salesforce CRM'], es: ['Salesforce', 'SFDC'] },
  crm: { en: ['CRM', 'CRM tools', 'Pipedrive'], es: ['CRM', 'herramientas CRM', 'Pipedrive'] },
  negotiation: { en: ['negotiation', 'closing', 'deal closing'], es: ['negociación', 'cierre de ventas', 'cierre de acuerdos'] },
  prospecting: { en: ['prospecting', 'lead generation', 'outbound', 'cold calling'], es: ['prospección', 'generación de leads', 'outbound', 'captación de clientes'] },
  'b2b-sales': { en: ['B2B sales', 'enterprise sales', 'consultative selling'], es: ['venta B2B', 'ventas B2B', 'venta consultiva', 'venta a empresas'] },
  'account-management': {
    en: ['account management', 'key account management', 'KAM', 'client retention'],
    es: ['gestión de cuentas', 'gestión de cuentas clave', 'KAM', 'fidelización de clientes'],
  },
  saas: { en: ['SaaS', 'software sales', 'SaaS subscriptions'], es: ['SaaS', 'venta de software', 'software como servicio'] },
  forecasting: { en: ['sales forecasting', 'pipeline management', 'quota attainment'], es: ['previsión de ventas', 'gestión del pipeline', 'forecast comercial'] },
  presentations: { en: ['presentations', 'product demos', 'public speaking'], es: ['presentaciones comerciales', 'demos de producto', 'presentaciones'] },
  // finance
  accounting: { en: ['accounting', 'bookkeeping', 'general ledger'], es: ['contabilidad', 'contabilidad general', 'libro mayor'] },
  ifrs: { en: ['IFRS', 'International Financial Reporting Standards', 'IFRS 16'], es: ['NIIF', 'IFRS', 'normas internacionales de información financiera'] },
  sap: { en: ['SAP', 'SAP FI/CO', 'SAP S/4HANA'], es: ['SAP', 'SAP FI/CO', 'SAP S/4HANA'] },
  'financial-modelling': {
    en: ['financial modelling', 'financial modeling', 'valuation models', 'DCF'],
    es: ['modelos financieros', 'modelización financiera', 'valoración de empresas', 'DCF'],
  },
  budgeting: { en: ['budgeting', 'forecasting and budgeting', 'FP&A', 'budget planning'], es: ['presupuestos', 'planificación financiera', 'FP&A', 'elaboración de presupuestos'] },
  reporting: { en: ['financial reporting', 'month-end close', 'management reporting'], es: ['reporting financiero', 'cierres contables', 'cierre mensual', 'informes de gestión'] },
  tax: { en: ['tax', 'VAT', 'corporate tax', 'tax compliance'], es: ['fiscalidad', 'impuestos', 'IVA', 'impuesto de sociedades'] },
  audit: { en: ['audit', 'internal audit', 'external audit'], es: ['auditoría', 'auditoría interna', 'auditoría externa'] },
  'accounts-payable': { en: ['accounts payable', 'AP/AR', 'bank reconciliations'], es: ['cuentas a pagar', 'proveedores y cobros', 'conciliaciones bancarias'] },
  // hr
  recruiting: { en: ['recruitment', 'talent acquisition', 'full-cycle recruiting'], es: ['reclutamiento', 'selección de personal', 'captación de talento'] },
  sourcing: { en: ['sourcing', 'LinkedIn Recruiter', 'headhunting'], es: ['sourcing', 'LinkedIn Recruiter', 'headhunting', 'búsqueda de talento'] },
  interviewing: { en: ['interviewing', 'competency-based interviews', 'structured interviews'], es: ['entrevistas', 'entrevistas por competencias', 'entrevistas estructuradas'] },
  ats: { en: ['ATS', 'applicant tracking systems', 'Greenhouse', 'Teamtailor'], es: ['ATS', 'Teamtailor', 'Greenhouse', 'software de selección'] },
  onboarding: { en: ['onboarding', 'employee onboarding'], es: ['onboarding', 'acogida de nuevas incorporaciones', 'incorporación de empleados'] },
  payroll: { en: ['payroll', 'payroll processing'], es: ['nóminas', 'gestión de nóminas', 'A3Nom'] },
  'labour-law': { en: ['employment law', 'labour law'], es: ['derecho laboral', 'legislación laboral', 'normativa laboral'] },
  hris: { en: ['HRIS', 'Workday', 'BambooHR', 'SuccessFactors'], es: ['HRIS', 'Workday', 'SAP SuccessFactors', 'sistemas de RRHH'] },
  'employee-relations': { en: ['employee relations', 'conflict resolution', 'works councils'], es: ['relaciones laborales', 'gestión de conflictos', 'comité de empresa'] },
  'performance-management': { en: ['performance management', 'performance reviews', 'OKRs'], es: ['evaluación del desempeño', 'gestión del desempeño', 'OKRs'] },
  'learning-development': { en: ['learning & development', 'L&D', 'training programmes'], es: ['formación y desarrollo', 'L&D', 'planes de formación'] },
  compensation: { en: ['compensation & benefits', 'C&B', 'salary benchmarking'], es: ['compensación y beneficios', 'C&B', 'política retributiva'] },
  // legal
  contracts: { en: ['contract drafting', 'commercial contracts', 'contract negotiation'], es: ['redacción de contratos', 'contratación mercantil', 'negociación de contratos'] },
  'corporate-law': { en: ['corporate law', 'M&A', 'company law'], es: ['derecho mercantil', 'derecho societario', 'M&A', 'fusiones y adquisiciones'] },
  gdpr: { en: ['GDPR', 'data protection', 'privacy law'], es: ['RGPD', 'protección de datos', 'LOPDGDD', 'GDPR'] },
  compliance: { en: ['compliance', 'regulatory compliance', 'AML/KYC'], es: ['compliance', 'cumplimiento normativo', 'PBC/FT'] },
  litigation: { en: ['litigation', 'dispute resolution', 'court proceedings'], es: ['litigación', 'procesal', 'resolución de conflictos', 'procedimientos judiciales'] },
  'ip-law': { en: ['intellectual property', 'trademarks', 'IP'], es: ['propiedad intelectual', 'propiedad industrial', 'marcas y patentes'] },
  'legal-research': { en: ['legal research', 'case law research', 'Westlaw'], es: ['investigación jurídica', 'jurisprudencia', 'Aranzadi'] },
  'due-diligence': { en: ['due diligence', 'legal due diligence'], es: ['due diligence', 'auditoría legal'] },
  // healthcare
  'patient-care': { en: ['patient care', 'nursing care', 'care planning'], es: ['atención al paciente', 'cuidados de enfermería', 'plan de cuidados'] },
  icu: { en: ['ICU', 'critical care', 'intensive care'], es: ['UCI', 'cuidados intensivos', 'críticos'] },
  emergency: { en: ['emergency care', 'A&E', 'triage'], es: ['urgencias', 'triaje', 'servicio de urgencias'] },
  medication: { en: ['medication administration', 'pharmacology', 'IV therapy'], es: ['administración de medicación', 'farmacología', 'terapia intravenosa'] },
  bls: { en: ['BLS', 'ALS', 'CPR', 'basic life support'], es: ['SVB', 'SVA', 'RCP', 'soporte vital básico'] },
  ehr: { en: ['electronic health records', 'EHR', 'Epic', 'Cerner'], es: ['historia clínica electrónica', 'HCE', 'Epic', 'Selene'] },
  'wound-care': { en: ['wound care', 'tissue viability'], es: ['curas', 'cuidado de heridas', 'úlceras por presión'] },
  paediatrics: { en: ['paediatrics', 'pediatrics', 'neonatal care'], es: ['pediatría', 'neonatos', 'cuidados pediátricos'] },
  physiotherapy: { en: ['physiotherapy', 'rehabilitation', 'physical therapy'], es: ['fisioterapia', 'rehabilitación', 'fisioterapia deportiva'] },
  'manual-therapy': { en: ['manual therapy', 'osteopathy', 'myofascial release'], es: ['terapia manual', 'osteopatía', 'punción seca'] },
  'exercise-therapy': { en: ['therapeutic exercise', 'exercise prescription', 'sports rehab'], es: ['ejercicio terapéutico', 'readaptación deportiva', 'pilates terapéutico'] },
  'clinical-trials': { en: ['clinical trials', 'clinical research', 'site monitoring'], es: ['ensayos clínicos', 'investigación clínica', 'monitorización de ensayos'] },
  gcp: { en: ['GCP', 'ICH-GCP', 'good clinical practice'], es: ['BPC', 'ICH-GCP', 'buenas prácticas clínicas'] },
  // operations
  'supply-chain': { en: ['supply chain', 'supply chain management', 'SCM'], es: ['cadena de suministro', 'supply chain', 'gestión de la cadena de suministro'] },
  logistics: { en: ['logistics', 'warehouse operations', 'transport planning'], es: ['logística', 'gestión de almacén', 'planificación de transporte'] },
  erp: { en: ['ERP', 'SAP MM', 'Oracle NetSuite', 'ERP systems'], es: ['ERP', 'SAP MM', 'sistemas ERP', 'Navision'] },
  lean: { en: ['Lean', 'Six Sigma', 'continuous improvement', 'Kaizen'], es: ['Lean', 'Lean Six Sigma', 'mejora continua', 'Kaizen'] },
  'project-management': { en: ['project management', 'PMP', 'Prince2', 'programme management'], es: ['gestión de proyectos', 'dirección de proyectos', 'PMP', 'Prince2'] },
  agile: { en: ['Agile', 'Scrum', 'Kanban', 'Jira'], es: ['metodologías ágiles', 'Scrum', 'Agile', 'Jira'] },
  procurement: { en: ['procurement', 'purchasing', 'vendor management'], es: ['compras', 'aprovisionamiento', 'gestión de proveedores'] },
  inventory: { en: ['inventory management', 'stock control', 'demand planning'], es: ['gestión de inventario', 'control de stock', 'planificación de la demanda'] },
  // support
  'customer-service': { en: ['customer service', 'customer care', 'client support'], es: ['atención al cliente', 'servicio al cliente', 'atención telefónica'] },
  ticketing: { en: ['Zendesk', 'Freshdesk', 'Intercom', 'ticketing tools'], es: ['Zendesk', 'Freshdesk', 'Intercom', 'herramientas de ticketing'] },
  troubleshooting: {
    en: ['troubleshooting', 'technical troubleshooting', 'incident diagnosis'],
    es: ['resolución de incidencias', 'diagnóstico de incidencias', 'troubleshooting'],
  },
  'customer-success': {
    en: ['customer success', 'customer onboarding', 'churn reduction', 'renewals'],
    es: ['customer success', 'éxito del cliente', 'onboarding de clientes', 'retención de clientes'],
  },
  sla: { en: ['SLAs', 'SLA management', 'service levels'], es: ['SLAs', 'acuerdos de nivel de servicio', 'ANS'] },
  itil: { en: ['ITIL', 'service desk', 'help desk'], es: ['ITIL', 'service desk', 'mesa de ayuda', 'soporte de primer nivel'] },
  networking: { en: ['networking', 'TCP/IP', 'Active Directory', 'Windows Server'], es: ['redes', 'TCP/IP', 'Active Directory', 'Windows Server'] },
};

/** A title with its seniority placed the way postings in that language place it. */
export type TLevelTitles = Partial<Record<TLevel, Record<TLang, string[]>>>;

export type TSpecialty = {
  field: TField;
  skills: string[];
  titles: Record<TLang, string[]>;
  /** Titles that carry their own seniority (nursing, law); else the generic words of SENIORITY_WORDS are placed around `titles`. */
  levelTitles?: TLevelTitles;
  /** What the job asks, as posting bullets. */
  duties: Record<TLang, string[]>;
  /** Resume bullets; `{s}` is replaced by one of the person's skills. */
  achievements: Record<TLang, string[]>;
  degrees: Record<TLang, string[]>;
};

export const SPECIALTIES: Record<string, TSpecialty> = {
  frontend: {
    field: 'software',
    skills: ['javascript', 'typescript', 'react', 'html-css', 'testing', 'git', 'rest', 'accessibility'],
    titles: {
      en: ['Frontend Developer', 'Front-End Engineer', 'Web Developer', 'UI Engineer'],
      es: ['Desarrollador/a Frontend', 'Programador/a Front-end', 'Desarrollador/a Web', 'Ingeniero/a Frontend'],
    },
    duties: {
      en: [
        'Build responsive web interfaces used by thousands of customers',
        'Turn designs into reusable, accessible components',
        'Improve page performance and Core Web Vitals',
        'Review code and pair with backend engineers on API contracts',
      ],
      es: [
        'Desarrollar interfaces web responsive para miles de clientes',
        'Convertir diseños en componentes reutilizables y accesibles',
        'Mejorar el rendimiento de la web y las Core Web Vitals',
        'Revisar código y coordinarte con backend en los contratos de API',
      ],
    },
    achievements: {
      en: [
        'Rebuilt the checkout front end ({s}), lifting conversion by 8%',
        'Created a shared component library ({s}) used by 5 squads',
        'Cut bundle size by 35% and improved load times',
        'Mentored two interns on {s} and code review practices',
      ],
      es: [
        'Rediseñé el front del checkout ({s}), mejorando la conversión un 8%',
        'Creé una librería de componentes ({s}) usada por 5 equipos',
        'Reduje el tamaño del bundle un 35% y mejoré los tiempos de carga',
        'Formé a dos becarios en {s} y buenas prácticas de revisión de código',
      ],
    },
    degrees: { en: ['BSc Computer Science', 'Full-stack web development bootcamp'], es: ['Grado en Ingeniería Informática', 'Bootcamp de desarrollo web'] },
  },
  backend: {
    field: 'software',
    skills: ['java', 'spring', 'python', 'node', 'sql', 'rest', 'microservices', 'docker', 'testing', 'git', 'aws'],
    titles: {
      en: ['Backend Engineer', 'Software Engineer', 'Back-End Developer', 'Java Developer', 'Software Developer'],
      es: ['Desarrollador/a Backend', 'Ingeniero/a de Software', 'Programador/a Java', 'Desarrollador/a de Software', 'Desarrollador/a Back-end'],
    },
    duties: {
      en: [
        'Design and build services behind our payments platform',
        'Own APIs end to end, from design to production monitoring',
        'Improve reliability and latency of high-traffic systems',
        'Take part in on-call and incident reviews',
      ],
      es: [
        'Diseñar y desarrollar servicios de nuestra plataforma de pagos',
        'Ser responsable de APIs de principio a fin, del diseño a la monitorización',
        'Mejorar la fiabilidad y la latencia de sistemas con mucho tráfico',
        'Participar en guardias y revisiones de incidencias',
      ],
    },
    achievements: {
      en: [
        'Split a monolith into services ({s}), halving deployment time',
        'Designed the order API ({s}) handling 2M requests a day',
        'Reduced p95 latency by 40% through query tuning and caching',
        'Introduced {s} across the team, raising coverage to 85%',
      ],
      es: [
        'Dividí un monolito en servicios ({s}), reduciendo a la mitad el tiempo de despliegue',
        'Diseñé la API de pedidos ({s}) con 2M de peticiones al día',
        'Reduje la latencia p95 un 40% optimizando consultas y caché',
        'Introduje {s} en el equipo y subimos la cobertura al 85%',
      ],
    },
    degrees: { en: ['BSc Computer Science', 'BEng Software Engineering'], es: ['Grado en Ingeniería Informática', 'Ingeniería en Sistemas'] },
  },
  devops: {
    field: 'software',
    skills: ['kubernetes', 'docker', 'aws', 'terraform', 'cicd', 'linux', 'python', 'git'],
    titles: {
      en: ['DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer', 'Cloud Engineer'],
      es: ['Ingeniero/a DevOps', 'Ingeniero/a de Plataforma', 'Ingeniero/a Cloud', 'SRE'],
    },
    duties: {
      en: [
        'Run and scale our cloud infrastructure',
        'Automate build, test and release pipelines',
        'Define observability, alerting and SLOs with product teams',
        'Harden security and cost of production environments',
      ],
      es: [
        'Operar y escalar nuestra infraestructura cloud',
        'Automatizar pipelines de build, pruebas y despliegue',
        'Definir observabilidad, alertas y SLOs con los equipos de producto',
        'Mejorar la seguridad y el coste de los entornos productivos',
      ],
    },
    achievements: {
      en: [
        'Migrated 60 services with zero downtime ({s})',
        'Automated environment provisioning ({s}), from days to minutes',
        'Cut cloud spend by 30% through rightsizing',
        'Built the on-call runbooks and monitoring stack (Prometheus, Grafana)',
      ],
      es: [
        'Migré 60 servicios sin pérdida de servicio ({s})',
        'Automaticé la creación de entornos ({s}), de días a minutos',
        'Reduje un 30% el gasto en la nube ajustando recursos',
        'Monté la monitorización (Prometheus, Grafana) y los runbooks de guardia',
      ],
    },
    degrees: { en: ['BSc Computer Science', 'BEng Telecommunications'], es: ['Ingeniería de Telecomunicaciones', 'Grado en Ingeniería Informática', 'Técnico Superior en ASIR'] },
  },
  mobile: {
    field: 'software',
    skills: ['swift', 'kotlin', 'ios', 'android', 'react-native', 'rest', 'testing', 'git'],
    titles: {
      en: ['Mobile Developer', 'iOS Engineer', 'Android Developer', 'Mobile Engineer'],
      es: ['Desarrollador/a Mobile', 'Desarrollador/a iOS', 'Desarrollador/a Android', 'Desarrollador/a de apps móviles'],
    },
    duties: {
      en: [
        'Build features for our iOS and Android apps',
        'Keep the apps fast, stable and well tested',
        'Work with designers on native interactions',
        'Ship releases to the App Store and Google Play every two weeks',
      ],
      es: [
        'Desarrollar funcionalidades de nuestras apps iOS y Android',
        'Mantener las apps rápidas, estables y bien probadas',
        'Trabajar con diseño en interacciones nativas',
        'Publicar versiones en App Store y Google Play cada dos semanas',
      ],
    },
    achievements: {
      en: [
        'Shipped the banking app ({s}), rated 4.8 by 200k users',
        'Reduced crash rate below 0.1% ({s})',
        'Led the move to a modular app architecture',
        'Built offline mode and push notifications',
      ],
      es: [
        'Publiqué la app de banca ({s}), valorada con 4,8 por 200k usuarios',
        'Bajé la tasa de crashes por debajo del 0,1% ({s})',
        'Lideré el paso a una arquitectura modular',
        'Desarrollé el modo offline y las notificaciones push',
      ],
    },
    degrees: { en: ['BSc Computer Science'], es: ['Grado en Ingeniería Informática', 'Ingeniería en Computación'] },
  },
  analytics: {
    field: 'data',
    skills: ['sql', 'excel', 'tableau', 'power-bi', 'data-viz', 'statistics', 'python', 'ab-testing'],
    titles: {
      en: ['Data Analyst', 'Business Intelligence Analyst', 'BI Analyst', 'Product Analyst'],
      es: ['Analista de Datos', 'Analista BI', 'Analista de Business Intelligence', 'Analista de Negocio'],
    },
    duties: {
      en: [
        'Turn business questions into analyses and clear recommendations',
        'Build and maintain self-service dashboards',
        'Define KPIs with product and commercial teams',
        'Check data quality across sources',
      ],
      es: [
        'Convertir preguntas de negocio en análisis y recomendaciones claras',
        'Crear y mantener cuadros de mando de autoservicio',
        'Definir KPIs con los equipos de producto y comercial',
        'Asegurar la calidad del dato entre fuentes',
      ],
    },
    achievements: {
      en: [
        'Built the weekly revenue dashboard ({s}) used by the leadership team',
        'Automated reporting ({s}), saving 10 hours a week',
        'Analysed churn drivers, feeding a retention plan worth 1.2M',
        'Ran pricing experiments with the product team',
      ],
      es: [
        'Construí el dashboard semanal de ingresos ({s}) para dirección',
        'Automaticé informes ({s}), ahorrando 10 horas a la semana',
        'Analicé las causas de bajas, base de un plan de retención de 1,2M',
        'Diseñé experimentos de precios con el equipo de producto',
      ],
    },
    degrees: { en: ['BSc Economics', 'BSc Mathematics'], es: ['Grado en Estadística', 'Grado en Economía', 'Licenciatura en Matemáticas'] },
  },
  'data-science': {
    field: 'data',
    skills: ['python', 'machine-learning', 'deep-learning', 'statistics', 'pandas', 'nlp', 'sql', 'ab-testing'],
    titles: {
      en: ['Data Scientist', 'Machine Learning Engineer', 'ML Engineer', 'Applied Scientist'],
      es: ['Científico/a de Datos', 'Data Scientist', 'Ingeniero/a de Machine Learning', 'Ingeniero/a de IA'],
    },
    duties: {
      en: [
        'Build models for recommendations, forecasting and fraud',
        'Take models from notebook to production with engineering',
        'Design experiments and measure impact',
        'Explain results to non-technical stakeholders',
      ],
      es: [
        'Construir modelos de recomendación, previsión y fraude',
        'Llevar modelos a producción junto a ingeniería',
        'Diseñar experimentos y medir su impacto',
        'Explicar resultados a perfiles no técnicos',
      ],
    },
    achievements: {
      en: [
        'Built a demand forecasting model ({s}), cutting stock-outs by 18%',
        'Deployed a fraud classifier ({s}) saving 3M a year',
        'Developed a support-ticket classifier ({s})',
        'Published internal guidelines on experiment design',
      ],
      es: [
        'Desarrollé un modelo de previsión de demanda ({s}), con un 18% menos de roturas de stock',
        'Puse en producción un clasificador de fraude ({s}) que ahorra 3M al año',
        'Desarrollé un clasificador de tickets de soporte ({s})',
        'Redacté la guía interna de diseño de experimentos',
      ],
    },
    degrees: { en: ['MSc Data Science', 'MSc Statistics', 'PhD Physics'], es: ['Máster en Data Science', 'Grado en Matemáticas', 'Doctorado en Física'] },
  },
  'data-engineering': {
    field: 'data',
    skills: ['python', 'sql', 'spark', 'airflow', 'etl', 'dbt', 'aws', 'docker'],
    titles: { en: ['Data Engineer', 'Analytics Engineer', 'Big Data Engineer'], es: ['Ingeniero/a de Datos', 'Data Engineer', 'Ingeniero/a Big Data'] },
    duties: {
      en: [
        'Build batch and streaming pipelines into our warehouse',
        'Model data for analytics and machine learning teams',
        'Own data quality checks and lineage',
        'Optimise the cost and speed of our data platform',
      ],
      es: [
        'Construir pipelines batch y streaming hacia nuestro data warehouse',
        'Modelar datos para los equipos de analítica y machine learning',
        'Ser responsable de la calidad y el linaje del dato',
        'Optimizar el coste y la velocidad de la plataforma de datos',
      ],
    },
    achievements: {
      en: [
        'Rebuilt the ingestion layer ({s}), processing 5TB a day',
        'Migrated 200 legacy jobs ({s})',
        'Introduced data contracts and quality tests',
        'Reduced warehouse costs by 25%',
      ],
      es: [
        'Reconstruí la capa de ingesta ({s}), procesando 5TB al día',
        'Migré 200 procesos heredados ({s})',
        'Introduje contratos de datos y tests de calidad',
        'Reduje un 25% el coste del data warehouse',
      ],
    },
    degrees: { en: ['BSc Computer Science', 'MSc Big Data'], es: ['Ingeniería Informática', 'Máster en Big Data'] },
  },
  'product-design': {
    field: 'design',
    skills: ['figma', 'user-research', 'prototyping', 'design-systems', 'ui-design', 'ux-design', 'accessibility', 'sketch'],
    titles: {
      en: ['Product Designer', 'UX/UI Designer', 'UX Designer', 'Interaction Designer'],
      es: ['Diseñador/a de Producto', 'Diseñador/a UX/UI', 'Diseñador/a UX', 'Product Designer'],
    },
    duties: {
      en: [
        'Design end-to-end flows for web and mobile',
        'Run research and usability sessions with customers',
        'Contribute to and evolve our design system',
        'Work daily with product managers and engineers',
      ],
      es: [
        'Diseñar flujos completos para web y móvil',
        'Hacer investigación y sesiones de usabilidad con clientes',
        'Contribuir a nuestro sistema de diseño y hacerlo evolucionar',
        'Trabajar a diario con producto e ingeniería',
      ],
    },
    achievements: {
      en: [
        'Redesigned onboarding ({s}), raising activation by 12%',
        'Set up the design system and its documentation',
        'Ran 40+ interviews and usability tests to shape the roadmap',
        'Designed the mobile app from zero to launch',
      ],
      es: [
        'Rediseñé el onboarding ({s}), subiendo la activación un 12%',
        'Monté el sistema de diseño y su documentación',
        'Realicé más de 40 entrevistas y tests para definir el roadmap',
        'Diseñé la app móvil desde cero hasta su lanzamiento',
      ],
    },
    degrees: { en: ['BA Interaction Design', 'BA Graphic Design'], es: ['Grado en Diseño', 'Máster en Diseño UX', 'Grado en Bellas Artes'] },
  },
  'graphic-design': {
    field: 'design',
    skills: ['adobe-cs', 'branding', 'typography', 'motion', 'figma', 'ui-design'],
    titles: {
      en: ['Graphic Designer', 'Visual Designer', 'Brand Designer', 'Creative Designer'],
      es: ['Diseñador/a Gráfico/a', 'Diseñador/a Visual', 'Diseñador/a de Marca', 'Creativo/a Gráfico/a'],
    },
    duties: {
      en: [
        'Create campaign visuals for digital and print',
        'Keep our brand consistent across every channel',
        'Produce social assets and short animations',
        'Prepare files for print and production',
      ],
      es: [
        'Crear piezas de campaña para digital e impresión',
        'Mantener la coherencia de marca en todos los canales',
        'Producir piezas para redes y animaciones cortas',
        'Preparar artes finales para imprenta',
      ],
    },
    achievements: {
      en: [
        'Created the new visual identity ({s})',
        'Produced 300+ campaign assets a quarter ({s})',
        'Designed packaging for a product line sold in 4 countries',
        'Animated launch videos for social channels',
      ],
      es: [
        'Creé la nueva identidad visual ({s})',
        'Produje más de 300 piezas de campaña al trimestre ({s})',
        'Diseñé el packaging de una línea vendida en 4 países',
        'Animé vídeos de lanzamiento para redes sociales',
      ],
    },
    degrees: { en: ['BA Graphic Design', 'BA Visual Communication'], es: ['Grado en Diseño Gráfico', 'Ciclo Superior de Gráfica Publicitaria', 'Licenciatura en Diseño'] },
  },
  'performance-marketing': {
    field: 'marketing',
    skills: ['seo', 'sem', 'google-analytics', 'paid-social', 'growth', 'ab-testing', 'email-marketing', 'marketing-automation'],
    titles: {
      en: ['Performance Marketing Specialist', 'Digital Marketing Specialist', 'SEO Specialist', 'Growth Marketer', 'Paid Media Specialist'],
      es: ['Especialista en Marketing Digital', 'Especialista SEO/SEM', 'Growth Marketer', 'Técnico/a de Marketing Online', 'Especialista en Paid Media'],
    },
    duties: {
      en: [
        'Plan and optimise paid campaigns across search and social',
        'Grow organic traffic and conversion',
        'Own channel budgets, CAC and ROAS targets',
        'Report weekly on acquisition performance',
      ],
      es: [
        'Planificar y optimizar campañas de pago en buscadores y redes',
        'Hacer crecer el tráfico orgánico y la conversión',
        'Gestionar presupuestos por canal y objetivos de CAC y ROAS',
        'Reportar cada semana los resultados de captación',
      ],
    },
    achievements: {
      en: [
        'Grew organic sessions 3x in a year through {s}',
        'Managed a 1.5M annual budget ({s}) at a 4.2 ROAS',
        'Set up attribution and tracking with {s}',
        'Ran landing-page experiments lifting sign-ups by 15%',
      ],
      es: [
        'Tripliqué las sesiones orgánicas en un año ({s})',
        'Gestioné 1,5M de presupuesto anual ({s}) con ROAS de 4,2',
        'Implanté la medición y atribución con {s}',
        'Lancé experimentos en landings que subieron los registros un 15%',
      ],
    },
    degrees: { en: ['BA Marketing', 'BSc Business Management'], es: ['Grado en Marketing', 'Grado en Publicidad y RRPP', 'Máster en Marketing Digital'] },
  },
  'content-marketing': {
    field: 'marketing',
    skills: ['content', 'social-media', 'brand', 'seo', 'email-marketing', 'market-research'],
    titles: {
      en: ['Content Marketing Manager', 'Social Media Specialist', 'Brand Marketing Specialist', 'Content Strategist'],
      es: ['Responsable de Contenidos', 'Community Manager', 'Especialista en Marketing de Contenidos', 'Brand Manager'],
    },
    duties: {
      en: [
        'Own the editorial calendar across blog, newsletter and social',
        'Write and edit content that brings and keeps customers',
        'Shape our brand voice and campaigns',
        'Measure engagement and improve what works',
      ],
      es: [
        'Gestionar el calendario editorial de blog, newsletter y redes',
        'Escribir y editar contenidos que atraigan y fidelicen clientes',
        'Definir el tono de marca y las campañas',
        'Medir el engagement y mejorar lo que funciona',
      ],
    },
    achievements: {
      en: [
        'Grew the newsletter to 80k subscribers with {s}',
        'Built the brand’s Instagram community to 150k followers',
        'Launched a content hub driving 30% of inbound leads',
        'Ran customer research that reshaped our positioning',
      ],
      es: [
        'Llevé la newsletter a 80k suscriptores ({s})',
        'Hice crecer la comunidad de Instagram hasta 150k seguidores',
        'Lancé un blog que genera el 30% de los leads inbound',
        'Hice investigación de clientes que cambió nuestro posicionamiento',
      ],
    },
    degrees: { en: ['BA Journalism', 'BA Communications'], es: ['Grado en Periodismo', 'Grado en Comunicación Audiovisual', 'Licenciatura en Comunicación'] },
  },
  'new-business': {
    field: 'sales',
    skills: ['prospecting', 'negotiation', 'b2b-sales', 'salesforce', 'crm', 'saas', 'presentations', 'forecasting'],
    titles: {
      en: ['Account Executive', 'Business Development Representative', 'Sales Executive', 'Business Development Manager'],
      es: ['Ejecutivo/a Comercial', 'Comercial B2B', 'Ejecutivo/a de Ventas', 'Business Developer'],
    },
    duties: {
      en: [
        'Find and win new business customers',
        'Run discovery calls, demos and proposals',
        'Manage your pipeline and hit a quarterly quota',
        'Feed customer insight back to product',
      ],
      es: [
        'Captar y cerrar nuevos clientes empresa',
        'Hacer llamadas de descubrimiento, demos y propuestas',
        'Gestionar tu pipeline y cumplir una cuota trimestral',
        'Trasladar lo que piden los clientes a producto',
      ],
    },
    achievements: {
      en: ['Closed 1.1M in new ARR, 130% of quota', 'Opened 3 new verticals ({s})', 'Built the outbound playbook and {s} cadences', 'President’s Club two years running'],
      es: [
        'Cerré 1,1M de nuevo ARR, el 130% de la cuota',
        'Abrí 3 verticales nuevas ({s})',
        'Diseñé el playbook outbound y las cadencias ({s})',
        'Mejor comercial del año dos años seguidos',
      ],
    },
    degrees: { en: ['BA Business Administration', 'BA Economics'], es: ['Grado en ADE', 'Licenciatura en Administración de Empresas', 'Grado en Comercio'] },
  },
  'account-management': {
    field: 'sales',
    skills: ['account-management', 'negotiation', 'crm', 'salesforce', 'forecasting', 'presentations', 'b2b-sales'],
    titles: { en: ['Account Manager', 'Key Account Manager', 'Client Partner'], es: ['Key Account Manager', 'Gestor/a de Cuentas', 'Responsable de Cuentas'] },
    duties: {
      en: ['Look after a portfolio of key accounts', 'Grow revenue through renewals and upsell', 'Negotiate annual agreements', 'Coordinate delivery with operations'],
      es: [
        'Gestionar una cartera de cuentas clave',
        'Hacer crecer la facturación con renovaciones y upselling',
        'Negociar acuerdos anuales',
        'Coordinar la entrega con operaciones',
      ],
    },
    achievements: {
      en: [
        'Grew a 4M portfolio by 22% through {s}',
        'Renewed 96% of accounts',
        'Negotiated the company’s largest contract',
        'Introduced quarterly business reviews with top clients',
      ],
      es: [
        'Crecí una cartera de 4M un 22% ({s})',
        'Renové el 96% de las cuentas',
        'Negocié el mayor contrato de la empresa',
        'Introduje revisiones trimestrales con los principales clientes',
      ],
    },
    degrees: { en: ['BA Business Administration'], es: ['Grado en ADE', 'Grado en Marketing'] },
  },
  accounting: {
    field: 'finance',
    skills: ['accounting', 'ifrs', 'accounts-payable', 'tax', 'sap', 'excel', 'reporting', 'audit'],
    titles: { en: ['Accountant', 'Financial Accountant', 'Staff Accountant'], es: ['Contable', 'Técnico/a Contable', 'Contador/a', 'Administrativo/a Contable'] },
    levelTitles: {
      4: { en: ['Head of Accounting', 'Accounting Manager', 'Chief Accountant'], es: ['Jefe/a de Contabilidad', 'Responsable de Contabilidad', 'Contador/a General'] },
    },
    duties: {
      en: [
        'Run the month-end and year-end close',
        'Keep the general ledger and reconciliations accurate',
        'Prepare VAT and corporate tax returns with advisers',
        'Support the external audit',
      ],
      es: [
        'Realizar los cierres mensuales y anuales',
        'Llevar el libro mayor y las conciliaciones',
        'Preparar el IVA y el impuesto de sociedades con asesores',
        'Dar soporte a la auditoría externa',
      ],
    },
    achievements: {
      en: [
        'Shortened the monthly close from 10 to 5 days',
        'Led the ledger migration ({s})',
        'Prepared consolidated statements ({s})',
        'Cleaned up 3 years of reconciliations before the audit',
      ],
      es: [
        'Reduje el cierre mensual de 10 a 5 días',
        'Lideré la migración de la contabilidad ({s})',
        'Preparé los estados consolidados ({s})',
        'Regularicé 3 años de conciliaciones antes de la auditoría',
      ],
    },
    degrees: { en: ['BSc Accounting and Finance', 'ACCA'], es: ['Grado en ADE', 'Contador Público', 'Grado en Finanzas y Contabilidad'] },
  },
  fpa: {
    field: 'finance',
    skills: ['budgeting', 'financial-modelling', 'excel', 'reporting', 'power-bi', 'sap', 'ifrs'],
    titles: {
      en: ['Financial Analyst', 'FP&A Analyst', 'Finance Business Partner', 'Financial Controller'],
      es: ['Analista Financiero/a', 'Analista de FP&A', 'Controller Financiero', 'Controller de Gestión'],
    },
    duties: {
      en: [
        'Own the annual budget and monthly forecasts',
        'Build models for pricing and investment decisions',
        'Explain variances to business leaders',
        'Improve management reporting',
      ],
      es: [
        'Elaborar el presupuesto anual y las previsiones mensuales',
        'Construir modelos para decisiones de precio e inversión',
        'Explicar desviaciones a los responsables de negocio',
        'Mejorar el reporting de gestión',
      ],
    },
    achievements: {
      en: [
        'Built the 5-year business plan model ({s}) for a Series B',
        'Automated management reporting ({s})',
        'Led the budgeting cycle for a 200M business',
        'Identified 2M in cost savings',
      ],
      es: [
        'Construí el plan de negocio a 5 años ({s}) para una ronda Serie B',
        'Automaticé el reporting de gestión ({s})',
        'Lideré el ciclo presupuestario de un negocio de 200M',
        'Identifiqué 2M de ahorro de costes',
      ],
    },
    degrees: { en: ['BSc Economics', 'CFA Level II'], es: ['Grado en Economía', 'Máster en Finanzas', 'Licenciatura en Economía'] },
  },
  recruiting: {
    field: 'hr',
    skills: ['recruiting', 'sourcing', 'interviewing', 'ats', 'onboarding'],
    titles: {
      en: ['Recruiter', 'Talent Acquisition Specialist', 'Technical Recruiter', 'Talent Partner'],
      es: ['Reclutador/a', 'Técnico/a de Selección', 'Talent Acquisition', 'Consultor/a de Selección'],
    },
    duties: {
      en: ['Run hiring processes from brief to offer', 'Source candidates proactively', 'Advise hiring managers on the market', 'Give every candidate a great experience'],
      es: [
        'Gestionar procesos de selección de principio a fin',
        'Buscar candidatos de forma proactiva',
        'Asesorar a los responsables sobre el mercado',
        'Cuidar la experiencia de cada candidato',
      ],
    },
    achievements: {
      en: ['Hired 60 people in a year ({s})', 'Cut time-to-hire from 45 to 28 days', 'Rolled out {s} across 4 offices', 'Built the employer-branding programme with marketing'],
      es: [
        'Contraté a 60 personas en un año ({s})',
        'Reduje el tiempo de contratación de 45 a 28 días',
        'Implanté {s} en 4 oficinas',
        'Lancé el programa de employer branding con marketing',
      ],
    },
    degrees: { en: ['BA Psychology', 'BA Human Resources'], es: ['Grado en Psicología', 'Grado en Relaciones Laborales', 'Licenciatura en Psicología'] },
  },
  'people-partner': {
    field: 'hr',
    skills: ['employee-relations', 'performance-management', 'labour-law', 'hris', 'learning-development', 'compensation', 'payroll', 'onboarding'],
    titles: {
      en: ['HR Business Partner', 'People Partner', 'HR Generalist', 'HR Manager'],
      es: ['HR Business Partner', 'Técnico/a de RRHH', 'Generalista de Recursos Humanos', 'Responsable de Personas'],
    },
    levelTitles: {
      4: { en: ['Head of People', 'HR Director', 'People Lead'], es: ['Director/a de RRHH', 'Head of People', 'Responsable de Recursos Humanos'] },
    },
    duties: {
      en: [
        'Partner with managers on organisation and team health',
        'Run performance and pay review cycles',
        'Handle employee relations cases',
        'Keep HR policies compliant with local law',
      ],
      es: [
        'Acompañar a los managers en organización y clima de los equipos',
        'Gestionar los ciclos de evaluación y revisión salarial',
        'Llevar casos de relaciones laborales',
        'Mantener las políticas de RRHH conformes a la normativa',
      ],
    },
    achievements: {
      en: [
        'Introduced a new {s} process for 800 employees',
        'Negotiated the collective agreement with the works council',
        'Implemented {s} replacing spreadsheets',
        'Reduced voluntary turnover from 18% to 11%',
      ],
      es: [
        'Implanté un nuevo proceso de {s} para 800 empleados',
        'Negocié el convenio con el comité de empresa',
        'Implanté {s} sustituyendo las hojas de cálculo',
        'Reduje la rotación voluntaria del 18% al 11%',
      ],
    },
    degrees: { en: ['BA Human Resource Management', 'CIPD Level 7'], es: ['Grado en Relaciones Laborales y RRHH', 'Máster en Dirección de RRHH'] },
  },
  'corporate-law': {
    field: 'legal',
    skills: ['contracts', 'corporate-law', 'due-diligence', 'compliance', 'gdpr', 'legal-research', 'ip-law'],
    titles: { en: ['Corporate Lawyer', 'Legal Counsel', 'Commercial Lawyer'], es: ['Abogado/a Mercantil', 'Asesor/a Jurídico/a', 'Abogado/a de Empresa'] },
    levelTitles: {
      0: { en: ['Trainee Solicitor', 'Legal Intern', 'Legal Trainee'], es: ['Abogado/a en prácticas', 'Becario/a Jurídico/a', 'Pasante de Derecho'] },
      3: {
        en: ['Senior Legal Counsel', 'Senior Associate, Corporate', 'Senior Corporate Lawyer'],
        es: ['Abogado/a Senior Mercantil', 'Asociado/a Senior', 'Asesor/a Jurídico/a Senior'],
      },
      4: { en: ['Head of Legal', 'General Counsel', 'Legal Director'], es: ['Director/a de Asesoría Jurídica', 'Head of Legal', 'Responsable Legal'] },
    },
    duties: {
      en: [
        'Draft and negotiate commercial agreements',
        'Advise on corporate matters and investments',
        'Support transactions and due diligence',
        'Keep the business compliant as it grows',
      ],
      es: [
        'Redactar y negociar contratos mercantiles',
        'Asesorar en asuntos societarios e inversiones',
        'Apoyar operaciones y due diligence',
        'Mantener la empresa en cumplimiento mientras crece',
      ],
    },
    achievements: {
      en: [
        'Advised on 12 M&A deals worth 300M, including {s}',
        'Negotiated 200+ commercial contracts a year',
        'Set up the contract management process',
        'Trained the sales team on {s}',
      ],
      es: [
        'Asesoré en 12 operaciones de M&A por 300M, incluyendo {s}',
        'Negocié más de 200 contratos al año',
        'Implanté el proceso de gestión de contratos',
        'Formé al equipo comercial en {s}',
      ],
    },
    degrees: { en: ['LLB Law', 'LLM Corporate Law'], es: ['Grado en Derecho', 'Máster de Acceso a la Abogacía', 'Doble Grado en Derecho y ADE'] },
  },
  'privacy-compliance': {
    field: 'legal',
    skills: ['gdpr', 'compliance', 'contracts', 'legal-research', 'ip-law'],
    titles: {
      en: ['Privacy Counsel', 'Compliance Officer', 'Data Protection Officer', 'Legal Counsel, Privacy'],
      es: ['Abogado/a de Protección de Datos', 'Técnico/a de Compliance', 'Delegado/a de Protección de Datos', 'Asesor/a de Cumplimiento Normativo'],
    },
    duties: {
      en: [
        'Run the privacy programme and records of processing',
        'Review products and vendors for privacy risk',
        'Answer data subject and regulator requests',
        'Train teams on compliance',
      ],
      es: [
        'Gestionar el programa de privacidad y el registro de actividades',
        'Revisar productos y proveedores en materia de privacidad',
        'Atender derechos de los interesados y requerimientos del regulador',
        'Formar a los equipos en cumplimiento',
      ],
    },
    achievements: {
      en: [
        'Led the {s} programme across 6 countries',
        'Ran 40 privacy impact assessments',
        'Passed a regulator inspection without findings',
        'Wrote the compliance training followed by 2,000 staff',
      ],
      es: [
        'Lideré el programa de {s} en 6 países',
        'Realicé 40 evaluaciones de impacto',
        'Superé una inspección de la AEPD sin incidencias',
        'Diseñé la formación de cumplimiento para 2.000 empleados',
      ],
    },
    degrees: { en: ['LLB Law', 'CIPP/E certification'], es: ['Grado en Derecho', 'Máster en Protección de Datos'] },
  },
  litigation: {
    field: 'legal',
    skills: ['litigation', 'legal-research', 'contracts', 'labour-law', 'compliance'],
    titles: { en: ['Litigation Lawyer', 'Litigation Associate', 'Dispute Resolution Lawyer'], es: ['Abogado/a Litigante', 'Abogado/a Procesalista', 'Abogado/a de Litigios'] },
    levelTitles: {
      0: { en: ['Trainee Solicitor', 'Legal Intern'], es: ['Abogado/a en prácticas', 'Becario/a Jurídico/a', 'Pasante'] },
    },
    duties: {
      en: [
        'Handle civil and commercial claims from letter to trial',
        'Draft pleadings and court documents',
        'Research case law and prepare hearings',
        'Advise clients on settlement',
      ],
      es: [
        'Llevar reclamaciones civiles y mercantiles hasta juicio',
        'Redactar demandas y escritos procesales',
        'Investigar jurisprudencia y preparar vistas',
        'Asesorar a clientes sobre acuerdos',
      ],
    },
    achievements: {
      en: ['Ran 30 commercial claims ({s})', 'Won a 5M contractual claim at first instance', 'Drafted pleadings in labour disputes', 'Built a case-law research database'],
      es: [
        'Llevé 30 reclamaciones mercantiles ({s})',
        'Gané en primera instancia una reclamación de 5M',
        'Redacté escritos en conflictos laborales',
        'Creé una base de jurisprudencia para el despacho',
      ],
    },
    degrees: { en: ['LLB Law'], es: ['Grado en Derecho', 'Abogacía (UBA)', 'Máster de Acceso a la Abogacía'] },
  },
  nursing: {
    field: 'healthcare',
    skills: ['patient-care', 'icu', 'emergency', 'medication', 'bls', 'ehr', 'wound-care', 'paediatrics'],
    titles: { en: ['Registered Nurse', 'Staff Nurse'], es: ['Enfermero/a', 'DUE', 'Enfermero/a asistencial'] },
    levelTitles: {
      0: { en: ['Student Nurse', 'Nursing Intern'], es: ['Enfermero/a en prácticas', 'Estudiante de Enfermería en prácticas'] },
      1: { en: ['Newly Qualified Nurse', 'Junior Staff Nurse', 'Graduate Nurse'], es: ['Enfermero/a recién graduado/a', 'Enfermero/a Junior'] },
      2: { en: ['Registered Nurse', 'Staff Nurse', 'RN'], es: ['Enfermero/a', 'DUE', 'Enfermero/a asistencial'] },
      3: { en: ['Senior Staff Nurse', 'Charge Nurse', 'Senior Nurse'], es: ['Enfermero/a Senior', 'Enfermero/a con experiencia', 'Enfermero/a referente'] },
      4: { en: ['Nurse Manager', 'Ward Manager', 'Lead Nurse'], es: ['Supervisor/a de Enfermería', 'Coordinador/a de Enfermería', 'Jefe/a de Unidad de Enfermería'] },
    },
    duties: {
      en: [
        'Assess, plan and deliver patient care on the ward',
        'Administer medication and monitor patients',
        'Work with doctors and allied health professionals',
        'Keep accurate clinical records',
      ],
      es: [
        'Valorar, planificar y prestar cuidados en planta',
        'Administrar medicación y monitorizar pacientes',
        'Trabajar con medicina y otros profesionales sanitarios',
        'Registrar con rigor la actividad clínica',
      ],
    },
    achievements: {
      en: ['Cared for 8–10 patients per shift ({s})', 'Trained new nurses in {s}', 'Led the falls-prevention project on the ward', 'Charge nurse on night shifts'],
      es: ['Atendí a 8–10 pacientes por turno ({s})', 'Formé a nuevas enfermeras en {s}', 'Lideré el proyecto de prevención de caídas de la unidad', 'Referente de turno de noche'],
    },
    degrees: { en: ['BSc (Hons) Adult Nursing', 'BSc Nursing'], es: ['Grado en Enfermería', 'Licenciatura en Enfermería', 'Especialidad en Enfermería Pediátrica'] },
  },
  physiotherapy: {
    field: 'healthcare',
    skills: ['physiotherapy', 'manual-therapy', 'exercise-therapy', 'patient-care', 'bls'],
    titles: { en: ['Physiotherapist', 'Physical Therapist', 'MSK Physiotherapist'], es: ['Fisioterapeuta', 'Fisioterapeuta Deportivo/a', 'Kinesiólogo/a'] },
    duties: {
      en: ['Assess and treat musculoskeletal patients', 'Design rehabilitation and exercise programmes', 'Run group classes and home visits', 'Keep clinical notes up to date'],
      es: [
        'Valorar y tratar pacientes musculoesqueléticos',
        'Diseñar programas de rehabilitación y ejercicio',
        'Dar clases grupales y visitas a domicilio',
        'Mantener al día la historia clínica',
      ],
    },
    achievements: {
      en: ['Treated 25 patients a day ({s})', 'Physio for a semi-professional football team', 'Set up a post-surgery rehab programme', 'Ran back-pain classes for 200 employees'],
      es: [
        'Traté 25 pacientes al día ({s})',
        'Fisioterapeuta de un equipo de fútbol semiprofesional',
        'Puse en marcha un programa de rehabilitación postquirúrgica',
        'Impartí clases de espalda sana para 200 empleados',
      ],
    },
    degrees: { en: ['BSc Physiotherapy'], es: ['Grado en Fisioterapia', 'Licenciatura en Kinesiología', 'Máster en Fisioterapia Deportiva'] },
  },
  'clinical-research': {
    field: 'healthcare',
    skills: ['clinical-trials', 'gcp', 'ehr', 'medication', 'patient-care'],
    titles: {
      en: ['Clinical Research Associate', 'Clinical Trial Coordinator', 'Study Coordinator'],
      es: ['Monitor/a de Ensayos Clínicos', 'Coordinador/a de Ensayos Clínicos', 'CRA'],
    },
    duties: {
      en: ['Monitor trial sites and source data', 'Make sure studies follow protocol and regulations', 'Train site staff and resolve queries', 'Write monitoring reports'],
      es: [
        'Monitorizar centros y datos fuente de ensayos',
        'Asegurar que los estudios cumplen protocolo y normativa',
        'Formar al personal de los centros y resolver queries',
        'Redactar informes de monitorización',
      ],
    },
    achievements: {
      en: ['Monitored 14 oncology sites ({s})', 'Coordinated a phase III trial with 600 patients', 'Reduced open queries by 50%', 'Trained investigators on {s}'],
      es: ['Monitoricé 14 centros de oncología ({s})', 'Coordiné un ensayo fase III con 600 pacientes', 'Reduje un 50% las queries abiertas', 'Formé a investigadores en {s}'],
    },
    degrees: { en: ['BSc Biomedical Science', 'MSc Clinical Research'], es: ['Grado en Biología', 'Máster en Monitorización de Ensayos Clínicos', 'Grado en Farmacia'] },
  },
  'supply-chain': {
    field: 'operations',
    skills: ['supply-chain', 'logistics', 'erp', 'inventory', 'procurement', 'lean', 'excel'],
    titles: {
      en: ['Supply Chain Analyst', 'Logistics Coordinator', 'Operations Specialist', 'Supply Chain Planner'],
      es: ['Técnico/a de Supply Chain', 'Coordinador/a de Logística', 'Analista de Operaciones', 'Planificador/a de Demanda'],
    },
    levelTitles: {
      4: { en: ['Head of Operations', 'Supply Chain Manager', 'Logistics Manager'], es: ['Jefe/a de Operaciones', 'Director/a de Logística', 'Responsable de Supply Chain'] },
    },
    duties: {
      en: [
        'Plan stock and replenishment across warehouses',
        'Work with carriers and suppliers on service levels',
        'Improve warehouse processes and costs',
        'Report operational KPIs every week',
      ],
      es: [
        'Planificar el stock y la reposición entre almacenes',
        'Trabajar con transportistas y proveedores en niveles de servicio',
        'Mejorar procesos y costes de almacén',
        'Reportar KPIs operativos cada semana',
      ],
    },
    achievements: {
      en: [
        'Cut inventory by 20% while keeping 98% service level ({s})',
        'Renegotiated carrier contracts, saving 400k',
        'Rolled out {s} in 3 warehouses',
        'Ran a Kaizen programme on picking',
      ],
      es: [
        'Reduje el inventario un 20% manteniendo un 98% de servicio ({s})',
        'Renegocié contratos con transportistas, ahorrando 400k',
        'Implanté {s} en 3 almacenes',
        'Lideré un programa Kaizen en preparación de pedidos',
      ],
    },
    degrees: { en: ['BEng Industrial Engineering', 'BSc Logistics'], es: ['Ingeniería Industrial', 'Grado en Ingeniería en Organización Industrial', 'Máster en Logística'] },
  },
  'project-management': {
    field: 'operations',
    skills: ['project-management', 'agile', 'lean', 'excel', 'budgeting', 'procurement'],
    titles: {
      en: ['Project Manager', 'Programme Manager', 'Delivery Manager', 'PMO Analyst'],
      es: ['Jefe/a de Proyecto', 'Project Manager', 'Gestor/a de Proyectos', 'Técnico/a PMO'],
    },
    duties: {
      en: [
        'Plan and deliver cross-team projects on time and budget',
        'Run steering meetings and report status',
        'Manage risks, dependencies and suppliers',
        'Improve how we deliver',
      ],
      es: [
        'Planificar y entregar proyectos entre equipos en plazo y presupuesto',
        'Conducir comités de seguimiento y reportar el estado',
        'Gestionar riesgos, dependencias y proveedores',
        'Mejorar la forma en que entregamos',
      ],
    },
    achievements: {
      en: ['Delivered a 6M ERP rollout on time ({s})', 'Set up the PMO and its reporting', 'Introduced {s} in 5 teams', 'Managed 12 suppliers across 3 countries'],
      es: ['Entregué en plazo una implantación ERP de 6M ({s})', 'Monté la PMO y su reporting', 'Introduje {s} en 5 equipos', 'Gestioné 12 proveedores en 3 países'],
    },
    degrees: { en: ['BEng Industrial Engineering', 'MBA'], es: ['Ingeniería Industrial', 'MBA', 'Grado en ADE'] },
  },
  'customer-support': {
    field: 'support',
    skills: ['customer-service', 'ticketing', 'customer-success', 'sla', 'crm', 'saas'],
    titles: {
      en: ['Customer Support Specialist', 'Customer Success Manager', 'Customer Service Representative', 'Support Agent'],
      es: ['Agente de Atención al Cliente', 'Customer Success Manager', 'Especialista de Soporte', 'Teleoperador/a de Atención al Cliente'],
    },
    levelTitles: {
      4: {
        en: ['Head of Customer Support', 'Customer Success Lead', 'Support Team Lead'],
        es: ['Responsable de Atención al Cliente', 'Head of Customer Success', 'Coordinador/a de Soporte'],
      },
    },
    duties: {
      en: ['Answer customers by chat, email and phone', 'Onboard new customers and keep them happy', 'Spot trends and share them with product', 'Meet response-time targets'],
      es: [
        'Atender a clientes por chat, email y teléfono',
        'Acompañar a nuevos clientes en su puesta en marcha',
        'Detectar tendencias y compartirlas con producto',
        'Cumplir los tiempos de respuesta',
      ],
    },
    achievements: {
      en: ['Handled 60 tickets a day ({s}) with 97% CSAT', 'Reduced churn in my portfolio by 25% ({s})', 'Wrote 80 help-centre articles', 'Trained new agents on {s}'],
      es: [
        'Gestioné 60 tickets al día ({s}) con un CSAT del 97%',
        'Reduje un 25% las bajas de mi cartera ({s})',
        'Escribí 80 artículos del centro de ayuda',
        'Formé a nuevos agentes en {s}',
      ],
    },
    degrees: { en: ['BA Communications', 'BA Business'], es: ['Grado en Turismo', 'Técnico Superior en Marketing', 'Licenciatura en Comunicación'] },
  },
  'technical-support': {
    field: 'support',
    skills: ['troubleshooting', 'itil', 'networking', 'ticketing', 'sla', 'linux', 'sql'],
    titles: {
      en: ['Technical Support Engineer', 'IT Support Specialist', 'Help Desk Analyst', 'Service Desk Analyst'],
      es: ['Técnico/a de Soporte', 'Técnico/a de Soporte IT', 'Técnico/a Helpdesk', 'Soporte Técnico N2'],
    },
    duties: {
      en: [
        'Resolve technical incidents for customers and staff',
        'Escalate and follow up with engineering',
        'Keep the knowledge base current',
        'Set up accounts, devices and access',
      ],
      es: [
        'Resolver incidencias técnicas de clientes y empleados',
        'Escalar y hacer seguimiento con ingeniería',
        'Mantener actualizada la base de conocimiento',
        'Gestionar altas, equipos y accesos',
      ],
    },
    achievements: {
      en: ['Resolved 70% of tickets at first contact ({s})', 'Automated user provisioning ({s})', 'Migrated 300 laptops to a new image', 'Documented 120 runbooks'],
      es: [
        'Resolví el 70% de incidencias en primer contacto ({s})',
        'Automaticé las altas de usuarios ({s})',
        'Migré 300 portátiles a una nueva maqueta',
        'Documenté 120 procedimientos',
      ],
    },
    degrees: { en: ['CompTIA A+', 'HND Computing'], es: ['Técnico Superior en ASIR', 'Técnico Superior en DAM', 'Ingeniería Técnica en Informática'] },
  },
};

export const ROLE_TYPES: Record<TField, Record<TLang, string[]>> = {
  software: { en: ['Engineering', 'Software Development', 'Technology', 'IT'], es: ['Ingeniería', 'Desarrollo de software', 'Tecnología', 'IT', 'Sistemas'] },
  data: { en: ['Data', 'Data & Analytics', 'Business Intelligence', 'Data Science'], es: ['Datos', 'Data & Analytics', 'Business Intelligence', 'Analítica'] },
  design: { en: ['Design', 'Product Design', 'Creative'], es: ['Diseño', 'Diseño de producto', 'Creatividad'] },
  marketing: { en: ['Marketing', 'Growth', 'Brand & Communications'], es: ['Marketing', 'Comunicación', 'Growth'] },
  sales: { en: ['Sales', 'Business Development', 'Commercial'], es: ['Ventas', 'Comercial', 'Desarrollo de negocio'] },
  finance: { en: ['Finance', 'Accounting', 'Finance & Accounting'], es: ['Finanzas', 'Contabilidad', 'Administración y finanzas'] },
  hr: { en: ['People', 'Human Resources', 'Talent'], es: ['Recursos Humanos', 'RRHH', 'Personas', 'Talento'] },
  legal: { en: ['Legal', 'Legal & Compliance'], es: ['Legal', 'Jurídico', 'Asesoría jurídica'] },
  healthcare: { en: ['Healthcare', 'Nursing', 'Clinical'], es: ['Sanidad', 'Salud', 'Enfermería', 'Clínica'] },
  operations: { en: ['Operations', 'Supply Chain', 'Logistics', 'Project Management'], es: ['Operaciones', 'Logística', 'Cadena de suministro', 'Gestión de proyectos'] },
  support: { en: ['Customer Support', 'Customer Success', 'Customer Service', 'IT Support'], es: ['Atención al cliente', 'Soporte', 'Customer Success', 'Soporte técnico'] },
};

/**
 * Generic seniority words around a base title ("{t}" is the title). Mid level mostly carries no
 * word at all, as in real postings; "Semi Senior"/"SSr" is Latin American usage for mid level.
 */
export const SENIORITY_WORDS: Record<TLevel, Record<TLang, string[]>> = {
  0: { en: ['{t} Intern', 'Graduate {t}', 'Trainee {t}', '{t} Internship'], es: ['{t} en prácticas', 'Prácticas - {t}', 'Trainee {t}', 'Beca: {t}'] },
  1: { en: ['Junior {t}', 'Jr. {t}', 'Associate {t}', 'Entry-Level {t}'], es: ['{t} Junior', '{t} Jr', 'Junior {t}', '{t} Júnior'] },
  2: { en: ['{t}', '{t}', '{t} II', 'Mid-Level {t}'], es: ['{t}', '{t}', '{t} Semi Senior', '{t} SSr'] },
  3: { en: ['Senior {t}', 'Sr. {t}', 'Senior {t}', '{t} (Senior)'], es: ['{t} Senior', '{t} Sr.', '{t} Sénior', 'Senior {t}'] },
  4: { en: ['Lead {t}', '{t} Lead', 'Principal {t}', 'Team Lead – {t}'], es: ['{t} Lead', 'Líder de equipo - {t}', 'Lead {t}', '{t} Principal', 'Responsable de equipo {t}'] },
};

/** Years of experience a posting asks for, by level. */
export const YEARS_ASKED: Record<TLevel, Record<TLang, string[]>> = {
  0: {
    en: ['Currently studying or graduated in the last year', 'No experience needed: final-year students welcome'],
    es: ['Estudiante de último curso o recién titulado/a', 'Sin experiencia previa: buscamos estudiantes en su último año'],
  },
  1: {
    en: ['0–2 years of experience', 'Up to 2 years in a similar role', '1+ year of experience'],
    es: ['0–2 años de experiencia', 'Hasta 2 años en un puesto similar', 'Al menos 1 año de experiencia'],
  },
  2: {
    en: ['3+ years of experience', '3–5 years in a similar role', 'At least 3 years of hands-on experience'],
    es: ['3+ años de experiencia', 'Entre 3 y 5 años en un puesto similar', 'Al menos 3 años de experiencia'],
  },
  3: {
    en: ['5+ years of experience', '6+ years, with ownership of complex projects', 'Solid experience (5–8 years)'],
    es: ['5+ años de experiencia', 'Más de 6 años con proyectos complejos a tu cargo', 'Experiencia sólida (5–8 años)'],
  },
  4: {
    en: ['8+ years of experience, including leading a team', 'Experience managing people (4+ reports)', '10+ years and a track record of leading teams'],
    es: ['8+ años de experiencia, incluida la gestión de equipos', 'Experiencia liderando personas (4+ a cargo)', 'Más de 10 años y trayectoria liderando equipos'],
  },
};

export type TCity = { country: TCountry; en: string[]; es: string[] };

export const CITIES: Record<string, TCity> = {
  madrid: { country: 'ES', en: ['Madrid', 'Madrid, Spain', 'Madrid, ES'], es: ['Madrid', 'Madrid, España', 'Comunidad de Madrid'] },
  barcelona: { country: 'ES', en: ['Barcelona', 'Barcelona, Spain'], es: ['Barcelona', 'Barcelona, España', 'BCN'] },
  valencia: { country: 'ES', en: ['Valencia, Spain', 'Valencia'], es: ['Valencia', 'València', 'Valencia, España'] },
  sevilla: { country: 'ES', en: ['Seville', 'Seville, Spain'], es: ['Sevilla', 'Sevilla, España'] },
  bilbao: { country: 'ES', en: ['Bilbao', 'Bilbao, Spain'], es: ['Bilbao', 'Bilbao, Bizkaia'] },
  malaga: { country: 'ES', en: ['Malaga', 'Málaga, Spain'], es: ['Málaga', 'Málaga, España'] },
  cdmx: { country: 'MX', en: ['Mexico City', 'Mexico City, MX'], es: ['Ciudad de México', 'CDMX', 'CDMX, México'] },
  guadalajara: { country: 'MX', en: ['Guadalajara, Mexico'], es: ['Guadalajara', 'Guadalajara, Jalisco'] },
  'buenos-aires': { country: 'AR', en: ['Buenos Aires', 'Buenos Aires, Argentina'], es: ['Buenos Aires', 'CABA', 'Buenos Aires, Argentina'] },
  bogota: { country: 'CO', en: ['Bogota', 'Bogotá, Colombia'], es: ['Bogotá', 'Bogotá D.C.', 'Bogotá, Colombia'] },
  medellin: { country: 'CO', en: ['Medellin, Colombia'], es: ['Medellín', 'Medellín, Antioquia'] },
  santiago: { country: 'CL', en: ['Santiago, Chile'], es: ['Santiago', 'Santiago de Chile', 'Santiago, Chile'] },
  lima: { country: 'PE', en: ['Lima, Peru'], es: ['Lima', 'Lima, Perú'] },
  montevideo: { country: 'UY', en: ['Montevideo, Uruguay'], es: ['Montevideo', 'Montevideo, Uruguay'] },
  london: { country: 'UK', en: ['London', 'London, UK', 'London, United Kingdom', 'Greater London'], es: ['Londres', 'Londres, Reino Unido'] },
  manchester: { country: 'UK', en: ['Manchester', 'Manchester, UK'], es: ['Mánchester', 'Manchester, Reino Unido'] },
  edinburgh: { country: 'UK', en: ['Edinburgh', 'Edinburgh, Scotland'], es: ['Edimburgo'] },
  'new-york': { country: 'US', en: ['New York, NY', 'New York', 'NYC'], es: ['Nueva York', 'Nueva York, EE. UU.'] },
  'san-francisco': { country: 'US', en: ['San Francisco, CA', 'San Francisco Bay Area'], es: ['San Francisco', 'San Francisco, California'] },
  austin: { country: 'US', en: ['Austin, TX', 'Austin, Texas'], es: ['Austin, Texas'] },
  miami: { country: 'US', en: ['Miami, FL', 'Miami'], es: ['Miami', 'Miami, Florida'] },
  // Cities people move to from Spain or the UK; postings there are drawn only near someone who names them.
  lisbon: { country: 'PT', en: ['Lisbon', 'Lisbon, Portugal'], es: ['Lisboa', 'Lisboa, Portugal'] },
  berlin: { country: 'DE', en: ['Berlin', 'Berlin, Germany'], es: ['Berlín', 'Berlín, Alemania'] },
};

/** The cities postings of the wider market (and near misses abroad) are drawn from: the ones above, bar those people only move to. */
export const DRAWN_CITIES = Object.keys(CITIES).filter((city) => city !== 'lisbon' && city !== 'berlin');

/** Countries each remote region admits (a posting's "Remote (LATAM)" etc.). */
export const REMOTE_REGIONS: Record<TRemoteRegion, { countries: TCountry[]; en: string[]; es: string[] }> = {
  global: {
    countries: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'UY', 'UK', 'US', 'PT', 'DE'],
    en: ['Remote', 'Remote (worldwide)', 'Anywhere'],
    es: ['Remoto', '100% remoto', 'Remoto (cualquier país)'],
  },
  spain: { countries: ['ES'], en: ['Remote, Spain', 'Spain (remote)'], es: ['Remoto (España)', 'Remoto - España', 'Teletrabajo, España'] },
  latam: {
    countries: ['MX', 'AR', 'CO', 'CL', 'PE', 'UY'],
    en: ['Remote - LATAM', 'Latin America (remote)'],
    es: ['Remoto (LATAM)', 'Remoto desde Latinoamérica', 'LATAM - remoto'],
  },
  europe: { countries: ['ES', 'UK', 'PT', 'DE'], en: ['Remote (Europe)', 'Remote - EMEA', 'Remote, EU/UK time zones'], es: ['Remoto (Europa)', 'Remoto - UE'] },
  us: { countries: ['US'], en: ['Remote (US)', 'US Remote', 'Remote - United States'], es: ['Remoto (EE. UU.)'] },
  uk: { countries: ['UK'], en: ['Remote, UK', 'UK (remote)', 'Remote - United Kingdom'], es: ['Remoto (Reino Unido)'] },
};

export const COMPANIES: Record<'spain' | 'latam' | 'uk' | 'us' | 'global', string[]> = {
  spain: [
    'Nubelia',
    'Cobalto Labs',
    'Quantia Finanzas',
    'Mercado Verde',
    'Olivar Logística',
    'Brisa Energía',
    'Tramontana Tech',
    'Grupo Alcázar',
    'Pixelmar',
    'Rutas del Sur',
    'Seguros Atalaya',
    'Vinatea',
  ],
  latam: [
    'Andina Pagos',
    'Cóndor Digital',
    'Pampa Soft',
    'Selva Analytics',
    'Mercantil del Pacífico',
    'Nopal Labs',
    'Aurora Salud',
    'Río Plata Seguros',
    'Cumbre Retail',
    'Quetzal Fintech',
  ],
  uk: ['Harbourline', 'Thistle & Co', 'Brightwave Health', 'Kestrel Analytics', 'Greyfriars Legal', 'Northgate Logistics', 'Paddington Pay', 'Larkspur Retail'],
  us: ['Bluebonnet Systems', 'Hudson Ledger', 'Redwood Metrics', 'Sunline Commerce', 'Granite Peak Health', 'Atlas Freight', 'Cobalt Ridge'],
  global: ['Remotely', 'Orbitly', 'Nomad Stack', 'Meridian Cloud', 'Tidepool', 'Lumen Works', 'Zephyr HQ'],
};

/** Healthcare postings come from hospitals and clinics, not start-ups. */
export const HEALTH_EMPLOYERS: Record<'spain' | 'latam' | 'uk' | 'us' | 'global', string[]> = {
  spain: ['Hospital Universitario La Paz', 'Clínica Santa Elena', 'Hospital Quirón', 'Centro de Fisioterapia Movimiento', 'Vithas Salud'],
  latam: ['Clínica Alemana', 'Hospital Ángeles', 'Fundación Santa Fe', 'Clínica San Felipe', 'Hospital Italiano'],
  uk: ['NHS Lothian', 'Guy’s and St Thomas’ NHS Trust', 'Manchester University NHS Trust', 'Bupa Clinics'],
  us: ['Mount Sinai', 'Baptist Health', 'Ascension Seton', 'UCSF Health'],
  global: ['IQVIA', 'Parexel', 'Syneos Health', 'Physitrack'],
};

export const COMPANY_INTROS: Record<TLang, string[]> = {
  en: [
    'is a fast-growing fintech serving small businesses',
    'runs one of the largest online marketplaces in the region',
    'builds B2B software used by 3,000 companies',
    'is a data-driven travel company powered by machine learning',
    'is a logistics platform moving 1M parcels a week',
    'is a digital health start-up backed by leading investors',
    'is a consultancy helping enterprises modernise',
    'is a retail group with 200 stores and a growing e-commerce arm',
    'is an edtech company teaching 500k learners',
    'is a renewable-energy company building solar parks',
  ],
  es: [
    'es una fintech en pleno crecimiento que da servicio a pymes',
    'gestiona uno de los mayores marketplaces online de la región',
    'desarrolla software B2B usado por 3.000 empresas',
    'es una empresa de viajes basada en datos e inteligencia artificial',
    'es una plataforma logística que mueve 1M de paquetes a la semana',
    'es una start-up de salud digital respaldada por grandes inversores',
    'es una consultora que ayuda a grandes empresas a transformarse',
    'es un grupo de retail con 200 tiendas y un e-commerce en expansión',
    'es una edtech con 500k alumnos',
    'es una empresa de energías renovables que construye parques solares',
  ],
};

export const HEALTH_INTROS: Record<TLang, string[]> = {
  en: ['is a leading hospital with 600 beds', 'is a private clinic network', 'is a contract research organisation running trials worldwide', 'is a community health provider'],
  es: [
    'es un hospital de referencia con 600 camas',
    'es una red de clínicas privadas',
    'es una CRO que gestiona ensayos en todo el mundo',
    'es un centro sanitario de referencia en la zona',
  ],
};

export const BENEFITS: Record<TLang, string[]> = {
  en: [
    'Private health insurance and a learning budget.',
    'Flexible hours, 25 days of holiday and a pension plan.',
    'Competitive salary plus equity.',
    'Home-office budget and yearly offsite.',
    '',
  ],
  es: [
    'Seguro médico privado y presupuesto de formación.',
    'Horario flexible, 23 días de vacaciones y retribución flexible.',
    'Salario competitivo y plan de stock options.',
    'Ayuda para el teletrabajo y offsite anual.',
    'Jornada intensiva en verano.',
    '',
  ],
};

export const FIRST_NAMES: Record<'f' | 'm', Record<TLang, string[]>> = {
  f: { en: ['Emily', 'Sarah', 'Olivia', 'Hannah', 'Grace', 'Megan'], es: ['Lucía', 'María José', 'Carmen', 'Valentina', 'Camila', 'Marta', 'Sofía', 'Ana Belén'] },
  m: { en: ['James', 'Daniel', 'Tom', 'Michael', 'Ryan', 'Oliver'], es: ['Javier', 'Diego', 'Alejandro', 'Mateo', 'Sergio', 'Andrés', 'Pablo', 'Juan Carlos'] },
};
export const LAST_NAMES: Record<TLang, string[]> = {
  en: ['Walker', 'Thompson', 'Hughes', 'Bennett', 'Carter', 'Reid', 'Foster', 'Murphy'],
  es: ['García', 'Fernández', 'Rodríguez', 'Martínez', 'López', 'Sánchez', 'Romero', 'Torres', 'Castillo', 'Herrera', 'Navarro', 'Vargas'],
};

export const UNIVERSITIES: Record<TCountry, string[]> = {
  ES: ['Universidad Complutense de Madrid', 'Universitat de Barcelona', 'Universitat Politècnica de València', 'Universidad de Sevilla', 'Universidad Carlos III'],
  MX: ['UNAM', 'Tecnológico de Monterrey', 'Universidad Iberoamericana'],
  AR: ['Universidad de Buenos Aires', 'ITBA', 'Universidad Torcuato Di Tella'],
  CO: ['Universidad de los Andes', 'Universidad Nacional de Colombia'],
  CL: ['Pontificia Universidad Católica de Chile', 'Universidad de Chile'],
  PE: ['PUCP', 'Universidad de Lima'],
  UY: ['Universidad de la República'],
  UK: ['University of Manchester', 'King’s College London', 'University of Edinburgh', 'University of Leeds'],
  US: ['University of Texas at Austin', 'NYU', 'University of Florida', 'UC Berkeley'],
  PT: ['Universidade de Lisboa'],
  DE: ['Humboldt-Universität zu Berlin'],
};

/** Region of a country, for picking employers. */
export const COUNTRY_REGION: Record<TCountry, 'spain' | 'latam' | 'uk' | 'us'> = {
  ES: 'spain',
  MX: 'latam',
  AR: 'latam',
  CO: 'latam',
  CL: 'latam',
  PE: 'latam',
  UY: 'latam',
  UK: 'uk',
  US: 'us',
  PT: 'spain',
  DE: 'uk',
};

/** Fields whose people are sometimes a partial fit for each other's jobs (grade 1 at most). */
export const ADJACENT_FIELDS: readonly [TField, TField][] = [
  ['software', 'data'],
  ['software', 'support'],
  ['design', 'marketing'],
  ['marketing', 'sales'],
  ['sales', 'support'],
  ['finance', 'operations'],
  ['hr', 'operations'],
  ['legal', 'finance'],
];
