import { expectSkills } from './expect-skills.spec-support';

describe('trades skills', () => {
  describe('in English postings', () => {
    expectSkills([
      ['Administer NEC and JCT contracts; MRICS; cost value reconciliation and final accounts.', ['construction contracts', 'RICS', 'cost management']],
      [
        'Chartered with IStructE or ICE; strong knowledge of Eurocodes; experience with Tekla and Revit.',
        ['chartered engineer qualification', 'Eurocodes', 'Tekla', 'Revit'],
      ],
      [
        'CEng MICE; drainage designs and flood risk assessments using MicroDrainage and Civil 3D; road junctions to DMRB standards.',
        ['chartered engineer qualification', 'drainage design', 'Civil 3D', 'highway design'],
      ],
      [
        'Diagnose complex high-voltage faults on electric vehicles; IMI Level 3 or Level 4 EV qualification.',
        ['troubleshooting', 'high-voltage systems', 'electric vehicles', 'EV qualification'],
      ],
      ['Qualified electrician with experience of electrical installations in new builds.', ['electrical installation']],
      ['You will troubleshoot PLC-controlled machinery and read electrical schematics.', ['troubleshooting', 'PLC programming', 'electrical schematics']],
      ['Install and service heat pumps and ventilation systems; F-gas certification required.', ['heat pumps', 'ventilation', 'refrigeration']],
      ['Experienced plumber for pipe fitting and bathroom renovations.', ['plumbing', 'renovation']],
      ['MIG/MAG and TIG welding to EN ISO 9606; read technical drawings.', ['MIG/MAG welding', 'TIG welding', 'welding certification', 'reading drawings']],
      [
        'Carpenter for timber framing, drywall and finish carpentry on residential projects.',
        ['carpentry', 'wall framing', 'drywall installation', 'finish carpentry'],
      ],
      ['Set up and operate CNC machines and measure parts with calipers.', ['CNC machining', 'precision measurement']],
      ['Working at heights and IPAF certification for boom lifts.', ['working at heights', 'aerial work platforms']],
      ['Install EV chargers and solar panels for private customers.', ['EV charging installation', 'solar installation']],
      ['Knowledge of BS 7671 and experience with fire alarm systems.', ['electrical standards', 'fire alarm systems']],
      ['Tiling, waterproofing and flooring installation in wet rooms.', ['tiling', 'wet room installation', 'flooring installation']],
    ]);
  });

  describe('in Swedish postings', () => {
    expectSkills([
      ['Gräsklippning, ogräsrensning och beskärning; utbildning i motorsåg; körkort för traktor.', ['landscaping', 'chainsaw operation', 'tractor driving']],
      [
        'Vi söker en installationselektriker med ESA-utbildning och gärna B-behörighet.',
        ['electrical installation', 'electrical safety', 'electrical authorization'],
      ],
      ['Du har erfarenhet av felsökning och PLC-programmering.', ['troubleshooting', 'PLC programming']],
      ['Som VVS-montör arbetar du med Säker Vatten och installation av värmepumpar.', ['plumbing', 'Säker Vatten', 'heat pumps']],
      ['Du har svetscertifikat och erfarenhet av MIG/MAG-svetsning.', ['welding certification', 'MIG/MAG welding']],
      [
        'Vi söker en snickare med vana av stomresning, gipsväggar och golvläggning.',
        ['carpentry', 'wall framing', 'drywall installation', 'flooring installation'],
      ],
      ['Du har heta arbeten, liftkort och ID06.', ['hot work', 'aerial work platforms', 'construction safety']],
      ['Du arbetar med injustering och service av ventilationsanläggningar och har kylcertifikat.', ['commissioning', 'ventilation', 'refrigeration']],
      ['Erfarenhet av våtrum och tätskikt enligt GVK eller BBV.', ['wet room installation']],
      ['Du läser ritningar och arbetar efter Boverkets byggregler.', ['reading drawings', 'building regulations']],
      ['Du har behörighet för arbete med fallskydd och ställningsbygge.', ['working at heights', 'scaffolding']],
    ]);
  });

  describe('in English CV lines', () => {
    expectSkills([
      ['Repaired leaking pipes and replaced taps and toilets.', ['plumbing']],
      ['Installed and maintained lighting, sockets and distribution boards.', ['electrical installation']],
      ['Installed lighting and power circuits in 40 apartments.', ['electrical installation']],
      ['Wired and commissioned control panels for a packaging line.', ['electrical installation', 'commissioning']],
      ['Diagnosed faults on hydraulic and pneumatic systems.', ['troubleshooting', 'hydraulics', 'pneumatics']],
      ['Welded structural steel with MIG and stick welding.', ['welding', 'MIG/MAG welding', 'stick welding']],
      ['Hung drywall, laid flooring and fitted kitchens.', ['drywall installation', 'flooring installation']],
      ['Serviced refrigeration units and handled refrigerants safely.', ['refrigeration']],
      ['Fitted copper pipes, radiators and underfloor heating.', ['plumbing', 'heating systems']],
      ['Programmed and ran CNC lathes and milling machines.', ['CNC machining', 'turning and milling']],
      ['Built formwork and poured concrete for foundations.', ['formwork', 'concrete work']],
      ['Holds a hot work permit and a CSCS card.', ['hot work', 'construction safety']],
    ]);
  });

  describe('in Swedish CV lines', () => {
    expectSkills([
      ['Bytte ut elcentraler och drog ny kabel i äldre fastigheter.', ['electrical installation', 'cable installation']],
      ['Monterade ventilationskanaler och aggregat.', ['ventilation']],
      ['Drog el och installerade laddboxar i villor.', ['electrical installation', 'EV charging installation']],
      ['Felsökte styrsystem och bytte komponenter i elcentraler.', ['troubleshooting', 'electrical installation']],
      ['Svetsade med TIG i rostfritt och aluminium.', ['welding', 'TIG welding']],
      ['Monterade gipsväggar och lade parkett.', ['drywall installation', 'flooring installation']],
      ['Installerade värmepumpar och golvvärme.', ['heat pumps', 'heating systems']],
      ['Utförde kakelsättning och tätskikt i badrum.', ['tiling', 'wet room installation']],
      ['Byggde ställningar och arbetade med fallskydd.', ['scaffolding', 'working at heights']],
      ['Körde grävmaskin och hjullastare i markarbeten.', ['construction machinery', 'groundworks']],
      ['Ansvarade för förebyggande underhåll av produktionslinan.', ['preventive maintenance']],
      ['Har ECY-certifikat och auktorisation B.', ['electrical authorization']],
    ]);
  });

  describe('in text that names no trade skill', () => {
    expectSkills([
      ['We deliver concrete results and cutting-edge products.', []],
      ['Assembly is our annual meeting of all members.', []],
      ['Framing the problem well is half the work.', []],
      ['Vi har kontor i flera städer och en modern maskinpark.', []],
      ['The ESA satellite mission team.', []],
    ]);
  });
});
