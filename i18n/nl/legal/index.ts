// Dutch catalog of the static pages. The about, safety and privacy centers are translated; the cookie
// policy, privacy policy and terms of use have no official Dutch text yet, so they stay in English
// under a notice in Dutch (englishOnly; the page marks their text lang="en"). Their titles are Dutch.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const nl_legal = {
	englishOnly: 'Dit document heeft geen officiële Nederlandse versie. De tekst hieronder is in het Engels; de Engelse versie is leidend.',
	updated: 'Laatst bijgewerkt: november 2026',
	contents: 'Op deze pagina',
	related: 'Meer van VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Cookiebeleid' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Privacybeleid' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Gebruiksvoorwaarden' },
	aboutUs: {
		title: 'Over ons',
		intro: 'VidChat is de plek om nieuwe mensen te ontmoeten via livevideo: ontdek hosts van over de hele wereld, chat, stuur cadeaus en start een gesprek wanneer je wilt.',
		s1: {
			heading: 'Wat we doen',
			body: 'We brengen volwassenen samen die willen praten. De hostwand laat zien wie er nu online is, met land, talen en interesses, zodat je binnen een paar seconden iemand vindt om mee te praten. Berichten worden automatisch vertaald, dus je hoeft niet dezelfde taal te spreken.',
		},
		s2: {
			heading: 'Zo werkt het',
			body: '- Blader door de wand en open een profiel.\n- Zeg hallo in de chat; berichten en cadeaus komen direct aan.\n- Start een videogesprek; de prijs per minuut zie je altijd voordat je belt.\n- Koop munten in de winkel wanneer je ze nodig hebt.',
		},
		s3: {
			heading: 'Veiligheid eerst',
			body: 'Elke nieuwe profielfoto wordt gecontroleerd, leden kunnen iedereen in één stap blokkeren en melden, en ons team bekijkt elke melding. VidChat is alleen voor mensen van 18 jaar en ouder.',
		},
		s4: {
			heading: 'Contact opnemen',
			body: 'Vragen, ideeën of persverzoeken: hello@vidchat.example. Hulp met je account: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Veiligheidscentrum',
		intro: 'Nieuwe mensen ontmoeten moet leuk en veilig zijn. Zo bescherm je jezelf op VidChat, en dit doe je als iets niet goed voelt.',
		s1: {
			heading: 'Bescherm je persoonlijke gegevens',
			body: 'Deel je huisadres, werkplek, financiële gegevens of wachtwoorden niet in chats of gesprekken. Denk twee keer na voordat je andere socialemedia-accounts of je telefoonnummer deelt met iemand die je net hebt leren kennen.',
		},
		s2: {
			heading: 'Herken oplichting',
			body: 'Wees voorzichtig als iemand:\n\n- je vraagt om geld, cadeaubonnen of betalingen buiten VidChat;\n- kort na jullie kennismaking een zielig verhaal vertelt en om hulp vraagt;\n- het gesprek meteen naar een andere app wil verplaatsen;\n- prijzen, banen of beleggingen belooft.\n\nMedewerkers van VidChat vragen nooit om je wachtwoord of inlogcode.',
		},
		s3: {
			heading: 'Houd de controle in video',
			body: 'Je kunt een gesprek altijd beëindigen met de rode knop. Je hoeft je gezicht niet te laten zien, en ook niets anders wat je niet wilt laten zien. Bedenk dat de ander het scherm kan opnemen, ook al is dat zonder toestemming in strijd met onze regels.',
		},
		s4: {
			heading: 'Blokkeren en melden',
			body: 'Open het menu van iemand in de chat om die persoon te blokkeren of te melden. Een geblokkeerde persoon kan je geen berichten sturen en je niet bellen; onder Instellingen > Geblokkeerde mensen zie en deblokkeer je wie je hebt geblokkeerd. Meldingen gaan naar ons veiligheidsteam, dat ze bekijkt en actie onderneemt, bijvoorbeeld door inhoud te verwijderen of accounts te sluiten. De gemelde persoon hoort niet wie de melding deed.',
		},
		s5: {
			heading: 'Alleen voor volwassenen',
			body: 'VidChat is alleen voor mensen van 18 jaar en ouder. Denk je dat iemand jonger is dan 18? Meld die persoon dan met de reden ‘minderjarig’, zodat we snel kunnen ingrijpen.',
		},
		s6: {
			heading: 'Als je in gevaar bent',
			body: 'Ben jij of iemand anders in direct gevaar, neem dan eerst contact op met de lokale hulpdiensten. Je kunt ook schrijven naar safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Privacycentrum',
		intro: 'Je privacyinstellingen en gegevens op één plek: wat anderen zien, wat je kunt wijzigen en hoe je ons vragen stelt over je gegevens.',
		s1: {
			heading: 'Wat anderen zien',
			body: 'Je bijnaam, profielfoto, leeftijd, land, talen, interesses en of je online bent. Je e-mailadres, telefoonnummer, precieze geboortedatum en muntensaldo blijven privé.',
		},
		s2: {
			heading: 'Je profiel bewerken',
			body: 'Wijzig je bijnaam, foto, talen en interesses wanneer je wilt op de pagina Profiel bewerken (open je avatar en dan Profiel). Je geboortedatum kun je één keer corrigeren; je geslacht kan na het kiezen niet meer worden gewijzigd. Nieuwe foto’s zien anderen pas na goedkeuring.',
		},
		s3: {
			heading: 'Bepaal wie je kan bereiken',
			body: 'Blokkeer iedereen via het chatmenu van die persoon. Onder Instellingen > Geblokkeerde mensen zie en deblokkeer je wie je hebt geblokkeerd.',
		},
		s4: {
			heading: 'Cookies en apparaatgegevens',
			body: 'Lees ons cookiebeleid om te zien wat VidChat in je browser bewaart en waarom. Als je de sitegegevens in je browser wist, word je uitgelogd en verdwijnt de chatgeschiedenis die op dit apparaat is bewaard.',
		},
		s5: {
			heading: 'Diagnoselogs',
			body: 'De app bewaart op je apparaat een kort log van wat er gebeurde, zodat we problemen kunnen oplossen. Jij bepaalt of je het deelt: Instellingen > Diagnoselog exporteren laat eerst zien wat er wordt geëxporteerd. Wachtwoorden, codes en tokens worden verwijderd, en namen, e-mailadressen en telefoonnummers worden vervangen door plaatshouders.',
		},
		s6: {
			heading: 'Je gegevens en je account',
			body: 'Wil je een kopie van je gegevens of een correctie? Schrijf naar privacy@vidchat.example. Wil je je account verwijderen? Open de mobiele VidChat-app en ga naar Instellingen > Account verwijderen.',
		},
	},
} satisfies NamespaceLegalTranslation

export default nl_legal
