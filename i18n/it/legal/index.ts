// Italian catalog of the static pages. The about, safety and privacy centers are translated; the cookie
// policy, privacy policy and terms of use have no official Italian text, so they stay in English under
// a notice in Italian (englishOnly; the page marks their text lang="en"). Their titles are Italian.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const it_legal = {
	englishOnly: 'Questo documento non ha una versione ufficiale in italiano. Il testo seguente è in inglese, che è la versione valida.',
	updated: 'Ultimo aggiornamento: novembre 2026',
	contents: 'In questa pagina',
	related: 'Altro da VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Informativa sui cookie' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Informativa sulla privacy' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Termini di utilizzo' },
	aboutUs: {
		title: 'Chi siamo',
		intro: 'VidChat è il posto dove conoscere nuove persone in video dal vivo: scopri host da tutto il mondo, chatta, invia regali e avvia una chiamata quando vuoi.',
		s1: {
			heading: 'Cosa facciamo',
			body: 'Mettiamo in contatto adulti che hanno voglia di parlare. La bacheca degli host mostra chi è online ora, con paese, lingue e interessi, così trovi qualcuno con cui parlare in pochi secondi. I messaggi vengono tradotti automaticamente, quindi non serve parlare la stessa lingua.',
		},
		s2: {
			heading: 'Come funziona',
			body: '- Sfoglia la bacheca e apri un profilo.\n- Saluta in chat; messaggi e regali arrivano all’istante.\n- Avvia una videochiamata; il prezzo al minuto è sempre indicato prima di chiamare.\n- Compra monete nel negozio quando ti servono.',
		},
		s3: {
			heading: 'Prima di tutto la sicurezza',
			body: 'Ogni nuova foto profilo viene controllata, i membri possono bloccare e segnalare chiunque in un solo passaggio e il nostro team esamina ogni segnalazione. VidChat è riservato alle persone dai 18 anni in su.',
		},
		s4: {
			heading: 'Contatti',
			body: 'Domande, idee o richieste stampa: hello@vidchat.example. Aiuto con il tuo account: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Centro sicurezza',
		intro: 'Conoscere nuove persone deve essere divertente e sicuro. Ecco come proteggerti su VidChat e cosa fare quando qualcosa non ti convince.',
		s1: {
			heading: 'Proteggi le tue informazioni personali',
			body: 'Non condividere indirizzo di casa, luogo di lavoro, dati finanziari o password in chat o in chiamata. Pensaci bene prima di dare altri profili social o il tuo numero di telefono a qualcuno appena conosciuto.',
		},
		s2: {
			heading: 'Riconosci le truffe',
			body: 'Fai attenzione quando qualcuno:\n\n- ti chiede soldi, carte regalo o pagamenti fuori da VidChat;\n- racconta una storia triste e chiede aiuto poco dopo esservi conosciuti;\n- vuole spostare subito la conversazione su un’altra app;\n- promette premi, lavori o investimenti.\n\nIl team di VidChat non ti chiederà mai la password o il codice di accesso.',
		},
		s3: {
			heading: 'Mantieni il controllo in video',
			body: 'Puoi terminare una chiamata in qualsiasi momento con il pulsante rosso. Non sei tenuto a mostrare il viso né altro che non vuoi mostrare. Ricorda che l’altra persona potrebbe registrare lo schermo, anche se farlo senza consenso viola le nostre regole.',
		},
		s4: {
			heading: 'Blocca e segnala',
			body: 'Apri il menu di una persona nella chat per bloccarla o segnalarla. Una persona bloccata non può scriverti né chiamarti; in Impostazioni > Persone bloccate puoi vedere e sbloccare chi hai bloccato. Le segnalazioni arrivano al nostro team sicurezza, che le esamina e interviene, ad esempio rimuovendo contenuti o chiudendo account. La persona segnalata non saprà chi l’ha segnalata.',
		},
		s5: {
			heading: 'Solo per adulti',
			body: 'VidChat è riservato alle persone dai 18 anni in su. Se pensi che qualcuno abbia meno di 18 anni, segnalalo con il motivo «minorenne» così possiamo intervenire in fretta.',
		},
		s6: {
			heading: 'Se sei in pericolo',
			body: 'Se tu o un’altra persona siete in pericolo immediato, contatta prima i servizi di emergenza locali. Puoi anche scrivere a safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Centro privacy',
		intro: 'Le tue impostazioni sulla privacy e le tue informazioni in un unico posto: cosa vedono gli altri, cosa puoi cambiare e come chiederci dei tuoi dati.',
		s1: {
			heading: 'Cosa vedono gli altri',
			body: 'Il tuo soprannome, la foto profilo, l’età, il paese, le lingue, gli interessi e se sei online. Email, numero di telefono, data di nascita esatta e saldo monete restano privati.',
		},
		s2: {
			heading: 'Modifica il profilo',
			body: 'Cambia soprannome, foto, lingue e interessi quando vuoi nella pagina Modifica profilo (apri il tuo avatar, poi Profilo). Puoi correggere la data di nascita una volta; il genere non si può cambiare dopo averlo scelto. Le nuove foto sono visibili agli altri dopo l’approvazione.',
		},
		s3: {
			heading: 'Decidi chi può contattarti',
			body: 'Blocca chiunque dal menu della sua chat. In Impostazioni > Persone bloccate puoi vedere e sbloccare chi hai bloccato.',
		},
		s4: {
			heading: 'Cookie e dati del dispositivo',
			body: 'Leggi la nostra informativa sui cookie per sapere cosa conserva VidChat nel browser e perché. Cancellare i dati del sito nel browser ti disconnette e rimuove la cronologia chat salvata su questo dispositivo.',
		},
		s5: {
			heading: 'Tracce diagnostiche',
			body: 'L’app conserva sul tuo dispositivo una breve traccia di ciò che è successo, per aiutarci a risolvere i problemi. Sei tu a decidere se condividerla: Impostazioni > Esporta traccia diagnostica mostra prima cosa verrà esportato. Password, codici e token vengono rimossi e nomi, indirizzi email e numeri di telefono vengono sostituiti da segnaposto.',
		},
		s6: {
			heading: 'I tuoi dati e il tuo account',
			body: 'Per ricevere una copia dei tuoi dati o chiedere una correzione, scrivi a privacy@vidchat.example. Per eliminare l’account, apri l’app mobile di VidChat e vai su Impostazioni > Elimina account.',
		},
	},
} satisfies NamespaceLegalTranslation

export default it_legal
