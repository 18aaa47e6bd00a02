/**
 * The help centre's content (`GET /wps/system/helpCenter`), in Portuguese (the default language)
 * and English: the seven about pages of the footer, the deposit tutorial and the account and
 * payment guides, each long enough to read as the real page. Other languages get English.
 * Every article the storefront links to carries its stable key (`E.HELP_TOPIC_KEYS`).
 */
import type * as E from '@vitrine/shared/api/endpoints';

type Lang = 'pt' | 'en';
type Text = Record<Lang, string>;

interface Topic {
  id: number;
  key: string;
  title: Text;
  content: Text;
}

interface Group {
  id: number;
  key: string;
  title: Text;
  topics: Topic[];
}

const GROUPS: Group[] = [
  {
    id: 1,
    key: 'about',
    title: { pt: 'Sobre nós', en: 'About us' },
    topics: [
      {
        id: 11,
        key: 'about_company',
        title: { pt: 'Sobre a empresa', en: 'About Company' },
        content: {
          pt: `<h3>Quem somos</h3>
<p>A Vitrine é uma plataforma de entretenimento online que reúne cassino ao vivo, slots, esportes, pescaria, loterias e jogos de cartas de fornecedores licenciados. Operamos desde 2019 e atendemos jogadores em mais de vinte países, em 29 idiomas.</p>
<p>Nossa missão é oferecer jogos justos, pagamentos rápidos e um atendimento que resolve. Todos os jogos usam geradores de números aleatórios auditados por laboratórios independentes, e os resultados não podem ser alterados por nós nem pelos fornecedores.</p>
<h3>Nossos compromissos</h3>
<ul><li>Saques processados em até 24 horas, na maioria dos casos em minutos.</li><li>Proteção dos seus dados com criptografia em todas as conexões.</li><li>Ferramentas de jogo responsável disponíveis para todas as contas.</li><li>Atendimento ao cliente 24 horas por dia, 7 dias por semana.</li></ul>`,
          en: `<h3>Who we are</h3>
<p>Vitrine is an online entertainment platform bringing together live casino, slots, sports, fishing, lotteries and card games from licensed providers. We have operated since 2019 and serve players in more than twenty countries, in 29 languages.</p>
<p>Our mission is fair games, fast payments and support that solves problems. Every game uses random number generators audited by independent laboratories, and neither we nor the providers can change a result.</p>
<h3>Our commitments</h3>
<ul><li>Withdrawals processed within 24 hours, in most cases within minutes.</li><li>Your data protected by encryption on every connection.</li><li>Responsible gaming tools available on every account.</li><li>Customer service 24 hours a day, 7 days a week.</li></ul>`,
        },
      },
      {
        id: 12,
        key: 'contact_us',
        title: { pt: 'Fale conosco', en: 'Contact Us' },
        content: {
          pt: `<p>Nossa equipe de atendimento está disponível 24 horas por dia, todos os dias do ano, em português e inglês.</p>
<ul><li><strong>Chat ao vivo:</strong> use o botão de atendimento no menu lateral ou na barra à direita. O tempo médio de resposta é de menos de dois minutos.</li><li><strong>E-mail:</strong> <a href="mailto:support@vitrine.example">support@vitrine.example</a> — respondemos em até 12 horas.</li><li><strong>Telegram:</strong> <a href="https://t.me/vitrine_sandbox">@vitrine_sandbox</a> para novidades e promoções.</li></ul>
<p>Jogadores VIP a partir do nível 5 têm um canal de atendimento VIP dedicado, com gerente de conta pessoal.</p>
<p>Para reclamações formais, use o formulário de sugestões e reclamações nesta central de ajuda: cada envio recebe um número de protocolo e você acompanha o andamento no histórico.</p>`,
          en: `<p>Our support team is available 24 hours a day, every day of the year, in Portuguese and English.</p>
<ul><li><strong>Live chat:</strong> use the customer service button in the side menu or the right bar. The average reply time is under two minutes.</li><li><strong>E-mail:</strong> <a href="mailto:support@vitrine.example">support@vitrine.example</a> — we answer within 12 hours.</li><li><strong>Telegram:</strong> <a href="https://t.me/vitrine_sandbox">@vitrine_sandbox</a> for news and promotions.</li></ul>
<p>VIP players from level 5 up have a dedicated VIP service channel with a personal account manager.</p>
<p>For formal complaints, use the feedback and complaints form in this help centre: every submission gets a reference number and you can follow its progress in your history.</p>`,
        },
      },
      {
        id: 13,
        key: 'affiliates',
        title: { pt: 'Afiliados', en: 'Affiliates' },
        content: {
          pt: `<p>O programa de afiliados permite que você ganhe indicando novos jogadores. Como agente, você recebe um link e um código de convite; cada jogador que se cadastra por ele passa a fazer parte da sua rede (downlines).</p>
<h3>Como você ganha</h3>
<ul><li><strong>Dividendos:</strong> uma porcentagem do resultado líquido da sua rede em cada período do contrato.</li><li><strong>Salário diário ou por hora:</strong> um valor calculado sobre o volume de apostas válidas da rede.</li><li><strong>Salário em tempo real:</strong> calculado a cada rodada, com taxas diferentes para rodadas ganhas e perdidas.</li></ul>
<p>Os contratos são propostos pelo seu agente superior e você pode aceitá-los ou recusá-los. Os valores são calculados e pagos automaticamente a cada cinco minutos. Para se candidatar, acesse a página <a href="/join">Junte-se a nós</a>.</p>`,
          en: `<p>The affiliate programme lets you earn by referring new players. As an agent you get a link and an invitation code; every player who signs up through it joins your network (downlines).</p>
<h3>How you earn</h3>
<ul><li><strong>Dividend:</strong> a percentage of your network's net result in each contract period.</li><li><strong>Daily or hourly salary:</strong> an amount calculated on the network's valid betting volume.</li><li><strong>Real-time salary:</strong> calculated on every round, with different rates for won and lost rounds.</li></ul>
<p>Contracts are offered by your upline agent and you may accept or reject them. Amounts are calculated and paid automatically every five minutes. To apply, open the <a href="/join">Join us</a> page.</p>`,
        },
      },
    ],
  },
  {
    id: 2,
    key: 'legal',
    title: { pt: 'Termos e políticas', en: 'Terms and policies' },
    topics: [
      {
        id: 21,
        key: 'general_terms',
        title: { pt: 'Termos e Condições Gerais', en: 'General Terms and Conditions' },
        content: {
          pt: `<h3>1. Aceitação</h3>
<p>Ao abrir uma conta ou usar qualquer serviço da plataforma, você declara ter lido, entendido e aceito estes Termos e Condições Gerais, a Política de Privacidade e as regras de cada jogo e promoção.</p>
<h3>2. Idade e elegibilidade</h3>
<p>Somente maiores de 18 anos (ou da idade legal no seu país, se maior) podem se cadastrar. Podemos pedir documentos de identificação a qualquer momento e encerrar contas de menores, devolvendo apenas os depósitos não utilizados.</p>
<h3>3. Uma conta por pessoa</h3>
<p>Cada jogador pode ter uma única conta. Contas duplicadas, compartilhadas ou abertas em nome de terceiros serão encerradas, e bônus obtidos por meio delas serão cancelados.</p>
<h3>4. Depósitos, saques e bônus</h3>
<p>Os depósitos devem vir de meios de pagamento em seu nome. Antes de um saque, o valor depositado deve ser apostado pelo menos uma vez. Bônus têm requisitos de apostas indicados na página de cada promoção.</p>
<h3>5. Jogo justo</h3>
<p>É proibido o uso de programas automáticos, conluio entre jogadores ou exploração de falhas. Apostas feitas dessa forma são anuladas.</p>
<h3>6. Alterações</h3>
<p>Podemos alterar estes termos; avisaremos com antecedência pelas mensagens da sua conta. Continuar usando o serviço após o aviso significa aceitar a nova versão.</p>`,
          en: `<h3>1. Acceptance</h3>
<p>By opening an account or using any service of the platform you confirm that you have read, understood and accepted these General Terms and Conditions, the Privacy Policy and the rules of each game and promotion.</p>
<h3>2. Age and eligibility</h3>
<p>Only people aged 18 or over (or the legal age in your country, if higher) may register. We may ask for identity documents at any time and close accounts of minors, returning only unused deposits.</p>
<h3>3. One account per person</h3>
<p>Each player may hold a single account. Duplicate, shared or third-party accounts will be closed, and bonuses obtained through them cancelled.</p>
<h3>4. Deposits, withdrawals and bonuses</h3>
<p>Deposits must come from payment methods in your own name. Before a withdrawal, the deposited amount must be wagered at least once. Bonuses carry the wagering requirements shown on each promotion's page.</p>
<h3>5. Fair play</h3>
<p>Automated software, collusion between players and exploiting faults are forbidden. Bets placed that way are void.</p>
<h3>6. Changes</h3>
<p>We may change these terms; we will tell you in advance through your account messages. Continuing to use the service after the notice means accepting the new version.</p>`,
        },
      },
      {
        id: 22,
        key: 'privacy_policy',
        title: { pt: 'Política de Privacidade', en: 'Privacy Policy' },
        content: {
          pt: `<p>Esta política explica quais dados pessoais coletamos, por que e como você pode exercer seus direitos, em conformidade com a Lei Geral de Proteção de Dados (LGPD).</p>
<h3>Dados que coletamos</h3>
<ul><li>Dados de cadastro: nome de usuário, telefone, e-mail e data de nascimento.</li><li>Dados de pagamento: nome do titular e referências das transações (nunca a senha do seu banco).</li><li>Dados técnicos: endereço IP, tipo de aparelho e idioma, usados para segurança e prevenção de fraudes.</li></ul>
<h3>Como usamos</h3>
<p>Usamos seus dados para manter sua conta, processar pagamentos, cumprir obrigações legais de prevenção à lavagem de dinheiro e, se você permitir, enviar promoções. Não vendemos seus dados a terceiros.</p>
<h3>Seus direitos</h3>
<p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo atendimento ao cliente. Guardamos os registros financeiros pelo prazo exigido por lei, mesmo após o encerramento da conta.</p>`,
          en: `<p>This policy explains which personal data we collect, why, and how you can exercise your rights, in line with applicable data protection law.</p>
<h3>Data we collect</h3>
<ul><li>Registration data: username, phone number, e-mail and date of birth.</li><li>Payment data: the account holder's name and transaction references (never your bank password).</li><li>Technical data: IP address, device type and language, used for security and fraud prevention.</li></ul>
<h3>How we use it</h3>
<p>We use your data to run your account, process payments, meet our legal anti-money-laundering duties and, if you allow it, send you promotions. We do not sell your data to anyone.</p>
<h3>Your rights</h3>
<p>You may ask customer service for access to, correction of or deletion of your data. We keep financial records for as long as the law requires, even after an account is closed.</p>`,
        },
      },
      {
        id: 23,
        key: 'refund_policy',
        title: { pt: 'Política de Reembolso', en: 'Refund Policy' },
        content: {
          pt: `<p>Depósitos creditados na sua conta e usados em apostas não são reembolsáveis. Um reembolso pode ser analisado nos seguintes casos:</p>
<ul><li>Depósito cobrado em duplicidade pelo seu meio de pagamento.</li><li>Depósito não creditado após 24 horas, com comprovante válido.</li><li>Conta encerrada por autoexclusão antes de o saldo ser usado.</li></ul>
<p>Para pedir um reembolso, envie uma reclamação do tipo “Depósito” pelo formulário desta central, com o comprovante da transação. A análise leva até 5 dias úteis e o valor volta para o mesmo meio de pagamento usado no depósito.</p>
<p>Bônus e prêmios promocionais não são reembolsáveis nem conversíveis em dinheiro fora das regras da promoção.</p>`,
          en: `<p>Deposits credited to your account and used for bets are not refundable. A refund may be considered in these cases:</p>
<ul><li>A deposit charged twice by your payment method.</li><li>A deposit not credited after 24 hours, with a valid receipt.</li><li>An account closed by self-exclusion before the balance was used.</li></ul>
<p>To ask for a refund, send a complaint of type “Deposit” with the form in this help centre, attaching the transaction receipt. The review takes up to 5 working days and the money goes back to the payment method used for the deposit.</p>
<p>Bonuses and promotional prizes are not refundable and cannot be turned into cash outside the promotion's rules.</p>`,
        },
      },
    ],
  },
  {
    id: 3,
    key: 'responsible',
    title: { pt: 'Jogo responsável', en: 'Responsible gaming' },
    topics: [
      {
        id: 31,
        key: 'responsible_gaming',
        title: { pt: 'Jogo Responsável', en: 'Responsible Gaming' },
        content: {
          pt: `<p>Jogar deve ser diversão, nunca uma forma de ganhar dinheiro ou resolver problemas. Jogue apenas com o que você pode perder e defina um orçamento antes de começar.</p>
<h3>Ferramentas à sua disposição</h3>
<ul><li><strong>Limites de depósito e de perda</strong> diários, semanais e mensais, e um limite diário de tempo de jogo.</li><li><strong>Lembrete de tempo de sessão</strong>, que avisa quanto tempo você está jogando.</li><li><strong>Pausa temporária</strong> de 24 horas, 7 dias ou 30 dias.</li><li><strong>Autoexclusão</strong> por 6 meses, 1 ano, 5 anos ou por tempo indeterminado, sem possibilidade de reverter antes do prazo.</li></ul>
<h3>Sinais de alerta</h3>
<p>Gastar mais do que planejou, tentar recuperar perdas, esconder o jogo da família ou sentir ansiedade quando não joga são sinais para parar. Procure ajuda gratuita e confidencial em organizações de apoio como os Jogadores Anônimos.</p>
<p>Menores de 18 anos não podem jogar. Use controles parentais nos aparelhos da sua casa.</p>`,
          en: `<p>Gaming should be entertainment, never a way to make money or solve problems. Play only with what you can afford to lose and set a budget before you start.</p>
<h3>Tools at your disposal</h3>
<ul><li><strong>Deposit and loss limits</strong> per day, week and month, and a daily play-time limit.</li><li><strong>Session reminders</strong> that tell you how long you have been playing.</li><li><strong>Time-out</strong> for 24 hours, 7 days or 30 days.</li><li><strong>Self-exclusion</strong> for 6 months, 1 year, 5 years or indefinitely, which cannot be undone early.</li></ul>
<h3>Warning signs</h3>
<p>Spending more than planned, chasing losses, hiding your gaming from family or feeling anxious when not playing are signs to stop. Free, confidential help is available from support organisations such as Gamblers Anonymous.</p>
<p>Nobody under 18 may play. Use parental controls on the devices in your home.</p>`,
        },
      },
    ],
  },
  {
    id: 4,
    key: 'payments',
    title: { pt: 'Depósitos e saques', en: 'Deposits and withdrawals' },
    topics: [
      {
        id: 41,
        key: 'deposit_tutorial',
        title: { pt: 'Como depositar (tutorial)', en: 'How to deposit (tutorial)' },
        content: {
          pt: `<p>Depositar leva menos de um minuto. Siga os passos:</p>
<ol><li>Entre na sua conta e toque em <strong>Depósito</strong> no menu lateral ou no cabeçalho.</li><li>Escolha o método de pagamento, por exemplo PIX.</li><li>Digite o valor ou toque em um dos valores rápidos. O valor mínimo e o máximo aparecem abaixo do campo.</li><li>Confirme. Um QR code e um código “copia e cola” são mostrados.</li><li>Abra o aplicativo do seu banco, pague o QR code e volte: o saldo é atualizado automaticamente assim que o pagamento é confirmado.</li></ol>
<p>Se o saldo não aparecer em 30 minutos, envie uma reclamação do tipo “Depósito” com o comprovante.</p>`,
          en: `<p>Depositing takes less than a minute. Follow these steps:</p>
<ol><li>Log in and tap <strong>Deposit</strong> in the side menu or the header.</li><li>Choose the payment method, for example PIX.</li><li>Type the amount or tap one of the quick amounts. The minimum and maximum are shown under the field.</li><li>Confirm. A QR code and a copy-and-paste code are shown.</li><li>Open your banking app, pay the QR code and come back: your balance updates by itself as soon as the payment is confirmed.</li></ol>
<p>If the balance has not arrived within 30 minutes, send a complaint of type “Deposit” with the receipt.</p>`,
        },
      },
      {
        id: 42,
        key: 'withdrawal_guide',
        title: { pt: 'Como sacar', en: 'How to withdraw' },
        content: {
          pt: `<p>Para sacar, abra <strong>Saque</strong> no centro do membro, escolha a conta cadastrada, digite o valor e a sua senha de saque. Os saques são analisados em ordem de chegada e a maioria é paga em poucos minutos; o prazo máximo é de 24 horas.</p>
<p>Antes do primeiro saque, confirme que o nome da conta bancária é o mesmo do cadastro e que o valor depositado foi apostado pelo menos uma vez. Se um saque for recusado, o motivo aparece no registro da conta e o valor volta ao seu saldo.</p>`,
          en: `<p>To withdraw, open <strong>Withdrawal</strong> in the member centre, choose your saved account, type the amount and your withdrawal password. Withdrawals are reviewed in order of arrival and most are paid within minutes; the longest wait is 24 hours.</p>
<p>Before your first withdrawal, make sure the bank account name matches your registration and that your deposit has been wagered at least once. If a withdrawal is refused, the reason is shown in your account record and the amount returns to your balance.</p>`,
        },
      },
    ],
  },
  {
    id: 5,
    key: 'account',
    title: { pt: 'Conta e segurança', en: 'Account and security' },
    topics: [
      {
        id: 51,
        key: 'account_security',
        title: { pt: 'Proteja sua conta', en: 'Keep your account safe' },
        content: {
          pt: `<p>Use uma senha única, com letras maiúsculas, minúsculas e números, e nunca a compartilhe — nossa equipe jamais pede sua senha. Ative a verificação por SMS no centro de segurança para que logins de aparelhos novos precisem de um código.</p>
<p>Se você esqueceu a senha, use “Esqueci a senha” na tela de login para recebê-la por e-mail ou SMS. Se notar atividade estranha, altere a senha imediatamente e fale com o atendimento.</p>`,
          en: `<p>Use a unique password with upper-case and lower-case letters and digits, and never share it — our staff will never ask for your password. Turn on SMS verification in the security centre so that logins from new devices need a code.</p>
<p>If you forgot your password, use “Forgot password” on the login screen to recover it by e-mail or SMS. If you notice anything strange, change your password at once and contact customer service.</p>`,
        },
      },
    ],
  },
];

/** The help centre in the caller's language (`PT`, `PT-BR` → Portuguese; anything else → English). */
export function helpCentre(language: string): E.HelpCategory[] {
  const lang: Lang = language.toLowerCase().startsWith('pt') ? 'pt' : 'en';
  return GROUPS.map((group) => ({
    id: group.id,
    key: group.key,
    title: group.title[lang],
    articles: group.topics.map((topic) => ({ id: topic.id, key: topic.key, title: topic.title[lang], content: topic.content[lang] })),
  }));
}
