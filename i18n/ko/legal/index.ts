// Korean catalog of the static pages. The about, safety and privacy centers are translated; the cookie
// policy, privacy policy and terms of use have no official Korean text, so they stay in English under
// a notice in Korean (englishOnly; the page marks their text lang="en"). Their titles are Korean.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const ko_legal = {
	englishOnly: '이 문서는 공식 한국어 번역본이 없습니다. 아래 영어 원문이 효력을 갖는 공식 문서입니다.',
	updated: '최종 업데이트: 2026년 11월',
	contents: '이 페이지의 내용',
	related: 'VidChat 더 알아보기',
	cookiePolicy: { ...en_legal.cookiePolicy, title: '쿠키 정책' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: '개인정보처리방침' },
	termsOfUse: { ...en_legal.termsOfUse, title: '이용약관' },
	aboutUs: {
		title: '회사 소개',
		intro: 'VidChat은 라이브 영상으로 새로운 사람을 만나는 곳이에요. 전 세계 호스트를 둘러보고, 채팅하고, 선물을 보내고, 원할 때 언제든 통화를 시작하세요.',
		s1: {
			heading: '우리가 하는 일',
			body: '대화를 원하는 성인들을 연결해요. 호스트 목록에는 지금 온라인인 사람이 국가, 언어, 관심사와 함께 표시되어 몇 초 만에 대화 상대를 찾을 수 있어요. 메시지는 자동으로 번역되므로 같은 언어를 쓰지 않아도 괜찮아요.',
		},
		s2: {
			heading: '이용 방법',
			body: '- 호스트 목록을 둘러보고 프로필을 열어요.\n- 채팅으로 인사해요. 메시지와 선물은 바로 도착해요.\n- 영상 통화를 시작해요. 분당 요금은 항상 통화 전에 표시돼요.\n- 코인이 필요하면 상점에서 구매해요.',
		},
		s3: {
			heading: '안전이 최우선',
			body: '새 프로필 사진은 모두 검토되고, 누구든 한 번에 차단하고 신고할 수 있으며, 모든 신고는 저희 팀이 확인해요. VidChat은 만 18세 이상만 이용할 수 있어요.',
		},
		s4: {
			heading: '문의',
			body: '질문, 아이디어, 언론 문의: hello@vidchat.example. 계정 관련 도움: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: '안전 센터',
		intro: '새로운 사람과의 만남은 즐겁고 안전해야 해요. VidChat에서 스스로를 보호하는 방법과 뭔가 이상할 때 해야 할 일을 알려 드려요.',
		s1: {
			heading: '개인정보 보호하기',
			body: '채팅이나 통화에서 집 주소, 직장, 금융 정보, 비밀번호를 공유하지 마세요. 방금 만난 사람에게 다른 SNS 계정이나 전화번호를 알려 주기 전에 한 번 더 생각하세요.',
		},
		s2: {
			heading: '사기 알아차리기',
			body: '다음과 같은 상대는 조심하세요.\n\n- VidChat 밖에서 돈, 기프트 카드, 결제를 요구하는 경우\n- 만나자마자 안타까운 사연을 이야기하며 도움을 요청하는 경우\n- 바로 다른 앱으로 대화를 옮기자고 하는 경우\n- 경품, 일자리, 투자를 약속하는 경우\n\nVidChat 직원은 절대로 비밀번호나 로그인 코드를 묻지 않아요.',
		},
		s3: {
			heading: '영상 통화도 내 뜻대로',
			body: '빨간 버튼으로 언제든 통화를 끝낼 수 있어요. 얼굴이나 보여 주고 싶지 않은 것을 보여 줄 필요는 없어요. 동의 없는 녹화는 운영 정책 위반이지만, 상대방이 화면을 녹화할 수도 있다는 점을 기억하세요.',
		},
		s4: {
			heading: '차단 및 신고',
			body: '채팅에서 상대방의 메뉴를 열어 차단하거나 신고할 수 있어요. 차단한 사람은 나에게 메시지를 보내거나 전화할 수 없어요. 차단한 사람은 설정 > 차단한 사용자에서 확인하고 차단을 해제할 수 있어요. 신고는 안전팀에 전달되며, 안전팀이 검토한 후 콘텐츠 삭제나 계정 정지 등의 조치를 해요. 신고당한 사람에게는 누가 신고했는지 알리지 않아요.',
		},
		s5: {
			heading: '성인 전용',
			body: 'VidChat은 만 18세 이상만 이용할 수 있어요. 만 18세 미만으로 보이는 사람이 있다면 미성년자 사유로 신고해 주세요. 빠르게 조치할게요.',
		},
		s6: {
			heading: '위험에 처했다면',
			body: '나나 다른 사람이 긴급한 위험에 처해 있다면 먼저 지역 긴급 구조 기관에 연락하세요. safety@vidchat.example로도 연락할 수 있어요.',
		},
	},
	privacyCenter: {
		title: '개인정보 센터',
		intro: '개인정보 설정과 정보를 한곳에서 확인하세요. 다른 사람에게 보이는 정보, 변경할 수 있는 정보, 내 데이터에 관해 문의하는 방법을 알려 드려요.',
		s1: {
			heading: '다른 사람에게 보이는 정보',
			body: '닉네임, 프로필 사진, 나이, 국가, 언어, 관심사, 온라인 상태. 이메일 주소, 전화번호, 정확한 생일, 코인 잔액은 공개되지 않아요.',
		},
		s2: {
			heading: '프로필 편집',
			body: '닉네임, 사진, 언어, 관심사는 프로필 편집 페이지(아바타를 열고 프로필 선택)에서 언제든 변경할 수 있어요. 생일은 한 번 수정할 수 있고, 성별은 선택한 후에는 변경할 수 없어요. 새 사진은 승인된 후 다른 사람에게 보여요.',
		},
		s3: {
			heading: '연락할 수 있는 사람 관리',
			body: '채팅 메뉴에서 누구든 차단할 수 있어요. 차단한 사람은 설정 > 차단한 사용자에서 확인하고 차단을 해제할 수 있어요.',
		},
		s4: {
			heading: '쿠키 및 기기 데이터',
			body: 'VidChat이 브라우저에 무엇을 왜 저장하는지는 쿠키 정책에서 확인하세요. 브라우저의 사이트 데이터를 지우면 로그아웃되고 이 기기에 저장된 채팅 기록도 삭제돼요.',
		},
		s5: {
			heading: '진단 기록',
			body: '앱은 문제 해결을 돕기 위해 앱에서 일어난 일을 기기에 짧게 기록해요. 공유 여부는 직접 결정할 수 있어요. 설정 > 진단 기록 내보내기에서 내보낼 내용을 먼저 확인할 수 있어요. 비밀번호, 코드, 토큰은 삭제되고 이름, 이메일 주소, 전화번호는 임시 값으로 바뀌어요.',
		},
		s6: {
			heading: '내 데이터와 계정',
			body: '데이터 사본을 받거나 정정을 요청하려면 privacy@vidchat.example로 연락하세요. 계정을 삭제하려면 VidChat 모바일 앱에서 설정 > 계정 삭제로 이동하세요.',
		},
	},
} satisfies NamespaceLegalTranslation

export default ko_legal
