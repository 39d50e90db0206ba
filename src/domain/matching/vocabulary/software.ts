import { defineSkills } from './define';

/** Programming languages, frameworks, infrastructure and practices of software teams. */
export const SOFTWARE_SKILLS = defineSkills(
  'software',
  `
JavaScript: js, ecmascript, es6, java script, vanilla js
TypeScript: ts
Python: python3, python 3
Java: j2ee, jee, java ee, java 8, java 11, java 17
Kotlin
Swift: !swift, swiftui
Objective-C: objective c, objc
C#: c sharp, csharp
.NET: dotnet, dotnet core, asp.net, asp.net core, asp.net mvc, net core, vb.net
C++: cpp
C: !c
Go: !go, golang
Rust
Ruby: !ruby
Ruby on Rails: rails, ror
PHP
Laravel
Symfony
Scala
Elixir
Haskell
Perl
Dart: !dart
Flutter
React: !react, reactjs, react.js, react hooks
React Native
Angular: angularjs, angular.js
Vue.js: vue, vuejs, nuxt, nuxt.js
Svelte: sveltekit
Next.js: nextjs
Node.js: nodejs, !node
Express: !express, express.js, expressjs
NestJS: nest.js
Django: django rest framework, drf
Flask: !flask
FastAPI
Spring: !spring, spring boot, springboot, spring framework
Hibernate: jpa
HTML: html5
CSS: css3
Sass: scss
Tailwind CSS: tailwind, tailwindcss
Redux
GraphQL: apollo graphql
REST APIs|APIs REST: rest api, rest apis, restful, restful api, api rest, apis restful, api contract, api contracts, contrato de api, contratos de api, !rest
gRPC
Microservices|Microservicios: microservice, microservices architecture, arquitectura de microservicios
iOS
Android: android sdk, jetpack compose
Mobile development|Desarrollo móvil: mobile development, mobile apps, aplicaciones moviles, desarrollo de aplicaciones moviles, app development
SQL: t-sql, tsql, relational databases, bases de datos relacionales, sql databases, bases de datos sql
PostgreSQL: postgres, psql
MySQL: mariadb
SQL Server: mssql, ms sql, microsoft sql server
Oracle Database|Base de datos Oracle: oracle, oracle db, pl sql, plsql
MongoDB: mongo, mongoose
Redis
Elasticsearch: elastic search, elk, elastic stack, opensearch, kibana
NoSQL
DynamoDB
Cassandra
Kafka: apache kafka
RabbitMQ
Docker: dockerfile, docker compose, containerization, contenerizacion
Kubernetes: k8s, helm, openshift, eks, aks, gke
Terraform: infrastructure as code, iac, infraestructura como codigo
Ansible
AWS: amazon web services, ec2, s3, aws lambda, cloudformation
Azure: microsoft azure, azure devops
Google Cloud: gcp, google cloud platform
CI/CD: cicd, continuous integration, integracion continua, continuous delivery, continuous deployment, despliegue continuo, entrega continua
Jenkins
GitHub Actions
GitLab CI: gitlab, gitlab ci cd
Git: github, bitbucket, control de versiones, version control
Linux: unix, ubuntu, debian, red hat, centos
Bash: shell scripting, bash scripting, !shell, zsh
Serverless
Prometheus
Grafana
Datadog: new relic, dynatrace
Nginx: apache http
DevOps
Site reliability engineering|Site reliability engineering: sre, site reliability
~Cloud computing|Computación en la nube: cloud, nube, computacion en la nube, cloud native
Unit testing|Pruebas unitarias: unit tests, unit test, pruebas unitarias, tdd, test driven development
Test automation|Automatización de pruebas: automated testing, automatizacion de pruebas, pruebas automatizadas, qa automation, test automatizado
QA|QA: quality assurance, aseguramiento de calidad, control de calidad de software, testing manual, manual testing, pruebas funcionales
Selenium
Cypress
Jest: vitest, mocha, jasmine
Playwright
JUnit: mockito
pytest
Webpack: vite, babel, rollup
OOP|POO: object oriented programming, object oriented, programacion orientada a objetos, poo
Design patterns|Patrones de diseño: patrones de diseno, solid principles, principios solid, clean code, codigo limpio
Software architecture|Arquitectura de software: system design, diseno de sistemas, software design, clean architecture, arquitectura hexagonal, hexagonal architecture, domain driven design, ddd
Algorithms|Algoritmos: data structures, estructuras de datos, algoritmia
Unity: unity3d
Unreal Engine: unreal
Game development|Desarrollo de videojuegos: game development, desarrollo de videojuegos, gamedev
Blockchain: web3, smart contracts, contratos inteligentes, ethereum
Solidity
WordPress: woocommerce
Embedded systems|Sistemas embebidos: embedded, sistemas embebidos, embebidos, firmware, rtos, microcontroladores, microcontrollers, arm cortex
WebSockets: websocket, socket.io
OAuth: oauth2, openid connect, jwt, sso, single sign on
Frontend development|Desarrollo frontend: frontend development, desarrollo frontend, front end development, desarrollo front end
Backend development|Desarrollo backend: backend development, desarrollo backend, back end development, desarrollo back end, server side
Web development|Desarrollo web: web development, desarrollo web, web applications, aplicaciones web
System administration|Administración de sistemas: system administration, sysadmin, administracion de sistemas, windows server, active directory
Scrum Master|Scrum Master: scrum master, agile coach
Performance optimization|Optimización del rendimiento: performance optimization, optimizacion del rendimiento, performance tuning, web performance
Salesforce development|Desarrollo Salesforce: apex, salesforce developer, lightning web components
ABAP: sap abap
COBOL: mainframe
Visual Basic: vba, vb6
Power Apps: powerapps, power automate, power platform
Low-code|Low-code: low code, nocode, bubble.io, outsystems
`,
);
