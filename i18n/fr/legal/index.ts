// French catalog of the static pages. The about, safety and privacy centers are translated; the cookie
// policy, privacy policy and terms of use have no official French text, so they stay in English under
// a notice in French (englishOnly; the page marks their text lang="en"). Their titles are French.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const fr_legal = {
	englishOnly: 'Ce document n’existe pas en version française officielle. Le texte ci-dessous est en anglais, qui fait foi.',
	updated: 'Dernière mise à jour : novembre 2026',
	contents: 'Sur cette page',
	related: 'En savoir plus sur VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Politique relative aux cookies' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Politique de confidentialité' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Conditions d’utilisation' },
	aboutUs: {
		title: 'À propos',
		intro: 'VidChat est l’endroit idéal pour rencontrer de nouvelles personnes en vidéo live : découvrez des hôtes du monde entier, discutez, envoyez des cadeaux et lancez un appel quand vous le souhaitez.',
		s1: {
			heading: 'Ce que nous faisons',
			body: 'Nous mettons en relation des adultes qui ont envie de parler. Le mur des hôtes montre qui est en ligne en ce moment, avec son pays, ses langues et ses centres d’intérêt : vous trouvez quelqu’un à qui parler en quelques secondes. Les messages sont traduits automatiquement, pas besoin de parler la même langue.',
		},
		s2: {
			heading: 'Comment ça marche',
			body: '- Parcourez le mur et ouvrez un profil.\n- Dites bonjour dans le chat ; messages et cadeaux arrivent instantanément.\n- Lancez un appel vidéo ; le prix à la minute est toujours affiché avant l’appel.\n- Achetez des pièces dans la boutique quand vous en avez besoin.',
		},
		s3: {
			heading: 'La sécurité d’abord',
			body: 'Chaque nouvelle photo de profil est vérifiée, les membres peuvent bloquer et signaler n’importe qui en un geste, et notre équipe examine chaque signalement. VidChat est réservé aux personnes de 18 ans et plus.',
		},
		s4: {
			heading: 'Nous contacter',
			body: 'Questions, idées ou demandes presse : hello@vidchat.example. Aide pour votre compte : support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Centre de sécurité',
		intro: 'Rencontrer de nouvelles personnes doit rester agréable et sûr. Voici comment vous protéger sur VidChat et que faire quand quelque chose vous semble anormal.',
		s1: {
			heading: 'Protégez vos informations personnelles',
			body: 'Ne partagez pas votre adresse, votre lieu de travail, vos données bancaires ni vos mots de passe dans les chats ou les appels. Réfléchissez avant de donner vos autres réseaux sociaux ou votre numéro de téléphone à une personne que vous venez de rencontrer.',
		},
		s2: {
			heading: 'Repérez les arnaques',
			body: 'Méfiez-vous quand quelqu’un :\n\n- vous demande de l’argent, des cartes cadeaux ou des paiements en dehors de VidChat ;\n- raconte une histoire triste et demande de l’aide peu après votre rencontre ;\n- veut poursuivre la conversation sur une autre appli tout de suite ;\n- promet des prix, un emploi ou des investissements.\n\nL’équipe VidChat ne vous demandera jamais votre mot de passe ni votre code de connexion.',
		},
		s3: {
			heading: 'Gardez le contrôle en vidéo',
			body: 'Vous pouvez mettre fin à un appel à tout moment avec le bouton rouge. Rien ne vous oblige à montrer votre visage ni quoi que ce soit d’autre. N’oubliez pas que l’autre personne pourrait enregistrer l’écran, même si le faire sans consentement enfreint nos règles.',
		},
		s4: {
			heading: 'Bloquer et signaler',
			body: 'Ouvrez le menu d’une personne dans le chat pour la bloquer ou la signaler. Une personne bloquée ne peut ni vous écrire ni vous appeler ; retrouvez et débloquez les personnes bloquées dans Paramètres, Personnes bloquées. Les signalements sont transmis à notre équipe sécurité, qui les examine et agit, par exemple en supprimant des contenus ou en fermant des comptes. La personne signalée ne sait pas qui l’a signalée.',
		},
		s5: {
			heading: 'Réservé aux adultes',
			body: 'VidChat est réservé aux personnes de 18 ans et plus. Si vous pensez qu’une personne a moins de 18 ans, signalez-la avec le motif « mineur » pour que nous puissions agir vite.',
		},
		s6: {
			heading: 'En cas de danger',
			body: 'Si vous ou quelqu’un d’autre êtes en danger immédiat, contactez d’abord les services d’urgence locaux. Vous pouvez aussi écrire à safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Centre de confidentialité',
		intro: 'Vos paramètres de confidentialité et vos informations au même endroit : ce que les autres voient, ce que vous pouvez modifier et comment nous interroger sur vos données.',
		s1: {
			heading: 'Ce que les autres voient',
			body: 'Votre pseudo, votre photo de profil, votre âge, votre pays, vos langues, vos centres d’intérêt et votre statut en ligne. Votre adresse e-mail, votre numéro de téléphone, votre date de naissance exacte et votre solde de pièces restent privés.',
		},
		s2: {
			heading: 'Modifier votre profil',
			body: 'Modifiez votre pseudo, votre photo, vos langues et vos centres d’intérêt à tout moment sur la page Modifier le profil (touchez votre avatar, puis Profil). Vous pouvez corriger votre date de naissance une fois ; le genre ne peut plus être modifié une fois choisi. Les nouvelles photos sont visibles après approbation.',
		},
		s3: {
			heading: 'Choisissez qui peut vous contacter',
			body: 'Bloquez n’importe qui depuis le menu de son chat. Retrouvez et débloquez les personnes bloquées dans Paramètres, Personnes bloquées.',
		},
		s4: {
			heading: 'Cookies et données de l’appareil',
			body: 'Lisez notre politique relative aux cookies pour savoir ce que VidChat conserve dans votre navigateur et pourquoi. Effacer les données du site dans votre navigateur vous déconnecte et supprime l’historique des chats conservé sur cet appareil.',
		},
		s5: {
			heading: 'Traces de diagnostic',
			body: 'L’appli conserve sur votre appareil un bref historique de ce qui s’y est passé pour nous aider à corriger les problèmes. C’est vous qui décidez de le partager : Paramètres, Exporter la trace de diagnostic montre d’abord ce qui sera exporté. Les mots de passe, codes et jetons sont supprimés, et les noms, adresses e-mail et numéros de téléphone sont remplacés par des espaces réservés.',
		},
		s6: {
			heading: 'Vos données et votre compte',
			body: 'Pour obtenir une copie de vos données ou demander une correction, écrivez à privacy@vidchat.example. Pour supprimer votre compte, ouvrez l’appli mobile VidChat et allez dans Paramètres, Supprimer le compte.',
		},
	},
} satisfies NamespaceLegalTranslation

export default fr_legal
