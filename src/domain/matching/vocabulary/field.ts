import { defineSkills } from './define';

/** Operations, supply chain and project delivery. */
export const OPERATIONS_SKILLS = defineSkills(
  'operations',
  `
Supply chain|Cadena de suministro: cadena de suministro, supply chain management, scm, gestion de la cadena de suministro
Distribution logistics|Logística de distribución: ^logistics, ^logistica, last mile, ultima milla, distribution logistics, logistica de distribucion, reverse logistics, logistica inversa, 3pl
Procurement|Compras: purchasing, compras, aprovisionamiento, strategic sourcing, abastecimiento, gestion de compras, purchase orders, ordenes de compra
Inventory management|Gestión de inventario: inventory, inventario, inventarios, gestion de inventario, gestion de stock, stock control, control de stock, control de inventario
Warehouse management|Gestión de almacén: !warehouse, warehousing, almacen, almacenes, gestion de almacenes, gestion de almacen, wms, picking, preparacion de pedidos, recepcion de mercancias, goods receipt
Lean: lean manufacturing, lean management, kaizen, 5s, value stream mapping, jit
Six Sigma|Six Sigma: six sigma, seis sigma, lean six sigma, dmaic, green belt, black belt
~Project management|Gestión de proyectos: gestion de proyectos, direccion de proyectos, project planning, planificacion de proyectos, project delivery, gestion de proyecto
PMP: pmi, prince2, project management professional, ipma
Process improvement|Mejora de procesos: mejora de procesos, mejora continua, continuous improvement, process optimization, optimizacion de procesos, process reengineering, reingenieria de procesos
Operations management|Gestión de operaciones: gestion de operaciones, operational excellence, excelencia operacional, business operations
Demand planning|Planificación de la demanda: snop, sales and operations planning, planificacion de la demanda, demand planning, supply planning, planificacion de la produccion, production planning, mrp
Vendor management|Gestión de proveedores: supplier management, gestion de proveedores, supplier relationship management, vendor relations, homologacion de proveedores
Fleet management|Gestión de flotas: gestion de flotas, gestion de flota, fleet
Transport management|Gestión del transporte: transportation management, transport planning, tms, planificacion de rutas, route planning, gestion de transporte
Foreign trade|Comercio exterior: import export, comercio exterior, comercio internacional, customs, aduanas, incoterms, international trade, freight forwarding, transitario
Quality management|Gestión de calidad: gestion de calidad, iso 9001, sistemas de gestion de calidad, quality control, control de calidad, quality assurance management
Health and safety|Prevención de riesgos laborales: prevencion de riesgos laborales, prl, hse, ehs, seguridad y salud, occupational health and safety, osha, seguridad laboral
Facilities management|Gestión de instalaciones: gestion de instalaciones, facility management, gestion de edificios, building maintenance
Microsoft Project: ms project, primavera p6
SAP: sap erp, sap mm, sap sd, sap wm, sap s 4hana, s 4hana
~ERP: erp systems, sistemas erp, odoo, dynamics 365, microsoft dynamics
Business continuity|Continuidad de negocio: continuidad de negocio, business continuity planning
Outsourcing|Externalización: externalizacion, bpo, outsourcing management
`,
);

/** Healthcare and life sciences. */
export const HEALTHCARE_SKILLS = defineSkills(
  'healthcare',
  `
Nursing|Enfermería: enfermeria, patient care, cuidado de pacientes, atencion al paciente, cuidados de enfermeria, nursing care, atencion sanitaria
Clinical research|Investigación clínica: investigacion clinica, clinical trials, ensayos clinicos, ensayo clinico, good clinical practice, buenas practicas clinicas, ich gcp, study monitoring, monitorizacion de ensayos
Pharmacy|Farmacia: farmacia, pharmacology, farmacologia, pharmaceutical care, atencion farmaceutica, dispensing, dispensacion, medication review
Electronic health records|Historia clínica electrónica: ehr, emr, electronic medical records, historia clinica electronica, historia clinica, epic systems, cerner
Phlebotomy|Extracción de sangre: venipuncture, extraccion de sangre, venopuncion
Life support|Soporte vital: bls, acls, pals, basic life support, advanced cardiac life support, soporte vital basico, soporte vital avanzado, rcp, cpr
Medication administration|Administración de medicamentos: administracion de medicamentos, administracion de medicacion, medication management
Wound care|Curas: curas, cura de heridas, curas de heridas, wound management
Intensive care|Cuidados intensivos: icu, uci, cuidados intensivos, critical care, unidad de cuidados intensivos
Emergency care|Urgencias: urgencias, emergency medicine, emergency department, emergency room, triage, triaje
Pediatrics|Pediatría: pediatria, paediatrics, pediatric care, neonatology, neonatologia
Geriatrics|Geriatría: geriatria, elderly care, cuidado de mayores, atencion a mayores, gerontology, gerontologia, residencias
Surgery|Quirófano: operating room, quirofano, cirugia, surgical, instrumentacion quirurgica, perioperative
Mental health|Salud mental: salud mental, psychology, psicologia, psychotherapy, psicoterapia, counseling, counselling, psiquiatria, psychiatry
Physiotherapy|Fisioterapia: physical therapy, fisioterapia, rehabilitation, rehabilitacion, physiotherapist
Medical coding|Codificación clínica: icd 10, cie 10, medical billing, codificacion clinica, codificacion medica
Pharmacovigilance|Farmacovigilancia: farmacovigilancia, drug safety, adverse events, eventos adversos
HIPAA
Diagnosis|Diagnóstico: diagnostico clinico, clinical diagnosis, medical diagnosis, exploracion fisica, physical examination
Dentistry|Odontología: odontologia, dental, dental care, higiene dental, dental hygiene
Nutrition|Nutrición: nutricion, dietetics, dietetica, dietistica, meal planning
Radiology|Radiología: radiologia, imaging, diagnostic imaging, diagnostico por imagen, x ray, rayos x, mri, resonancia magnetica
Clinical laboratory|Laboratorio clínico: laboratorio clinico, lab techniques, tecnicas de laboratorio, pcr, microbiology, microbiologia, hematology, hematologia
Public health|Salud pública: salud publica, epidemiology, epidemiologia
Medical devices|Dispositivos médicos: dispositivos medicos, productos sanitarios, iso 13485, mdr
GMP: good manufacturing practice, good manufacturing practices, buenas practicas de fabricacion, gxp
Primary care|Atención primaria: atencion primaria, general practice, medicina general, medicina de familia, family medicine
Obstetrics|Obstetricia: obstetricia, midwifery, matroneria, prenatal care
Vital signs|Constantes vitales: constantes vitales, vital signs monitoring, toma de constantes
Infection control|Control de infecciones: control de infecciones, infection prevention, asepsia, aseptic technique
Occupational therapy|Terapia ocupacional: terapia ocupacional
Veterinary medicine|Veterinaria: veterinaria, veterinary, animal health, sanidad animal
`,
);
