import type { HostConfigInput } from '../../shared/config/host-config';

/** The three demo sales organisations and the hosts that serve them (browsers resolve *.localhost to loopback). */
export const DEMO_SORGS = [
  { code: '1000', name: 'Bikes North America', merchantName: 'Stripe US', country: 'US' },
  { code: '2000', name: 'Bikes Indonesia', merchantName: 'Xendit', country: 'ID' },
  { code: '3000', name: 'Bikes Europe', merchantName: 'Adyen EU', country: 'EU' },
] as const;

const features = { webManifest: true, webNotification: true, newCustomerSelectionList: true };

export const DEMO_HOSTS: { hostname: string; sorg: string; config: Omit<HostConfigInput, 'sorg'> }[] = [
  {
    hostname: 'localhost',
    sorg: '1000',
    config: {
      webTitle: 'Dealer Portal',
      webDescription: 'Order bikes, parts and accessories for your store',
      emailSupport: 'support@dealer-portal.test',
      dateFormat: 'MMM DD, YYYY',
      timeFormat: 'hh:mm A',
      currency: { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 },
      countryId: 'US',
      telpCode: '+1',
      languages: [
        { code: 'en-us', name: 'English' },
        { code: 'en-uk', name: 'English' },
        { code: 'en-ca', name: 'English' },
      ],
      allowPreviewPage: true,
      canCheckout: true,
      creditCheck: true,
      creditStatusUsage: true,
      payment: true,
      paymentGateway: 'stripe',
      invoicePaymentRule: 'oldest',
      allowPartialPayment: true,
      forgotPassword: true,
      custGroupOnCustSelect: true,
      claimAllowPAA: true,
      features,
    },
  },
  {
    hostname: 'id.localhost',
    sorg: '2000',
    config: {
      webTitle: 'Portal Dealer',
      webDescription: 'Pesan sepeda, suku cadang dan aksesori',
      emailSupport: 'support-id@dealer-portal.test',
      dateFormat: 'DD MMM YYYY',
      timeFormat: 'HH:mm:ss',
      currency: { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 },
      countryId: 'ID',
      telpCode: '+62',
      languages: [
        { code: 'id-id', name: 'Indonesia' },
        { code: 'en-id', name: 'English' },
      ],
      maskStock: 10,
      stockDisplay: 'location',
      payment: true,
      paymentGateway: 'xendit',
      invoicePaymentRule: 'overdue',
      allowNewCustomerInquiry: true,
      claimNonCode: true,
      features: { ...features, cartCountTotalQty: true },
    },
  },
  {
    hostname: 'eu.localhost',
    sorg: '3000',
    config: {
      webTitle: 'Händlerportal',
      webDescription: 'Bikes, parts and accessories for European dealers',
      emailSupport: 'support-eu@dealer-portal.test',
      dateFormat: 'DD.MM.YYYY',
      timeFormat: 'HH:mm',
      currency: { display: 'EUR', symbol: '€', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 2 },
      countryId: 'DE',
      telpCode: '+49',
      languages: [
        { code: 'de', name: 'Deutsch' },
        { code: 'en-nl', name: 'English' },
        { code: 'fr', name: 'France' },
      ],
      exactQtyCheck: true,
      catalogDefaultView: 'item',
      features: { ...features, catalogRedesign: true },
    },
  },
];

export const CITIES: Record<string, readonly string[]> = {
  '1000': ['Portland', 'Denver', 'Austin', 'Boulder', 'Seattle', 'Minneapolis', 'Madison', 'Burlington', 'Toronto', 'Vancouver', 'Chicago', 'San Diego'],
  '2000': ['Jakarta', 'Bandung', 'Surabaya', 'Yogyakarta', 'Semarang', 'Denpasar', 'Medan', 'Makassar', 'Malang', 'Bogor'],
  '3000': ['Berlin', 'München', 'Hamburg', 'Köln', 'Amsterdam', 'Utrecht', 'Lyon', 'Paris', 'Bordeaux', 'Freiburg', 'Antwerpen', 'Nantes'],
};

export const SHOP_WORDS: Record<string, { first: readonly string[]; second: readonly string[]; streets: readonly string[] }> = {
  '1000': {
    first: ['Summit', 'Velocity', 'Riverside', 'Trailhead', 'Spoke & Chain', 'Pedal Pushers', 'Granite', 'Ridgeline', 'Northside', 'Golden Gear', 'Switchback', 'Crankworks', 'Bluebird', 'Canyon Creek', 'Main Street'],
    second: ['Cycles', 'Bike Shop', 'Bicycle Co.', 'Cyclery', 'Bike Works', 'Outdoors', 'Sports', 'Wheelworks'],
    streets: ['Main St', 'Oak Ave', 'Pine St', 'Maple Dr', 'Lake Rd', 'Hill St', 'Market St', 'Elm St'],
  },
  '2000': {
    first: ['Sinar', 'Maju', 'Jaya', 'Sepeda', 'Roda', 'Mitra', 'Sentosa', 'Gowes', 'Sumber', 'Karya', 'Bintang', 'Cahaya', 'Abadi'],
    second: ['Sepeda', 'Cycle', 'Bike Center', 'Motor & Sepeda', 'Sport', 'Gowes Store', 'Jaya Abadi'],
    streets: ['Jl. Sudirman', 'Jl. Thamrin', 'Jl. Diponegoro', 'Jl. Gatot Subroto', 'Jl. Ahmad Yani', 'Jl. Merdeka'],
  },
  '3000': {
    first: ['Radhaus', 'Velo', 'Zweirad', 'Fietsen', 'Le Cycle', 'Rad & Tat', 'Speiche', 'Pedal', 'Alpen', 'Kette', 'Hollandia', 'Cyclo'],
    second: ['Müller', 'Schmidt', 'Janssen', 'Dupont', 'Center', 'Werkstatt', 'Sport', 'Atelier', 'van Dijk', 'Martin'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Kerkstraat', 'Rue de la Paix', 'Marktplatz', 'Schillerstraße', 'Dorpsstraat'],
  },
};

export const CUSTOMER_GROUPS = ['Premium Dealer', 'Standard Dealer', 'Service Partner', 'Flagship Store', null] as const;
