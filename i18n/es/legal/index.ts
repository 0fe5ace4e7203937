// Spanish catalog of the static pages. The about, safety and privacy centers are translated; the cookie
// policy, privacy policy and terms of use have no official Spanish text, so they stay in English under
// a notice in Spanish (englishOnly; the page marks their text lang="en"). Their titles are Spanish.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const es_legal = {
	englishOnly: 'Este documento no tiene una versión oficial en español. El texto siguiente está en inglés, que es la versión válida.',
	updated: 'Última actualización: noviembre de 2026',
	contents: 'En esta página',
	related: 'Más de VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Política de cookies' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Política de privacidad' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Condiciones de uso' },
	aboutUs: {
		title: 'Quiénes somos',
		intro: 'VidChat es el lugar para conocer gente nueva en vídeo en directo: descubre anfitriones de todo el mundo, chatea, envía regalos y empieza una llamada cuando quieras.',
		s1: {
			heading: 'Qué hacemos',
			body: 'Conectamos a personas adultas con ganas de hablar. El muro muestra quién está en línea ahora, con su país, idiomas e intereses, para que encuentres con quién hablar en segundos. Los mensajes se traducen automáticamente, así que no hace falta hablar el mismo idioma.',
		},
		s2: {
			heading: 'Cómo funciona',
			body: '- Explora el muro y abre un perfil.\n- Saluda en el chat; los mensajes y regalos llegan al instante.\n- Empieza una videollamada; el precio por minuto siempre se muestra antes de llamar.\n- Compra monedas en la tienda cuando las necesites.',
		},
		s3: {
			heading: 'La seguridad, lo primero',
			body: 'Revisamos cada foto de perfil nueva, cualquier miembro puede bloquear y denunciar a quien sea en un solo paso, y nuestro equipo estudia cada denuncia. VidChat es solo para mayores de 18 años.',
		},
		s4: {
			heading: 'Contacto',
			body: 'Preguntas, ideas o prensa: hello@vidchat.example. Ayuda con tu cuenta: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Centro de seguridad',
		intro: 'Conocer gente nueva debe ser divertido y seguro. Así puedes protegerte en VidChat y esto es lo que puedes hacer si algo no te parece bien.',
		s1: {
			heading: 'Protege tu información personal',
			body: 'No compartas tu dirección, tu lugar de trabajo, datos bancarios ni contraseñas en chats o llamadas. Piénsalo dos veces antes de dar otras redes sociales o tu número de teléfono a alguien a quien acabas de conocer.',
		},
		s2: {
			heading: 'Reconoce las estafas',
			body: 'Ten cuidado si alguien:\n\n- te pide dinero, tarjetas regalo o pagos fuera de VidChat;\n- te cuenta una historia triste y pide ayuda poco después de conoceros;\n- quiere pasar la conversación a otra app enseguida;\n- promete premios, trabajos o inversiones.\n\nEl equipo de VidChat nunca te pedirá tu contraseña ni tu código de acceso.',
		},
		s3: {
			heading: 'Mantén el control en vídeo',
			body: 'Puedes terminar una llamada en cualquier momento con el botón rojo. No tienes que mostrar tu cara ni nada que no quieras mostrar. Recuerda que la otra persona podría grabar la pantalla, aunque hacerlo sin consentimiento incumple nuestras normas.',
		},
		s4: {
			heading: 'Bloquear y denunciar',
			body: 'Abre el menú de una persona en el chat para bloquearla o denunciarla. Una persona bloqueada no puede enviarte mensajes ni llamarte; en Ajustes > Personas bloqueadas puedes ver y desbloquear a quien hayas bloqueado. Las denuncias llegan a nuestro equipo de seguridad, que las revisa y actúa, por ejemplo eliminando contenido o cerrando cuentas. La persona denunciada no sabe quién la denunció.',
		},
		s5: {
			heading: 'Solo para mayores de edad',
			body: 'VidChat es solo para mayores de 18 años. Si crees que alguien es menor de 18, denúncialo con el motivo «menor de edad» para que podamos actuar rápido.',
		},
		s6: {
			heading: 'Si estás en peligro',
			body: 'Si tú u otra persona estáis en peligro inmediato, contacta primero con los servicios de emergencia de tu zona. También puedes escribir a safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Centro de privacidad',
		intro: 'Tus ajustes de privacidad y tu información en un solo lugar: qué ven los demás, qué puedes cambiar y cómo preguntarnos por tus datos.',
		s1: {
			heading: 'Qué ven los demás',
			body: 'Tu apodo, tu foto de perfil, tu edad, tu país, tus idiomas, tus intereses y si estás en línea. Tu correo, tu número de teléfono, tu fecha de nacimiento exacta y tu saldo de monedas son privados.',
		},
		s2: {
			heading: 'Edita tu perfil',
			body: 'Cambia tu apodo, tu foto, tus idiomas y tus intereses cuando quieras en la página Editar perfil (abre tu avatar y luego Perfil). Puedes corregir tu fecha de nacimiento una vez; el género no se puede cambiar una vez elegido. Las fotos nuevas se muestran a los demás cuando se aprueban.',
		},
		s3: {
			heading: 'Decide quién puede contactarte',
			body: 'Bloquea a quien quieras desde el menú de su chat. En Ajustes > Personas bloqueadas puedes ver y desbloquear a quien hayas bloqueado.',
		},
		s4: {
			heading: 'Cookies y datos del dispositivo',
			body: 'Lee nuestra política de cookies para saber qué guarda VidChat en tu navegador y por qué. Si borras los datos del sitio en tu navegador, se cerrará tu sesión y se eliminará el historial de chat guardado en este dispositivo.',
		},
		s5: {
			heading: 'Registros de diagnóstico',
			body: 'La app guarda en tu dispositivo un breve registro de lo que ocurrió en ella para ayudarnos a solucionar problemas. Tú decides si lo compartes: Ajustes > Exportar registro de diagnóstico muestra antes lo que se exportará. Se eliminan contraseñas, códigos y tokens, y los nombres, correos y números de teléfono se sustituyen por marcadores.',
		},
		s6: {
			heading: 'Tus datos y tu cuenta',
			body: 'Para obtener una copia de tus datos o pedir una corrección, escribe a privacy@vidchat.example. Para eliminar tu cuenta, abre la app móvil de VidChat y ve a Ajustes > Eliminar cuenta.',
		},
	},
} satisfies NamespaceLegalTranslation

export default es_legal
