/*
 * Names and addresses of the demo organization's customers (fictional companies, realistic
 * shapes), eight per country. Company ids are the 1-based positions in DEMO_COMPANIES.
 */

export interface DemoCountry {
  code: string;
  name: string;
  phonePrefix: string;
  /** Given names with the salutation that goes with them. */
  people: readonly (readonly [first: string, salutation: string])[];
  surnames: readonly string[];
}

// prettier-ignore
const NL: DemoCountry = {
  code: 'NL', name: 'Netherlands', phonePrefix: '+31 20',
  people: [['Sanne', 'Ms'], ['Joost', 'Mr'], ['Lotte', 'Ms'], ['Pieter', 'Mr'], ['Femke', 'Ms'], ['Bram', 'Mr'], ['Eva', 'Ms'], ['Ruud', 'Mr']],
  surnames: ['Visser', 'de Jong', 'Bakker', 'van Dijk', 'Smit', 'Meijer', 'de Boer', 'Mulder'],
};
// prettier-ignore
const DE: DemoCountry = {
  code: 'DE', name: 'Germany', phonePrefix: '+49 30',
  people: [['Julia', 'Ms'], ['Lukas', 'Mr'], ['Katrin', 'Ms'], ['Jürgen', 'Mr'], ['Sabine', 'Ms'], ['Tobias', 'Mr'], ['Anja', 'Ms'], ['Matthias', 'Mr']],
  surnames: ['Schneider', 'Fischer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter'],
};
// prettier-ignore
const GB: DemoCountry = {
  code: 'GB', name: 'United Kingdom', phonePrefix: '+44 20',
  people: [['Olivia', 'Ms'], ['James', 'Mr'], ['Charlotte', 'Ms'], ['Harry', 'Mr'], ['Amelia', 'Ms'], ['George', 'Mr'], ['Isla', 'Ms'], ['William', 'Mr']],
  surnames: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker'],
};
// prettier-ignore
const FR: DemoCountry = {
  code: 'FR', name: 'France', phonePrefix: '+33 1',
  people: [['Camille', 'Ms'], ['Julien', 'Mr'], ['Élodie', 'Ms'], ['Antoine', 'Mr'], ['Manon', 'Ms'], ['Nicolas', 'Mr'], ['Léa', 'Ms'], ['François', 'Mr']],
  surnames: ['Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Bonnet', 'Dupont', 'Fontaine'],
};
// prettier-ignore
const US: DemoCountry = {
  code: 'US', name: 'United States', phonePrefix: '+1 312',
  people: [['Emily', 'Ms'], ['Michael', 'Mr'], ['Ashley', 'Ms'], ['Christopher', 'Mr'], ['Jessica', 'Ms'], ['Matthew', 'Mr'], ['Sarah', 'Ms'], ['David', 'Mr']],
  surnames: ['Johnson', 'Williams', 'Miller', 'Davis', 'Garcia', 'Martinez', 'Anderson', 'Clark'],
};
// prettier-ignore
const BE: DemoCountry = {
  code: 'BE', name: 'Belgium', phonePrefix: '+32 2',
  people: [['Lien', 'Ms'], ['Wouter', 'Mr'], ['Nathalie', 'Ms'], ['Koen', 'Mr'], ['Sofie', 'Ms'], ['Thomas', 'Mr'], ['Marie', 'Ms'], ['Jens', 'Mr']],
  surnames: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Dubois'],
};
// prettier-ignore
const SE: DemoCountry = {
  code: 'SE', name: 'Sweden', phonePrefix: '+46 8',
  people: [['Elin', 'Ms'], ['Erik', 'Mr'], ['Maja', 'Ms'], ['Lars', 'Mr'], ['Ingrid', 'Ms'], ['Johan', 'Mr'], ['Astrid', 'Ms'], ['Anders', 'Mr']],
  surnames: ['Andersson', 'Lindqvist', 'Nilsson', 'Eriksson', 'Larsson', 'Öberg', 'Karlsson', 'Lindström'],
};
// prettier-ignore
const ES: DemoCountry = {
  code: 'ES', name: 'Spain', phonePrefix: '+34 91',
  people: [['Lucía', 'Ms'], ['Javier', 'Mr'], ['Carmen', 'Ms'], ['Alejandro', 'Mr'], ['Marta', 'Ms'], ['Pablo', 'Mr'], ['Elena', 'Ms'], ['Sergio', 'Mr']],
  surnames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Torres'],
};

/** The demo countries in company-block order (companies 1-8 NL, 9-16 DE, ...). */
export const DEMO_COUNTRIES: readonly DemoCountry[] = [NL, DE, GB, FR, US, BE, SE, ES];

/** [name, street, postal code, city] of each demo company, in id order. */
export const DEMO_COMPANIES: readonly (readonly [string, string, string, string])[] = [
  ['Van den Berg Logistics B.V.', 'Keizersgracht 112', '1015 CW', 'Amsterdam'],
  ['Zuiderzee Installatietechniek B.V.', 'Melkmarkt 21', '8011 MC', 'Zwolle'],
  ['Oranjeboom Retail Groep N.V.', 'Coolsingel 40', '3011 AD', 'Rotterdam'],
  ['Delftse Ingenieurs Coöperatie U.A.', 'Oude Delft 77', '2611 BD', 'Delft'],
  ['Brabant Zorggroep B.V.', 'Stationsplein 9', '5611 AB', 'Eindhoven'],
  ['Hollandia Verzekeringen N.V.', 'Maliebaan 50', '3581 CS', 'Utrecht'],
  ['De Vries & Jansen Advocaten B.V.', 'Lange Voorhout 16', '2514 ED', 'Den Haag'],
  ['Groninger Energie Coöperatie U.A.', 'Grote Markt 3', '9711 LV', 'Groningen'],
  ['Müller Maschinenbau GmbH', 'Industriestraße 14', '70565', 'Stuttgart'],
  ['Rheinland Logistik AG', 'Hohenzollernring 52', '50672', 'Köln'],
  ['Hanseatische Handelsgesellschaft mbH', 'Ballindamm 8', '20095', 'Hamburg'],
  ['Bayerische Medizintechnik GmbH', 'Leopoldstraße 120', '80802', 'München'],
  ['Spreewerk Software GmbH', 'Oranienstraße 185', '10999', 'Berlin'],
  ['Schwarzwald Präzisionsteile GmbH & Co. KG', 'Bertoldstraße 33', '79098', 'Freiburg im Breisgau'],
  ['Elbtal Bau GmbH', 'Prager Straße 2', '01069', 'Dresden'],
  ['Frankfurter Finanzberatung AG', 'Taunusanlage 11', '60329', 'Frankfurt am Main'],
  ['Thames Valley Analytics Ltd', '21 Kings Road', 'RG1 3AR', 'Reading'],
  ['Pennine Engineering plc', '4 Wellington Street', 'LS1 4LT', 'Leeds'],
  ['Harbourside Media Ltd', '12 Anchor Road', 'BS1 5TT', 'Bristol'],
  ['Caledonian Distillers Ltd', '88 George Street', 'EH2 3BU', 'Edinburgh'],
  ['Mersey Freight Services Ltd', '1 Water Street', 'L2 0RG', 'Liverpool'],
  ['Kensington Property Partners LLP', '45 Kensington High Street', 'W8 5ED', 'London'],
  ['Oxford Learning Systems Ltd', '9 Broad Street', 'OX1 3AJ', 'Oxford'],
  ['Northumbria Renewables Ltd', '3 Grey Street', 'NE1 6EE', 'Newcastle upon Tyne'],
  ['Atelier Lumière SARL', '14 rue de Rivoli', '75004', 'Paris'],
  ['Transports Rhône-Alpes SAS', '22 quai Perrache', '69002', 'Lyon'],
  ['Bordeaux Vins & Domaines SA', "8 cours de l'Intendance", '33000', 'Bordeaux'],
  ['Provence Santé SAS', '35 La Canebière', '13001', 'Marseille'],
  ['Aéro Composites Toulouse SAS', '5 allées Jean Jaurès', '31000', 'Toulouse'],
  ['Normandie Agro Coopérative', "12 rue Jeanne d'Arc", '76000', 'Rouen'],
  ["Groupe Hôtelier Côte d'Azur SA", '40 promenade des Anglais', '06000', 'Nice'],
  ['Lille Textiles Innovation SARL', '3 place du Général de Gaulle', '59800', 'Lille'],
  ['Great Lakes Manufacturing Inc.', '233 S Wacker Dr', 'IL 60606', 'Chicago'],
  ['Pacific Crest Software Corp.', '500 Howard St', 'CA 94105', 'San Francisco'],
  ['Lone Star Energy Partners LLC', '1200 Smith St', 'TX 77002', 'Houston'],
  ['Hudson River Capital LLC', '375 Park Ave', 'NY 10152', 'New York'],
  ['Cascade Outdoor Gear Inc.', '1201 2nd Ave', 'WA 98101', 'Seattle'],
  ['Peachtree Health Systems Inc.', '191 Peachtree St NE', 'GA 30303', 'Atlanta'],
  ['Rocky Mountain Analytics Inc.', '1700 Lincoln St', 'CO 80203', 'Denver'],
  ['Bay State Biotech Inc.', '1 Kendall Sq', 'MA 02139', 'Cambridge'],
  ['Brabo Diamonds NV', 'Hoveniersstraat 30', '2018', 'Antwerpen'],
  ['Gentse Havenbedrijven NV', 'Kortrijksesteenweg 1', '9000', 'Gent'],
  ['Brussels Public Affairs SRL', 'Rue de la Loi 42', '1040', 'Bruxelles'],
  ['Liège Métallurgie SA', 'Boulevard de la Sauvenière 60', '4000', 'Liège'],
  ['Brugse Chocolaterie BV', 'Markt 7', '8000', 'Brugge'],
  ['Leuven Research Partners BV', 'Naamsestraat 22', '3000', 'Leuven'],
  ['Namur Logistique SA', 'Rue de Fer 15', '5000', 'Namur'],
  ['Mechelse Meubelfabriek NV', 'Bruul 55', '2800', 'Mechelen'],
  ['Nordljus Teknik AB', 'Kungsgatan 44', '111 35', 'Stockholm'],
  ['Göteborgs Hamnlogistik AB', 'Södra Hamngatan 19', '411 14', 'Göteborg'],
  ['Skåne Livsmedel AB', 'Stortorget 8', '211 22', 'Malmö'],
  ['Uppsala Life Science AB', 'Dragarbrunnsgatan 36', '753 20', 'Uppsala'],
  ['Norrland Skog & Trä AB', 'Storgatan 50', '903 26', 'Umeå'],
  ['Västerås Kraftsystem AB', 'Stora Gatan 20', '722 12', 'Västerås'],
  ['Linköping Flygteknik AB', 'Ågatan 31', '582 22', 'Linköping'],
  ['Örebro Design Studio AB', 'Drottninggatan 9', '702 10', 'Örebro'],
  ['Soluciones Ibéricas S.L.', 'Calle de Alcalá 120', '28009', 'Madrid'],
  ['Barcelona Smart Mobility S.A.', 'Passeig de Gràcia 55', '08007', 'Barcelona'],
  ['Valencia Cerámicas S.A.', 'Calle Colón 18', '46004', 'Valencia'],
  ['Andalucía Solar S.L.', 'Avenida de la Constitución 24', '41001', 'Sevilla'],
  ['Bilbao Ingeniería Naval S.A.', 'Gran Vía 38', '48009', 'Bilbao'],
  ['Málaga Turismo Digital S.L.', 'Calle Larios 5', '29005', 'Málaga'],
  ['Zaragoza Agroindustrial S.A.', 'Paseo de la Independencia 21', '50001', 'Zaragoza'],
  ['Galicia Pesca Sostenible S.L.', 'Rúa do Franco 10', '15705', 'Santiago de Compostela'],
];

/** Job titles given to demo contacts, in rotation. */
export const DEMO_JOB_TITLES = [
  'Chief Financial Officer',
  'IT Manager',
  'Operations Director',
  'Head of Procurement',
  'Project Sponsor',
  'Finance Controller',
  'Managing Director',
  'Business Analyst',
] as const;

/** Project topics, in rotation; project 1 is named explicitly. */
export const DEMO_PROJECT_TOPICS = [
  'ERP rollout',
  'CRM implementation',
  'Data platform',
  'Cloud migration',
  'Process audit',
  'Website relaunch',
  'Supply chain optimisation',
  'Security assessment',
  'BI dashboards',
  'Support retainer',
  'Finance transformation',
  'Mobile app',
  'Integration platform',
] as const;
