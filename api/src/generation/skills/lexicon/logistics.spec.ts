import { expectSkills } from './expect-skills.spec-support';

describe('logistics and warehouse skills', () => {
  describe('in English postings', () => {
    expectSkills([
      ['You will pick and pack customer orders using handheld scanners.', ['picking and packing', 'barcode scanning']],
      ['A valid forklift licence and experience with reach trucks are required.', ['forklift operation']],
      ['Experience with a WMS such as SAP EWM or Astro WMS.', ['WMS']],
      ['Responsible for goods receiving, inventory control and cycle counting.', ['goods receiving', 'inventory management']],
      ['Load and unload trucks and build pallets for outbound shipments.', ['loading and unloading', 'pallet handling', 'shipping']],
      ['ADR certificate for dangerous goods is a merit.', ['dangerous goods']],
      ['Plan routes for our delivery fleet and follow driving and rest times.', ['transport planning', 'tachograph']],
      ['Handle returns and prepare shipping documents for export.', ['returns handling', 'shipping']],
      ["Category C driver's licence and a professional driver qualification.", ['heavy vehicle license', 'Driver CPC qualification']],
      ['Knowledge of Incoterms and customs clearance.', ['incoterms', 'import and export']],
      ['Experience in supply chain planning and demand planning.', ['supply chain management', 'demand planning']],
      ['Track shipments in our TMS and book air freight and sea freight.', ['shipment tracking', 'transport management systems', 'air freight', 'sea freight']],
      ['Follow FIFO and label goods for cross-docking.', ['stock rotation', 'goods labelling', 'cross-docking']],
    ]);
  });

  describe('in Swedish postings', () => {
    expectSkills([
      ['Du arbetar med plock och pack, inleverans och inventering.', ['picking and packing', 'goods receiving', 'inventory management']],
      ['Truckkort A och B är ett krav, gärna vana av motviktstruck och skjutstativtruck.', ['forklift operation']],
      ['Du har erfarenhet av lagerarbete och lagersystem.', ['warehouse operations', 'WMS']],
      ['Meriterande är ADR-utbildning och C-körkort.', ['dangerous goods', 'heavy vehicle license']],
      ['I arbetet ingår lastning och lossning av lastbilar.', ['loading and unloading']],
      ['Du scannar streckkoder med handdator och hanterar returer.', ['barcode scanning', 'returns handling']],
      ['Som transportledare ansvarar du för ruttplanering och färdskrivare.', ['transport planning', 'tachograph']],
      ['Du ansvarar för tullhantering och exportdokument.', ['import and export']],
      ['Vi söker dig med B-körkort och erfarenhet av hemleveranser.', ['driving license', 'goods distribution']],
      ['Du arbetar med materialplanering och lagerstyrning i Monitor.', ['material planning', 'inventory management']],
    ]);
  });

  describe('in English CV lines', () => {
    expectSkills([
      ['Operated a reach truck and an order picker in a high-bay warehouse.', ['forklift operation']],
      ['Handled customs documentation for exports to Norway.', ['import and export']],
      ['Picked and packed 150 orders per shift with voice picking.', ['picking and packing']],
      ['Drove counterbalance and reach trucks in a cold store.', ['forklift operation']],
      ['Ran weekly cycle counts and cut stock discrepancies by 30%.', ['inventory management']],
      ['Received deliveries, checked them against purchase orders and put them away in the WMS.', ['goods receiving', 'purchase ordering', 'WMS']],
      ['Unloaded trucks and built mixed pallets for store deliveries.', ['loading and unloading', 'pallet handling']],
      ['Handled dangerous goods under ADR and IMDG rules.', ['dangerous goods']],
      ['Planned routes for 12 vans and monitored tachograph data.', ['transport planning', 'tachograph']],
      ['Processed returns and restocked the shelves.', ['returns handling', 'replenishment']],
      ['Forklift certified; holds a clean HGV licence.', ['forklift operation', 'heavy vehicle license']],
      ['Coordinated freight forwarding and customs clearance for imports from Asia.', ['freight forwarding', 'import and export']],
    ]);
  });

  describe('in Swedish CV lines', () => {
    expectSkills([
      ['Utförde truckkörning och plockade varor med röststyrning.', ['forklift operation', 'picking and packing']],
      ['Plockade order och körde truck på centrallagret.', ['picking and packing', 'forklift operation']],
      ['Har truckkort A+B och ADR-intyg.', ['forklift operation', 'dangerous goods']],
      ['Ansvarade för godsmottagning och inleveranskontroll.', ['goods receiving']],
      ['Arbetade med inventering och lageroptimering i Astro WMS.', ['inventory management', 'WMS']],
      ['Lastade och lossade lastbilar samt byggde pallar.', ['loading and unloading', 'pallet handling']],
      ['Busschaufför med körkort B och D samt YKB.', ['bus driving license', 'Driver CPC qualification']],
      ['Körde hemleveranser med C-körkort och YKB.', ['goods distribution', 'heavy vehicle license', 'Driver CPC qualification']],
      ['Hanterade returer och reklamationer på lagret.', ['returns handling', 'complaints handling']],
      ['Arbetade som transportledare med ruttplanering.', ['transport planning']],
      ['Packade e-handelsorder och skannade streckkoder.', ['picking and packing', 'e-commerce', 'barcode scanning']],
      ['Ansvarade för tulldeklarationer och spedition.', ['import and export', 'freight forwarding']],
      ['Arbetade med linjematning och kittning i produktionslogistiken.', ['production logistics', 'kitting']],
      ['Sorterade paket och gjorde lastplanering för linjebilar.', ['parcel sorting', 'load planning']],
    ]);
  });

  describe('in text that names no logistics skill', () => {
    expectSkills([
      ['Shipping features weekly behind a FIFO queue.', []],
      ['Built tools for data labeling.', []],
      ['Cherry-picking the best ideas from inbound marketing.', ['marketing']],
      ['Our offices are close to the train station and the ferry.', []],
      ['The Linux distribution ships with a new kernel.', ['Linux']],
      ['Vi har kontor i flera städer.', []],
    ]);
  });
});
