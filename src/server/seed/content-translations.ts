// The seed's English content texts in the portal's other languages (de, fr, id, ms): the announcement,
// merchandise and bike category names, promotion texts and visit-form equipment, plus the sentence templates of
// product descriptions and promotion terms. Data only: the seed decides where each text goes.
// Tone: B2B bicycle trade, formal address (de "Sie", id/ms "Anda"/"anda"); brand names kept; '%' with a space in
// de and fr ("10 %"), without in id and ms ("10%").

export type SeedLanguage = 'de' | 'fr' | 'id' | 'ms';

export const SEED_LANGUAGES: readonly SeedLanguage[] = ['de', 'fr', 'id', 'ms'];

type Translations = Readonly<Record<SeedLanguage, string>>;

/** English content text → its translations (exact English key as it appears in the seed). */
export const CONTENT_TRANSLATIONS: Readonly<Record<string, Translations>> = {
  // Announcement (seed.ts).
  'Model year 2027 pre-orders are open': {
    de: 'Vorbestellungen für das Modelljahr 2027 sind jetzt möglich',
    fr: 'Les précommandes du millésime 2027 sont ouvertes',
    id: 'Pra-pesan model tahun 2027 telah dibuka',
    ms: 'Prapesanan model tahun 2027 kini dibuka',
  },
  '<p>Pre-order the new <strong>model year 2027</strong> bikes now and get them delivered before spring. Early orders are confirmed first.</p>':
    {
      de: '<p>Bestellen Sie jetzt die neuen Räder des <strong>Modelljahrs 2027</strong> vor und erhalten Sie sie noch vor dem Frühjahr. Frühe Bestellungen werden zuerst bestätigt.</p>',
      fr: '<p>Précommandez dès maintenant les nouveaux vélos <strong>millésime 2027</strong> et faites-les livrer avant le printemps. Les premières commandes sont confirmées en priorité.</p>',
      id: '<p>Pesan sekarang sepeda baru <strong>model tahun 2027</strong> dan terima pengirimannya sebelum musim semi. Pesanan awal dikonfirmasi lebih dulu.</p>',
      ms: '<p>Buat prapesanan basikal baharu <strong>model tahun 2027</strong> sekarang dan terima penghantaran sebelum musim bunga. Pesanan awal disahkan terlebih dahulu.</p>',
    },

  // Merchandise categories (catalog-data.ts MERCHANDISE_CATEGORIES). Bike categories are singular noun phrases
  // that fit "is a …" (de: all neuter nouns, fr: all masculine), PAA and groupset categories plural.
  'Hardtail Mountain': {
    de: 'Hardtail-Mountainbike',
    fr: 'VTT semi-rigide',
    id: 'Sepeda gunung hardtail',
    ms: 'Basikal gunung hardtail',
  },
  'Full Suspension Mountain': {
    de: 'Fully-Mountainbike',
    fr: 'VTT tout-suspendu',
    id: 'Sepeda gunung suspensi penuh',
    ms: 'Basikal gunung suspensi penuh',
  },
  Road: { de: 'Rennrad', fr: 'Vélo de route', id: 'Sepeda balap', ms: 'Basikal jalan raya' },
  Gravel: { de: 'Gravelbike', fr: 'Vélo gravel', id: 'Sepeda gravel', ms: 'Basikal gravel' },
  City: { de: 'Citybike', fr: 'Vélo de ville', id: 'Sepeda kota', ms: 'Basikal bandar' },
  Trekking: { de: 'Trekkingrad', fr: 'Vélo de trekking', id: 'Sepeda trekking', ms: 'Basikal kembara' },
  Folding: { de: 'Faltrad', fr: 'Vélo pliant', id: 'Sepeda lipat', ms: 'Basikal lipat' },
  Kids: { de: 'Kinderrad', fr: 'Vélo enfant', id: 'Sepeda anak', ms: 'Basikal kanak-kanak' },
  BMX: { de: 'BMX', fr: 'BMX', id: 'BMX', ms: 'BMX' },
  'E-MTB': { de: 'E-MTB', fr: 'VTT électrique', id: 'E-MTB', ms: 'E-MTB' },
  'E-City': {
    de: 'E-Citybike',
    fr: 'Vélo de ville électrique',
    id: 'Sepeda kota listrik',
    ms: 'Basikal bandar elektrik',
  },
  Helmets: { de: 'Helme', fr: 'Casques', id: 'Helm', ms: 'Topi keledar' },
  Tyres: { de: 'Reifen', fr: 'Pneus', id: 'Ban', ms: 'Tayar' },
  Tubes: { de: 'Schläuche', fr: 'Chambres à air', id: 'Ban dalam', ms: 'Tiub' },
  Lights: { de: 'Beleuchtung', fr: 'Éclairage', id: 'Lampu', ms: 'Lampu' },
  Locks: { de: 'Schlösser', fr: 'Antivols', id: 'Gembok', ms: 'Kunci' },
  Pedals: { de: 'Pedale', fr: 'Pédales', id: 'Pedal', ms: 'Pedal' },
  Saddles: { de: 'Sättel', fr: 'Selles', id: 'Sadel', ms: 'Pelana' },
  'Bottles & Cages': {
    de: 'Flaschen & Halter',
    fr: 'Bidons & porte-bidons',
    id: 'Botol & tempat botol',
    ms: 'Botol & pemegang botol',
  },
  Apparel: { de: 'Bekleidung', fr: 'Vêtements', id: 'Pakaian', ms: 'Pakaian' },
  Tools: { de: 'Werkzeug', fr: 'Outils', id: 'Perkakas', ms: 'Alatan' },
  Pumps: { de: 'Pumpen', fr: 'Pompes', id: 'Pompa', ms: 'Pam' },
  Bags: { de: 'Taschen', fr: 'Sacoches', id: 'Tas', ms: 'Beg' },
  Grips: { de: 'Griffe', fr: 'Poignées', id: 'Grip setang', ms: 'Genggaman hendal' },
  'Road Groupsets': {
    de: 'Rennrad-Komponentengruppen',
    fr: 'Groupes route',
    id: 'Groupset sepeda balap',
    ms: 'Groupset jalan raya',
  },
  'MTB Groupsets': { de: 'MTB-Komponentengruppen', fr: 'Groupes VTT', id: 'Groupset MTB', ms: 'Groupset MTB' },
  'Gravel Groupsets': {
    de: 'Gravel-Komponentengruppen',
    fr: 'Groupes gravel',
    id: 'Groupset gravel',
    ms: 'Groupset gravel',
  },

  // Bike categories (catalog-data.ts BIKE_CATEGORIES).
  Mountain: { de: 'Mountainbikes', fr: 'VTT', id: 'Sepeda gunung', ms: 'Basikal gunung' },
  'Road & Gravel': {
    de: 'Rennrad & Gravel',
    fr: 'Route & gravel',
    id: 'Sepeda balap & gravel',
    ms: 'Jalan raya & gravel',
  },
  'City & Trekking': {
    de: 'City- & Trekkingräder',
    fr: 'Ville & trekking',
    id: 'Kota & trekking',
    ms: 'Bandar & kembara',
  },
  'E-Bikes': { de: 'E-Bikes', fr: 'Vélos électriques', id: 'Sepeda listrik', ms: 'Basikal elektrik' },
  'Kids & BMX': { de: 'Kinder & BMX', fr: 'Enfant & BMX', id: 'Anak & BMX', ms: 'Kanak-kanak & BMX' },

  // Promotions (catalog-seed.ts buildPromotions).
  'Spring trail days': {
    de: 'Frühlings-Trail-Tage',
    fr: 'Journées trail de printemps',
    id: 'Hari trail musim semi',
    ms: 'Hari denai musim bunga',
  },
  'Spring deal': {
    de: 'Frühlingsangebot',
    fr: 'Offre de printemps',
    id: 'Promo musim semi',
    ms: 'Tawaran musim bunga',
  },
  'Up to 10 % off hardtails and full-suspension bikes': {
    de: 'Bis zu 10 % Rabatt auf Hardtails und Fullys',
    fr: "Jusqu'à 10 % de remise sur les VTT semi-rigides et tout-suspendus",
    id: 'Diskon hingga 10% untuk sepeda hardtail dan suspensi penuh',
    ms: 'Diskaun sehingga 10% untuk basikal hardtail dan suspensi penuh',
  },
  'Get your store ready for the trail season: every mountain bike is reduced for a few weeks.': {
    de: 'Machen Sie Ihr Geschäft fit für die Trail-Saison: Alle Mountainbikes sind für einige Wochen reduziert.',
    fr: 'Préparez votre magasin pour la saison trail : tous les VTT sont en promotion pendant quelques semaines.',
    id: 'Siapkan toko Anda untuk musim trail: semua sepeda gunung didiskon selama beberapa minggu.',
    ms: 'Sediakan kedai anda untuk musim denai: semua basikal gunung diberi potongan harga selama beberapa minggu.',
  },
  'Polygon weeks': { de: 'Polygon-Wochen', fr: 'Semaines Polygon', id: 'Pekan Polygon', ms: 'Minggu Polygon' },
  'Marin weeks': { de: 'Marin-Wochen', fr: 'Semaines Marin', id: 'Pekan Marin', ms: 'Minggu Marin' },
  'Brand weeks': {
    de: 'Markenwochen',
    fr: 'Semaines de la marque',
    id: 'Pekan merek',
    ms: 'Minggu jenama',
  },
  'Order two or more and save 5 %': {
    de: 'Ab zwei Stück bestellen und 5 % sparen',
    fr: 'Commandez-en deux ou plus et économisez 5 %',
    id: 'Pesan dua atau lebih dan hemat 5%',
    ms: 'Pesan dua atau lebih dan jimat 5%',
  },
  'The whole range of the brand at a better price when you order at least two bikes.': {
    de: 'Das gesamte Sortiment der Marke zu einem besseren Preis, wenn Sie mindestens zwei Räder bestellen.',
    fr: 'Toute la gamme de la marque à meilleur prix dès que vous commandez au moins deux vélos.',
    id: 'Seluruh rangkaian produk merek ini dengan harga lebih baik jika Anda memesan minimal dua sepeda.',
    ms: 'Seluruh rangkaian jenama ini pada harga lebih baik apabila anda memesan sekurang-kurangnya dua basikal.',
  },
  'Model year 2024 clearance': {
    de: 'Abverkauf Modelljahr 2024',
    fr: 'Déstockage des modèles 2024',
    id: 'Cuci gudang model tahun 2024',
    ms: 'Jualan penghabisan stok model tahun 2024',
  },
  Clearance: { de: 'Abverkauf', fr: 'Déstockage', id: 'Cuci gudang', ms: 'Jualan penghabisan stok' },
  'Last 2024 models while stock lasts': {
    de: 'Letzte 2024er-Modelle, solange der Vorrat reicht',
    fr: 'Derniers modèles 2024 dans la limite des stocks disponibles',
    id: 'Model 2024 terakhir selama stok masih ada',
    ms: 'Model 2024 terakhir selagi stok masih ada',
  },
  'Selected 2024 bikes with a fixed amount off per bike, at most five per order line.': {
    de: 'Ausgewählte 2024er-Räder mit festem Nachlass pro Rad, höchstens fünf pro Bestellposition.',
    fr: 'Une sélection de vélos 2024 avec une remise fixe par vélo, cinq au maximum par ligne de commande.',
    id: 'Sepeda 2024 pilihan dengan potongan harga tetap per sepeda, maksimal lima per baris pesanan.',
    ms: 'Basikal 2024 terpilih dengan potongan harga tetap bagi setiap basikal, maksimum lima bagi setiap baris pesanan.',
  },
  'Helmet safety month': {
    de: 'Helm-Sicherheitsmonat',
    fr: 'Mois de la sécurité casque',
    id: 'Bulan keselamatan helm',
    ms: 'Bulan keselamatan topi keledar',
  },
  'Safety first': {
    de: 'Sicherheit zuerst',
    fr: "La sécurité d'abord",
    id: 'Utamakan keselamatan',
    ms: 'Keselamatan diutamakan',
  },
  '15 % off helmets from 5 pieces': {
    de: '15 % Rabatt auf Helme ab 5 Stück',
    fr: '15 % de remise sur les casques dès 5 pièces',
    id: 'Diskon 15% untuk helm mulai 5 buah',
    ms: 'Diskaun 15% untuk topi keledar mulai 5 unit',
  },
  'Stock up on helmets for the new season: from five pieces per line, 15 % off.': {
    de: 'Füllen Sie Ihren Helmbestand für die neue Saison auf: ab fünf Stück pro Position 15 % Rabatt.',
    fr: 'Faites le plein de casques pour la nouvelle saison : dès cinq pièces par ligne, 15 % de remise.',
    id: 'Tambah stok helm untuk musim baru: mulai lima buah per baris, diskon 15%.',
    ms: 'Tambah stok topi keledar untuk musim baharu: mulai lima unit bagi setiap baris, diskaun 15%.',
  },
  'Lights on': { de: 'Licht an', fr: 'Tous feux allumés', id: 'Nyalakan lampu', ms: 'Hidupkan lampu' },
  'Be seen': { de: 'Gesehen werden', fr: 'Soyez visible', id: 'Tetap terlihat', ms: 'Pastikan kelihatan' },
  'Lezyne lights 10 % off, selected sets even more': {
    de: 'Lezyne-Leuchten 10 % günstiger, ausgewählte Sets noch mehr',
    fr: "10 % de remise sur l'éclairage Lezyne, encore plus sur une sélection de kits",
    id: 'Diskon 10% untuk lampu Lezyne, set pilihan lebih hemat lagi',
    ms: 'Diskaun 10% untuk lampu Lezyne, set terpilih lebih jimat lagi',
  },
  'Dark evenings sell lights: Lezyne lights reduced, and selected articles at a fixed price off.': {
    de: 'Dunkle Abende verkaufen Leuchten: Lezyne-Leuchten reduziert und ausgewählte Artikel mit festem Preisnachlass.',
    fr: "Les soirées sombres font vendre l'éclairage : l'éclairage Lezyne en promotion et une remise fixe sur une sélection d'articles.",
    id: 'Malam yang gelap membuat lampu laris: lampu Lezyne didiskon, dan produk pilihan mendapat potongan harga tetap.',
    ms: 'Malam yang gelap melariskan lampu: lampu Lezyne diberi potongan harga, dan produk terpilih mendapat potongan harga tetap.',
  },
  'Drivetrain upgrade': {
    de: 'Antriebs-Upgrade',
    fr: 'Mise à niveau de la transmission',
    id: 'Peningkatan drivetrain',
    ms: 'Naik taraf drivetrain',
  },
  Upgrade: { de: 'Upgrade', fr: 'Mise à niveau', id: 'Peningkatan', ms: 'Naik taraf' },
  '7 % off selected Shimano 105 and GRX groupsets': {
    de: '7 % Rabatt auf ausgewählte Shimano-105- und GRX-Gruppen',
    fr: '7 % de remise sur une sélection de groupes Shimano 105 et GRX',
    id: 'Diskon 7% untuk groupset Shimano 105 dan GRX pilihan',
    ms: 'Diskaun 7% untuk groupset Shimano 105 dan GRX terpilih',
  },
  'Upgrade season for your workshop customers.': {
    de: 'Upgrade-Saison für Ihre Werkstattkunden.',
    fr: 'La saison des mises à niveau pour les clients de votre atelier.',
    id: 'Musim peningkatan untuk pelanggan bengkel Anda.',
    ms: 'Musim naik taraf untuk pelanggan bengkel anda.',
  },
  'Winter city bikes': {
    de: 'Citybikes für den Winter',
    fr: "Vélos de ville d'hiver",
    id: 'Sepeda kota musim dingin',
    ms: 'Basikal bandar musim sejuk',
  },
  'Winter deal': { de: 'Winterangebot', fr: "Offre d'hiver", id: 'Promo musim dingin', ms: 'Tawaran musim sejuk' },
  'City bikes 6 % off (ended)': {
    de: 'Citybikes 6 % günstiger (beendet)',
    fr: '6 % de remise sur les vélos de ville (terminée)',
    id: 'Diskon 6% untuk sepeda kota (berakhir)',
    ms: 'Diskaun 6% untuk basikal bandar (tamat)',
  },
  'City bikes for the winter months.': {
    de: 'Citybikes für die Wintermonate.',
    fr: "Des vélos de ville pour les mois d'hiver.",
    id: 'Sepeda kota untuk bulan-bulan musim dingin.',
    ms: 'Basikal bandar untuk bulan-bulan musim sejuk.',
  },
  'Model year 2027 pre-order': {
    de: 'Vorbestellung Modelljahr 2027',
    fr: 'Précommande des modèles 2027',
    id: 'Pra-pesan model tahun 2027',
    ms: 'Prapesanan model tahun 2027',
  },
  'Pre-order': { de: 'Vorbestellung', fr: 'Précommande', id: 'Pra-pesan', ms: 'Prapesanan' },
  'Early orders of 2027 e-bikes get 4 % off': {
    de: '4 % Frühbucherrabatt auf E-Bikes 2027',
    fr: '4 % de remise sur les commandes anticipées de vélos électriques 2027',
    id: 'Pesanan awal sepeda listrik 2027 mendapat diskon 4%',
    ms: 'Pesanan awal basikal elektrik 2027 mendapat diskaun 4%',
  },
  'Starts next month: pre-order next season’s e-bikes and get them first.': {
    de: 'Ab nächstem Monat: Bestellen Sie die E-Bikes der nächsten Saison vor und erhalten Sie sie als Erste.',
    fr: 'Dès le mois prochain : précommandez les vélos électriques de la saison prochaine et recevez-les en premier.',
    id: 'Mulai bulan depan: pesan lebih awal sepeda listrik musim depan dan dapatkan lebih dulu.',
    ms: 'Bermula bulan depan: buat prapesanan basikal elektrik musim hadapan dan terima lebih awal.',
  },

  // Visit-form equipment (visit-forms-data.ts EQUIPMENT).
  'Service workshop': {
    de: 'Servicewerkstatt',
    fr: "Atelier d'entretien",
    id: 'Bengkel servis',
    ms: 'Bengkel servis',
  },
  'Repair stand': { de: 'Montageständer', fr: "Pied d'atelier", id: 'Stand perbaikan', ms: 'Dirian pembaikan' },
  'Wheel truing stand': {
    de: 'Zentrierständer',
    fr: 'Dévoileuse',
    id: 'Stand penyetelan roda',
    ms: 'Dirian penjajaran roda',
  },
  'Bike fitting studio': {
    de: 'Bikefitting-Studio',
    fr: "Studio d'étude posturale",
    id: 'Studio penyesuaian sepeda',
    ms: 'Studio penyesuaian basikal',
  },
  'Test ride area': {
    de: 'Probefahrtbereich',
    fr: "Zone d'essai",
    id: 'Area uji coba',
    ms: 'Kawasan pandu uji',
  },
  'Demo bike fleet': {
    de: 'Vorführradflotte',
    fr: 'Flotte de vélos de démonstration',
    id: 'Armada sepeda demo',
    ms: 'Armada basikal demo',
  },
  'E-bike charging point': {
    de: 'E-Bike-Ladestation',
    fr: 'Borne de recharge pour vélos électriques',
    id: 'Titik pengisian daya sepeda listrik',
    ms: 'Stesen pengecasan basikal elektrik',
  },
  'Wall hanging rack': {
    de: 'Wandaufhängung',
    fr: 'Support mural',
    id: 'Rak gantung dinding',
    ms: 'Rak gantung dinding',
  },
  'Floor rack': { de: 'Bodenständer', fr: 'Râtelier au sol', id: 'Rak lantai', ms: 'Rak lantai' },
  'Brand lightbox': {
    de: 'Marken-Leuchtkasten',
    fr: 'Caisson lumineux de la marque',
    id: 'Kotak lampu merek',
    ms: 'Kotak lampu jenama',
  },
  'Point-of-sale screen': {
    de: 'POS-Bildschirm',
    fr: 'Écran en point de vente',
    id: 'Layar titik penjualan',
    ms: 'Skrin tempat jualan',
  },
  'Shimano hangtag display': {
    de: 'Shimano-Hangtag-Display',
    fr: "Présentoir d'étiquettes Shimano",
    id: 'Pajangan label gantung Shimano',
    ms: 'Paparan tag gantung Shimano',
  },
  'WIM lightbox': {
    de: 'WIM-Leuchtkasten',
    fr: 'Caisson lumineux WIM',
    id: 'Kotak lampu WIM',
    ms: 'Kotak lampu WIM',
  },
  'WIM banner': { de: 'WIM-Banner', fr: 'Bannière WIM', id: 'Spanduk WIM', ms: 'Sepanduk WIM' },
  'WIM poster': { de: 'WIM-Plakat', fr: 'Affiche WIM', id: 'Poster WIM', ms: 'Poster WIM' },
  'Kids corner': { de: 'Kinderecke', fr: 'Coin enfants', id: 'Pojok anak', ms: 'Sudut kanak-kanak' },
};

/** Promotion terms (catalog-seed.ts `terms`), `from`/`to` already formatted dates. */
export function promotionTermsIn(language: SeedLanguage, from: string, to: string): string {
  switch (language) {
    case 'de':
      return `Gültig für Bestellungen vom ${from} bis ${to}, solange der Vorrat reicht. Nicht mit anderen Aktionen kombinierbar; Mengenrabatte gelten weiterhin.`;
    case 'fr':
      return `Valable pour les commandes passées du ${from} au ${to}, dans la limite des stocks disponibles. Non cumulable avec d'autres promotions ; les remises sur quantité restent applicables.`;
    case 'id':
      return `Berlaku untuk pesanan yang dibuat dari ${from} sampai ${to} selama stok masih ada. Tidak dapat digabungkan dengan promosi lain; diskon kuantitas tetap berlaku.`;
    case 'ms':
      return `Sah untuk pesanan yang dibuat dari ${from} hingga ${to} selagi stok masih ada. Tidak boleh digabungkan dengan promosi lain; diskaun kuantiti masih terpakai.`;
  }
}

/** Frame materials (catalog-data.ts BikeSeriesSpec.material), as the frame phrase of each language. */
const FRAME: Readonly<Record<SeedLanguage, Readonly<Record<string, string>>>> = {
  de: { aluminium: 'Aluminiumrahmen', carbon: 'Carbonrahmen', steel: 'Stahlrahmen' },
  fr: { aluminium: 'un cadre en aluminium', carbon: 'un cadre en carbone', steel: 'un cadre en acier' },
  id: { aluminium: 'rangka aluminium', carbon: 'rangka karbon', steel: 'rangka baja' },
  ms: { aluminium: 'rangka aluminium', carbon: 'rangka karbon', steel: 'rangka keluli' },
};

function framePhrase(language: SeedLanguage, material: string): string {
  const known = FRAME[language][material];
  if (known) return known;
  switch (language) {
    case 'de':
      return `Rahmen aus ${material}`;
    case 'fr':
      return `un cadre en ${material}`;
    case 'id':
    case 'ms':
      return `rangka ${material}`;
  }
}

/**
 * The drivetrains of catalog-data.ts DRIVETRAINS that hold English words (motor, hub, single speed); the others
 * are component names only and stay as given. fr phrases carry their article ("doté … d'un moteur …").
 */
const DRIVETRAIN_WORDS: Readonly<Record<string, Translations>> = {
  'Shimano EP801 motor, Deore 1x12': {
    de: 'Shimano-EP801-Motor, Deore 1x12',
    fr: 'un moteur Shimano EP801, Deore 1x12',
    id: 'motor Shimano EP801, Deore 1x12',
    ms: 'motor Shimano EP801, Deore 1x12',
  },
  'Bosch Performance CX motor, SRAM GX Eagle': {
    de: 'Bosch-Performance-CX-Motor, SRAM GX Eagle',
    fr: 'un moteur Bosch Performance CX, SRAM GX Eagle',
    id: 'motor Bosch Performance CX, SRAM GX Eagle',
    ms: 'motor Bosch Performance CX, SRAM GX Eagle',
  },
  'Shimano Nexus 3-speed hub': {
    de: 'Shimano Nexus 3-Gang-Nabenschaltung',
    fr: 'un moyeu Shimano Nexus à 3 vitesses',
    id: 'hub Shimano Nexus 3 percepatan',
    ms: 'hab Shimano Nexus 3 kelajuan',
  },
  'Shimano Nexus 8-speed hub': {
    de: 'Shimano Nexus 8-Gang-Nabenschaltung',
    fr: 'un moyeu Shimano Nexus à 8 vitesses',
    id: 'hub Shimano Nexus 8 percepatan',
    ms: 'hab Shimano Nexus 8 kelajuan',
  },
  'Bafang hub motor, Shimano Nexus 7': {
    de: 'Bafang-Nabenmotor, Shimano Nexus 7',
    fr: 'un moteur-moyeu Bafang, Shimano Nexus 7',
    id: 'motor hub Bafang, Shimano Nexus 7',
    ms: 'motor hab Bafang, Shimano Nexus 7',
  },
  'Shimano E5000 motor, Altus 1x9': {
    de: 'Shimano-E5000-Motor, Altus 1x9',
    fr: 'un moteur Shimano E5000, Altus 1x9',
    id: 'motor Shimano E5000, Altus 1x9',
    ms: 'motor Shimano E5000, Altus 1x9',
  },
  'single speed': {
    de: 'Singlespeed',
    fr: 'une transmission monovitesse',
    id: 'gir tunggal',
    ms: 'gear tunggal',
  },
  'single speed, 25/9 gearing': {
    de: 'Singlespeed, Übersetzung 25/9',
    fr: 'une transmission monovitesse, braquet 25/9',
    id: 'gir tunggal, rasio 25/9',
    ms: 'gear tunggal, nisbah 25/9',
  },
};

function drivetrainPhrase(language: SeedLanguage, drivetrain: string): string {
  const known = DRIVETRAIN_WORDS[drivetrain]?.[language];
  if (known) return known;
  return language === 'fr' ? `une transmission ${drivetrain}` : drivetrain;
}

/**
 * A translated category name as it reads inside a sentence: the exact label of CONTENT_TRANSLATIONS whatever case
 * it came in (so "vtt semi-rigide" is "VTT semi-rigide" again); then in fr, id and ms a lower-case first letter
 * unless the first word is an abbreviation (VTT, BMX, E-MTB). German nouns keep their capital.
 */
function categoryInSentence(language: SeedLanguage, category: string): string {
  const wanted = category.trim().toLowerCase();
  let label = category.trim();
  for (const translations of Object.values(CONTENT_TRANSLATIONS)) {
    if (translations[language].toLowerCase() === wanted) {
      label = translations[language];
      break;
    }
  }
  if (language === 'de') return label;
  const firstWord = label.split(' ')[0] ?? '';
  const abbreviation = firstWord === firstWord.toUpperCase();
  return abbreviation ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * Bike model description (catalog-seed.ts, English: "The {brand} {parentName} ({year}) is a {category} bike with a
 * {material} frame and {drivetrain}."). `category` is the merchandise category name as CONTENT_TRANSLATIONS gives it
 * for the language (the bike categories are singular noun phrases: "ist ein Faltrad", "est un vélo pliant",
 * "adalah sepeda lipat", "ialah basikal lipat"); any casing of it is accepted. `material` is the catalog's English
 * material (translated here, unknown ones as given); `drivetrain` the component names (the few English words in
 * them are translated, the rest kept as given).
 */
export function bikeDescriptionIn(
  language: SeedLanguage,
  p: { brand: string; parentName: string; year: number; category: string; material: string; drivetrain: string },
): string {
  const category = categoryInSentence(language, p.category);
  const frame = framePhrase(language, p.material);
  const drivetrain = drivetrainPhrase(language, p.drivetrain);
  const model = `${p.brand} ${p.parentName} (${p.year})`;
  switch (language) {
    case 'de':
      return `Das ${model} ist ein ${category} mit ${frame} und ${drivetrain}.`;
    case 'fr':
      return `Le ${model} est un ${category} doté d'${frame} et d'${drivetrain}.`;
    case 'id':
      return `${model} adalah ${category} dengan ${frame} dan ${drivetrain}.`;
    case 'ms':
      return `${model} ialah ${category} dengan ${frame} dan ${drivetrain}.`;
  }
}

/** PAA product line description (catalog-seed.ts, English: `${parentName}: ${category lower} by ${brand}.`). */
export function paaDescriptionIn(
  language: SeedLanguage,
  p: { parentName: string; category: string; brand: string },
): string {
  const category = categoryInSentence(language, p.category);
  switch (language) {
    case 'de':
      return `${p.parentName}: ${category} von ${p.brand}.`;
    case 'fr':
      return `${p.parentName} : ${category} de la marque ${p.brand}.`;
    case 'id':
      return `${p.parentName}: ${category} dari ${p.brand}.`;
    case 'ms':
      return `${p.parentName}: ${category} daripada ${p.brand}.`;
  }
}

/** Groupset description (catalog-seed.ts, English: `${parentName}: crankset, shifters, derailleurs, cassette, chain and brakes.`). */
export function groupsetDescriptionIn(language: SeedLanguage, p: { parentName: string }): string {
  switch (language) {
    case 'de':
      return `${p.parentName}: Kurbelgarnitur, Schalthebel, Schaltwerk und Umwerfer, Kassette, Kette und Bremsen.`;
    case 'fr':
      return `${p.parentName} : pédalier, manettes, dérailleurs, cassette, chaîne et freins.`;
    case 'id':
      return `${p.parentName}: crankset, shifter, derailleur, sproket, rantai, dan rem.`;
    case 'ms':
      return `${p.parentName}: set engkol, pemindah gear, derailleur, kaset, rantai dan brek.`;
  }
}
