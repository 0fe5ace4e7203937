// English catalog of the static pages (a typesafe-i18n namespace, loaded only when one of them opens):
// cookie policy, privacy policy, terms of use, about us, safety center and privacy center (a§2). Each
// page: title, updated, intro, then sections s1..sN of heading and body; in a body a blank line starts a
// new paragraph and lines starting with "- " form a list.
import type { BaseTranslation } from '../../i18n-types.js'

const en_legal = {
	// Non-empty in a language whose cookie policy, privacy policy and terms of use stay in English (no
	// official text in that language): says so, in that language, above the English text (README).
	englishOnly: '',
	updated: 'Last updated: November 2026',
	contents: 'On this page',
	related: 'More from VidChat',
	cookiePolicy: {
		title: 'Cookie policy',
		intro: 'VidChat keeps a few small pieces of information in your browser so the site works and remembers your choices. This page lists them and explains how you can control them.',
		s1: {
			heading: 'What we keep in your browser',
			body: 'Cookies and local storage are small files and values a website saves on your device. VidChat uses them only for the site itself: we do not use advertising cookies or let advertisers place cookies through this site.',
		},
		s2: {
			heading: 'Strictly necessary',
			body: 'These keep you signed in and keep the site safe. Without them the site cannot work.\n\n- Device identifier (deviceId): tells our service which device a session belongs to; kept for 365 days.\n- Account identifier and login token (userId, loginToken): keep you signed in until you log out.\n- Age confirmation (RC_POP_18): remembers for 365 days that you confirmed you are 18 or older.\n- Cookie choice (acceptCookie): remembers that you saw and accepted this notice.',
		},
		s3: {
			heading: 'Preferences',
			body: 'These remember small choices so we do not ask again: your site language, when you closed the download or welcome-coins banner (they come back after 24 hours), and whether you already saw the price of a call.',
		},
		s4: {
			heading: 'Chat history and diagnostics on your device',
			body: 'Your recent conversations are kept in your browser\'s database so they open quickly. The app also keeps a diagnostic record of what happened in it (for example "message sent" or "call ended") for up to 14 days. This record stays on your device: it is only shared if you export it yourself from Settings and send it to our support team. Passwords, codes and tokens are never written to it.',
		},
		s5: {
			heading: 'Your choices',
			body: 'You can delete cookies and site data at any time in your browser settings. If you do, you will be signed out and the site will ask for your age confirmation and cookie choice again. Blocking the strictly necessary cookies stops sign-in from working.',
		},
		s6: {
			heading: 'Changes and contact',
			body: 'If we change how we use cookies, we will update this page and the date above. Questions: privacy@vidchat.example.',
		},
	},
	privacyPolicy: {
		title: 'Privacy policy',
		intro: 'This policy explains what personal information VidChat collects when you use the website, why we use it, who we share it with and the choices you have.',
		s1: {
			heading: 'Information you give us',
			body: '- Account details: your e-mail address or phone number, a password, your nickname, birthday and gender.\n- Profile details you choose to add: a profile photo, the languages you speak and your interests.\n- What you send: messages, images and gifts in chats, and reports you make about other members.',
		},
		s2: {
			heading: 'Information collected when you use VidChat',
			body: '- Technical details: a device identifier, your IP address (used to find your country) and the language of your browser.\n- Activity: when you are online, who you talk to and call, how long calls last, and coins bought and spent.\n- Purchases: the payment provider tells us which coin package you bought; we never see your full card number.',
		},
		s3: {
			heading: 'How we use it',
			body: '- To run the service: show your profile, deliver messages, connect video calls and keep your coin balance.\n- To bill calls and gifts correctly and to handle payment questions.\n- To keep members safe: review profile photos before others see them, look into reports, and stop fraud, spam and accounts of people under 18.\n- To translate messages when translation is on, and to improve the service.',
		},
		s4: {
			heading: 'Who can see what',
			body: 'Other members see your nickname, profile photo, age, country, languages, interests and whether you are online. Your e-mail address, phone number, birthday and coin balance are never shown to other members.\n\nWe share information with companies that run parts of the service for us (hosting, video and message delivery, payments) under contracts that limit their use of it, and with authorities when the law requires it or to protect someone from harm.',
		},
		s5: {
			heading: 'How long we keep it',
			body: 'We keep your account information while your account exists. Messages and call records are kept so you can see your history, and removed when you delete your account, except where we must keep records by law (for example purchases) or to deal with a report.',
		},
		s6: {
			heading: 'Your rights',
			body: 'You can see and correct most of your information on the Edit profile page. You can ask us for a copy of your data, ask us to correct or delete it, or object to how we use it, by writing to privacy@vidchat.example. To delete your account, open the VidChat mobile app and go to Settings.',
		},
		s7: {
			heading: 'Adults only',
			body: 'VidChat is only for people aged 18 and over. If we learn that an account belongs to someone younger, we close it and delete its information.',
		},
		s8: {
			heading: 'Security and changes',
			body: 'Requests between your browser and our service are encrypted and signed. No system is perfectly secure, so please use a strong password and never share your login code. If we change this policy in an important way, we will tell you in the app before the change applies.',
		},
	},
	termsOfUse: {
		title: 'Terms of use',
		intro: 'These terms are the agreement between you and VidChat for using the website and its services. By creating an account or using VidChat you accept them.',
		s1: {
			heading: 'Who can use VidChat',
			body: 'You must be 18 or older and able to make a binding agreement. One person may have one account. The information in your account must be true: your birthday can be corrected once, and your gender cannot be changed after you choose it.',
		},
		s2: {
			heading: 'Your account',
			body: 'Keep your password and login codes to yourself. You are responsible for what happens in your account. A linked e-mail address or phone number can be changed 7 days after it was linked, and an address that belongs to another account cannot be used.',
		},
		s3: {
			heading: 'How to behave',
			body: 'Treat other members with respect. You must not:\n\n- show or ask for sexual content involving anyone under 18, or anyone who has not agreed to it;\n- harass, threaten, insult or discriminate against anyone;\n- pretend to be someone else, or use a photo that is not of you;\n- ask for money or gifts outside VidChat, or try to cheat anyone;\n- record or share someone\'s video, photos or messages without their consent;\n- send spam, advertising or harmful links.',
		},
		s4: {
			heading: 'Coins, calls and gifts',
			body: 'Coins are a virtual currency for use inside VidChat only. They have no cash value, cannot be exchanged or transferred, and are not refunded except where the law says so. Video calls with hosts are billed per started minute at the price shown before the call; a call shorter than one minute counts as one minute. Gifts are paid in coins when you send them.',
		},
		s5: {
			heading: 'What you share',
			body: 'You keep the rights to the photos and messages you share. You allow us to store, show and deliver them as needed to run the service. New profile photos are reviewed before other members see them, and photos that break these terms are not approved.',
		},
		s6: {
			heading: 'When we act',
			body: 'If you break these terms we may remove content, suspend your account for 48 hours, or close it, and we may keep unused coins of an account closed for serious abuse. If you think we made a mistake, contact support@vidchat.example.',
		},
		s7: {
			heading: 'Changes and liability',
			body: 'We may change the service or these terms; important changes will be announced in the app before they apply. VidChat is provided as it is: we work to keep it available and safe but cannot promise it will always be without interruptions. Nothing in these terms limits rights you have under the law of your country.',
		},
	},
	aboutUs: {
		title: 'About us',
		intro: 'VidChat is a place to meet new people on live video: browse hosts from around the world, chat, send gifts and start a call whenever you like.',
		s1: {
			heading: 'What we do',
			body: 'We connect adults who want to talk. The host wall shows who is online now, with their country, languages and interests, so you can find someone to talk to in seconds. Messages are translated automatically, so a shared language is not required.',
		},
		s2: {
			heading: 'How it works',
			body: '- Browse the wall and open a profile.\n- Say hello in chat; messages and gifts arrive instantly.\n- Start a video call; the price per minute is always shown before you call.\n- Buy coins in the shop when you need them.',
		},
		s3: {
			heading: 'Safety first',
			body: 'Every new profile photo is reviewed, members can block and report anyone in one step, and our team looks into every report. VidChat is only for people aged 18 and over.',
		},
		s4: {
			heading: 'Contact',
			body: 'Questions, ideas or press requests: hello@vidchat.example. Help with your account: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Safety center',
		intro: 'Meeting new people should be fun and safe. Here is how to protect yourself on VidChat and what to do when something feels wrong.',
		s1: {
			heading: 'Protect your personal information',
			body: 'Do not share your home address, workplace, financial details or passwords in chats or calls. Think twice before sharing other social media accounts or your phone number with someone you have just met.',
		},
		s2: {
			heading: 'Recognise scams',
			body: 'Be careful when someone:\n\n- asks you for money, gift cards or payments outside VidChat;\n- tells a sad story and asks for help soon after you meet;\n- asks you to move the conversation to another app straight away;\n- promises prizes, jobs or investments.\n\nVidChat staff will never ask for your password or login code.',
		},
		s3: {
			heading: 'Stay in control on video',
			body: 'You can end a call at any time with the red button. You do not have to show your face or anything you do not want to show. Remember that the other person could record the screen, even though doing so without consent breaks our rules.',
		},
		s4: {
			heading: 'Block and report',
			body: 'Open the menu of a person in the chat to block or report them. A blocked person cannot message or call you; you can see and unblock the people you blocked under Settings, Blocked users. Reports go to our safety team, who review them and act, for example by removing content or closing accounts. The person you report is not told who reported them.',
		},
		s5: {
			heading: 'Adults only',
			body: 'VidChat is only for people aged 18 and over. If you think someone is under 18, report them with the under-age reason so we can act quickly.',
		},
		s6: {
			heading: 'If you are in danger',
			body: 'If you or someone else is in immediate danger, contact your local emergency services first. You can also write to safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Privacy center',
		intro: 'Your privacy settings and information in one place: what others can see, what you can change and how to ask us about your data.',
		s1: {
			heading: 'What others see',
			body: 'Your nickname, profile photo, age, country, languages, interests and online status. Your e-mail address, phone number, exact birthday and coin balance stay private.',
		},
		s2: {
			heading: 'Edit your profile',
			body: 'Change your nickname, photo, languages and interests at any time on the Edit profile page (open your avatar, then Profile). You can correct your birthday once; gender cannot be changed after it is chosen. New photos are shown to others after they are approved.',
		},
		s3: {
			heading: 'Control who can reach you',
			body: 'Block anyone from their chat menu. See and unblock the people you blocked under Settings, Blocked users.',
		},
		s4: {
			heading: 'Cookies and device data',
			body: 'Read our cookie policy to see what VidChat keeps in your browser and why. Clearing your browser\'s site data signs you out and removes the chat history kept on this device.',
		},
		s5: {
			heading: 'Diagnostic records',
			body: 'The app keeps a short record of what happened in it on your device to help us fix problems. You decide whether to share it: Settings, Export diagnostic trace shows what will be exported first. Passwords, codes and tokens are removed, and names, e-mail addresses and phone numbers are replaced by placeholders.',
		},
		s6: {
			heading: 'Your data and your account',
			body: 'To get a copy of your data or ask for a correction, write to privacy@vidchat.example. To delete your account, open the VidChat mobile app and go to Settings, Delete account.',
		},
	},
} satisfies BaseTranslation

export default en_legal
