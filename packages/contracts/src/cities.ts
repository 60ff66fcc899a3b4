/**
 * The canonical list of Pakistani cities shipped with Sauda. Checkout and addresses validate
 * against it; each courier's own city list is mapped onto it (couriers issue).
 */
export type Province =
  | 'Punjab'
  | 'Sindh'
  | 'Khyber Pakhtunkhwa'
  | 'Balochistan'
  | 'Islamabad Capital Territory'
  | 'Gilgit-Baltistan'
  | 'Azad Jammu and Kashmir';

const P: Record<Province, string> = {
  Punjab:
    'Lahore,Faisalabad,Rawalpindi,Gujranwala,Multan,Bahawalpur,Sargodha,Sialkot,Sheikhupura,Rahim Yar Khan,Jhang,Dera Ghazi Khan,Gujrat,Sahiwal,Wah Cantonment,Kasur,Okara,Chiniot,Kamoke,Hafizabad,Sadiqabad,Burewala,Khanewal,Muzaffargarh,Mandi Bahauddin,Jhelum,Khanpur,Pakpattan,Daska,Gojra,Muridke,Bahawalnagar,Samundri,Jaranwala,Chishtian,Attock,Vehari,Kot Abdul Malik,Ferozwala,Chakwal,Kamalia,Ahmedpur East,Kot Addu,Wazirabad,Layyah,Taxila,Khushab,Mianwali,Kabirwala,Lodhran,Hasilpur,Bhakkar,Arifwala,Sambrial,Jatoi,Haroonabad,Narowal,Bhalwal,Toba Tek Singh,Pattoki,Renala Khurd,Depalpur,Shakargarh,Pasrur,Gujar Khan,Murree,Talagang,Pind Dadan Khan,Rajanpur,Jampur,Shujabad,Mian Channu,Chichawatni,Nankana Sahib,Sangla Hill,Kharian,Lalamusa,Phalia,Fort Abbas,Yazman,Liaquatpur,Alipur,Taunsa,Fateh Jang,Hassan Abdal,Raiwind,Kot Radha Kishan,Pindi Bhattian,Sarai Alamgir,Dina,Kallar Kahar,Chunian',
  Sindh:
    'Karachi,Hyderabad,Sukkur,Larkana,Nawabshah,Kotri,Mirpur Khas,Shikarpur,Jacobabad,Khairpur,Dadu,Tando Allahyar,Tando Adam,Umerkot,Shahdadkot,Badin,Ghotki,Daharki,Tando Muhammad Khan,Kamber Ali Khan,Mirpur Mathelo,Kandhkot,Sanghar,Thatta,Matiari,Naushahro Feroze,Moro,Mehar,Kashmore,Mithi,Islamkot,Hala,Sehwan,Shahdadpur,Jamshoro,Sujawal,Pano Aqil,Rohri,Digri,Tando Jam',
  'Khyber Pakhtunkhwa':
    'Peshawar,Mardan,Mingora,Kohat,Dera Ismail Khan,Abbottabad,Mansehra,Swabi,Nowshera,Charsadda,Bannu,Haripur,Chitral,Timergara,Batkhela,Lakki Marwat,Tank,Karak,Hangu,Parachinar,Dir,Alpuri,Topi,Risalpur,Havelian,Battagram,Shabqadar,Jamrud,Landi Kotal,Takht-i-Bahi',
  Balochistan:
    'Quetta,Turbat,Khuzdar,Hub,Chaman,Gwadar,Zhob,Sibi,Loralai,Dera Murad Jamali,Nushki,Kharan,Panjgur,Usta Muhammad,Pishin,Kalat,Mastung,Dalbandin,Jiwani,Pasni,Ormara,Bela,Dera Allah Yar',
  'Islamabad Capital Territory': 'Islamabad',
  'Gilgit-Baltistan': 'Gilgit,Skardu,Aliabad,Chilas,Ghanche,Shigar,Astore,Gahkuch',
  'Azad Jammu and Kashmir': 'Muzaffarabad,Mirpur,Kotli,Bagh,Rawalakot,Bhimber,Palandri,Hajira,Athmuqam',
};

export type City = { name: string; province: Province };

export const CITIES: readonly City[] = (Object.entries(P) as Array<[Province, string]>)
  .flatMap(([province, names]) => names.split(',').map((name) => ({ name, province })))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Common spellings and short forms sellers and buyers type. */
const ALIASES: Record<string, string> = {
  khi: 'Karachi',
  lhr: 'Lahore',
  isb: 'Islamabad',
  isl: 'Islamabad',
  pindi: 'Rawalpindi',
  rwp: 'Rawalpindi',
  fsd: 'Faisalabad',
  lyallpur: 'Faisalabad',
  pesh: 'Peshawar',
  swat: 'Mingora',
  'd.i. khan': 'Dera Ismail Khan',
  'di khan': 'Dera Ismail Khan',
  'd.g. khan': 'Dera Ghazi Khan',
  'dg khan': 'Dera Ghazi Khan',
  'rahimyar khan': 'Rahim Yar Khan',
  'r.y. khan': 'Rahim Yar Khan',
  'ry khan': 'Rahim Yar Khan',
  mirpurkhas: 'Mirpur Khas',
  'nawab shah': 'Nawabshah',
  'shaheed benazirabad': 'Nawabshah',
  'wah cantt': 'Wah Cantonment',
  wah: 'Wah Cantonment',
  'mandi bahauddin': 'Mandi Bahauddin',
  'm.b. din': 'Mandi Bahauddin',
  'toba tek sing': 'Toba Tek Singh',
  'mirpur azad kashmir': 'Mirpur',
  hunza: 'Aliabad',
};

const BY_KEY = new Map<string, City>(CITIES.map((c) => [c.name.toLowerCase(), c]));

/** The canonical city for what someone typed (case, spacing and common short forms forgiven). */
export function findCity(raw: string): City | null {
  const key = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key) return null;
  return BY_KEY.get(key) ?? BY_KEY.get((ALIASES[key] ?? '').toLowerCase()) ?? null;
}
