import { defineSkills } from './define';

/** Office administration. */
export const ADMIN_SKILLS = defineSkills(
  'admin',
  `
Office administration|Administración: administrative tasks, tareas administrativas, gestion administrativa, administrative support, apoyo administrativo, office administration, back office, soporte administrativo
Data entry|Introducción de datos: introduccion de datos, grabacion de datos, mecanografia
Calendar management|Gestión de agendas: gestion de agendas, gestion de agenda, diary management, scheduling meetings, organizacion de reuniones, travel arrangements, gestion de viajes
Document management|Gestión documental: gestion documental, archiving, records management, filing
Switchboard|Centralita: reception duties, atencion telefonica, centralita, phone handling
Executive assistance|Asistencia a dirección: asistencia a direccion, executive support, soporte a direccion, secretariado, secretarial
Office management|Gestión de oficina: gestion de oficina, office management, facility coordination, office supplies, material de oficina
`,
);

/** Tools and abilities every field asks for; low weight so they never decide a match alone. */
export const GENERAL_SKILLS = defineSkills(
  'general',
  `
~Excel: !excel, microsoft excel, ms excel, excel avanzado, advanced excel, hojas de calculo, spreadsheets, spreadsheet, tablas dinamicas, pivot tables, vlookup, buscarv
~Microsoft Office: ms office, office 365, microsoft 365, paquete office, ofimatica, office suite
~Word: !word, microsoft word, ms word
~PowerPoint: ppt, powerpoint presentations
~Google Workspace: g suite, gsuite, google docs, google sheets, google slides, google drive
~Communication|Comunicación: communication skills, comunicacion, habilidades de comunicacion, written communication, verbal communication, comunicacion efectiva, communicator
~Leadership|Liderazgo: liderazgo, team leadership, liderazgo de equipos, people management, gestion de equipos, team management, direccion de equipos, managing teams, gestion de personas
~Teamwork|Trabajo en equipo: trabajo en equipo, team player, collaboration, colaboracion, cross functional collaboration, equipos multidisciplinares
~Problem solving|Resolución de problemas: resolucion de problemas, problem solver, analytical thinking, pensamiento analitico, critical thinking, pensamiento critico
~Agile|Metodologías ágiles: agil, metodologias agiles, metodologia agil, agile methodologies, agile methodology, agilidad
~Scrum: sprints, sprint planning
~Kanban
~Jira: confluence, jira software
~Project tools|Herramientas de gestión: trello, asana, notion, monday.com, clickup, basecamp
~Slack: !slack, microsoft teams, ms teams
~Stakeholder management|Gestión de stakeholders: stakeholders, gestion de stakeholders, stakeholder engagement, gestion de partes interesadas, partes interesadas
~KPIs: kpi, key performance indicators, indicadores clave, metrics, metricas
~Presentations|Presentaciones: public speaking, hablar en publico, oratoria, presentaciones, presentation skills, storytelling
~Time management|Gestión del tiempo: gestion del tiempo, organizational skills, organization skills, capacidad organizativa, prioritization, priorizacion
~Customer orientation|Orientación al cliente: orientacion al cliente, customer focus, customer centric, customer oriented, vocacion de servicio
~Attention to detail|Atención al detalle: atencion al detalle, detail oriented, detail-oriented, meticuloso
~Reporting|Reporting: elaboracion de informes, report writing, management reporting
~Coaching|Coaching: mentoring, mentoria, mentorship, coaching de equipos
~Strategic planning|Planificación estratégica: strategic planning, planificacion estrategica, business strategy, estrategia empresarial, business plan, plan de negocio
~Research|Investigación: investigacion, research skills
~Remote work tools|Herramientas de trabajo remoto: zoom, google meet, videoconferencia
`,
);
