import { defineSkills } from './define';

/** Finance and accounting. */
export const FINANCE_SKILLS = defineSkills(
  'finance',
  `
Accounting|Contabilidad: contabilidad, bookkeeping, teneduria de libros, general ledger, libro mayor, asientos contables, journal entries, contabilidad general
Financial analysis|Análisis financiero: analisis financiero, financial analytics, analisis de estados financieros, ratio analysis
Financial modeling|Modelización financiera: financial modelling, modelos financieros, modelo financiero, modelizacion financiera, modelado financiero
FP&A: financial planning and analysis, planificacion financiera, financial planning, fpa
~Budgeting|Presupuestos: presupuestos, elaboracion de presupuestos, budget planning, budget control, control presupuestario, budget management, gestion de presupuestos
IFRS|NIIF: niif, nic niif, ifrs 9, ifrs 16
US GAAP: gaap
Spanish GAAP|Plan General Contable: pgc, plan general de contabilidad, plan general contable
Auditing|Auditoría: audit, auditoria, audits, auditorias, internal audit, auditoria interna, external audit, auditoria externa
Tax|Fiscalidad: taxes, fiscalidad, impuestos, tributacion, tax compliance, tax returns, declaraciones de impuestos, iva, vat, corporate tax, impuesto de sociedades, irpf
Accounts payable|Cuentas por pagar: cuentas por pagar, pagos a proveedores
Accounts receivable|Cuentas por cobrar: cuentas por cobrar, cobros, gestion de cobros, debt collection
Reconciliation|Conciliaciones: reconciliations, conciliacion, conciliaciones, conciliaciones bancarias, bank reconciliation, bank reconciliations, account reconciliation
Financial reporting|Reporting financiero: reporting financiero, estados financieros, financial statements, informes financieros, cuentas anuales, annual accounts
Month-end close|Cierre contable: month end close, month end, cierre contable, cierre mensual, cierres contables, year end close, cierre anual
Treasury|Tesorería: tesoreria, cash management, gestion de tesoreria, cash flow, flujo de caja, liquidity management
Controlling|Control de gestión: control de gestion, management control, management accounting, contabilidad analitica, controller
Cost accounting|Contabilidad de costes: contabilidad de costes, contabilidad de costos, costing, cost analysis, analisis de costes
Valuation|Valoración de empresas: valoracion de empresas, valoraciones, business valuation, dcf, discounted cash flow
M&A|Fusiones y adquisiciones: mergers and acquisitions, fusiones y adquisiciones, due diligence financiera
Investment banking|Banca de inversión: banca de inversion, corporate finance, finanzas corporativas
Private equity|Capital riesgo: capital riesgo, venture capital, capital privado
Risk management|Gestión de riesgos: gestion de riesgos, risk analysis, analisis de riesgos, risk assessment, evaluacion de riesgos, riesgos financieros, financial risk
Credit risk|Riesgo de crédito: riesgo de credito, credit analysis, analisis de credito, underwriting, scoring crediticio
AML|Prevención del blanqueo: anti money laundering, kyc, know your customer, prevencion de blanqueo, prevencion del blanqueo de capitales, pbc ft
ERP accounting software|Software contable: quickbooks, xero, sage 50, a3con, contaplus, holded, netsuite, sap fico, sap fi, sap co
P&L management|Cuenta de resultados: pnl, profit and loss, cuenta de resultados, cuenta de perdidas y ganancias
Portfolio management|Gestión de carteras: gestion de carteras, asset management, gestion de activos, wealth management, banca privada
Bloomberg: bloomberg terminal, refinitiv, eikon
Actuarial science|Ciencias actuariales: actuarial, actuarial science, ciencias actuariales, solvencia ii, solvency ii
Invoicing|Facturación: facturacion, billing, invoices, facturas, emision de facturas
Financial consolidation|Consolidación: consolidacion contable, estados consolidados
Payroll accounting|Contabilidad de nóminas: contabilidad de nominas, payroll accounting
`,
);

/** Human resources and recruiting. */
export const HR_SKILLS = defineSkills(
  'hr',
  `
Recruitment|Reclutamiento: recruiting, reclutamiento, seleccion de personal, procesos de seleccion, talent acquisition, adquisicion de talento, captacion de talento, full cycle recruiting, end to end recruitment
Sourcing|Sourcing: talent sourcing, boolean search, headhunting, busqueda de candidatos, linkedin recruiter
Interviewing|Entrevistas: entrevistas por competencias, competency based interviews, behavioral interviews, entrevistas de seleccion, candidate screening, screening de candidatos
~Onboarding|Onboarding: incorporacion de empleados, employee onboarding
Employee relations|Relaciones laborales: relaciones laborales, labor relations, labour relations, industrial relations, comite de empresa, works council
Labor law|Derecho laboral: employment law, labour law, derecho laboral, derecho del trabajo, legislacion laboral, employment legislation
Payroll|Nóminas: nominas, nomina, gestion de nominas, payroll management, seguros sociales, seguridad social, a3nom
Compensation and benefits|Compensación y beneficios: compensation, cnb, compensacion y beneficios, retribucion, politica retributiva, beneficios sociales, total rewards, salary benchmarking
Performance management|Gestión del desempeño: evaluacion del desempeno, performance reviews, evaluaciones de desempeno, gestion del desempeno, performance appraisal
Learning and development|Formación y desarrollo: lnd, training and development, formacion y desarrollo, plan de formacion, planes de formacion, training programs, programas de formacion, fundae
HRIS|Software de RRHH: hris, hrms, workday, successfactors, bamboohr, personio, factorial hr, sap hcm, cezanne, meta4
Applicant tracking systems|ATS: ats, applicant tracking, applicant tracking system, greenhouse ats, lever ats, teamtailor, smartrecruiters
Employer branding|Employer branding: marca empleadora, employer brand
People analytics|People analytics: hr analytics, analitica de personas, analitica de rrhh, hr metrics, metricas de rrhh
Organizational development|Desarrollo organizacional: desarrollo organizacional, organisational development, change management, gestion del cambio, organizational design
Workforce planning|Planificación de plantillas: planificacion de plantillas, headcount planning, workforce management, gestion de plantillas
Diversity and inclusion|Diversidad e inclusión: diversidad e inclusion, diversity equity and inclusion, dei, diversity inclusion, inclusion y diversidad
Talent management|Gestión del talento: gestion del talento, succession planning, planes de sucesion, talent development, desarrollo del talento
Employee engagement|Clima laboral: engagement surveys, clima laboral, encuestas de clima, employee experience, experiencia del empleado, wellbeing, bienestar laboral
HR policies|Políticas de RRHH: hr policies, politicas de rrhh, politicas de recursos humanos, convenio colectivo, collective agreement, labour compliance
`,
);

/** Law and compliance. */
export const LEGAL_SKILLS = defineSkills(
  'legal',
  `
Contract law|Contratos: ^contrato indefinido, ^contrato temporal, ^contrato de trabajo, ^tipo de contrato, contract drafting, contract negotiation, redaccion de contratos, negociacion de contratos, contract management, gestion de contratos, contract review, revision de contratos, contratacion mercantil, derecho contractual, contratos mercantiles
Corporate law|Derecho mercantil: derecho mercantil, derecho societario, company law, corporate governance, gobierno corporativo, derecho de sociedades, mercantilista, corporate lawyer, corporate counsel, !mercantil
Litigation|Litigación: litigios, litigacion, procesal, derecho procesal, dispute resolution, resolucion de conflictos juridicos, court proceedings, procedimientos judiciales
Compliance|Cumplimiento normativo: regulatory compliance, cumplimiento normativo, compliance program, programas de compliance, compliance penal
GDPR|RGPD: rgpd, lopd, lopdgdd, data protection, proteccion de datos, privacy law, ccpa
Intellectual property|Propiedad intelectual: propiedad intelectual, propiedad industrial, trademarks, patents, patentes, copyright law, marcas y patentes
Due diligence|Due diligence: legal due diligence, auditoria legal
Legal research|Investigación jurídica: investigacion juridica, westlaw, lexisnexis, aranzadi, vlex, jurisprudencia, case law
Tax law|Derecho fiscal: derecho fiscal, derecho tributario, tax law, tax advisory, asesoria fiscal
Criminal law|Derecho penal: derecho penal, criminal defense
Administrative law|Derecho administrativo: derecho administrativo, contratacion publica, public procurement law
Real estate law|Derecho inmobiliario: derecho inmobiliario, property law, conveyancing
Legal drafting|Redacción jurídica: legal writing, redaccion juridica, escritos judiciales, legal documents, documentos legales
Arbitration|Arbitraje: arbitraje, mediation, mediacion
Regulatory affairs|Asuntos regulatorios: asuntos regulatorios, regulatory submissions, registros sanitarios, regulatory affairs management
Banking law|Derecho bancario: derecho bancario, financial regulation, regulacion financiera, mifid, mifid ii
Competition law|Derecho de la competencia: derecho de la competencia, antitrust, competition law
Family law|Derecho de familia: derecho de familia, family law
Immigration law|Derecho de extranjería: derecho de extranjeria, immigration law, visados, extranjeria
`,
);
