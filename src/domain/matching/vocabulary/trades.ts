import { defineSkills } from './define';

/** Teaching and training. */
export const EDUCATION_SKILLS = defineSkills(
  'education',
  `
Teaching|Docencia: docencia, ensenanza, classroom teaching, lesson planning, planificacion de clases, impartir clases, teaching experience, experiencia docente
Curriculum design|Diseño curricular: curriculum development, diseno curricular, programacion didactica, programaciones didacticas, syllabus design, unidades didacticas
Instructional design|Diseño instruccional: diseno instruccional, elearning, articulate storyline, articulate 360, scorm, adult learning, aprendizaje de adultos
LMS: learning management system, moodle, blackboard, canvas lms, google classroom, plataformas de aprendizaje
Classroom management|Gestión del aula: gestion del aula, gestion de aula, behaviour management, manejo de grupo, convivencia escolar
English teaching|Enseñanza de inglés: esl, tefl, tesol, celta, efl, english as a second language, ensenanza de ingles, clases de ingles, english teaching
Spanish teaching|Enseñanza de español: ele, spanish as a foreign language, espanol como lengua extranjera, ensenanza de espanol, clases de espanol
Special education|Educación especial: educacion especial, special needs, necesidades educativas especiales, atencion a la diversidad, pedagogia terapeutica, sen support
Early childhood education|Educación infantil: early years, educacion infantil, preschool, preescolar, kindergarten, primer ciclo, guarderia, early childhood
Tutoring|Tutorías: tutorias, tutoria, private tutoring, clases particulares, academic tutoring, mentoring de estudiantes
Student assessment|Evaluación del alumnado: evaluacion del alumnado, evaluacion de alumnos, student evaluation, grading, formative assessment, evaluacion formativa
Pedagogy|Pedagogía: pedagogia, didactics, didactica, metodologias activas, active learning, aprendizaje basado en proyectos, project based learning, flipped classroom
Educational technology|Tecnología educativa: edtech, educational technology, tecnologia educativa, tic en el aula, herramientas digitales educativas
Academic coordination|Coordinación académica: coordinacion academica, academic management, gestion academica, jefatura de estudios
Training delivery|Impartición de formación: impartir formacion, imparticion de formacion, facilitation, facilitacion, train the trainer, corporate training, formacion de formadores, formacion corporativa
~Mathematics|Matemáticas: math, maths, matematicas
Montessori
Higher education|Educación superior: educacion superior, university teaching, docencia universitaria, academic research, investigacion academica, publicaciones cientificas
`,
);

/** Mechanical, civil, electrical and industrial engineering. */
export const ENGINEERING_SKILLS = defineSkills(
  'engineering',
  `
AutoCAD: cad, autocad civil 3d, civil 3d, dibujo tecnico, technical drawing
SolidWorks: solid works, autodesk inventor, ptc creo, nx cad
CATIA
Revit
BIM: building information modeling, navisworks
Structural analysis|Cálculo de estructuras: calculo de estructuras, structural engineering, ingenieria estructural, structural design, sap2000, etabs, cype, cypecad, tekla
Mechanical design|Diseño mecánico: diseno mecanico, machine design, diseno de maquinas, diseno de maquinaria, gd t, tolerancing
Electrical design|Diseño eléctrico: diseno electrico, instalaciones electricas, electrical installations, baja tension, media tension, alta tension, low voltage, medium voltage, high voltage, power systems, sistemas electricos
PLC|Automatización industrial: plcs, automatas programables, industrial automation, automatizacion industrial, scada, siemens tia portal, tia portal, step 7, rockwell, hmi
MATLAB: simulink
Finite element analysis|Elementos finitos: !fea, finite element, finite elements, elementos finitos, ansys, abaqus, comsol, cfd
HVAC|Climatización: climatizacion, calefaccion, heating ventilation, refrigeracion industrial
Manufacturing|Fabricación: fabricacion, manufacturing processes, procesos de fabricacion, produccion industrial, industrial production, cnc, mecanizado, machining
Construction management|Gestión de obra: gestion de obra, direccion de obra, direccion de obras, site management, obra civil, obras, ejecucion de obra, construction site, construction projects
Renewable energy|Energías renovables: energias renovables, renewables, solar energy, energia solar, photovoltaic, fotovoltaica, solar pv, wind energy, energia eolica, eolica
Electronics|Electrónica: electronica, pcb, pcb design, circuit design, diseno de circuitos, diseno electronico, analog design, fpga, vhdl, verilog
Robotics|Robótica: robotica, ros, industrial robots, robots industriales
Maintenance|Mantenimiento: mantenimiento, preventive maintenance, mantenimiento preventivo, mantenimiento correctivo, corrective maintenance, predictive maintenance, mantenimiento industrial, gmao, cmms
Surveying|Topografía: topografia, land surveying, gps rtk, total station, estacion total
Geotechnical engineering|Geotecnia: geotecnia, geotechnics, soil mechanics, mecanica de suelos
Hydraulics|Hidráulica: hidraulica, hydraulic engineering, ingenieria hidraulica, water supply, abastecimiento de agua, saneamiento
Process engineering|Ingeniería de procesos: ingenieria de procesos, chemical engineering, ingenieria quimica, process design, p id, pids
Energy efficiency|Eficiencia energética: eficiencia energetica, energy audits, auditorias energeticas, certificacion energetica
Automotive|Automoción: automocion, automotive engineering, vehicle dynamics, iatf 16949, apqp, ppap
Aerospace|Aeroespacial: aeroespacial, aeronautics, aeronautica, avionics, avionica
Environmental engineering|Ingeniería ambiental: ingenieria ambiental, environmental impact, impacto ambiental, environmental management, gestion ambiental, iso 14001, sostenibilidad ambiental
Cost estimation|Presupuestos de obra: presupuestos de obra, mediciones y presupuestos, quantity surveying, cost estimating, presto
`,
);

/** Skilled trades, hospitality and retail work. */
export const TRADES_SKILLS = defineSkills(
  'trades',
  `
Electrical work|Electricidad: electricidad, electrical wiring, cableado electrico, boletines electricos, electrician work
Plumbing|Fontanería: fontaneria, plumbing installation, instalaciones de fontaneria
Carpentry|Carpintería: carpinteria, woodworking, ebanisteria
Welding|Soldadura: soldadura, tig, mig, soldador
Forklift|Carretilla elevadora: carretilla elevadora, carretillero, forklift license, carnet de carretillero, toro mecanico
Driving licence|Carnet de conducir: driving license, drivers license, carnet de conducir, permiso de conducir, carnet b, carnet c, cdl
Auto mechanics|Mecánica del automóvil: mecanica del automovil, mecanica automotriz, automotive repair, reparacion de vehiculos, car repair
Painting|Pintura: pintura, painting and decorating, pintura industrial
Cleaning|Limpieza: limpieza, cleaning services, servicios de limpieza, housekeeping
`,
);

export const HOSPITALITY_SKILLS = defineSkills(
  'hospitality',
  `
Cooking|Cocina: cocina, culinary, culinary arts, food preparation, elaboracion de platos, artes culinarias
Food safety|Seguridad alimentaria: seguridad alimentaria, manipulador de alimentos, food handling, haccp, appcc, food hygiene
Table service|Servicio de sala: servicio de sala, waiting tables, atencion en sala, food and beverage service
Barista: latte art, espresso, specialty coffee
Hotel management|Gestión hotelera: gestion hotelera, hotel operations, opera pms, pms hotelero, revenue management hotelero
Reception|Recepción: recepcion, front desk, hotel reception, recepcion de hotel
Tourism|Turismo: turismo, tour operator, guia turistico, tour guide
`,
);

export const RETAIL_SKILLS = defineSkills(
  'retail',
  `
Retail sales|Venta al por menor: ^retail, ^comercio minorista, retail sales, store operations, retail operations
Cash handling|Manejo de caja: manejo de caja, cash register, caja registradora, tpv, point of sale, pos systems, cuadre de caja, cajero
Visual merchandising|Visual merchandising: escaparatismo, store layout, product display
Stock replenishment|Reposición: reposicion, restocking, reponedor, shelf stocking
Store management|Gestión de tienda: gestion de tienda, store management, gestion de punto de venta, store manager
`,
);
