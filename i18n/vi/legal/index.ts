// Vietnamese catalog of the static pages. The about, safety and privacy centers are translated; the
// cookie policy, privacy policy and terms of use have no official Vietnamese text, so they stay in
// English under a notice in Vietnamese (englishOnly; the page marks their text lang="en"). Their titles
// are Vietnamese.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const vi_legal = {
	englishOnly: 'Tài liệu này chưa có bản tiếng Việt chính thức. Nội dung dưới đây bằng tiếng Anh và là bản có hiệu lực.',
	updated: 'Cập nhật lần cuối: tháng 11 năm 2026',
	contents: 'Trên trang này',
	related: 'Thêm từ VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Chính sách cookie' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Chính sách quyền riêng tư' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Điều khoản sử dụng' },
	aboutUs: {
		title: 'Về chúng tôi',
		intro: 'VidChat là nơi gặp gỡ bạn mới qua video trực tiếp: xem idol từ khắp thế giới, trò chuyện, tặng quà và bắt đầu cuộc gọi bất cứ khi nào bạn muốn.',
		s1: {
			heading: 'Chúng tôi làm gì',
			body: 'Chúng tôi kết nối những người trưởng thành muốn trò chuyện. Trang idol cho thấy ai đang trực tuyến, kèm quốc gia, ngôn ngữ và sở thích, để bạn tìm được người trò chuyện chỉ trong vài giây. Tin nhắn được dịch tự động nên không cần nói chung một ngôn ngữ.',
		},
		s2: {
			heading: 'Cách hoạt động',
			body: '- Lướt trang chủ và mở một hồ sơ.\n- Gửi lời chào trong trò chuyện; tin nhắn và quà đến ngay lập tức.\n- Bắt đầu gọi video; giá mỗi phút luôn hiện trước khi bạn gọi.\n- Mua xu trong cửa hàng khi cần.',
		},
		s3: {
			heading: 'An toàn là trên hết',
			body: 'Mọi ảnh hồ sơ mới đều được xét duyệt, thành viên có thể chặn và báo cáo bất kỳ ai chỉ với một bước, và đội ngũ của chúng tôi xem xét mọi báo cáo. VidChat chỉ dành cho người từ 18 tuổi trở lên.',
		},
		s4: {
			heading: 'Liên hệ',
			body: 'Câu hỏi, ý tưởng hoặc yêu cầu báo chí: hello@vidchat.example. Hỗ trợ tài khoản: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Trung tâm an toàn',
		intro: 'Gặp gỡ người mới nên vui vẻ và an toàn. Đây là cách tự bảo vệ trên VidChat và những việc nên làm khi có gì đó không ổn.',
		s1: {
			heading: 'Bảo vệ thông tin cá nhân',
			body: 'Đừng chia sẻ địa chỉ nhà, nơi làm việc, thông tin tài chính hay mật khẩu trong trò chuyện hoặc cuộc gọi. Hãy cân nhắc kỹ trước khi chia sẻ tài khoản mạng xã hội khác hoặc số điện thoại với người mới quen.',
		},
		s2: {
			heading: 'Nhận biết lừa đảo',
			body: 'Hãy cẩn thận khi ai đó:\n\n- xin tiền, thẻ quà tặng hoặc thanh toán bên ngoài VidChat;\n- kể chuyện buồn rồi nhờ giúp đỡ ngay sau khi quen;\n- muốn chuyển cuộc trò chuyện sang ứng dụng khác ngay lập tức;\n- hứa hẹn giải thưởng, việc làm hoặc đầu tư.\n\nNhân viên VidChat sẽ không bao giờ hỏi mật khẩu hoặc mã đăng nhập của bạn.',
		},
		s3: {
			heading: 'Làm chủ cuộc gọi video',
			body: 'Bạn có thể kết thúc cuộc gọi bất cứ lúc nào bằng nút đỏ. Bạn không phải để lộ khuôn mặt hay bất cứ điều gì mình không muốn. Hãy nhớ rằng người kia có thể quay màn hình, dù làm vậy khi chưa được đồng ý là vi phạm quy định của chúng tôi.',
		},
		s4: {
			heading: 'Chặn và báo cáo',
			body: 'Mở menu của một người trong trò chuyện để chặn hoặc báo cáo họ. Người bị chặn không thể nhắn tin hay gọi cho bạn; bạn có thể xem và bỏ chặn trong Cài đặt, Người dùng đã chặn. Báo cáo được gửi đến đội ngũ an toàn, họ sẽ xem xét và xử lý, chẳng hạn gỡ nội dung hoặc đóng tài khoản. Người bị báo cáo không được biết ai đã báo cáo.',
		},
		s5: {
			heading: 'Chỉ dành cho người trưởng thành',
			body: 'VidChat chỉ dành cho người từ 18 tuổi trở lên. Nếu bạn nghĩ ai đó chưa đủ 18 tuổi, hãy báo cáo với lý do “chưa đủ tuổi” để chúng tôi xử lý nhanh.',
		},
		s6: {
			heading: 'Nếu bạn gặp nguy hiểm',
			body: 'Nếu bạn hoặc người khác đang gặp nguy hiểm tức thời, hãy liên hệ dịch vụ khẩn cấp tại địa phương trước. Bạn cũng có thể viết thư đến safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Trung tâm quyền riêng tư',
		intro: 'Cài đặt quyền riêng tư và thông tin của bạn ở cùng một nơi: người khác thấy gì, bạn có thể thay đổi gì và cách hỏi chúng tôi về dữ liệu của bạn.',
		s1: {
			heading: 'Người khác thấy gì',
			body: 'Biệt danh, ảnh hồ sơ, tuổi, quốc gia, ngôn ngữ, sở thích và trạng thái trực tuyến của bạn. Email, số điện thoại, ngày sinh chính xác và số dư xu của bạn được giữ riêng tư.',
		},
		s2: {
			heading: 'Sửa hồ sơ',
			body: 'Đổi biệt danh, ảnh, ngôn ngữ và sở thích bất cứ lúc nào trên trang Sửa hồ sơ (mở ảnh đại diện, rồi chọn Hồ sơ). Ngày sinh có thể sửa một lần; giới tính không thể đổi sau khi đã chọn. Ảnh mới hiện với người khác sau khi được duyệt.',
		},
		s3: {
			heading: 'Kiểm soát ai có thể liên lạc với bạn',
			body: 'Chặn bất kỳ ai từ menu trò chuyện của họ. Xem và bỏ chặn những người bạn đã chặn trong Cài đặt, Người dùng đã chặn.',
		},
		s4: {
			heading: 'Cookie và dữ liệu thiết bị',
			body: 'Đọc chính sách cookie để biết VidChat lưu gì trong trình duyệt của bạn và vì sao. Xóa dữ liệu trang web trong trình duyệt sẽ đăng xuất bạn và xóa lịch sử trò chuyện lưu trên thiết bị này.',
		},
		s5: {
			heading: 'Nhật ký chẩn đoán',
			body: 'Ứng dụng lưu trên thiết bị của bạn một bản ghi ngắn về những gì đã xảy ra để giúp chúng tôi sửa lỗi. Bạn quyết định có chia sẻ hay không: Cài đặt, Xuất nhật ký chẩn đoán sẽ cho bạn xem trước những gì được xuất. Mật khẩu, mã và token được xóa; tên, địa chỉ email và số điện thoại được thay bằng ký hiệu giữ chỗ.',
		},
		s6: {
			heading: 'Dữ liệu và tài khoản của bạn',
			body: 'Để nhận bản sao dữ liệu hoặc yêu cầu chỉnh sửa, hãy viết đến privacy@vidchat.example. Để xóa tài khoản, hãy mở ứng dụng VidChat trên điện thoại và vào Cài đặt, Xóa tài khoản.',
		},
	},
} satisfies NamespaceLegalTranslation

export default vi_legal
