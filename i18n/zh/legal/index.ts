// Chinese (simplified) catalog of the static pages. The about, safety and privacy centers are translated;
// the cookie policy, privacy policy and terms of use have no official Chinese text, so they stay in
// English under a notice in Chinese (englishOnly; the page marks their text lang="en"). Their titles
// are Chinese.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const zh_legal = {
	englishOnly: '本文件暂无官方中文版本。以下为英文原文，以英文版本为准。',
	updated: '最后更新：2026 年 11 月',
	contents: '本页内容',
	related: '更多 VidChat 信息',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Cookie 政策' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: '隐私政策' },
	termsOfUse: { ...en_legal.termsOfUse, title: '使用条款' },
	aboutUs: {
		title: '关于我们',
		intro: 'VidChat 是一个通过视频直播结识新朋友的地方：浏览来自世界各地的主播，聊天、送礼物，随时开始通话。',
		s1: {
			heading: '我们做什么',
			body: '我们为想聊天的成年人牵线搭桥。主播墙会显示当前在线的人以及他们的国家/地区、语言和兴趣，让你几秒钟就能找到聊天对象。消息会自动翻译，不用担心语言不通。',
		},
		s2: {
			heading: '如何使用',
			body: '- 浏览主播墙，打开个人资料。\n- 在聊天中打个招呼，消息和礼物即时送达。\n- 开始视频通话，每分钟价格在呼叫前都会显示。\n- 需要时在商城购买金币。',
		},
		s3: {
			heading: '安全第一',
			body: '每张新头像都会经过审核，用户可以一键拉黑和举报任何人，我们的团队会处理每一条举报。VidChat 仅限 18 岁及以上人士使用。',
		},
		s4: {
			heading: '联系我们',
			body: '问题、建议或媒体合作：hello@vidchat.example。账号帮助：support@vidchat.example。',
		},
	},
	safetyCenter: {
		title: '安全中心',
		intro: '结识新朋友应该既有趣又安全。这里介绍如何在 VidChat 上保护自己，以及遇到不对劲的情况时该怎么做。',
		s1: {
			heading: '保护个人信息',
			body: '不要在聊天或通话中透露家庭住址、工作单位、财务信息或密码。把其他社交账号或手机号告诉刚认识的人之前，请三思。',
		},
		s2: {
			heading: '识别诈骗',
			body: '遇到以下情况请提高警惕：\n\n- 对方要求你在 VidChat 之外给钱、买礼品卡或付款；\n- 刚认识不久就讲述悲惨遭遇并请求帮助；\n- 一开始就要求换到其他应用聊天；\n- 许诺奖品、工作或投资机会。\n\nVidChat 工作人员绝不会索要你的密码或登录验证码。',
		},
		s3: {
			heading: '视频通话由你掌控',
			body: '你可以随时点击红色按钮结束通话。你不必露脸，也不必展示任何不想展示的内容。请记住，对方可能会录屏，尽管未经同意录屏违反我们的规定。',
		},
		s4: {
			heading: '拉黑和举报',
			body: '在聊天中打开对方的菜单即可拉黑或举报。被拉黑的人无法给你发消息或打电话；你可以在“设置”>“黑名单”中查看并移出已拉黑的人。举报会提交给我们的安全团队，团队审核后会采取措施，例如删除内容或封禁账号。被举报的人不会知道是谁举报了他们。',
		},
		s5: {
			heading: '仅限成年人',
			body: 'VidChat 仅限 18 岁及以上人士使用。如果你认为有人未满 18 岁，请选择“未成年”作为理由举报，以便我们尽快处理。',
		},
		s6: {
			heading: '遇到危险时',
			body: '如果你或他人正面临紧急危险，请先联系当地的紧急服务。你也可以发邮件至 safety@vidchat.example。',
		},
	},
	privacyCenter: {
		title: '隐私中心',
		intro: '隐私设置和信息一目了然：别人能看到什么、你能修改什么，以及如何向我们咨询你的数据。',
		s1: {
			heading: '别人能看到什么',
			body: '你的昵称、头像、年龄、国家/地区、语言、兴趣和在线状态。你的邮箱地址、手机号、具体生日和金币余额不会公开。',
		},
		s2: {
			heading: '编辑资料',
			body: '你可以随时在“编辑资料”页面（点击头像，然后选择“个人资料”）修改昵称、照片、语言和兴趣。生日可以修改一次；性别选定后无法修改。新照片审核通过后才会对他人显示。',
		},
		s3: {
			heading: '控制谁能联系你',
			body: '在聊天菜单中可以拉黑任何人。在“设置”>“黑名单”中查看并移出已拉黑的人。',
		},
		s4: {
			heading: 'Cookie 和设备数据',
			body: '阅读我们的 Cookie 政策，了解 VidChat 在你的浏览器中保存了什么以及原因。清除浏览器的网站数据会让你退出登录，并删除保存在此设备上的聊天记录。',
		},
		s5: {
			heading: '诊断记录',
			body: '应用会在你的设备上简要记录应用中发生的事情，帮助我们解决问题。是否分享由你决定：在“设置”>“导出诊断记录”中可以先查看将导出的内容。密码、验证码和令牌会被删除，姓名、邮箱地址和手机号会被替换为占位内容。',
		},
		s6: {
			heading: '你的数据和账号',
			body: '如需获取数据副本或申请更正，请发邮件至 privacy@vidchat.example。如需注销账号，请打开 VidChat 手机应用，进入“设置”>“注销账号”。',
		},
	},
} satisfies NamespaceLegalTranslation

export default zh_legal
