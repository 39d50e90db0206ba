import { isFamily, type TFamily } from './families';

/**
 * Words of job titles, one group a line: `family kind: synonym|synonym, synonym|...`. Kinds:
 * `phrase` is a whole role ("project manager"), strongest; `head` names a person's role and belongs
 * to a family ("nurse", "designer"); `mod` qualifies a title ("data", "marketing"); `-` heads belong to
 * no family ("engineer", "manager") and only tell that a line is a job title.
 */
const ROLE_TERMS = `
software phrase: software engineer|software developer|ingeniero de software|desarrollador de software|swe, web developer|desarrollador web|web programmer, tech lead|technical lead|lider tecnico, system administrator|sysadmin|administrador de sistemas|systems administrator, software architect|solutions architect|arquitecto de software|arquitecto de soluciones|cloud architect|arquitecto cloud, scrum master|agile coach, qa engineer|qa analyst|test engineer|ingeniero de pruebas|analista qa|qa tester|software tester|tester, devops engineer|ingeniero devops|platform engineer, site reliability engineer, cto|chief technology officer, engineering manager
software head: developer|desarrollador|programmer|programador|dev|coder|developers
software mod: software, frontend|front end|front-end, backend|back end|back-end, full stack|fullstack|full-stack, mobile|movil, ios, android, devops|sre, cloud, infrastructure|infraestructura, embedded|embebido, firmware, game|videojuego|videojuegos, blockchain, java, python, javascript|typescript, react|angular|vue, php|laravel, dotnet|c#, node|node.js, golang|rust|c++, salesforce, wordpress
data phrase: data scientist|cientifico de datos|data science|ciencia de datos, data analyst|analista de datos, data engineer|ingeniero de datos, machine learning engineer|ml engineer|ingeniero de machine learning|ingeniero de aprendizaje automatico, analytics engineer, bi analyst|analista bi|bi developer|desarrollador bi, statistician|estadistico, database administrator|dba|administrador de bases de datos
data mod: data|datos, analytics|analitica, machine learning|aprendizaje automatico|ml, ai|ia|inteligencia artificial|artificial intelligence, bi|business intelligence|inteligencia de negocio, big data, deep learning, nlp, computer vision|vision artificial, mlops, quantitative|cuantitativo
security phrase: security engineer|ingeniero de seguridad|security analyst|analista de seguridad|soc analyst|analista soc, pentester|penetration tester|ethical hacker, ciso|chief information security officer
security mod: cybersecurity|ciberseguridad|cyber security, infosec|information security|seguridad de la informacion|seguridad informatica, security
design phrase: ux researcher|investigador ux|user researcher, art director|director de arte|creative director|director creativo, product designer|disenador de producto, web designer|disenador web, ux writer
design head: designer|disenador|disenadora grafica, illustrator|ilustrador, animator|animador, photographer|fotografo, video editor|editor de video
design mod: ux|ux ui|ui ux, ui, user experience|experiencia de usuario, graphic|grafico, visual, interaction, motion, interior|interiores, fashion|moda
product phrase: product manager|gerente de producto|jefe de producto|product lead|head of product|product management, product owner|propietario de producto|po, cpo|chief product officer
product mod: product|producto
marketing phrase: community manager, product marketing|product marketing manager, marketing manager|responsable de marketing|director de marketing, brand manager|gerente de marca, content manager|content creator|creador de contenido, social media manager, cmo|chief marketing officer, seo specialist|especialista seo, media buyer|comprador de medios
marketing head: marketer|marketers, copywriter|redactor|redactora, journalist|periodista, writer|escritor
marketing mod: marketing|mercadotecnia|marketing digital|digital marketing, growth, seo|sem|ppc, content|contenido|contenidos, brand|marca, social media|redes sociales, communications|comunicacion|comunicaciones, public relations|relaciones publicas|pr, ecommerce|comercio electronico, crm, performance marketing, events|eventos
sales phrase: account executive|ejecutivo de cuentas|ejecutivo comercial, account manager|gestor de cuentas|key account manager|key account|kam, sales representative|representante de ventas|representante comercial|sales rep|sales agent, sales engineer|ingeniero de ventas|ingeniero comercial, business developer|business development representative|business development manager, sales development representative|sdr|bdr|representante de desarrollo de ventas, asesor comercial|agente comercial|comercial, real estate agent|agente inmobiliario|asesor inmobiliario, insurance agent|agente de seguros, sales manager|director comercial|jefe de ventas|gerente comercial
sales head: salesperson|vendedor|vendedora|seller
sales mod: sales|ventas, business development|desarrollo de negocio, inside sales, presales|preventa, partnerships|alianzas, channel
support phrase: technical support|soporte tecnico|it support|soporte it|soporte informatico, customer service representative|representante de servicio al cliente|agente de atencion al cliente|teleoperador|teleoperadora, customer success manager|csm
support mod: support|soporte, customer success|exito del cliente, customer service|atencion al cliente|servicio al cliente, customer care, help desk|helpdesk|mesa de ayuda|service desk, call center|contact center, customer experience|experiencia de cliente
finance phrase: financial analyst|analista financiero, fp&a, accounts payable, accounts receivable, cfo|chief financial officer, tax advisor|asesor fiscal, investment banker, credit analyst|analista de riesgos|risk analyst
finance head: accountant|contable|contador|contadora, controller, auditor|auditora, bookkeeper, actuary|actuario, treasurer|tesorero, economist|economista
finance mod: finance|finanzas|financiero|financial, accounting|contabilidad, tax|fiscal|impuestos, treasury|tesoreria, audit|auditoria, credit|credito, risk|riesgos, investment|inversion|inversiones, banking|banca|bancario, billing|facturacion, controlling|control de gestion, m&a, equity, wealth, payments|pagos
hr phrase: hr business partner|hrbp|people partner, talent acquisition|adquisicion de talento, people operations, tecnico de seleccion|tecnica de seleccion|recruitment consultant, chro
hr head: recruiter|reclutador|reclutadora|headhunter
hr mod: hr|rrhh|recursos humanos|human resources, people|personas, talent|talento, recruitment|recruiting|reclutamiento|seleccion, payroll|nominas, compensation|compensacion, learning and development|formacion
legal phrase: legal counsel|asesor juridico|asesora juridica|general counsel, data protection officer|dpo|delegado de proteccion de datos, regulatory affairs|asuntos regulatorios
legal head: lawyer|abogado|abogada|attorney|counsel|solicitor|letrado|jurista|jurist, paralegal, notary|notario, procurador
legal mod: legal|juridico, law|derecho, compliance|cumplimiento|cumplimiento normativo
operations phrase: project manager|jefe de proyecto|jefa de proyecto|gestor de proyectos|director de proyectos|project coordinator|coordinador de proyectos|project lead|pmo|program manager|delivery manager, operations manager|responsable de operaciones|director de operaciones|gerente de operaciones, supply chain|cadena de suministro, business process|procesos de negocio, health and safety|prevencion de riesgos|tecnico de prevencion|hse, coo|chief operating officer
operations head: buyer|comprador, dispatcher, planner|planificador
operations mod: operations|operaciones|operacional, logistics|logistica|logistico, procurement|compras|purchasing, warehouse|almacen, inventory|inventario, fleet|flota, transport|transporte, import|export|comercio exterior, facilities, quality|calidad
healthcare phrase: nursing assistant|auxiliar de enfermeria|tcae|care assistant, medical assistant, pharmacy technician|tecnico de farmacia, lab technician|tecnico de laboratorio, clinical research associate|cra, ensayos clinicos|clinical trials
healthcare head: nurse|enfermero|enfermera, physician|medico|medica, pharmacist|farmaceutico, physiotherapist|fisioterapeuta|physical therapist, psychologist|psicologo, dentist|dentista|odontologo, caregiver|cuidador|gerocultor, midwife|matrona, nutritionist|nutricionista|dietitian|dietista, therapist|terapeuta, paramedic, radiographer|radiologo, surgeon|cirujano, veterinarian|veterinario, optometrist|optometrista, kinesiologist|kinesiologo|kinesiologa, speech therapist|logopeda|fonoaudiologo, podiatrist|podologo, doctor
healthcare mod: clinical|clinico|clinica, medical, health|salud|healthcare|sanitario|sanitaria, patient|paciente|pacientes, pharmacy|farmacia, hospital, nursing|enfermeria, pharmaceutical|pharma
education phrase: instructional designer|disenador instruccional|learning designer|learning experience designer, teaching assistant|auxiliar de conversacion|language assistant
education head: teacher|profesor|profesora|docente|maestro|maestra, tutor, educator|educador|educadora, instructor, lecturer|professor|catedratico, trainer|formador|formadora
education mod: school|escuela|colegio, education|educacion|educativo, academic|academico, teaching|ensenanza, instructional|instruccional, curriculum, pedagogical|pedagogico, university|universidad|universitario
engineering phrase: site manager|jefe de obra|construction manager|encargado de obra, quality engineer|ingeniero de calidad, process engineer|ingeniero de procesos, r&d engineer, arquitecto tecnico|aparejador|building architect|architectural designer
engineering head: surveyor|topografo, draftsman|delineante|drafter|proyectista
engineering mod: mechanical|mecanico, civil, electrical|electrico, electronic|electronico|electronics|electronica, industrial, structural|estructural, manufacturing|fabricacion|produccion, chemical|quimico, aerospace|aeroespacial|aeronautico, automotive|automocion, hvac|climatizacion, maintenance|mantenimiento, construction|construccion, energy|energia, renewable|renovables, geotechnical|geotecnico, environmental|ambiental|medioambiental, mining|minas|minero, robotics|robotica, biomedical|biomedico, telecommunications|telecomunicaciones|telecom
admin phrase: executive assistant|asistente de direccion|asistente ejecutivo|personal assistant|virtual assistant|asistente virtual, office manager, data entry|data entry clerk|grabador de datos, auxiliar administrativo|administrative assistant|administrative clerk
admin head: receptionist|recepcionista, secretary|secretario|secretaria, clerk|oficinista, administrativo|administrativa
admin mod: administrative, administration|administracion, office|oficina
hospitality phrase: kitchen assistant|ayudante de cocina|line cook, room attendant|camarera de pisos|housekeeper, hotel receptionist|recepcionista de hotel|front desk agent, travel agent|agente de viajes, restaurant manager|jefe de sala|maitre
hospitality head: chef|cocinero|cocinera|cook, waiter|waitress|camarero|camarera, bartender|barman|barista, sommelier, dishwasher|friegaplatos
hospitality mod: hotel|hoteles, restaurant|restaurante, hospitality|hosteleria, kitchen|cocina, food and beverage, tourism|turismo, catering
retail phrase: store manager|gerente de tienda|encargado de tienda|encargada de tienda|shop manager, sales associate|sales assistant|shop assistant|dependiente|dependienta|retail associate
retail head: cashier|cajero|cajera, merchandiser|reponedor|reponedora
retail mod: retail, store|tienda|shop, supermarket|supermercado
trades phrase: warehouse worker|mozo de almacen|warehouse operative|picker|forklift operator|carretillero, security guard|vigilante de seguridad|guardia de seguridad, delivery driver|repartidor|courier|mensajero, cleaner|limpiador|limpiadora|personal de limpieza
trades head: electrician|electricista, plumber|fontanero, carpenter|carpintero, welder|soldador, mechanic, driver|conductor|chofer, painter|pintor, operator|operario|operaria, gardener|jardinero, installer|instalador
- head: engineer|ingeniero|ingeniera|engineers, manager|gerente|responsable|encargado, analyst|analista, specialist|especialista, consultant|consultor|consultora|asesor, coordinator|coordinador|coordinadora, director|directora, lead|lider, head, assistant|asistente|auxiliar|ayudante, associate, representative|representante, executive|ejecutivo, officer|oficial, administrator|administrador, scientist|cientifico|researcher|investigador, intern|becario|becaria|practicas|trainee|pasante, agent|agente, expert|experto, technician|tecnico|tecnica, architect|arquitecto, supervisor, advisor, founder|cofounder|fundador|ceo, owner, partner|socio
`;

export type TRoleKind = 'phrase' | 'head' | 'mod' | 'neutral';
export type TRoleTerm = { id: string; family: TFamily | null; kind: TRoleKind };

/** Strength of each kind when a title holds several: a whole role beats a family's head noun, which beats a qualifier. */
export const KIND_STRENGTH: Record<TRoleKind, number> = { phrase: 3, head: 2.5, mod: 2, neutral: 1 };

/** The title vocabulary as (spelling, term) pairs; every spelling of a group shares the group's first spelling as id. */
export function roleTermEntries(): [string, TRoleTerm][] {
  return ROLE_TERMS.trim()
    .split('\n')
    .flatMap((line) => {
      const [head = '', rest = ''] = line.split(': ');
      const [familyName = '', kindName = ''] = head.split(' ');
      const family = isFamily(familyName) ? familyName : null;
      const kind: TRoleKind = familyName === '-' ? 'neutral' : kindName === 'phrase' || kindName === 'head' ? kindName : 'mod';
      return rest.split(', ').flatMap((group) => {
        const spellings = group.split('|').map((s) => s.trim());
        const term: TRoleTerm = { id: spellings[0] ?? '', family, kind };
        return spellings.map((spelling): [string, TRoleTerm] => [spelling, term]);
      });
    });
}
