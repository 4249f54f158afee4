/**
 * Kenya's 47 counties (codes as in the Constitution's First Schedule) and main towns of each,
 * served by CommonDictionary so that the browser and the server agree on every code.
 */
export interface County {
  code: string;
  name: string;
  towns: string[];
}

export const COUNTIES: County[] = [
  { code: '001', name: 'Mombasa', towns: ['Mombasa', 'Likoni', 'Mtwapa', 'Changamwe', 'Kisauni'] },
  { code: '002', name: 'Kwale', towns: ['Kwale', 'Ukunda', 'Msambweni', 'Kinango', 'Lunga Lunga'] },
  { code: '003', name: 'Kilifi', towns: ['Kilifi', 'Malindi', 'Watamu', 'Mariakani', 'Kaloleni'] },
  { code: '004', name: 'Tana River', towns: ['Hola', 'Garsen', 'Bura', 'Madogo'] },
  { code: '005', name: 'Lamu', towns: ['Lamu', 'Mpeketoni', 'Faza', 'Hindi'] },
  { code: '006', name: 'Taita Taveta', towns: ['Voi', 'Wundanyi', 'Taveta', 'Mwatate'] },
  { code: '007', name: 'Garissa', towns: ['Garissa', 'Dadaab', 'Masalani', 'Modogashe'] },
  { code: '008', name: 'Wajir', towns: ['Wajir', 'Habaswein', 'Tarbaj', 'Bute'] },
  { code: '009', name: 'Mandera', towns: ['Mandera', 'El Wak', 'Rhamu', 'Takaba'] },
  { code: '010', name: 'Marsabit', towns: ['Marsabit', 'Moyale', 'Laisamis', 'North Horr'] },
  { code: '011', name: 'Isiolo', towns: ['Isiolo', 'Merti', 'Garbatulla', 'Kinna'] },
  { code: '012', name: 'Meru', towns: ['Meru', 'Maua', 'Timau', 'Nkubu', 'Laare'] },
  { code: '013', name: 'Tharaka-Nithi', towns: ['Chuka', 'Kathwana', 'Marimanti', 'Chogoria'] },
  { code: '014', name: 'Embu', towns: ['Embu', 'Runyenjes', 'Siakago', 'Kiritiri'] },
  { code: '015', name: 'Kitui', towns: ['Kitui', 'Mwingi', 'Mutomo', 'Kabati'] },
  { code: '016', name: 'Machakos', towns: ['Machakos', 'Athi River', 'Kangundo', 'Tala', 'Mlolongo'] },
  { code: '017', name: 'Makueni', towns: ['Wote', 'Makindu', 'Emali', 'Kibwezi', 'Sultan Hamud'] },
  { code: '018', name: 'Nyandarua', towns: ['Ol Kalou', 'Engineer', 'Njabini', 'Ndaragwa'] },
  { code: '019', name: 'Nyeri', towns: ['Nyeri', 'Karatina', 'Othaya', 'Mukurweini', 'Naro Moru'] },
  { code: '020', name: 'Kirinyaga', towns: ['Kerugoya', 'Kutus', 'Sagana', 'Wang\u2019uru', 'Kagio'] },
  { code: '021', name: "Murang'a", towns: ["Murang'a", 'Kenol', 'Kangema', 'Maragua', 'Kigumo'] },
  { code: '022', name: 'Kiambu', towns: ['Kiambu', 'Thika', 'Ruiru', 'Juja', 'Limuru', 'Kikuyu', 'Githunguri'] },
  { code: '023', name: 'Turkana', towns: ['Lodwar', 'Kakuma', 'Lokichogio', 'Lokitaung'] },
  { code: '024', name: 'West Pokot', towns: ['Kapenguria', 'Makutano', 'Chepareria', 'Sigor'] },
  { code: '025', name: 'Samburu', towns: ['Maralal', 'Baragoi', 'Wamba', 'Archers Post'] },
  { code: '026', name: 'Trans Nzoia', towns: ['Kitale', 'Kiminini', 'Endebess', 'Saboti'] },
  { code: '027', name: 'Uasin Gishu', towns: ['Eldoret', 'Burnt Forest', 'Turbo', 'Moiben'] },
  { code: '028', name: 'Elgeyo-Marakwet', towns: ['Iten', 'Kapsowar', 'Chebiemit', 'Tambach'] },
  { code: '029', name: 'Nandi', towns: ['Kapsabet', 'Nandi Hills', 'Mosoriot', 'Kabiyet'] },
  { code: '030', name: 'Baringo', towns: ['Kabarnet', 'Eldama Ravine', 'Marigat', 'Mogotio'] },
  { code: '031', name: 'Laikipia', towns: ['Nanyuki', 'Nyahururu', 'Rumuruti', 'Doldol'] },
  { code: '032', name: 'Nakuru', towns: ['Nakuru', 'Naivasha', 'Molo', 'Gilgil', 'Njoro'] },
  { code: '033', name: 'Narok', towns: ['Narok', 'Kilgoris', 'Ololulunga', 'Suswa'] },
  { code: '034', name: 'Kajiado', towns: ['Kajiado', 'Kitengela', 'Ngong', 'Ongata Rongai', 'Namanga'] },
  { code: '035', name: 'Kericho', towns: ['Kericho', 'Litein', 'Londiani', 'Kipkelion'] },
  { code: '036', name: 'Bomet', towns: ['Bomet', 'Sotik', 'Longisa', 'Mulot'] },
  { code: '037', name: 'Kakamega', towns: ['Kakamega', 'Mumias', 'Butere', 'Malava', 'Lugari'] },
  { code: '038', name: 'Vihiga', towns: ['Mbale', 'Luanda', 'Majengo', 'Chavakali'] },
  { code: '039', name: 'Bungoma', towns: ['Bungoma', 'Webuye', 'Kimilili', 'Chwele'] },
  { code: '040', name: 'Busia', towns: ['Busia', 'Malaba', 'Nambale', 'Port Victoria'] },
  { code: '041', name: 'Siaya', towns: ['Siaya', 'Bondo', 'Ugunja', 'Yala', 'Usenge'] },
  { code: '042', name: 'Kisumu', towns: ['Kisumu', 'Ahero', 'Maseno', 'Muhoroni', 'Kombewa'] },
  { code: '043', name: 'Homa Bay', towns: ['Homa Bay', 'Mbita', 'Oyugis', 'Kendu Bay', 'Ndhiwa'] },
  { code: '044', name: 'Migori', towns: ['Migori', 'Rongo', 'Awendo', 'Isebania', 'Kehancha'] },
  { code: '045', name: 'Kisii', towns: ['Kisii', 'Ogembo', 'Suneka', 'Keroka', 'Nyamache'] },
  { code: '046', name: 'Nyamira', towns: ['Nyamira', 'Keroka', 'Nyansiongo', 'Ekerenyo'] },
  { code: '047', name: 'Nairobi', towns: ['Nairobi CBD', 'Westlands', 'Kasarani', 'Embakasi', 'Karen', 'Eastleigh', 'Kilimani'] },
];
