import { defineSkills } from './define';

/** Data science, analytics and data engineering. */
export const DATA_SKILLS = defineSkills(
  'data',
  `
Machine learning|Aprendizaje automático: !ml, aprendizaje de maquinas, aprendizaje de maquina, machine learning models, modelos de machine learning
Deep learning|Aprendizaje profundo: neural networks, redes neuronales
NLP|PLN: natural language processing, procesamiento de lenguaje natural, procesamiento del lenguaje natural, pln
Computer vision|Visión artificial: vision artificial, vision por computador, vision por computadora, image recognition, reconocimiento de imagenes
Generative AI|IA generativa: genai, gen ai, ia generativa, llm, llms, large language models, prompt engineering, rag, langchain, openai api
Artificial intelligence|Inteligencia artificial: ai, ia, artificial intelligence
TensorFlow
PyTorch
Keras
scikit-learn: sklearn, scikit, scikit learn
Pandas: numpy, scipy
R: !r, rstudio, r studio, tidyverse, ggplot2, dplyr
Statistics|Estadística: statistical analysis, analisis estadistico, estadistica, statistical modeling, modelos estadisticos, hypothesis testing, inferencia estadistica
Data analysis|Análisis de datos: analisis de datos, data analytics, analitica de datos, analisis de informacion, exploratory data analysis, eda
Data visualization|Visualización de datos: data viz, visualizacion de datos, dashboards, dashboard, cuadros de mando, cuadro de mando, data storytelling
Tableau
Power BI: powerbi, dax, power query
Looker: looker studio, data studio, google data studio
Qlik: qlikview, qlik sense
Business intelligence|Inteligencia de negocio: bi, inteligencia de negocio, inteligencia de negocios
ETL: elt, data pipelines, data pipeline, pipelines de datos, canalizaciones de datos, ssis, informatica powercenter
Data engineering|Ingeniería de datos: ingenieria de datos
Data warehousing|Data warehouse: data warehouse, almacen de datos, dwh, data lake, lakehouse, data marts
Apache Spark|Apache Spark: !spark, pyspark, spark sql, apache spark
Hadoop: hdfs, mapreduce, !hive
Airflow: apache airflow, dagster, prefect
dbt: data build tool
Snowflake
BigQuery
Redshift
Databricks
A/B testing|Tests A/B: ab testing, ab tests, split testing, experimentation, experimentacion, tests ab
Big data
Forecasting|Previsión: forecast, forecasts, previsiones, pronosticos, demand forecasting, prevision de demanda, time series, series temporales
Data mining|Minería de datos: mineria de datos
Jupyter: jupyter notebooks, jupyter notebook
SAS
SPSS
Stata
MLOps: mlflow, kubeflow, sagemaker, vertex ai
Recommender systems|Sistemas de recomendación: recommendation systems, sistemas de recomendacion, recommendation engines
Econometrics|Econometría: econometria
Data governance|Gobierno del dato: gobierno de datos, gobierno del dato, data quality, calidad de datos, data catalog, master data management
Data modeling|Modelado de datos: modelado de datos, data modelling, modelos de datos, dimensional modeling, star schema
Predictive modeling|Modelos predictivos: predictive modeling, predictive analytics, modelos predictivos, analitica predictiva, predictive models
Web scraping: scraping, beautifulsoup, scrapy
Data cleaning|Limpieza de datos: data cleaning, limpieza de datos, data wrangling, data preparation, preparacion de datos
`,
);

/** Security of systems and information. */
export const SECURITY_SKILLS = defineSkills(
  'security',
  `
Cybersecurity|Ciberseguridad: cyber security, ciberseguridad, seguridad informatica, information security, infosec, seguridad de la informacion
Penetration testing|Pentesting: pentesting, pentest, penetration tests, ethical hacking, hacking etico, red team, oscp
SIEM: splunk, qradar, sentinel
ISO 27001: iso27001, ens, esquema nacional de seguridad
Network security|Seguridad de redes: seguridad de redes, firewall, firewalls, fortinet, ids ips, vpn
Identity and access management|Gestión de identidades: iam, identity and access management, gestion de identidades, identity management
Vulnerability management|Gestión de vulnerabilidades: vulnerability assessment, gestion de vulnerabilidades, analisis de vulnerabilidades, nessus, burp suite
Incident response|Respuesta a incidentes: respuesta a incidentes, incident handling, forensics, analisis forense, dfir
OWASP: owasp top 10, application security, appsec, seguridad de aplicaciones
Cryptography|Criptografía: criptografia, encryption, cifrado, pki
Computer networks|Redes informáticas: networking protocols, redes informaticas, tcp ip, ccna, ccnp, cisco, routing and switching, network administration, administracion de redes, lan wan
Cloud security|Seguridad en la nube: seguridad cloud, seguridad en la nube
SOC operations|Operaciones SOC: security operations center, soc analyst, centro de operaciones de seguridad
`,
);

/** Visual, interaction and user experience design. */
export const DESIGN_SKILLS = defineSkills(
  'design',
  `
Figma: figjam
Sketch: !sketch, sketch app
Adobe XD: xd
Photoshop: adobe photoshop
Illustrator: adobe illustrator
InDesign: adobe indesign
After Effects: adobe after effects
Premiere Pro: adobe premiere, premiere, final cut, final cut pro, davinci resolve
Adobe Creative Suite: adobe creative cloud, creative cloud, adobe cc, paquete adobe, adobe suite
UX design|Diseño UX: ux, user experience, experiencia de usuario, diseno ux, ux ui, ux ui design, diseno ux ui
UI design|Diseño UI: ui, user interface, user interfaces, interfaz de usuario, interfaces de usuario, diseno de interfaces, diseno ui, visual interfaces
User research|Investigación de usuarios: ux research, investigacion de usuarios, investigacion ux, usability testing, pruebas de usabilidad, tests de usabilidad, user interviews, entrevistas a usuarios, entrevistas con usuarios, usability
Wireframing|Wireframes: wireframes, wireframe, mockups, mock ups, bocetos
Prototyping|Prototipado: prototipado, prototypes, prototipos, prototype, interactive prototypes
Design systems|Sistemas de diseño: design system, sistemas de diseno, sistema de diseno, component library, storybook
Interaction design|Diseño de interacción: ixd, diseno de interaccion, microinteractions
Graphic design|Diseño gráfico: diseno grafico, visual design, diseno visual, print design, diseno editorial, editorial design, layout design
Brand identity|Identidad visual: identidad visual, identidad corporativa, visual identity, corporate identity, logo design, diseno de logotipos, logotipos
Typography|Tipografía: tipografia
Illustration|Ilustración: ilustracion, digital illustration, ilustracion digital, procreate
Motion graphics|Motion graphics: motion design, animation, animacion, 2d animation, animacion 2d
Video editing|Edición de vídeo: edicion de video, video production, produccion de video, montaje de video, postproduccion, post production
3D modeling|Modelado 3D: 3d, modelado 3d, blender, cinema 4d, 3ds max, maya 3d
Information architecture|Arquitectura de la información: arquitectura de la informacion, card sorting
Design thinking
Accessibility|Accesibilidad: accesibilidad, a11y, wcag, web accessibility, accesibilidad web
Product design|Diseño de producto: diseno de producto, diseno de productos digitales, digital product design
Service design|Diseño de servicios: diseno de servicios, service blueprint
Customer journey|Customer journey: user journey, user journeys, journey mapping, customer journey map, mapa de experiencia, user flows, flujos de usuario
Canva
Photography|Fotografía: fotografia, photo editing, retoque fotografico, lightroom
Interior design|Diseño de interiores: diseno de interiores, interiorismo, interior design
Fashion design|Diseño de moda: diseno de moda, patronaje
`,
);
