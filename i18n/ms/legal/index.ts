// Malay catalog of the static pages. The about, safety and privacy centers are translated; the cookie
// policy, privacy policy and terms of use have no official Malay text, so they stay in English under a
// notice in Malay (englishOnly; the page marks their text lang="en"). Their titles are Malay.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const ms_legal = {
	englishOnly: 'Tiada versi rasmi dalam bahasa Melayu bagi dokumen ini. Teks di bawah dalam bahasa Inggeris dan merupakan versi yang terpakai.',
	updated: 'Kemas kini terakhir: November 2026',
	contents: 'Dalam halaman ini',
	related: 'Lagi daripada VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Dasar kuki' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Dasar privasi' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Terma penggunaan' },
	aboutUs: {
		title: 'Tentang kami',
		intro: 'VidChat ialah tempat untuk mengenali orang baharu melalui video langsung: layari hos dari seluruh dunia, bersembang, hantar hadiah dan mulakan panggilan bila-bila masa anda mahu.',
		s1: {
			heading: 'Apa yang kami lakukan',
			body: 'Kami menghubungkan orang dewasa yang ingin berbual. Senarai hos menunjukkan siapa yang dalam talian sekarang, berserta negara, bahasa dan minat mereka, supaya anda dapat mencari teman berbual dalam beberapa saat. Mesej diterjemahkan secara automatik, jadi bahasa yang sama tidak diperlukan.',
		},
		s2: {
			heading: 'Cara ia berfungsi',
			body: '- Layari senarai hos dan buka profil.\n- Tegur dalam sembang; mesej dan hadiah tiba serta-merta.\n- Mulakan panggilan video; harga seminit sentiasa ditunjukkan sebelum anda memanggil.\n- Beli syiling di kedai apabila anda memerlukannya.',
		},
		s3: {
			heading: 'Keselamatan diutamakan',
			body: 'Setiap foto profil baharu disemak, pengguna boleh menyekat dan melaporkan sesiapa sahaja dengan satu langkah, dan pasukan kami meneliti setiap laporan. VidChat hanya untuk mereka yang berumur 18 tahun ke atas.',
		},
		s4: {
			heading: 'Hubungi kami',
			body: 'Soalan, idea atau pertanyaan media: hello@vidchat.example. Bantuan akaun: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Pusat keselamatan',
		intro: 'Berkenalan dengan orang baharu sepatutnya seronok dan selamat. Berikut cara melindungi diri anda di VidChat dan perkara yang perlu dilakukan apabila sesuatu terasa tidak kena.',
		s1: {
			heading: 'Lindungi maklumat peribadi anda',
			body: 'Jangan kongsi alamat rumah, tempat kerja, butiran kewangan atau kata laluan dalam sembang atau panggilan. Fikir dua kali sebelum berkongsi akaun media sosial lain atau nombor telefon anda dengan seseorang yang baru anda kenali.',
		},
		s2: {
			heading: 'Kenal pasti penipuan',
			body: 'Berhati-hati apabila seseorang:\n\n- meminta wang, kad hadiah atau bayaran di luar VidChat;\n- menceritakan kisah sedih dan meminta bantuan sejurus selepas berkenalan;\n- meminta anda beralih ke apl lain dengan segera;\n- menjanjikan hadiah, pekerjaan atau pelaburan.\n\nKakitangan VidChat tidak akan sesekali meminta kata laluan atau kod log masuk anda.',
		},
		s3: {
			heading: 'Kekal dalam kawalan semasa video',
			body: 'Anda boleh menamatkan panggilan pada bila-bila masa dengan butang merah. Anda tidak perlu menunjukkan wajah atau apa-apa yang anda tidak mahu tunjukkan. Ingat bahawa pihak sebelah boleh merakam skrin, walaupun berbuat demikian tanpa persetujuan melanggar peraturan kami.',
		},
		s4: {
			heading: 'Sekat dan laporkan',
			body: 'Buka menu seseorang dalam sembang untuk menyekat atau melaporkannya. Orang yang disekat tidak boleh menghantar mesej atau memanggil anda; anda boleh melihat dan menyahsekat mereka di Tetapan, Pengguna disekat. Laporan dihantar kepada pasukan keselamatan kami, yang akan menyemak dan mengambil tindakan, contohnya membuang kandungan atau menutup akaun. Orang yang anda laporkan tidak diberitahu siapa yang melaporkannya.',
		},
		s5: {
			heading: 'Dewasa sahaja',
			body: 'VidChat hanya untuk mereka yang berumur 18 tahun ke atas. Jika anda rasa seseorang berumur bawah 18 tahun, laporkan dengan sebab bawah umur supaya kami dapat bertindak dengan segera.',
		},
		s6: {
			heading: 'Jika anda dalam bahaya',
			body: 'Jika anda atau orang lain dalam bahaya segera, hubungi perkhidmatan kecemasan tempatan terlebih dahulu. Anda juga boleh menulis kepada safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Pusat privasi',
		intro: 'Tetapan privasi dan maklumat anda di satu tempat: apa yang boleh dilihat oleh orang lain, apa yang boleh anda ubah dan cara bertanya kepada kami tentang data anda.',
		s1: {
			heading: 'Apa yang dilihat orang lain',
			body: 'Nama samaran, foto profil, umur, negara, bahasa, minat dan status dalam talian anda. Alamat e-mel, nombor telefon, tarikh lahir sebenar dan baki syiling anda kekal peribadi.',
		},
		s2: {
			heading: 'Edit profil anda',
			body: 'Tukar nama samaran, foto, bahasa dan minat anda pada bila-bila masa di halaman Edit profil (buka avatar anda, kemudian Profil). Anda boleh membetulkan tarikh lahir sekali; jantina tidak boleh ditukar selepas dipilih. Foto baharu ditunjukkan kepada orang lain selepas diluluskan.',
		},
		s3: {
			heading: 'Kawal siapa yang boleh menghubungi anda',
			body: 'Sekat sesiapa sahaja daripada menu sembang mereka. Lihat dan nyahsekat orang yang anda sekat di Tetapan, Pengguna disekat.',
		},
		s4: {
			heading: 'Kuki dan data peranti',
			body: 'Baca dasar kuki kami untuk melihat apa yang disimpan oleh VidChat dalam pelayar anda dan sebabnya. Mengosongkan data laman dalam pelayar akan melog keluar anda dan membuang sejarah sembang yang disimpan pada peranti ini.',
		},
		s5: {
			heading: 'Rekod diagnostik',
			body: 'Apl menyimpan rekod ringkas tentang perkara yang berlaku di dalamnya pada peranti anda untuk membantu kami membaiki masalah. Anda yang menentukan sama ada mahu berkongsi: Tetapan, Eksport jejak diagnostik menunjukkan dahulu apa yang akan dieksport. Kata laluan, kod dan token dibuang, manakala nama, alamat e-mel dan nombor telefon digantikan dengan pemegang tempat.',
		},
		s6: {
			heading: 'Data dan akaun anda',
			body: 'Untuk mendapatkan salinan data anda atau meminta pembetulan, tulis kepada privacy@vidchat.example. Untuk memadam akaun anda, buka apl mudah alih VidChat dan pergi ke Tetapan, Padam akaun.',
		},
	},
} satisfies NamespaceLegalTranslation

export default ms_legal
