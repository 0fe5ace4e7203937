// German catalog of the static pages. The about, safety and privacy centers are translated; the cookie
// policy, privacy policy and terms of use have no official German text, so they stay in English under
// a notice in German (englishOnly; the page marks their text lang="en"). Their titles are German.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const de_legal = {
	englishOnly: 'Dieses Dokument gibt es nicht in einer offiziellen deutschen Fassung. Der folgende Text ist auf Englisch; maßgeblich ist die englische Fassung.',
	updated: 'Zuletzt aktualisiert: November 2026',
	contents: 'Auf dieser Seite',
	related: 'Mehr von VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Cookie-Richtlinie' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Datenschutzerklärung' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Nutzungsbedingungen' },
	aboutUs: {
		title: 'Über uns',
		intro: 'VidChat ist der Ort, um neue Leute im Live-Video kennenzulernen: Entdecke Hosts aus aller Welt, chatte, sende Geschenke und starte einen Anruf, wann immer du willst.',
		s1: {
			heading: 'Was wir machen',
			body: 'Wir bringen Erwachsene zusammen, die sich unterhalten möchten. Die Host-Wand zeigt, wer gerade online ist, mit Land, Sprachen und Interessen, sodass du in Sekunden jemanden zum Reden findest. Nachrichten werden automatisch übersetzt, eine gemeinsame Sprache ist also nicht nötig.',
		},
		s2: {
			heading: 'So funktioniert’s',
			body: '- Stöbere auf der Wand und öffne ein Profil.\n- Sag im Chat Hallo; Nachrichten und Geschenke kommen sofort an.\n- Starte einen Videoanruf; der Minutenpreis wird immer vor dem Anruf angezeigt.\n- Kauf Münzen im Shop, wenn du sie brauchst.',
		},
		s3: {
			heading: 'Sicherheit zuerst',
			body: 'Jedes neue Profilfoto wird geprüft, Mitglieder können jede Person mit einem Schritt blockieren und melden, und unser Team geht jeder Meldung nach. VidChat ist nur für Personen ab 18 Jahren.',
		},
		s4: {
			heading: 'Kontakt',
			body: 'Fragen, Ideen oder Presseanfragen: hello@vidchat.example. Hilfe zu deinem Konto: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Sicherheitscenter',
		intro: 'Neue Leute kennenzulernen soll Spaß machen und sicher sein. Hier erfährst du, wie du dich auf VidChat schützt und was du tun kannst, wenn sich etwas falsch anfühlt.',
		s1: {
			heading: 'Schütze deine persönlichen Daten',
			body: 'Teile in Chats oder Anrufen nicht deine Wohnadresse, deinen Arbeitsplatz, Finanzdaten oder Passwörter. Überleg es dir gut, bevor du andere Social-Media-Konten oder deine Telefonnummer mit jemandem teilst, den du gerade erst kennengelernt hast.',
		},
		s2: {
			heading: 'Betrug erkennen',
			body: 'Sei vorsichtig, wenn jemand:\n\n- dich um Geld, Geschenkkarten oder Zahlungen außerhalb von VidChat bittet;\n- kurz nach dem Kennenlernen eine traurige Geschichte erzählt und um Hilfe bittet;\n- die Unterhaltung sofort in eine andere App verlegen will;\n- Gewinne, Jobs oder Geldanlagen verspricht.\n\nDas VidChat-Team fragt dich nie nach deinem Passwort oder Anmeldecode.',
		},
		s3: {
			heading: 'Behalte im Video die Kontrolle',
			body: 'Du kannst einen Anruf jederzeit mit dem roten Knopf beenden. Du musst weder dein Gesicht noch sonst etwas zeigen, das du nicht zeigen willst. Denk daran, dass die andere Person den Bildschirm aufnehmen könnte, auch wenn das ohne Einwilligung gegen unsere Regeln verstößt.',
		},
		s4: {
			heading: 'Blockieren und melden',
			body: 'Öffne im Chat das Menü einer Person, um sie zu blockieren oder zu melden. Eine blockierte Person kann dir nicht schreiben und dich nicht anrufen; unter Einstellungen > Blockierte Personen siehst du alle, die du blockiert hast, und kannst sie entsperren. Meldungen gehen an unser Sicherheitsteam, das sie prüft und handelt, zum Beispiel durch das Entfernen von Inhalten oder das Schließen von Konten. Die gemeldete Person erfährt nicht, wer sie gemeldet hat.',
		},
		s5: {
			heading: 'Nur für Erwachsene',
			body: 'VidChat ist nur für Personen ab 18 Jahren. Wenn du glaubst, dass jemand unter 18 ist, melde die Person mit dem Grund „minderjährig“, damit wir schnell handeln können.',
		},
		s6: {
			heading: 'Wenn du in Gefahr bist',
			body: 'Wenn du oder eine andere Person in unmittelbarer Gefahr seid, wende dich zuerst an den örtlichen Notruf. Du kannst uns auch an safety@vidchat.example schreiben.',
		},
	},
	privacyCenter: {
		title: 'Datenschutzcenter',
		intro: 'Deine Datenschutzeinstellungen und Informationen an einem Ort: was andere sehen, was du ändern kannst und wie du uns zu deinen Daten fragen kannst.',
		s1: {
			heading: 'Was andere sehen',
			body: 'Deinen Spitznamen, dein Profilfoto, Alter, Land, deine Sprachen, Interessen und deinen Online-Status. Deine E-Mail-Adresse, Telefonnummer, dein genauer Geburtstag und dein Münzguthaben bleiben privat.',
		},
		s2: {
			heading: 'Profil bearbeiten',
			body: 'Ändere Spitznamen, Foto, Sprachen und Interessen jederzeit auf der Seite „Profil bearbeiten“ (tippe auf deinen Avatar, dann auf Profil). Deinen Geburtstag kannst du einmal korrigieren; das Geschlecht kann nach der Auswahl nicht geändert werden. Neue Fotos sehen andere erst nach der Freigabe.',
		},
		s3: {
			heading: 'Bestimme, wer dich erreicht',
			body: 'Blockiere jede Person über ihr Chat-Menü. Unter Einstellungen > Blockierte Personen siehst du alle, die du blockiert hast, und kannst sie entsperren.',
		},
		s4: {
			heading: 'Cookies und Gerätedaten',
			body: 'In unserer Cookie-Richtlinie steht, was VidChat in deinem Browser speichert und warum. Wenn du die Websitedaten deines Browsers löschst, wirst du abgemeldet und der auf diesem Gerät gespeicherte Chatverlauf wird entfernt.',
		},
		s5: {
			heading: 'Diagnoseprotokolle',
			body: 'Die App speichert auf deinem Gerät ein kurzes Protokoll dessen, was in ihr passiert ist, damit wir Probleme beheben können. Du entscheidest, ob du es teilst: Einstellungen > Diagnoseprotokoll exportieren zeigt vorher, was exportiert wird. Passwörter, Codes und Tokens werden entfernt, Namen, E-Mail-Adressen und Telefonnummern durch Platzhalter ersetzt.',
		},
		s6: {
			heading: 'Deine Daten und dein Konto',
			body: 'Für eine Kopie deiner Daten oder eine Korrektur schreib an privacy@vidchat.example. Um dein Konto zu löschen, öffne die VidChat-App auf dem Handy und geh zu Einstellungen > Konto löschen.',
		},
	},
} satisfies NamespaceLegalTranslation

export default de_legal
