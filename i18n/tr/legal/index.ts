// Turkish catalog of the static pages (a typesafe-i18n namespace, loaded only when one of them opens);
// same shape as the English one: a blank line starts a paragraph, "- " lines form a list.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'

const tr_legal = {
	// Empty: the Turkish policies are the official text (see en/legal englishOnly).
	englishOnly: '',
	updated: 'Son güncelleme: Kasım 2026',
	contents: 'Bu sayfada',
	related: 'VidChat hakkında daha fazlası',
	cookiePolicy: {
		title: 'Çerez politikası',
		intro: 'VidChat, sitenin çalışması ve tercihlerinizi hatırlaması için tarayıcınızda birkaç küçük bilgi saklar. Bu sayfa bunları listeler ve nasıl kontrol edebileceğinizi açıklar.',
		s1: {
			heading: 'Tarayıcınızda neleri saklıyoruz',
			body: 'Çerezler ve yerel depolama, bir web sitesinin cihazınıza kaydettiği küçük dosya ve değerlerdir. VidChat bunları yalnızca sitenin kendisi için kullanır: reklam çerezleri kullanmayız ve reklamverenlerin bu site üzerinden çerez yerleştirmesine izin vermeyiz.',
		},
		s2: {
			heading: 'Zorunlu olanlar',
			body: 'Bunlar oturumunuzu açık tutar ve siteyi güvende tutar. Bunlar olmadan site çalışamaz.\n\n- Cihaz kimliği (deviceId): hizmetimize bir oturumun hangi cihaza ait olduğunu bildirir; 365 gün saklanır.\n- Hesap kimliği ve giriş anahtarı (userId, loginToken): çıkış yapana kadar oturumunuzu açık tutar.\n- Yaş onayı (RC_POP_18): 18 yaşında veya daha büyük olduğunuzu onayladığınızı 365 gün boyunca hatırlar.\n- Çerez tercihi (acceptCookie): bu bildirimi gördüğünüzü ve kabul ettiğinizi hatırlar.',
		},
		s3: {
			heading: 'Tercihler',
			body: 'Bunlar, size tekrar sormamak için küçük seçimleri hatırlar: site diliniz, indirme veya hoş geldin jetonu afişini ne zaman kapattığınız (24 saat sonra yeniden görünürler) ve bir aramanın ücretini daha önce görüp görmediğiniz.',
		},
		s4: {
			heading: 'Cihazınızdaki sohbet geçmişi ve tanılama kaydı',
			body: 'Son sohbetleriniz hızlı açılmaları için tarayıcınızın veritabanında saklanır. Uygulama ayrıca içinde neler olduğunun (örneğin "mesaj gönderildi" veya "arama bitti") tanılama kaydını en fazla 14 gün tutar. Bu kayıt cihazınızda kalır: yalnızca siz Ayarlar\'dan dışa aktarıp destek ekibimize gönderirseniz paylaşılır. Şifreler, kodlar ve giriş anahtarları bu kayda asla yazılmaz.',
		},
		s5: {
			heading: 'Seçimleriniz',
			body: 'Çerezleri ve site verilerini istediğiniz zaman tarayıcı ayarlarınızdan silebilirsiniz. Bunu yaparsanız oturumunuz kapanır ve site yaş onayınızı ve çerez tercihinizi yeniden sorar. Zorunlu çerezleri engellemek girişin çalışmasını durdurur.',
		},
		s6: {
			heading: 'Değişiklikler ve iletişim',
			body: 'Çerezleri kullanma şeklimizi değiştirirsek bu sayfayı ve yukarıdaki tarihi güncelleriz. Sorularınız için: privacy@vidchat.example.',
		},
	},
	privacyPolicy: {
		title: 'Gizlilik politikası',
		intro: 'Bu politika, web sitesini kullandığınızda VidChat\'in hangi kişisel bilgileri topladığını, bunları neden kullandığımızı, kimlerle paylaştığımızı ve sahip olduğunuz seçenekleri açıklar.',
		s1: {
			heading: 'Bize verdiğiniz bilgiler',
			body: '- Hesap bilgileri: e-posta adresiniz veya telefon numaranız, bir şifre, takma adınız, doğum tarihiniz ve cinsiyetiniz.\n- Eklemeyi seçtiğiniz profil bilgileri: profil fotoğrafı, konuştuğunuz diller ve ilgi alanlarınız.\n- Gönderdikleriniz: sohbetlerdeki mesajlar, resimler ve hediyeler ile diğer üyeler hakkında yaptığınız şikâyetler.',
		},
		s2: {
			heading: 'VidChat\'i kullanırken toplanan bilgiler',
			body: '- Teknik bilgiler: bir cihaz kimliği, IP adresiniz (ülkenizi bulmak için kullanılır) ve tarayıcınızın dili.\n- Etkinlik: ne zaman çevrimiçi olduğunuz, kimlerle konuşup görüştüğünüz, aramaların ne kadar sürdüğü ve satın alınan ve harcanan jetonlar.\n- Satın almalar: ödeme sağlayıcısı hangi jeton paketini aldığınızı bize bildirir; kart numaranızın tamamını hiçbir zaman görmeyiz.',
		},
		s3: {
			heading: 'Bilgileri nasıl kullanıyoruz',
			body: '- Hizmeti sunmak için: profilinizi göstermek, mesajları iletmek, görüntülü aramaları bağlamak ve jeton bakiyenizi tutmak.\n- Aramaları ve hediyeleri doğru ücretlendirmek ve ödemeyle ilgili soruları yanıtlamak için.\n- Üyeleri korumak için: profil fotoğraflarını başkaları görmeden önce incelemek, şikâyetleri araştırmak; dolandırıcılığı, istenmeyen mesajları ve 18 yaşından küçüklere ait hesapları durdurmak.\n- Çeviri açıkken mesajları çevirmek ve hizmeti geliştirmek için.',
		},
		s4: {
			heading: 'Kim neyi görebilir',
			body: 'Diğer üyeler takma adınızı, profil fotoğrafınızı, yaşınızı, ülkenizi, dillerinizi, ilgi alanlarınızı ve çevrimiçi olup olmadığınızı görür. E-posta adresiniz, telefon numaranız, doğum tarihiniz ve jeton bakiyeniz diğer üyelere asla gösterilmez.\n\nBilgileri, hizmetin bazı bölümlerini bizim adımıza yürüten şirketlerle (barındırma, görüntü ve mesaj iletimi, ödemeler) kullanımlarını sınırlayan sözleşmeler çerçevesinde ve yasa gerektirdiğinde veya birini zarardan korumak için yetkili makamlarla paylaşırız.',
		},
		s5: {
			heading: 'Ne kadar süre saklıyoruz',
			body: 'Hesap bilgilerinizi hesabınız var olduğu sürece saklarız. Mesajlar ve arama kayıtları geçmişinizi görebilmeniz için saklanır ve hesabınızı sildiğinizde kaldırılır; yasa gereği tutmamız gereken kayıtlar (örneğin satın almalar) ve bir şikâyetin incelenmesi için gerekenler hariç.',
		},
		s6: {
			heading: 'Haklarınız',
			body: 'Bilgilerinizin çoğunu Profili düzenle sayfasında görebilir ve düzeltebilirsiniz. privacy@vidchat.example adresine yazarak verilerinizin bir kopyasını isteyebilir, düzeltilmesini veya silinmesini talep edebilir ya da kullanım şeklimize itiraz edebilirsiniz. Hesabınızı silmek için VidChat mobil uygulamasını açın ve Ayarlar\'a gidin.',
		},
		s7: {
			heading: 'Yalnızca yetişkinler',
			body: 'VidChat yalnızca 18 yaşında ve daha büyük kişiler içindir. Bir hesabın daha küçük birine ait olduğunu öğrenirsek hesabı kapatır ve bilgilerini sileriz.',
		},
		s8: {
			heading: 'Güvenlik ve değişiklikler',
			body: 'Tarayıcınız ile hizmetimiz arasındaki istekler şifrelenir ve imzalanır. Hiçbir sistem tamamen güvenli değildir; bu yüzden lütfen güçlü bir şifre kullanın ve giriş kodunuzu asla paylaşmayın. Bu politikayı önemli bir şekilde değiştirirsek, değişiklik yürürlüğe girmeden önce uygulamada size bildiririz.',
		},
	},
	termsOfUse: {
		title: 'Kullanım koşulları',
		intro: 'Bu koşullar, web sitesini ve hizmetlerini kullanmanız için sizinle VidChat arasındaki sözleşmedir. Bir hesap oluşturarak veya VidChat\'i kullanarak bu koşulları kabul etmiş olursunuz.',
		s1: {
			heading: 'VidChat\'i kimler kullanabilir',
			body: '18 yaşında veya daha büyük olmanız ve bağlayıcı bir sözleşme yapabilmeniz gerekir. Bir kişinin yalnızca bir hesabı olabilir. Hesabınızdaki bilgiler doğru olmalıdır: doğum tarihiniz bir kez düzeltilebilir, cinsiyetiniz ise seçildikten sonra değiştirilemez.',
		},
		s2: {
			heading: 'Hesabınız',
			body: 'Şifrenizi ve giriş kodlarınızı kimseyle paylaşmayın. Hesabınızda olanlardan siz sorumlusunuz. Bağlı bir e-posta adresi veya telefon numarası, bağlandıktan 7 gün sonra değiştirilebilir ve başka bir hesaba ait bir adres kullanılamaz.',
		},
		s3: {
			heading: 'Nasıl davranmalısınız',
			body: 'Diğer üyelere saygıyla davranın. Şunları yapmamalısınız:\n\n- 18 yaşından küçük birini ya da buna onay vermemiş birini içeren cinsel içerik göstermek veya istemek;\n- birini taciz etmek, tehdit etmek, aşağılamak veya ayrımcılık yapmak;\n- başka biri gibi davranmak veya size ait olmayan bir fotoğraf kullanmak;\n- VidChat dışında para veya hediye istemek ya da birini kandırmaya çalışmak;\n- birinin görüntüsünü, fotoğraflarını veya mesajlarını onayı olmadan kaydetmek ya da paylaşmak;\n- istenmeyen mesaj, reklam veya zararlı bağlantılar göndermek.',
		},
		s4: {
			heading: 'Jetonlar, aramalar ve hediyeler',
			body: 'Jetonlar yalnızca VidChat içinde kullanılan sanal bir para birimidir. Nakit değerleri yoktur, takas edilemez veya devredilemez ve yasanın öngördüğü durumlar dışında iade edilmez. Sunucularla yapılan görüntülü aramalar, aramadan önce gösterilen ücretle başlayan her dakika için ücretlendirilir; bir dakikadan kısa bir arama bir dakika sayılır. Hediyelerin ücreti gönderdiğiniz anda jetonla ödenir.',
		},
		s5: {
			heading: 'Paylaştıklarınız',
			body: 'Paylaştığınız fotoğraf ve mesajların hakları sizde kalır. Hizmeti yürütmek için gerektiği ölçüde bunları saklamamıza, göstermemize ve iletmemize izin verirsiniz. Yeni profil fotoğrafları diğer üyeler görmeden önce incelenir ve bu koşullara aykırı fotoğraflar onaylanmaz.',
		},
		s6: {
			heading: 'Ne zaman harekete geçeriz',
			body: 'Bu koşulları ihlal ederseniz içeriği kaldırabilir, hesabınızı 48 saatliğine askıya alabilir veya kapatabiliriz; ciddi kötüye kullanım nedeniyle kapatılan bir hesabın kullanılmamış jetonlarını iade etmeyebiliriz. Bir hata yaptığımızı düşünüyorsanız support@vidchat.example adresine yazın.',
		},
		s7: {
			heading: 'Değişiklikler ve sorumluluk',
			body: 'Hizmeti veya bu koşulları değiştirebiliriz; önemli değişiklikler yürürlüğe girmeden önce uygulamada duyurulur. VidChat olduğu gibi sunulur: hizmeti erişilebilir ve güvenli tutmak için çalışırız ancak her zaman kesintisiz olacağına söz veremeyiz. Bu koşullardaki hiçbir şey, ülkenizin yasalarından doğan haklarınızı sınırlamaz.',
		},
	},
	aboutUs: {
		title: 'Hakkımızda',
		intro: 'VidChat, canlı görüntüyle yeni insanlarla tanışmanın yeridir: dünyanın dört bir yanından sunuculara göz atın, sohbet edin, hediye gönderin ve istediğiniz zaman arama başlatın.',
		s1: {
			heading: 'Ne yapıyoruz',
			body: 'Konuşmak isteyen yetişkinleri bir araya getiriyoruz. Sunucu duvarı, şu anda kimin çevrimiçi olduğunu ülkesi, dilleri ve ilgi alanlarıyla birlikte gösterir; böylece saniyeler içinde konuşacak birini bulabilirsiniz. Mesajlar otomatik olarak çevrilir, bu yüzden ortak bir dil konuşmanız gerekmez.',
		},
		s2: {
			heading: 'Nasıl çalışır',
			body: '- Duvara göz atın ve bir profil açın.\n- Sohbette merhaba deyin; mesajlar ve hediyeler anında ulaşır.\n- Görüntülü arama başlatın; dakika ücreti aramadan önce her zaman gösterilir.\n- İhtiyacınız olduğunda mağazadan jeton alın.',
		},
		s3: {
			heading: 'Önce güvenlik',
			body: 'Her yeni profil fotoğrafı incelenir, üyeler herkesi tek adımda engelleyebilir ve şikâyet edebilir, ekibimiz de her şikâyeti inceler. VidChat yalnızca 18 yaşında ve daha büyük kişiler içindir.',
		},
		s4: {
			heading: 'İletişim',
			body: 'Sorular, fikirler veya basın talepleri için: hello@vidchat.example. Hesabınızla ilgili yardım için: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Güvenlik merkezi',
		intro: 'Yeni insanlarla tanışmak keyifli ve güvenli olmalı. VidChat\'te kendinizi nasıl koruyacağınızı ve bir şeyler yolunda gitmediğinde ne yapmanız gerektiğini burada bulabilirsiniz.',
		s1: {
			heading: 'Kişisel bilgilerinizi koruyun',
			body: 'Ev adresinizi, iş yerinizi, finansal bilgilerinizi veya şifrelerinizi sohbetlerde ya da aramalarda paylaşmayın. Yeni tanıştığınız biriyle diğer sosyal medya hesaplarınızı veya telefon numaranızı paylaşmadan önce iki kez düşünün.',
		},
		s2: {
			heading: 'Dolandırıcılığı tanıyın',
			body: 'Biri şunları yaptığında dikkatli olun:\n\n- sizden para, hediye kartı veya VidChat dışında ödeme istediğinde;\n- tanıştıktan kısa süre sonra üzücü bir hikâye anlatıp yardım istediğinde;\n- sohbeti hemen başka bir uygulamaya taşımanızı istediğinde;\n- ödül, iş veya yatırım vaat ettiğinde.\n\nVidChat çalışanları şifrenizi veya giriş kodunuzu asla istemez.',
		},
		s3: {
			heading: 'Görüntülü aramada kontrol sizde',
			body: 'Bir aramayı istediğiniz zaman kırmızı düğmeyle bitirebilirsiniz. Yüzünüzü veya göstermek istemediğiniz hiçbir şeyi göstermek zorunda değilsiniz. Onay olmadan kayıt yapmak kurallarımıza aykırı olsa da karşı tarafın ekranı kaydedebileceğini unutmayın.',
		},
		s4: {
			heading: 'Engelleyin ve şikâyet edin',
			body: 'Bir kişiyi engellemek veya şikâyet etmek için sohbette o kişinin menüsünü açın. Engellenen kişi size mesaj gönderemez ve sizi arayamaz; engellediğiniz kişileri Ayarlar, Engellenen kullanıcılar bölümünde görebilir ve engellerini kaldırabilirsiniz. Şikâyetler güvenlik ekibimize ulaşır; ekip bunları inceler ve örneğin içeriği kaldırarak veya hesapları kapatarak harekete geçer. Şikâyet ettiğiniz kişiye kimin şikâyet ettiği söylenmez.',
		},
		s5: {
			heading: 'Yalnızca yetişkinler',
			body: 'VidChat yalnızca 18 yaşında ve daha büyük kişiler içindir. Birinin 18 yaşından küçük olduğunu düşünüyorsanız, hızlıca harekete geçebilmemiz için reşit olmayan gerekçesiyle şikâyet edin.',
		},
		s6: {
			heading: 'Tehlikedeyseniz',
			body: 'Siz veya başka biri acil bir tehlike içindeyse önce yerel acil durum hizmetlerine başvurun. Ayrıca safety@vidchat.example adresine de yazabilirsiniz.',
		},
	},
	privacyCenter: {
		title: 'Gizlilik merkezi',
		intro: 'Gizlilik ayarlarınız ve bilgileriniz tek bir yerde: başkalarının neleri görebildiği, neleri değiştirebileceğiniz ve verileriniz hakkında bize nasıl soru sorabileceğiniz.',
		s1: {
			heading: 'Başkalarının gördükleri',
			body: 'Takma adınız, profil fotoğrafınız, yaşınız, ülkeniz, dilleriniz, ilgi alanlarınız ve çevrimiçi durumunuz. E-posta adresiniz, telefon numaranız, tam doğum tarihiniz ve jeton bakiyeniz gizli kalır.',
		},
		s2: {
			heading: 'Profilinizi düzenleyin',
			body: 'Takma adınızı, fotoğrafınızı, dillerinizi ve ilgi alanlarınızı istediğiniz zaman Profili düzenle sayfasında değiştirebilirsiniz (avatarınızı açın, ardından Profil). Doğum tarihinizi bir kez düzeltebilirsiniz; cinsiyet seçildikten sonra değiştirilemez. Yeni fotoğraflar onaylandıktan sonra başkalarına gösterilir.',
		},
		s3: {
			heading: 'Size kimin ulaşabileceğini belirleyin',
			body: 'Herkesi sohbet menüsünden engelleyebilirsiniz. Engellediğiniz kişileri Ayarlar, Engellenen kullanıcılar bölümünde görebilir ve engellerini kaldırabilirsiniz.',
		},
		s4: {
			heading: 'Çerezler ve cihaz verileri',
			body: 'VidChat\'in tarayıcınızda neleri neden sakladığını görmek için çerez politikamızı okuyun. Tarayıcınızın site verilerini temizlemek oturumunuzu kapatır ve bu cihazda tutulan sohbet geçmişini siler.',
		},
		s5: {
			heading: 'Tanılama kayıtları',
			body: 'Uygulama, sorunları gidermemize yardımcı olmak için içinde olanların kısa bir kaydını cihazınızda tutar. Paylaşıp paylaşmamaya siz karar verirsiniz: Ayarlar, Tanılama kaydını dışa aktar önce neyin dışa aktarılacağını gösterir. Şifreler, kodlar ve giriş anahtarları çıkarılır; adlar, e-posta adresleri ve telefon numaraları yer tutucularla değiştirilir.',
		},
		s6: {
			heading: 'Verileriniz ve hesabınız',
			body: 'Verilerinizin bir kopyasını almak veya düzeltme istemek için privacy@vidchat.example adresine yazın. Hesabınızı silmek için VidChat mobil uygulamasını açın ve Ayarlar, Hesabı sil bölümüne gidin.',
		},
	},
} satisfies NamespaceLegalTranslation

export default tr_legal
