// Indonesian catalog of the static pages. The about, safety and privacy centers are translated; the
// cookie policy, privacy policy and terms of use have no official Indonesian text, so they stay in
// English under a notice in Indonesian (englishOnly; the page marks their text lang="en"). Their titles
// are Indonesian.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const id_legal = {
	englishOnly: 'Dokumen ini belum tersedia dalam bahasa Indonesia resmi. Teks di bawah ini berbahasa Inggris dan merupakan versi yang berlaku.',
	updated: 'Terakhir diperbarui: November 2026',
	contents: 'Di halaman ini',
	related: 'Selengkapnya dari VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Kebijakan cookie' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Kebijakan privasi' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Ketentuan penggunaan' },
	aboutUs: {
		title: 'Tentang kami',
		intro: 'VidChat adalah tempat untuk kenalan dengan orang baru lewat video langsung: jelajahi host dari seluruh dunia, mengobrol, kirim hadiah, dan mulai panggilan kapan pun kamu mau.',
		s1: {
			heading: 'Apa yang kami lakukan',
			body: 'Kami menghubungkan orang dewasa yang ingin mengobrol. Daftar host menampilkan siapa yang sedang online, lengkap dengan negara, bahasa, dan minatnya, jadi kamu bisa menemukan teman bicara dalam hitungan detik. Pesan diterjemahkan otomatis, jadi tidak perlu bahasa yang sama.',
		},
		s2: {
			heading: 'Cara kerjanya',
			body: '- Jelajahi daftar host dan buka profil.\n- Sapa lewat chat; pesan dan hadiah langsung sampai.\n- Mulai panggilan video; tarif per menit selalu ditampilkan sebelum kamu menelepon.\n- Beli koin di toko saat kamu membutuhkannya.',
		},
		s3: {
			heading: 'Keamanan nomor satu',
			body: 'Setiap foto profil baru ditinjau, setiap pengguna bisa memblokir dan melaporkan siapa pun dalam satu langkah, dan tim kami menindaklanjuti setiap laporan. VidChat hanya untuk orang berusia 18 tahun ke atas.',
		},
		s4: {
			heading: 'Kontak',
			body: 'Pertanyaan, ide, atau permintaan media: hello@vidchat.example. Bantuan akun: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Pusat keamanan',
		intro: 'Kenalan dengan orang baru seharusnya seru dan aman. Berikut cara melindungi diri di VidChat dan apa yang harus dilakukan jika ada yang terasa janggal.',
		s1: {
			heading: 'Lindungi informasi pribadimu',
			body: 'Jangan bagikan alamat rumah, tempat kerja, detail keuangan, atau kata sandi di chat maupun panggilan. Pikirkan baik-baik sebelum membagikan akun media sosial lain atau nomor HP kepada orang yang baru kamu kenal.',
		},
		s2: {
			heading: 'Kenali penipuan',
			body: 'Berhati-hatilah jika seseorang:\n\n- meminta uang, kartu hadiah, atau pembayaran di luar VidChat;\n- menceritakan kisah sedih dan meminta bantuan tak lama setelah kenalan;\n- langsung mengajak pindah ke aplikasi lain;\n- menjanjikan hadiah, pekerjaan, atau investasi.\n\nStaf VidChat tidak akan pernah meminta kata sandi atau kode login-mu.',
		},
		s3: {
			heading: 'Tetap pegang kendali saat video',
			body: 'Kamu bisa mengakhiri panggilan kapan saja dengan tombol merah. Kamu tidak wajib menunjukkan wajah atau apa pun yang tidak ingin kamu tunjukkan. Ingat, lawan bicaramu bisa saja merekam layar, meskipun merekam tanpa izin melanggar aturan kami.',
		},
		s4: {
			heading: 'Blokir dan laporkan',
			body: 'Buka menu seseorang di chat untuk memblokir atau melaporkannya. Orang yang diblokir tidak bisa mengirim pesan atau meneleponmu; kamu bisa melihat dan membuka blokir mereka di Setelan > Pengguna yang diblokir. Laporan dikirim ke tim keamanan kami, yang akan meninjau dan bertindak, misalnya dengan menghapus konten atau menutup akun. Orang yang kamu laporkan tidak diberi tahu siapa pelapornya.',
		},
		s5: {
			heading: 'Khusus dewasa',
			body: 'VidChat hanya untuk orang berusia 18 tahun ke atas. Jika kamu menduga seseorang berusia di bawah 18 tahun, laporkan dengan alasan di bawah umur agar kami bisa segera bertindak.',
		},
		s6: {
			heading: 'Jika kamu dalam bahaya',
			body: 'Jika kamu atau orang lain dalam bahaya mendesak, segera hubungi layanan darurat setempat. Kamu juga bisa menulis ke safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Pusat privasi',
		intro: 'Setelan privasi dan informasimu di satu tempat: apa yang bisa dilihat orang lain, apa yang bisa kamu ubah, dan cara bertanya tentang datamu.',
		s1: {
			heading: 'Yang dilihat orang lain',
			body: 'Nama panggilan, foto profil, usia, negara, bahasa, minat, dan status online-mu. Alamat email, nomor HP, tanggal lahir lengkap, dan saldo koinmu tetap pribadi.',
		},
		s2: {
			heading: 'Edit profilmu',
			body: 'Ubah nama panggilan, foto, bahasa, dan minatmu kapan saja di halaman Edit profil (buka avatarmu, lalu Profil). Tanggal lahir bisa dikoreksi sekali; jenis kelamin tidak bisa diubah setelah dipilih. Foto baru ditampilkan ke orang lain setelah disetujui.',
		},
		s3: {
			heading: 'Atur siapa yang bisa menghubungimu',
			body: 'Blokir siapa pun dari menu chat mereka. Lihat dan buka blokir orang yang kamu blokir di Setelan > Pengguna yang diblokir.',
		},
		s4: {
			heading: 'Cookie dan data perangkat',
			body: 'Baca kebijakan cookie kami untuk mengetahui apa yang disimpan VidChat di browser-mu dan alasannya. Menghapus data situs di browser akan mengeluarkanmu dari akun dan menghapus riwayat chat yang tersimpan di perangkat ini.',
		},
		s5: {
			heading: 'Catatan diagnostik',
			body: 'Aplikasi menyimpan catatan singkat tentang apa yang terjadi di dalamnya di perangkatmu untuk membantu kami memperbaiki masalah. Kamu yang memutuskan apakah akan membagikannya: Setelan > Ekspor jejak diagnostik menampilkan dulu apa yang akan diekspor. Kata sandi, kode, dan token dihapus, sedangkan nama, alamat email, dan nomor telepon diganti dengan placeholder.',
		},
		s6: {
			heading: 'Datamu dan akunmu',
			body: 'Untuk mendapatkan salinan datamu atau meminta koreksi, tulis ke privacy@vidchat.example. Untuk menghapus akun, buka aplikasi seluler VidChat, lalu pilih Setelan > Hapus akun.',
		},
	},
} satisfies NamespaceLegalTranslation

export default id_legal
