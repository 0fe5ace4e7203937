// Portuguese (Brazil) catalog of the static pages. The about, safety and privacy centers are
// translated; the cookie policy, privacy policy and terms of use have no official Portuguese text, so
// they stay in English under a notice in Portuguese (englishOnly; the page marks their text lang="en").
// Their titles are Portuguese.
import type { NamespaceLegalTranslation } from '../../i18n-types.js'
import en_legal from '../../en/legal/index.js'

const pt_legal = {
	englishOnly: 'Este documento não tem uma versão oficial em português. O texto abaixo está em inglês, que é a versão válida.',
	updated: 'Última atualização: novembro de 2026',
	contents: 'Nesta página',
	related: 'Mais do VidChat',
	cookiePolicy: { ...en_legal.cookiePolicy, title: 'Política de cookies' },
	privacyPolicy: { ...en_legal.privacyPolicy, title: 'Política de privacidade' },
	termsOfUse: { ...en_legal.termsOfUse, title: 'Termos de uso' },
	aboutUs: {
		title: 'Sobre nós',
		intro: 'O VidChat é o lugar para conhecer gente nova em vídeo ao vivo: descubra anfitriões do mundo todo, converse, envie presentes e comece uma chamada quando quiser.',
		s1: {
			heading: 'O que fazemos',
			body: 'Conectamos adultos que querem conversar. O mural mostra quem está online agora, com país, idiomas e interesses, para você achar alguém para conversar em segundos. As mensagens são traduzidas automaticamente, então não é preciso falar o mesmo idioma.',
		},
		s2: {
			heading: 'Como funciona',
			body: '- Explore o mural e abra um perfil.\n- Diga oi no chat; mensagens e presentes chegam na hora.\n- Comece uma chamada de vídeo; o preço por minuto sempre aparece antes de ligar.\n- Compre moedas na loja quando precisar.',
		},
		s3: {
			heading: 'Segurança em primeiro lugar',
			body: 'Toda nova foto de perfil é analisada, qualquer membro pode bloquear e denunciar alguém em um só passo, e nossa equipe analisa cada denúncia. O VidChat é só para pessoas a partir de 18 anos.',
		},
		s4: {
			heading: 'Contato',
			body: 'Dúvidas, ideias ou imprensa: hello@vidchat.example. Ajuda com sua conta: support@vidchat.example.',
		},
	},
	safetyCenter: {
		title: 'Central de segurança',
		intro: 'Conhecer gente nova deve ser divertido e seguro. Veja como se proteger no VidChat e o que fazer quando algo parecer errado.',
		s1: {
			heading: 'Proteja suas informações pessoais',
			body: 'Não compartilhe seu endereço, local de trabalho, dados financeiros ou senhas em chats ou chamadas. Pense bem antes de passar outras redes sociais ou seu número de telefone para alguém que você acabou de conhecer.',
		},
		s2: {
			heading: 'Reconheça golpes',
			body: 'Tome cuidado quando alguém:\n\n- pedir dinheiro, vale-presentes ou pagamentos fora do VidChat;\n- contar uma história triste e pedir ajuda logo depois de vocês se conhecerem;\n- quiser levar a conversa para outro app logo de cara;\n- prometer prêmios, empregos ou investimentos.\n\nA equipe do VidChat nunca vai pedir sua senha ou seu código de login.',
		},
		s3: {
			heading: 'Mantenha o controle no vídeo',
			body: 'Você pode encerrar uma chamada a qualquer momento com o botão vermelho. Você não precisa mostrar o rosto nem nada que não queira mostrar. Lembre-se de que a outra pessoa pode gravar a tela, mesmo que fazer isso sem consentimento viole nossas regras.',
		},
		s4: {
			heading: 'Bloquear e denunciar',
			body: 'Abra o menu de uma pessoa no chat para bloquear ou denunciar. Uma pessoa bloqueada não pode mandar mensagens nem ligar para você; em Configurações > Pessoas bloqueadas você vê e desbloqueia quem bloqueou. As denúncias vão para nossa equipe de segurança, que analisa e age, por exemplo removendo conteúdo ou encerrando contas. A pessoa denunciada não fica sabendo quem a denunciou.',
		},
		s5: {
			heading: 'Só para maiores de idade',
			body: 'O VidChat é só para pessoas a partir de 18 anos. Se você acha que alguém tem menos de 18, denuncie com o motivo “menor de idade” para podermos agir rápido.',
		},
		s6: {
			heading: 'Se você estiver em perigo',
			body: 'Se você ou outra pessoa estiver em perigo imediato, procure primeiro os serviços de emergência locais. Você também pode escrever para safety@vidchat.example.',
		},
	},
	privacyCenter: {
		title: 'Central de privacidade',
		intro: 'Suas configurações de privacidade e suas informações em um só lugar: o que os outros veem, o que você pode mudar e como nos perguntar sobre seus dados.',
		s1: {
			heading: 'O que os outros veem',
			body: 'Seu apelido, foto de perfil, idade, país, idiomas, interesses e se você está online. Seu e-mail, número de telefone, data de nascimento exata e saldo de moedas ficam privados.',
		},
		s2: {
			heading: 'Edite seu perfil',
			body: 'Mude apelido, foto, idiomas e interesses quando quiser na página Editar perfil (abra seu avatar e depois Perfil). Você pode corrigir a data de nascimento uma vez; o gênero não pode ser alterado depois de escolhido. Novas fotos aparecem para os outros depois de aprovadas.',
		},
		s3: {
			heading: 'Controle quem pode falar com você',
			body: 'Bloqueie qualquer pessoa pelo menu do chat dela. Em Configurações > Pessoas bloqueadas você vê e desbloqueia quem bloqueou.',
		},
		s4: {
			heading: 'Cookies e dados do dispositivo',
			body: 'Leia nossa política de cookies para saber o que o VidChat guarda no seu navegador e por quê. Limpar os dados do site no navegador desconecta você e remove o histórico de chat guardado neste dispositivo.',
		},
		s5: {
			heading: 'Registros de diagnóstico',
			body: 'O app guarda no seu dispositivo um breve registro do que aconteceu nele para nos ajudar a corrigir problemas. Você decide se quer compartilhar: Configurações > Exportar registro de diagnóstico mostra antes o que será exportado. Senhas, códigos e tokens são removidos, e nomes, e-mails e números de telefone são substituídos por marcadores.',
		},
		s6: {
			heading: 'Seus dados e sua conta',
			body: 'Para receber uma cópia dos seus dados ou pedir uma correção, escreva para privacy@vidchat.example. Para excluir sua conta, abra o app VidChat no celular e vá em Configurações > Excluir conta.',
		},
	},
} satisfies NamespaceLegalTranslation

export default pt_legal
