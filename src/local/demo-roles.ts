/**
 * What each demo title asks of a candidate, as a recruiter would write it: the skills every posting for
 * it requires (`must`, five of them per posting), those it would welcome (`nice`, two per posting),
 * what the person will do and the team, in English and Spanish. Skills are canonical names of the
 * matching vocabulary (a unit test keeps it so), so every posting names real skills the engine reads.
 */
export type TDemoRole = {
  must: string[];
  nice: string[];
  team: [en: string, es: string];
  tasks: [en: string, es: string][];
};

const role = (must: string, nice: string, team: [string, string], tasks: [string, string][]): TDemoRole => ({
  must: must.split(', '),
  nice: nice.split(', '),
  team,
  tasks,
});

/** Field (role_type) → one role per title, in the order of the field's titles in both languages. */
export const DEMO_ROLES: Record<string, TDemoRole[]> = {
  'Software Engineering': [
    role(
      'TypeScript, React, JavaScript, CSS, HTML, Jest, Accessibility',
      'Next.js, GraphQL, Playwright, Tailwind CSS',
      ['web', 'web'],
      [
        ['Build the screens our customers use every day, from design to production.', 'Construir las pantallas que nuestros clientes usan cada día, del diseño a producción.'],
        ['Keep the web app fast and accessible on every device.', 'Mantener la aplicación web rápida y accesible en cualquier dispositivo.'],
        ['Review code and share frontend practices with the team.', 'Revisar código y compartir buenas prácticas de frontend con el equipo.'],
      ],
    ),
    role(
      'Go, Java, Python, PostgreSQL, Kafka, Docker, Kubernetes, AWS, REST APIs',
      'Terraform, gRPC, Redis, Datadog',
      ['platform', 'plataforma'],
      [
        ['Design and run the services and APIs behind our product.', 'Diseñar y operar los servicios y las APIs que sostienen el producto.'],
        ['Own data models, queues and the reliability of what you ship.', 'Responsabilizarte de los modelos de datos, las colas y la fiabilidad de lo que despliegas.'],
        ['Work with product and frontend engineers to deliver features end to end.', 'Trabajar con producto y frontend para entregar funcionalidades de principio a fin.'],
      ],
    ),
    role(
      'TypeScript, React, Node.js, PostgreSQL, Docker, AWS, GraphQL',
      'Next.js, Redis, CI/CD, Terraform',
      ['product', 'producto'],
      [
        ['Ship features across the web app and the services behind it.', 'Desarrollar funcionalidades en la aplicación web y en los servicios que la sostienen.'],
        ['Write tests, review code and improve our delivery pipeline.', 'Escribir pruebas, revisar código y mejorar el proceso de despliegue.'],
        ['Talk to users and turn their feedback into working software.', 'Hablar con usuarios y convertir sus comentarios en software que funciona.'],
      ],
    ),
    role(
      'Java, Spring, Microservices, PostgreSQL, Kubernetes, AWS, CI/CD, Software architecture',
      'Kafka, Terraform, Go, Python',
      ['core engineering', 'ingeniería'],
      [
        ['Lead the design of new services and the evolution of existing ones.', 'Liderar el diseño de nuevos servicios y la evolución de los existentes.'],
        ['Mentor engineers and raise the bar of our code reviews.', 'Acompañar a otros ingenieros y elevar el nivel de las revisiones de código.'],
        ['Make technical decisions with product and operations.', 'Tomar decisiones técnicas junto a producto y operaciones.'],
      ],
    ),
    role(
      'Kotlin, Swift, iOS, Android, React Native, Flutter, REST APIs',
      'GraphQL, CI/CD, Unit testing',
      ['mobile', 'móvil'],
      [
        ['Build and release our iOS and Android apps.', 'Desarrollar y publicar nuestras aplicaciones de iOS y Android.'],
        ['Care for performance, offline use and crash-free sessions.', 'Cuidar el rendimiento, el uso sin conexión y las sesiones sin errores.'],
        ['Work with designers on native, accessible interfaces.', 'Trabajar con diseño en interfaces nativas y accesibles.'],
      ],
    ),
  ],
  'Data Science': [
    role(
      'Python, Machine learning, SQL, Pandas, scikit-learn, Statistics, A/B testing',
      'PyTorch, Apache Spark, Databricks',
      ['data science', 'ciencia de datos'],
      [
        ['Build models that predict demand, churn and fraud.', 'Construir modelos que predicen demanda, abandono y fraude.'],
        ['Design experiments and explain their results to the business.', 'Diseñar experimentos y explicar sus resultados al negocio.'],
        ['Put models into production with the engineering team.', 'Llevar modelos a producción con el equipo de ingeniería.'],
      ],
    ),
    role(
      'SQL, Excel, Tableau, Power BI, Python, Data visualization, Statistics',
      'Looker, BigQuery, dbt',
      ['analytics', 'analítica'],
      [
        ['Answer business questions with data and clear dashboards.', 'Responder preguntas de negocio con datos y cuadros de mando claros.'],
        ['Define and track the metrics that matter to each team.', 'Definir y seguir las métricas que importan a cada equipo.'],
        ['Present findings to managers and stakeholders.', 'Presentar conclusiones a responsables y otras áreas.'],
      ],
    ),
    role(
      'Python, PyTorch, TensorFlow, MLOps, Docker, Kubernetes, AWS',
      'Apache Spark, Airflow, NLP, Generative AI',
      ['machine learning', 'machine learning'],
      [
        ['Train, deploy and monitor models serving millions of requests.', 'Entrenar, desplegar y monitorizar modelos que atienden millones de peticiones.'],
        ['Build the pipelines that keep features and models fresh.', 'Construir los flujos que mantienen al día variables y modelos.'],
        ['Work with data scientists to take research into production.', 'Trabajar con ciencia de datos para llevar la investigación a producción.'],
      ],
    ),
    role(
      'SQL, dbt, Snowflake, Airflow, Python, Data modeling, Git',
      'BigQuery, Looker, Data governance',
      ['data platform', 'plataforma de datos'],
      [
        ['Model raw data into tables analysts and the business trust.', 'Modelar los datos en bruto en tablas en las que confían analistas y negocio.'],
        ['Own data quality tests, documentation and lineage.', 'Responsabilizarte de las pruebas de calidad, la documentación y la trazabilidad de los datos.'],
        ['Automate the pipelines that feed every dashboard.', 'Automatizar los flujos que alimentan cada cuadro de mando.'],
      ],
    ),
  ],
  'Product Management': [
    role(
      'Product management, Product discovery, Roadmapping, Product analytics, User stories, OKRs',
      'SQL, A/B testing, Figma',
      ['product', 'producto'],
      [
        ['Decide what we build next, and why, from customer evidence.', 'Decidir qué construimos a continuación, y por qué, a partir de lo que dicen los clientes.'],
        ['Run discovery with design and engineering.', 'Liderar el descubrimiento con diseño e ingeniería.'],
        ['Measure outcomes and share them with the company.', 'Medir resultados y compartirlos con toda la empresa.'],
      ],
    ),
    role(
      'Backlog management, User stories, Scrum, Product requirements, Roadmapping, Jira',
      'Product analytics, SQL, Design thinking',
      ['product', 'producto'],
      [
        ['Own the backlog of two development teams.', 'Gestionar el backlog de dos equipos de desarrollo.'],
        ['Write clear requirements and acceptance criteria.', 'Escribir requisitos y criterios de aceptación claros.'],
        ['Work with stakeholders to set priorities every sprint.', 'Acordar prioridades con las áreas implicadas en cada sprint.'],
      ],
    ),
    role(
      'Product management, REST APIs, Product requirements, SQL, Software architecture, Roadmapping',
      'Microservices, Product analytics, Agile',
      ['platform', 'plataforma'],
      [
        ['Define the APIs and platform capabilities other teams build on.', 'Definir las APIs y las capacidades de plataforma sobre las que construyen otros equipos.'],
        ['Turn technical trade-offs into clear product decisions.', 'Convertir las decisiones técnicas en decisiones de producto claras.'],
        ['Work daily with engineering leads and architects.', 'Trabajar a diario con responsables de ingeniería y arquitectura.'],
      ],
    ),
  ],
  Design: [
    role(
      'Figma, Product design, Prototyping, User research, Design systems, Interaction design',
      'Wireframing, Accessibility, HTML',
      ['design', 'diseño'],
      [
        ['Design end-to-end experiences, from research to polished screens.', 'Diseñar experiencias completas, de la investigación a las pantallas finales.'],
        ['Prototype and test ideas with real users.', 'Prototipar y probar ideas con usuarios reales.'],
        ['Contribute to and grow our design system.', 'Contribuir a nuestro sistema de diseño y hacerlo crecer.'],
      ],
    ),
    role(
      'User research, Wireframing, Customer journey, Information architecture, Design thinking',
      'Figma, Product analytics, Service design',
      ['research', 'investigación'],
      [
        ['Plan and run interviews, usability tests and surveys.', 'Planificar y llevar a cabo entrevistas, pruebas de usabilidad y encuestas.'],
        ['Turn findings into insights teams act on.', 'Convertir los hallazgos en conclusiones que los equipos aplican.'],
        ['Map customer journeys across our products.', 'Trazar los recorridos de los clientes en nuestros productos.'],
      ],
    ),
    role(
      'Figma, UI design, Typography, Design systems, Illustrator, Prototyping',
      'Motion graphics, After Effects, Accessibility',
      ['design', 'diseño'],
      [
        ['Craft clear, consistent interfaces for web and mobile.', 'Crear interfaces claras y coherentes para web y móvil.'],
        ['Maintain components, icons and visual guidelines.', 'Mantener componentes, iconos y guías visuales.'],
        ['Work closely with frontend engineers on the details.', 'Trabajar de cerca con frontend en los detalles.'],
      ],
    ),
  ],
  Marketing: [
    role(
      'Growth marketing, Performance marketing, Google Analytics, A/B testing, SEM, Marketing automation',
      'SQL, HubSpot, Conversion rate optimization',
      ['growth', 'growth'],
      [
        ['Find and scale the channels that bring new customers.', 'Encontrar y escalar los canales que traen nuevos clientes.'],
        ['Run experiments on landing pages, onboarding and pricing.', 'Lanzar experimentos en páginas de aterrizaje, alta y precios.'],
        ['Report on acquisition costs and returns each week.', 'Informar cada semana de costes de adquisición y retorno.'],
      ],
    ),
    role(
      'Content marketing, Copywriting, SEO, Social media, Email marketing, WordPress',
      'HubSpot, Video marketing, Google Analytics',
      ['marketing', 'marketing'],
      [
        ['Plan and write content that our audience wants to read.', 'Planificar y escribir contenido que nuestra audiencia quiere leer.'],
        ['Run the editorial calendar and the newsletter.', 'Llevar el calendario editorial y la newsletter.'],
        ['Measure what each piece brings and improve it.', 'Medir lo que aporta cada pieza y mejorarla.'],
      ],
    ),
    role(
      'SEO, Google Analytics, Content marketing, Copywriting, Conversion rate optimization',
      'SQL, WordPress, Marketing analytics',
      ['marketing', 'marketing'],
      [
        [
          'Own organic search strategy, from keywords to technical fixes.',
          'Responsabilizarte de la estrategia de búsqueda orgánica, de las palabras clave a los ajustes técnicos.',
        ],
        ['Work with content and engineering to grow organic traffic.', 'Trabajar con contenido e ingeniería para hacer crecer el tráfico orgánico.'],
        ['Audit the site and track rankings every month.', 'Auditar el sitio y seguir el posicionamiento cada mes.'],
      ],
    ),
    role(
      'Brand management, Market research, Marketing strategy, Social media, Public relations',
      'Product marketing, Event management, Influencer marketing',
      ['brand', 'marca'],
      [
        ['Shape how the brand looks and speaks in every market.', 'Dar forma a cómo se ve y cómo habla la marca en cada mercado.'],
        ['Plan campaigns with agencies and internal teams.', 'Planificar campañas con agencias y equipos internos.'],
        ['Track brand awareness and customer perception.', 'Seguir el reconocimiento de marca y la percepción de los clientes.'],
      ],
    ),
  ],
  Sales: [
    role(
      'B2B sales, SaaS sales, Negotiation, Salesforce, Pipeline management, Closing',
      'Consultative selling, Business development, Go-to-market',
      ['sales', 'ventas'],
      [
        ['Own the full sales cycle for mid-market accounts.', 'Gestionar el ciclo de venta completo de cuentas medianas.'],
        ['Build a healthy pipeline and forecast it accurately.', 'Construir una cartera sana y prever sus cierres con precisión.'],
        ['Work with customer success on renewals and upsells.', 'Trabajar con customer success en renovaciones y ampliaciones.'],
      ],
    ),
    role(
      'Prospecting, Lead qualification, CRM, Inside sales, Lead generation',
      'HubSpot, Salesforce, B2B sales',
      ['sales', 'ventas'],
      [
        ['Research and contact new prospects by phone, email and LinkedIn.', 'Investigar y contactar nuevos clientes potenciales por teléfono, correo y LinkedIn.'],
        ['Qualify leads and book meetings for account executives.', 'Cualificar oportunidades y agendar reuniones para los ejecutivos de cuentas.'],
        ['Keep every conversation recorded in the CRM.', 'Registrar cada conversación en el CRM.'],
      ],
    ),
    role(
      'Account management, Negotiation, B2B sales, Upselling, CRM, Customer retention',
      'Salesforce, Tenders, Partnerships',
      ['key accounts', 'grandes cuentas'],
      [
        ['Grow a portfolio of our largest customers.', 'Hacer crecer una cartera de nuestros mayores clientes.'],
        ['Negotiate annual agreements and renewals.', 'Negociar acuerdos anuales y renovaciones.'],
        ['Be the voice of the customer inside the company.', 'Ser la voz del cliente dentro de la empresa.'],
      ],
    ),
  ],
  'Customer Support': [
    role(
      'Customer success, Customer retention, Account management, CRM, Customer satisfaction',
      'Zendesk, Salesforce, SaaS sales',
      ['customer success', 'customer success'],
      [
        ['Onboard new customers and help them reach value fast.', 'Acompañar a los nuevos clientes para que obtengan valor cuanto antes.'],
        ['Run business reviews and spot risks before renewal.', 'Llevar revisiones periódicas y detectar riesgos antes de la renovación.'],
        ['Share customer feedback with product.', 'Trasladar los comentarios de los clientes a producto.'],
      ],
    ),
    role(
      'Customer service, Zendesk, Ticketing, Live chat, Complaint handling, Customer satisfaction',
      'Troubleshooting, SLA, CRM',
      ['support', 'soporte'],
      [
        ['Answer customers by chat, email and phone.', 'Atender a los clientes por chat, correo y teléfono.'],
        ['Solve issues on the first contact whenever possible.', 'Resolver las incidencias en el primer contacto siempre que se pueda.'],
        ['Write help articles for the most common questions.', 'Escribir artículos de ayuda para las preguntas más frecuentes.'],
      ],
    ),
    role(
      'Technical support, Troubleshooting, SQL, Linux, REST APIs, Ticketing',
      'ITIL, Bash, Zendesk',
      ['support', 'soporte'],
      [
        ['Investigate complex technical issues reported by customers.', 'Investigar incidencias técnicas complejas que reportan los clientes.'],
        ['Reproduce bugs and work with engineering on fixes.', 'Reproducir errores y trabajar con ingeniería en su solución.'],
        ['Improve our runbooks and internal tools.', 'Mejorar nuestros procedimientos y herramientas internas.'],
      ],
    ),
  ],
  Finance: [
    role(
      'Financial analysis, Financial modeling, Forecasting, Excel, Financial reporting',
      'Power BI, SQL, SAP',
      ['finance', 'finanzas'],
      [
        ['Build the models behind budgets and investment decisions.', 'Construir los modelos detrás de presupuestos y decisiones de inversión.'],
        ['Analyse monthly results and explain variances.', 'Analizar los resultados mensuales y explicar las desviaciones.'],
        ['Support leadership with clear financial reporting.', 'Apoyar a la dirección con informes financieros claros.'],
      ],
    ),
    role(
      'Accounting, Month-end close, Reconciliation, Accounts payable, Tax, IFRS',
      'SAP, Excel, Auditing',
      ['accounting', 'contabilidad'],
      [
        ['Keep the books accurate and close each month on time.', 'Llevar la contabilidad al día y cerrar cada mes a tiempo.'],
        ['Reconcile bank accounts, payables and receivables.', 'Conciliar bancos, proveedores y clientes.'],
        ['Prepare tax filings and support the yearly audit.', 'Preparar las declaraciones de impuestos y apoyar la auditoría anual.'],
      ],
    ),
    role(
      'FP&A, Forecasting, Financial modeling, P&L management, Excel, Financial reporting',
      'Power BI, SQL, Controlling',
      ['finance', 'finanzas'],
      [
        ['Lead the annual budget and rolling forecasts.', 'Liderar el presupuesto anual y las previsiones periódicas.'],
        ['Partner with department heads on costs and headcount.', 'Acompañar a los responsables de área en costes y plantilla.'],
        ['Present financial performance to the executive team.', 'Presentar la evolución financiera al comité de dirección.'],
      ],
    ),
  ],
  'Human Resources': [
    role(
      'Employee relations, Performance management, Labor law, Talent management, Organizational development',
      'People analytics, HRIS, Compensation and benefits',
      ['people', 'personas'],
      [
        ['Advise managers on people decisions across the business.', 'Asesorar a los responsables en las decisiones sobre personas.'],
        ['Lead performance cycles and development plans.', 'Liderar los ciclos de evaluación y los planes de desarrollo.'],
        ['Handle employee relations cases with care.', 'Gestionar con cuidado los casos de relaciones laborales.'],
      ],
    ),
    role(
      'Recruitment, Sourcing, Interviewing, Applicant tracking systems, Employer branding',
      'People analytics, Workforce planning, Employee engagement',
      ['talent', 'talento'],
      [
        ['Run hiring processes from sourcing to offer.', 'Llevar procesos de selección de la búsqueda a la oferta.'],
        ['Advise hiring managers on profiles and interviews.', 'Asesorar a los responsables sobre perfiles y entrevistas.'],
        ['Make every candidate experience a good one.', 'Cuidar la experiencia de cada candidato.'],
      ],
    ),
    role(
      'Payroll, HRIS, Labor law, HR policies, Compensation and benefits',
      'People analytics, Employee engagement, Excel',
      ['people operations', 'personas'],
      [
        ['Run payroll, contracts and benefits for every country.', 'Gestionar nóminas, contratos y beneficios en cada país.'],
        ['Keep HR processes and policies simple and compliant.', 'Mantener procesos y políticas de personas sencillos y conformes a la ley.'],
        ['Own our HRIS and people data.', 'Responsabilizarte del sistema de RR. HH. y de los datos de personas.'],
      ],
    ),
  ],
  Operations: [
    role(
      'Operations management, Process improvement, Lean, KPIs, Supply chain',
      'Six Sigma, SAP, Power BI',
      ['operations', 'operaciones'],
      [
        ['Run daily operations and hit our service targets.', 'Dirigir la operación diaria y cumplir los objetivos de servicio.'],
        ['Find and remove waste in our processes.', 'Detectar y eliminar ineficiencias en nuestros procesos.'],
        ['Lead a team of coordinators and shift leads.', 'Liderar un equipo de coordinadores y jefes de turno.'],
      ],
    ),
    role(
      'Supply chain, Demand planning, Inventory management, Excel, SAP, Procurement',
      'SQL, Power BI, Distribution logistics',
      ['supply chain', 'cadena de suministro'],
      [
        ['Forecast demand and plan stock across warehouses.', 'Prever la demanda y planificar el stock entre almacenes.'],
        ['Analyse supplier performance and costs.', 'Analizar el desempeño y los costes de los proveedores.'],
        ['Build reports that help the team decide faster.', 'Preparar informes que ayudan al equipo a decidir más rápido.'],
      ],
    ),
    role(
      'Project management, PMP, Risk management, Stakeholder management, Microsoft Project',
      'Agile, Jira, Lean',
      ['delivery', 'proyectos'],
      [
        ['Plan and deliver projects on time and within budget.', 'Planificar y entregar proyectos en plazo y dentro del presupuesto.'],
        ['Coordinate internal teams, suppliers and clients.', 'Coordinar equipos internos, proveedores y clientes.'],
        ['Report progress and risks to leadership.', 'Informar a la dirección del avance y de los riesgos.'],
      ],
    ),
  ],
  Healthcare: [
    role(
      'Nursing, Medication administration, Vital signs, Infection control, Electronic health records',
      'Intensive care, Emergency care, Wound care',
      ['nursing', 'enfermería'],
      [
        ['Provide safe, compassionate care to patients on the ward.', 'Prestar cuidados seguros y cercanos a los pacientes de planta.'],
        ['Administer medication and monitor vital signs.', 'Administrar medicación y controlar las constantes vitales.'],
        ['Work with doctors and families on each care plan.', 'Trabajar con médicos y familias en cada plan de cuidados.'],
      ],
    ),
    role(
      'Clinical research, Pharmacovigilance, Regulatory affairs, Electronic health records, Medical devices',
      'GMP, Statistics, Public health',
      ['clinical operations', 'operaciones clínicas'],
      [
        ['Monitor clinical trial sites and the quality of their data.', 'Monitorizar centros de ensayos clínicos y la calidad de sus datos.'],
        ['Make sure studies follow protocol and regulation.', 'Asegurar que los estudios cumplen el protocolo y la normativa.'],
        ['Train site staff and report on progress.', 'Formar al personal de los centros e informar del avance.'],
      ],
    ),
    role(
      'Pharmacy, Medication administration, Pharmacovigilance, Customer service, Inventory management',
      'GMP, Nutrition, Public health',
      ['pharmacy', 'farmacia'],
      [
        ['Dispense medicines and advise patients on their use.', 'Dispensar medicamentos y aconsejar a los pacientes sobre su uso.'],
        ['Check prescriptions and report adverse reactions.', 'Revisar recetas y notificar reacciones adversas.'],
        ['Manage stock and the pharmacy team.', 'Gestionar el stock y el equipo de la farmacia.'],
      ],
    ),
  ],
  Education: [
    role(
      'English teaching, Teaching, Classroom management, Student assessment, Curriculum design',
      'Educational technology, Tutoring, LMS',
      ['teaching', 'docencia'],
      [
        ['Teach English to groups of teenagers and adults.', 'Impartir clases de inglés a grupos de adolescentes y adultos.'],
        ['Prepare lessons, materials and assessments.', 'Preparar clases, materiales y evaluaciones.'],
        ['Follow each student’s progress and talk to families.', 'Seguir el progreso de cada alumno y hablar con las familias.'],
      ],
    ),
    role(
      'Instructional design, LMS, Curriculum design, Educational technology, Training delivery',
      'Video editing, Graphic design, Pedagogy',
      ['learning', 'formación'],
      [
        ['Design online courses with subject-matter experts.', 'Diseñar cursos en línea con expertos en cada materia.'],
        ['Build interactive lessons and assessments in our LMS.', 'Crear lecciones y evaluaciones interactivas en nuestra plataforma LMS.'],
        ['Measure learning outcomes and improve each course.', 'Medir el aprendizaje y mejorar cada curso.'],
      ],
    ),
    role(
      'Academic coordination, Curriculum design, Pedagogy, Student assessment, Teaching',
      'Educational technology, Higher education, LMS',
      ['academic', 'académico'],
      [
        ['Coordinate teachers, timetables and programmes.', 'Coordinar profesorado, horarios y programas.'],
        ['Keep the curriculum current and consistent.', 'Mantener el plan de estudios actualizado y coherente.'],
        ['Be the point of contact for students and families.', 'Ser el punto de contacto de alumnos y familias.'],
      ],
    ),
  ],
  Legal: [
    role(
      'Corporate law, M&A, Contract law, Due diligence, Legal drafting',
      'Competition law, Banking law, Tax law',
      ['legal', 'jurídico'],
      [
        ['Advise on corporate transactions and governance.', 'Asesorar en operaciones societarias y gobierno corporativo.'],
        ['Draft and negotiate commercial agreements.', 'Redactar y negociar contratos mercantiles.'],
        ['Lead due diligence on acquisitions.', 'Dirigir las revisiones legales de las adquisiciones.'],
      ],
    ),
    role(
      'Legal research, Legal drafting, Document management, Contract law, Litigation',
      'GDPR, Intellectual property, Corporate law',
      ['legal', 'jurídico'],
      [
        ['Support lawyers with research and case files.', 'Apoyar a los abogados con investigación y expedientes.'],
        ['Draft contracts, letters and filings.', 'Redactar contratos, cartas y escritos.'],
        ['Keep deadlines and documents in order.', 'Mantener en orden plazos y documentos.'],
      ],
    ),
    role(
      'Compliance, AML, GDPR, Risk management, Regulatory affairs',
      'Auditing, Internal communications, Data governance',
      ['compliance', 'cumplimiento'],
      [
        ['Run the compliance programme and its controls.', 'Dirigir el programa de cumplimiento y sus controles.'],
        ['Monitor regulation and train the teams it affects.', 'Seguir la normativa y formar a los equipos afectados.'],
        ['Investigate incidents and report to the board.', 'Investigar incidencias e informar al consejo.'],
      ],
    ),
  ],
  Engineering: [
    role(
      'Mechanical design, SolidWorks, AutoCAD, Finite element analysis, Manufacturing',
      'MATLAB, Lean, CATIA',
      ['engineering', 'ingeniería'],
      [
        ['Design parts and assemblies from concept to production.', 'Diseñar piezas y conjuntos del concepto a la producción.'],
        ['Run simulations and tests to validate designs.', 'Realizar simulaciones y ensayos para validar los diseños.'],
        ['Work with suppliers and the plant on manufacturing issues.', 'Trabajar con proveedores y la planta en los problemas de fabricación.'],
      ],
    ),
    role(
      'AutoCAD, Structural analysis, Construction management, BIM, Revit',
      'Geotechnical engineering, Surveying, Cost estimation',
      ['infrastructure', 'infraestructuras'],
      [
        ['Design and supervise infrastructure and building projects.', 'Diseñar y supervisar proyectos de infraestructuras y edificación.'],
        ['Prepare drawings, calculations and budgets.', 'Preparar planos, cálculos y presupuestos.'],
        ['Coordinate contractors on site.', 'Coordinar a las contratas en obra.'],
      ],
    ),
    role(
      'Electrical design, PLC, AutoCAD, Electronics, Renewable energy',
      'MATLAB, Energy efficiency, Maintenance',
      ['engineering', 'ingeniería'],
      [
        ['Design low- and medium-voltage installations.', 'Diseñar instalaciones de baja y media tensión.'],
        ['Program and commission control systems.', 'Programar y poner en marcha sistemas de control.'],
        ['Write technical documentation and test reports.', 'Redactar documentación técnica e informes de pruebas.'],
      ],
    ),
  ],
};
