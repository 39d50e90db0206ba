import { defineSkills } from './define';

/** Product management. */
export const PRODUCT_SKILLS = defineSkills(
  'product',
  `
Product management|Gestión de producto: gestion de producto, gestion de productos, product ownership, producto digital, digital product management
Product strategy|Estrategia de producto: estrategia de producto, product vision, vision de producto
Roadmapping|Roadmap: roadmap, roadmaps, product roadmap, hoja de ruta
Product discovery|Product discovery: continuous discovery, descubrimiento de producto
User stories|Historias de usuario: user story, historias de usuario, historia de usuario, acceptance criteria, criterios de aceptacion
Backlog management|Gestión del backlog: backlog, product backlog, gestion del backlog, backlog prioritization, priorizacion del backlog
OKRs: okr
Product analytics|Analítica de producto: analitica de producto, amplitude, mixpanel, heap analytics, pendo
Product requirements|Requisitos de producto: prd, prds, product requirements documents, requisitos de producto, product specs
Product-led growth|Product-led growth: plg, product led growth
Pricing|Pricing: pricing strategy, estrategia de precios, politica de precios, monetization, monetizacion
Product lifecycle|Ciclo de vida del producto: product lifecycle management, ciclo de vida del producto, plm
MVP: minimum viable product, producto minimo viable
`,
);

/** Marketing and communication. */
export const MARKETING_SKILLS = defineSkills(
  'marketing',
  `
~Marketing: mercadotecnia
Digital marketing|Marketing digital: marketing digital, online marketing, marketing online
SEO: search engine optimization, posicionamiento web, posicionamiento seo, posicionamiento organico, semrush, ahrefs, keyword research, seo on page, seo off page, link building
SEM: search engine marketing, ppc, pay per click, paid search, google ads, adwords, bing ads
Performance marketing|Marketing de performance: paid media, paid social, medios pagados, facebook ads, meta ads, linkedin ads, tiktok ads, campanas de pago, paid campaigns
Content marketing|Marketing de contenidos: marketing de contenidos, content strategy, estrategia de contenidos, content creation, creacion de contenidos, creacion de contenido
Copywriting|Redacción publicitaria: redaccion publicitaria, redaccion de contenidos, content writing, ux writing
Social media|Redes sociales: redes sociales, social media marketing, social media management, rrss, community management, gestion de redes sociales, instagram, tiktok
Email marketing|Email marketing: emailing, email campaigns, newsletters, newsletter, mailchimp, klaviyo, brevo
Marketing automation|Automatización de marketing: automatizacion de marketing, marketo, pardot, activecampaign
HubSpot
Google Analytics: ga4, google tag manager, universal analytics, web analytics, analitica web
Growth marketing|Growth marketing: growth hacking, growth hacker, user acquisition, adquisicion de usuarios
Brand management|Gestión de marca: gestion de marca, brand strategy, estrategia de marca, branding, brand awareness, posicionamiento de marca, brand positioning
Market research|Investigación de mercados: investigacion de mercados, investigacion de mercado, estudios de mercado, estudio de mercado, competitive analysis, analisis de la competencia, market analysis, analisis de mercado
Public relations|Relaciones públicas: relaciones publicas, rrpp, press relations, media relations, relaciones con medios, comunicacion corporativa, corporate communications, comunicacion externa, press releases, notas de prensa
Event management|Organización de eventos: event planning, organizacion de eventos, gestion de eventos, eventos corporativos, trade shows, ferias
Product marketing|Marketing de producto: marketing de producto, product positioning
Go-to-market|Go-to-market: go to market, gtm, go to market strategy, lanzamiento de productos, product launches, product launch
Conversion rate optimization|CRO: !cro, conversion rate optimization, optimizacion de la conversion, landing pages, landing page
Affiliate marketing|Marketing de afiliación: marketing de afiliacion, affiliates
Influencer marketing|Marketing de influencers: marketing de influencers, influencers, influencer
Marketing strategy|Estrategia de marketing: estrategia de marketing, plan de marketing, marketing plan, marketing mix
Trade marketing: shopper marketing, merchandising
Lead generation|Generación de leads: generacion de leads, lead gen, demand generation, generacion de demanda, inbound marketing
E-commerce|Comercio electrónico: ecommerce, comercio electronico, tienda online, tiendas online, online store, marketplace, marketplaces, amazon seller
Shopify
Customer segmentation|Segmentación de clientes: segmentation, segmentacion, segmentacion de clientes, audience segmentation
Marketing analytics|Analítica de marketing: analitica de marketing, marketing attribution, atribucion, campaign analysis, roi de campanas
Journalism|Periodismo: periodismo, reporting news, editorial, journalist, reportajes
Video marketing|Video marketing: youtube, video content, contenido audiovisual
Internal communications|Comunicación interna: comunicacion interna, internal comms
`,
);

/** Selling and account management. */
export const SALES_SKILLS = defineSkills(
  'sales',
  `
~Sales|Ventas: ventas, venta, selling, comercial
B2B sales|Ventas B2B: b2b, ventas b2b, venta b2b, b2b saas sales
B2C sales|Ventas B2C: b2c, ventas b2c
Business development|Desarrollo de negocio: desarrollo de negocio, desarrollo de negocios, bizdev, new business, nuevo negocio, nuevos negocios
Account management|Gestión de cuentas: gestion de cuentas, key account management, key accounts, cuentas clave, grandes cuentas, kam, client portfolio, cartera de clientes
Prospecting|Prospección: prospeccion, cold calling, llamadas en frio, puerta fria, outbound sales, outbound prospecting, cold outreach, cold emailing, lead prospecting
Negotiation|Negociación: negociacion, negotiating, negotiations, negociaciones
Closing|Cierre de ventas: closing deals, cierre de ventas, deal closing, cierre de acuerdos
CRM: crm systems, sistemas crm, customer relationship management
Salesforce: sfdc, salesforce crm
Pipeline management|Gestión del pipeline: sales pipeline, pipeline de ventas, embudo de ventas, sales funnel, funnel de ventas, gestion del pipeline
Consultative selling|Venta consultiva: solution selling, venta consultiva, venta de soluciones, spin selling, challenger sale, meddic
Inside sales|Inside sales: televenta, televentas, telemarketing, telesales
Field sales|Venta de campo: ventas de campo, venta directa, direct sales, visitas comerciales, door to door
Lead qualification|Cualificación de leads: cualificacion de leads, calificacion de leads, bant, lead scoring
Tenders|Licitaciones: licitaciones, rfp, rfps, public tenders, concursos publicos, bids
Pre-sales|Preventa: presales, pre sales, preventa, solution engineering, product demos
Partnerships|Alianzas: partnership, alianzas, alianzas estrategicas, partner management, channel sales, channel partners, venta indirecta
Sales quotas|Objetivos de venta: quota, quotas, quota attainment, sales targets, objetivos comerciales, objetivos de venta
SaaS sales|Ventas SaaS: saas sales, ventas saas, software sales, venta de software
Upselling|Upselling: cross selling, upsell, venta cruzada
Real estate sales|Venta inmobiliaria: venta inmobiliaria, inmobiliaria, property sales, real estate sales
Insurance sales|Venta de seguros: venta de seguros, insurance sales, polizas de seguros
`,
);

/** Customer support and success. */
export const SUPPORT_SKILLS = defineSkills(
  'support',
  `
Customer service|Atención al cliente: atencion al cliente, servicio al cliente, customer care, customer support, soporte al cliente, atencion a clientes, client service
Customer success|Customer success: exito del cliente, customer health, customer onboarding, onboarding de clientes
Technical support|Soporte técnico: soporte tecnico, tech support, help desk, helpdesk, mesa de ayuda, service desk, it support, soporte it, soporte informatico, soporte n1, soporte n2, level 1 support, level 2 support
Zendesk: freshdesk, intercom, zoho desk
Ticketing|Gestión de tickets: ticketing systems, ticket management, gestion de tickets, gestion de incidencias, incidencias
Call center|Call center: contact center, centro de llamadas, call centre, inbound calls, llamadas entrantes
Troubleshooting|Resolución de incidencias: resolucion de incidencias, resolucion de problemas tecnicos, diagnostico de incidencias, root cause analysis
Customer retention|Retención de clientes: churn, churn reduction, retencion de clientes, retention, fidelizacion, fidelizacion de clientes, customer loyalty
Customer satisfaction|Satisfacción del cliente: nps, csat, satisfaccion del cliente, customer satisfaction score, customer experience, experiencia de cliente, experiencia del cliente, cx
ITIL
SLA: slas, service level agreements, acuerdos de nivel de servicio
Complaint handling|Gestión de reclamaciones: complaints, reclamaciones, gestion de reclamaciones, quejas, escalations, escalado
Live chat|Chat en vivo: chat support, soporte por chat, chat en vivo, live chat support
`,
);
