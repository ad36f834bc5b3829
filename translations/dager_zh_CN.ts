<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>About Luzhou Da Er</source>
        <extracomment>title of the About box</extracomment>
        <translation>关于泸州大贰</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Luzhou Da Er %1&lt;/h3&gt;&lt;p&gt;The 80-card numeral card game of Sichuan, against computer players.&lt;/p&gt;&lt;p&gt;Licensed under the GNU LGPL 3.0 or later. The bundled fonts are subsets of Noto CJK, under the SIL Open Font License 1.1.&lt;/p&gt;</source>
        <extracomment>the About text: %1 is the version number</extracomment>
        <translation>&lt;h3&gt;泸州大贰 %1&lt;/h3&gt;&lt;p&gt;四川的80张字牌游戏，与电脑玩家对局。&lt;/p&gt;&lt;p&gt;本程序以 GNU LGPL 3.0 或更新版本授权。附带的字体是 Noto CJK 的子集，以 SIL 开放字体许可证 1.1 授权。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Calls</name>
    <message>
        <source>Bi</source>
        <extracomment>比 — the forced companion 列 laid with a 吃. Chinese: 比</extracomment>
        <translation>比</translation>
    </message>
    <message>
        <source>Ba Kuai</source>
        <extracomment>八块 — a second 招/垅: no discard this time. Chinese: 八块 (zh_TW 八塊)</extracomment>
        <translation>八块</translation>
    </message>
    <message>
        <source>Baopai (penalty)</source>
        <extracomment>包 — a mandatory 招/碰 was passed: this seat pays for all. Chinese: 包</extracomment>
        <translation>包牌</translation>
    </message>
    <message>
        <source>Huang Pai</source>
        <extracomment>黄牌 — the stock ran out with no winner. Chinese: 黄牌 (zh_TW 黃牌)</extracomment>
        <translation>黄牌</translation>
    </message>
</context>
<context>
    <name>CentreWidget</name>
    <message>
        <source>Skip to the end</source>
        <extracomment>when the human is the 底家 the round plays itself; this finishes it at once</extracomment>
        <translation>跳到本局结束</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <extracomment>the number of cards left in the stock (墩)</extracomment>
        <translation>墩余 %1&#xa0;张</translation>
    </message>
    <message>
        <source>Bottom</source>
        <extracomment>the stock card shown to everybody (底牌)</extracomment>
        <translation>底牌</translation>
    </message>
    <message>
        <source>turned by %1</source>
        <extracomment>caption under the card on offer: %1 is a seat name</extracomment>
        <translation>%1翻出</translation>
    </message>
    <message>
        <source>played by %1</source>
        <extracomment>caption under the card on offer: %1 is a seat name</extracomment>
        <translation>%1打出</translation>
    </message>
</context>
<context>
    <name>ChiChooser</name>
    <message>
        <source>Which Chi?</source>
        <extracomment>title of the dialog that lets the player pick one way to 吃</extracomment>
        <translation>怎么吃？</translation>
    </message>
    <message>
        <source>Chi %1 with which cards?</source>
        <extracomment>above the ways to 吃: %1 is the card claimed, in 「」</extracomment>
        <translation>用哪几张牌吃%1？</translation>
    </message>
    <message>
        <source>Bi</source>
        <extracomment>比 — the forced companion 列 of a 吃. Chinese: 比</extracomment>
        <translation>比</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <extracomment>title of the window shown after an unexpected error</extracomment>
        <translation>出错了</translation>
    </message>
    <message>
        <source>The game ran into an unexpected error.</source>
        <translation>游戏遇到了意外的错误。</translation>
    </message>
    <message>
        <source>The details are in the log file:
%1</source>
        <extracomment>%1 is the path of the log file</extracomment>
        <translation>详细信息在日志文件中：
%1</translation>
    </message>
    <message>
        <source>You can keep playing. If the table does not respond, close the game and start it again: it offers to continue the saved match.</source>
        <extracomment>the player may go on; if the table misbehaves, restarting resumes the saved match</extracomment>
        <translation>你可以继续玩。如果牌桌没有反应，请关闭游戏再重新打开：游戏会询问是否继续已保存的这一场。</translation>
    </message>
    <message>
        <source>Show details</source>
        <extracomment>button that shows the technical details of the error (then hides them: &quot;Hide details&quot;)</extracomment>
        <translation>显示细节</translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation>收起细节</translation>
    </message>
    <message>
        <source>Your match was saved first.</source>
        <translation>已先保存了这一场。</translation>
    </message>
    <message>
        <source>Your match could not be saved (%1).</source>
        <extracomment>%1 says why the match could not be saved (technical, in English)</extracomment>
        <translation>这一场未能保存（%1）。</translation>
    </message>
    <message>
        <source>No match was in play.</source>
        <translation>当时没有进行中的牌局。</translation>
    </message>
</context>
<context>
    <name>DockTitle</name>
    <message>
        <source>Open the hint panel</source>
        <extracomment>the button on the hint panel&apos;s title bar that opens the folded panel</extracomment>
        <translation>展开提示面板</translation>
    </message>
    <message>
        <source>Fold the hint panel away (it keeps its facts)</source>
        <extracomment>the button on the hint panel&apos;s title bar that folds it to a narrow strip</extracomment>
        <translation>把提示面板收起来（内容都还在）</translation>
    </message>
    <message>
        <source>Float the hint panel in a window of its own, or dock it</source>
        <extracomment>the button on the hint panel&apos;s title bar that makes it a window of its own</extracomment>
        <translation>让提示面板成为单独的窗口，或放回桌边</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>%1: %2 cards dealt</source>
        <extracomment>move log: a seat&apos;s dealt hand; %1 the seat, %2 how many cards (20 or 21). Chinese: 给%1发了%2张牌 (zh_TW 給%1發了%2張牌)</extracomment>
        <translation>给%1发了%2张牌</translation>
    </message>
    <message>
        <source>Bottom card shown: %1</source>
        <extracomment>move log: the 底牌 shown to all at the deal; %1 the card. Chinese: 亮底牌%1</extracomment>
        <translation>亮底牌%1</translation>
    </message>
    <message>
        <source>%1: Long %2</source>
        <extracomment>move log: a seat lays down a 垅 (four alike); %1 the seat, %2 the card. Chinese: %1垅%2 (zh_TW %1壠%2)</extracomment>
        <translation>%1垅%2</translation>
    </message>
    <message>
        <source>%1: turns up %2</source>
        <extracomment>move log: a seat turns the top card of the stock; %1 the seat, %2 the card. Chinese: %1翻出%2</extracomment>
        <translation>%1翻出%2</translation>
    </message>
    <message>
        <source>%1: plays %2</source>
        <extracomment>move log: a seat plays a card from its hand; %1 the seat, %2 the card. Chinese: %1打出%2</extracomment>
        <translation>%1打出%2</translation>
    </message>
    <message>
        <source>Nobody takes %1</source>
        <extracomment>move log: nobody claims the card on offer; it goes to its seat&apos;s played-out row. %1 the card. Chinese: 没人要%1 (zh_TW 沒人要%1)</extracomment>
        <translation>没人要%1</translation>
    </message>
    <message>
        <source>%1: %2 %3 (%4)</source>
        <extracomment>move log: a 吃; %1 the seat, %2 吃, %3 the card taken, %4 the 列 it makes. Chinese: %1%2%3（%4）</extracomment>
        <translation>%1%2%3（%4）</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>move log: a 碰 or 招; %1 the seat, %2 碰 or 招, %3 the card taken. Chinese: %1%2%3</extracomment>
        <translation>%1%2%3</translation>
    </message>
    <message>
        <source>%1: %2 on your %3</source>
        <extracomment>move log and a note at the player&apos;s seat: another seat takes the player&apos;s card. %1 that seat, %2 胡 碰 招 or 吃, %3 the card. Chinese: %1%2了我的%3</extracomment>
        <translation>%1%2了我的%3</translation>
    </message>
    <message>
        <source>%1: Bi %2</source>
        <extracomment>move log: the 比 列 laid with a 吃; %1 the seat, %2 the cards. Chinese: %1比%2</extracomment>
        <translation>%1比%2</translation>
    </message>
    <message>
        <source>%1: Ba Kuai, no discard</source>
        <extracomment>move log: 八块, the seat skips its discard; %1 the seat. Chinese: %1八块，不出牌 (zh_TW %1八塊，不出牌)</extracomment>
        <translation>%1八块，不出牌</translation>
    </message>
    <message>
        <source>%1: declares Bao</source>
        <extracomment>move log: a seat declares its hand ready (报牌); %1 the seat. Chinese: %1报牌 (zh_TW %1報牌)</extracomment>
        <translation>%1报牌</translation>
    </message>
    <message>
        <source>%1: Baopai, pays for all</source>
        <extracomment>move log: 包牌, a mandatory 招/碰 was passed and the seat pays for all; %1 the seat. Chinese: %1包牌</extracomment>
        <translation>%1包牌</translation>
    </message>
    <message>
        <source>%1: Hu</source>
        <extracomment>move log: a seat wins with its dealt hand (no card taken); %1 the seat. Chinese: %1胡牌</extracomment>
        <translation>%1胡牌</translation>
    </message>
    <message>
        <source>%1: Hu on %2</source>
        <extracomment>move log: a seat wins with a card; %1 the seat, %2 the card. Chinese: %1胡%2</extracomment>
        <translation>%1胡%2</translation>
    </message>
    <message>
        <source>Huang Pai: the stock is used up, nobody won</source>
        <extracomment>move log: the stock is used up and nobody won (黄牌). Chinese: 黄牌：牌摸完了，没人胡 (zh_TW 黃牌：牌摸完了，沒人胡)</extracomment>
        <translation>黄牌：牌摸完了，没人胡</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <source>Folder</source>
        <extracomment>Qt&apos;s own file chooser: the kind of a folder in its file list</extracomment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>Qt&apos;s own file chooser: the kind of a file in its file list</extracomment>
        <translation>文件</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>Qt&apos;s own file chooser: the folder list at its top (Qt&apos;s catalogue lacks it)</extracomment>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <extracomment>Qt&apos;s own file chooser: the list of file kinds at its foot (Qt&apos;s catalogue lacks it)</extracomment>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>menu title</extracomment>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>新的一场(&amp;N)</translation>
    </message>
    <message>
        <source>Next &amp;round</source>
        <translation>下一局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <extracomment>理牌: stand the hand up in columns again. Chinese: 理牌</extracomment>
        <translation>理牌(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <extracomment>menu title</extracomment>
        <translation>选项(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>玩法(&amp;R)</translation>
    </message>
    <message>
        <source>Computer &amp;players...</source>
        <extracomment>Options menu: opens a dialog that sets the strength of each computer player</extracomment>
        <translation>电脑玩家(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <extracomment>submenu: how fast cards move</extracomment>
        <translation>速度(&amp;S)</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <extracomment>Options menu, a check box: the sound of cards, claims and wins</extracomment>
        <translation>音效(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <extracomment>submenu of Options: how loud the sound cues are</extracomment>
        <translation>音效大小(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>submenu of Options: the interface language (its items are not translated)</extracomment>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <extracomment>Options menu: the window fills the screen (bigger cards)</extracomment>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>menu title</extracomment>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <extracomment>Help menu: opens the rules reference of the game</extracomment>
        <translation>游戏规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>Part of a Kan or Long: it cannot be played or split</source>
        <extracomment>a card of a 坎 (three alike) or 垅 (four alike) in the hand</extracomment>
        <translation>坎或垅的牌：不能打出，也不能拆开</translation>
    </message>
</context>
<context>
    <name>HintDock</name>
    <message>
        <source>Rule hints</source>
        <extracomment>title of the practice panel. Chinese: 规则提示</extracomment>
        <translation>规则提示</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>You are the Dijia this round: no hand to hint about.</source>
        <extracomment>the player sits out this round as 底家 and holds no cards</extracomment>
        <translation>这一局你是底家：没有手牌可以提示。</translation>
    </message>
    <message>
        <source>Why you cannot claim it:</source>
        <extracomment>heading over the reasons the card on offer cannot be claimed</extracomment>
        <translation>为什么不能要这张牌：</translation>
    </message>
    <message>
        <source>Hu so far: %1 on the table, %2 in Kan and Long in the hand</source>
        <extracomment>%1 the 胡 of the exposed sets, %2 of the 坎/垅 held in the hand</extracomment>
        <translation>已有胡数：桌上 %1，手中坎/垅 %2</translation>
    </message>
    <message numerus="yes">
        <source>Jiao Pai (ready) on %n face(s):</source>
        <extracomment>叫牌 jiàopái: the hand is ready; %n faces would win. Chinese: 叫牌</extracomment>
        <translation>
            <numerusform>叫牌：%n 种牌能胡：</numerusform>
        </translation>
    </message>
    <message>
        <source>Not ready (no Jiao Pai) yet.</source>
        <extracomment>the hand is not ready (no 叫牌) yet</extracomment>
        <translation>还没有叫牌。</translation>
    </message>
    <message>
        <source>Bonuses (Mingtang) as scored under the %1 rules.</source>
        <extracomment>%1 the rules preset whose 名堂/番 the table lists</extracomment>
        <translation>名堂按“%1”规则计算。</translation>
    </message>
    <message>
        <source>No discard leaves you ready (Jiao Pai) yet.</source>
        <extracomment>on a discard turn: no discard would leave the hand 叫牌 (ready)</extracomment>
        <translation>打出哪张牌都还不能叫牌。</translation>
    </message>
    <message>
        <source>Play %1 to be ready on:</source>
        <extracomment>on a discard turn: after playing %1 the hand is ready on these faces</extracomment>
        <translation>打出%1后叫牌，可胡：</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>column: the card that would win</extracomment>
        <translation>牌</translation>
    </message>
    <message>
        <source>Hu</source>
        <extracomment>column: total 胡 of the win</extracomment>
        <translation>胡数</translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>column: copies of the card still to come (not seen yet, or known to lie in the stock)</extracomment>
        <translation>剩余</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column: points the winner would receive</extracomment>
        <translation>得分</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <extracomment>column: 名堂/番 the win would carry. Chinese: 名堂</extracomment>
        <translation>名堂</translation>
    </message>
    <message>
        <source>Guo Zhang: cannot win on it</source>
        <extracomment>the face is 过张 for the player: it can never win on it. Chinese: 过张</extracomment>
        <translation>过张：不能胡</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <extracomment>button: show the move a computer player would make (H key)</extracomment>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Show the move a computer player would make; it is not played for you</source>
        <extracomment>tooltip of the Hint button</extracomment>
        <translation>显示电脑玩家会怎么打；不会替你出牌</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>button: take back the player&apos;s last decision (practice mode)</extracomment>
        <translation>悔牌</translation>
    </message>
    <message>
        <source>Take back your last decision (%1)</source>
        <extracomment>tooltip of Undo: %1 is its key (Ctrl+Z; Command-Z on a Mac)</extracomment>
        <translation>收回上一步决定（%1）</translation>
    </message>
</context>
<context>
    <name>HintPlurals</name>
    <message numerus="yes">
        <source>Keeps Jiao Pai (ready) on %n face(s).</source>
        <extracomment>叫牌 = ready; %n faces would win. Chinese e.g. 保持叫牌（%n 种牌）</extracomment>
        <translation>
            <numerusform>保持叫牌（%n 种牌能胡）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 makes your hand ready (Jiao Pai) on %n face(s).</source>
        <extracomment>%2 is the claim (吃/碰/招); after it the hand is ready on %n faces</extracomment>
        <translation>
            <numerusform>%2之后叫牌（%n 种牌能胡）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The round is over.</source>
        <translation>这一局已经结束。</translation>
    </message>
    <message>
        <source>You are the Dijia this round: you hold no cards.</source>
        <extracomment>the human sits out this round as 底家</extracomment>
        <translation>这一局你是底家，手中没有牌。</translation>
    </message>
    <message>
        <source>You have already answered.</source>
        <translation>你已经回答过了。</translation>
    </message>
    <message>
        <source>You have nothing to decide now.</source>
        <translation>现在没有需要你决定的事。</translation>
    </message>
    <message>
        <source>It is not your turn to play a card.</source>
        <translation>还没轮到你出牌。</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <extracomment>%1 is a card</extracomment>
        <translation>你手中没有%1。</translation>
    </message>
    <message>
        <source>%1 is part of a Kan or Long: those cards cannot be played or split.</source>
        <extracomment>%1 is a card of a 坎 (three alike, dealt) or 垅 (four alike). Chinese: 坎, 垅</extracomment>
        <translation>%1属于坎或垅：这些牌不能打出，也不能拆开。</translation>
    </message>
    <message>
        <source>Bao cannot be declared now.</source>
        <extracomment>报 = 报牌, declaring the hand ready. Chinese: 报牌 (zh_TW 報牌)</extracomment>
        <translation>现在不能报牌。</translation>
    </message>
    <message>
        <source>After playing %1 your hand would not be ready (Jiao Pai).</source>
        <extracomment>叫牌 = a ready hand. %1 is a card. Chinese: 叫牌</extracomment>
        <translation>打出%1后不能叫牌。</translation>
    </message>
    <message>
        <source>Your dealt hand does not win: no Tian Hu, and not Long or Kan enough for an instant win.</source>
        <extracomment>天胡, and the instant wins (三垅四坎; 五坎 under some rules). Chinese: 天胡</extracomment>
        <translation>起手牌不能胡：没有天胡，垅或坎也不够直接胡。</translation>
    </message>
    <message>
        <source>You must play a card: there is nothing to pass.</source>
        <translation>你必须出一张牌：这里不能过。</translation>
    </message>
    <message>
        <source>That is not one of your choices now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <source>%2 is mandatory: you must take %1 and cannot pass.</source>
        <extracomment>%1 is a card, %2 the claim (碰 or 招) the rules make mandatory. Chinese: 有碰必碰</extracomment>
        <translation>有%2必%2：你必须%2这张%1，不能过。</translation>
    </message>
    <message>
        <source>No one can claim their own discard.</source>
        <translation>不能要自己打出的牌。</translation>
    </message>
    <message>
        <source>That is not the card on offer.</source>
        <translation>这不是现在打出的那张牌。</translation>
    </message>
    <message>
        <source>%1 does not complete your hand.</source>
        <extracomment>%1 is a card</extracomment>
        <translation>%1不能让你胡牌。</translation>
    </message>
    <message>
        <source>With %1 your hand would have only %2 Hu: a win needs at least %3 (or exactly 0, Luan Hu).</source>
        <extracomment>%1 card, %2 the 胡 the hand would have, %3 the minimum (10). 乱胡 = a win with 0 胡</extracomment>
        <translation>加上%1只有%2胡：至少要%3胡才能胡（或刚好0胡，乱胡）。</translation>
    </message>
    <message>
        <source>%1 is Guo Zhang for you (you passed it or played it): this round you may not Chi, Peng or Hu it.</source>
        <extracomment>过张 guòzhāng: a face this player passed or played; %1 is a card. Chinese: 过张</extracomment>
        <translation>%1是你的过张（你放过或打出过）：本局不能再吃、碰、胡这张牌。</translation>
    </message>
    <message>
        <source>You hold a Kan of %1: it is claimed with Zhao, not Peng.</source>
        <translation>你手中有%1的坎：应该招，不是碰。</translation>
    </message>
    <message>
        <source>Peng needs a pair of %1 in your hand.</source>
        <translation>碰需要手中有一对%1。</translation>
    </message>
    <message>
        <source>These rules allow no Peng or Zhao of your own turned card.</source>
        <translation>这个玩法不能碰或招自己翻出的牌。</translation>
    </message>
    <message>
        <source>You declared Bao: your hand is locked, no Chi or Peng.</source>
        <extracomment>after 报牌 the hand is locked</extracomment>
        <translation>你已报牌：手牌锁定，不能吃也不能碰。</translation>
    </message>
    <message>
        <source>Claiming %1 would leave your hand with no card to play.</source>
        <translation>要了%1之后，手中就没有可以打出的牌了。</translation>
    </message>
    <message>
        <source>Zhao needs a Kan (three alike) of %1 in your hand.</source>
        <translation>招需要手中有%1的坎（三张相同）。</translation>
    </message>
    <message>
        <source>No run, 2-7-10 or Jiao can be made with %1 from your hand.</source>
        <extracomment>二七十 and 绞 are kinds of sets. Chinese: 顺, 二七十, 绞</extracomment>
        <translation>手中的牌和%1组不成顺子、二七十或绞。</translation>
    </message>
    <message>
        <source>Chi only from your Shangjia (the player before you) or from your own turned card.</source>
        <extracomment>上家 = the player before you in turn order. Chinese: 上家</extracomment>
        <translation>只能吃上家打出或翻出而不要的牌，或自己翻出的牌。</translation>
    </message>
    <message>
        <source>The other %1 in your hand could not go down in a Bi set, so this Chi is not allowed.</source>
        <extracomment>比 = the forced companion set after 吃. Chinese: 比</extracomment>
        <translation>手中另外的%1比不下去，所以不能这样吃。</translation>
    </message>
    <message>
        <source>You hold two or more of %1: you must %2 it, not Chi.</source>
        <extracomment>%1 card, %2 the claim (碰 or 招) the pair or 坎 requires instead of 吃</extracomment>
        <translation>你手中有两张以上的%1：必须%2，不能吃。</translation>
    </message>
    <message>
        <source>Every set with %1 would take a card out of a Kan or Long, which cannot be split.</source>
        <extracomment>%1 is the card on offer; every 吃 would need cards of a 坎/垅 (locked)</extracomment>
        <translation>用%1组成的每一列都要拆开坎或垅，而坎和垅不能拆。</translation>
    </message>
    <message>
        <source>Your hand is not ready (Jiao Pai): Bao needs a ready hand.</source>
        <translation>你还没有叫牌：叫牌才能报牌。</translation>
    </message>
    <message>
        <source>Hu: %1 completes your hand.</source>
        <extracomment>%1 is a card</extracomment>
        <translation>胡：%1让你胡牌。</translation>
    </message>
    <message>
        <source>%2 is forced: the rules do not let you pass.</source>
        <extracomment>%2 is 碰 or 招; the rules make it mandatory. Chinese e.g. 必须碰</extracomment>
        <translation>必须%2：规则不允许过。</translation>
    </message>
    <message>
        <source>%2 brings your hand closer to ready.</source>
        <extracomment>%2 is the claim (吃/碰/招)</extracomment>
        <translation>%2之后离叫牌更近。</translation>
    </message>
    <message>
        <source>Claiming %1 would not improve your hand.</source>
        <translation>要%1对你的牌没有帮助。</translation>
    </message>
    <message>
        <source>It fits no set or pair in your hand.</source>
        <translation>它在手中组不成列，也成不了对。</translation>
    </message>
    <message>
        <source>It keeps your most useful cards.</source>
        <translation>这样留下最有用的牌。</translation>
    </message>
    <message>
        <source>Safe: %1 is Guo Zhang for your Xiajia, who cannot Chi, Peng or Hu it.</source>
        <extracomment>下家 = the next player; 过张 = a face that player may not claim. Chinese: 下家, 过张</extracomment>
        <translation>安全：%1是下家的过张，下家不能吃、碰、胡。</translation>
    </message>
    <message>
        <source>Safe: every other %1 is in sight, so nobody can Peng it.</source>
        <translation>安全：其他的%1都已经见过，没人能碰。</translation>
    </message>
    <message>
        <source>Declare Bao: a win scores double under these rules.</source>
        <extracomment>报 doubles a winner&apos;s score under these rules</extracomment>
        <translation>报牌：这个玩法报牌后胡牌得分加倍。</translation>
    </message>
    <message>
        <source>No Bao: it would lock your hand and adds nothing under these rules.</source>
        <translation>不报牌：报牌会锁定手牌，这个玩法也不加分。</translation>
    </message>
    <message>
        <source>Bi %1</source>
        <extracomment>a 比 set laid with a 吃; %1 its cards, quoted. Chinese: 比%1 (no space before 「)</extracomment>
        <translation>比%1</translation>
    </message>
    <message>
        <source>The %1 player would: %2. %3</source>
        <extracomment>%1 the computer level (Normal/Hard), %2 the move, %3 the reason (a sentence)</extracomment>
        <translation>%1电脑玩家会：%2。%3</translation>
    </message>
    <message>
        <source>If you pass, %1 becomes Guo Zhang for you: for the rest of this round you may no longer Chi, Peng or Hu any %1, not even one you turn yourself. Playing a card from your hand makes it Guo Zhang too.</source>
        <extracomment>shown before the player passes on a card they could claim; %1 is the card. 过张 guòzhāng. Chinese: 过张 (zh_TW 過張)</extracomment>
        <translation>如果过，%1就成为你的过张：本局剩下的时间里不能再吃、碰、胡任何一张%1，连自己翻出的也不行。从手中打出的牌也会成为过张。</translation>
    </message>
    <message>
        <source>Select a card in your hand first.</source>
        <extracomment>tooltip of the disabled Discard button: no card is selected</extracomment>
        <translation>请先在手牌中选一张牌。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Luzhou Da Er</source>
        <extracomment>window title: the game&apos;s name. Chinese: 泸州大贰 (zh_TW 瀘州大貳)</extracomment>
        <translation>泸州大贰</translation>
    </message>
    <message>
        <source>Start a new match? This match&apos;s scores start again from zero.</source>
        <extracomment>asked before the Game menu&apos;s New match ends the match in play</extracomment>
        <translation>开始新的一场吗？这一场的积分会从零重新算起。</translation>
    </message>
    <message>
        <source>Round %1
Rules: %2
Dealer: %3</source>
        <extracomment>the box at the top left: %1 round number, %2 rules preset, %3 dealer&apos;s name</extracomment>
        <translation>第 %1 局
玩法：%2
庄家：%3</translation>
    </message>
    <message>
        <source>Changing the rules starts a new match. Start it now?</source>
        <extracomment>asked before the rules change: a new match must start</extracomment>
        <translation>更换玩法要开始新的一场。现在开始吗？</translation>
    </message>
    <message>
        <source>Your turn: play a card (double-click it, or select it and press Enter).</source>
        <extracomment>the human must play a card from the hand</extracomment>
        <translation>轮到你出牌：双击一张牌，或选中后按回车键。</translation>
    </message>
    <message>
        <source>Opening: Hu, declare Bao, or Pass.</source>
        <extracomment>the opening: 胡 with the dealt hand, declare 报 (ready), or pass</extracomment>
        <translation>开局：胡、报牌，或者过。</translation>
    </message>
    <message>
        <source>Declare Bao (ready) or Pass.</source>
        <translation>报牌（叫牌）还是过？</translation>
    </message>
    <message>
        <source>You must claim this card: choose a button.</source>
        <extracomment>a card is on offer that the human must claim (有碰必碰: 过 is not allowed)</extracomment>
        <translation>这张牌必须要，不能过，请点按钮选择怎么要。</translation>
    </message>
    <message>
        <source>Claim this card? Choose a button, or press Space to pass.</source>
        <extracomment>a card is on offer and the human may claim it</extracomment>
        <translation>要这张牌吗？点按钮选择，或按空格键过。</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>the line under the cards while a computer player decides; %1 is its name</extracomment>
        <translation>等%1选择…</translation>
    </message>
    <message>
        <source>Waiting for %1 and %2…</source>
        <extracomment>the line under the cards while two computer players may claim the card on offer; %1 and %2 are their names</extracomment>
        <translation>等%1和%2选择…</translation>
    </message>
    <message>
        <source>Waiting for %1, %2 and %3…</source>
        <extracomment>the line under the cards while three players may claim the card on offer; %1, %2 and %3 are their names</extracomment>
        <translation>等%1、%2和%3选择…</translation>
    </message>
    <message>
        <source>No button is picked: press 1, then Enter, or click it.</source>
        <extracomment>Enter was pressed with no button picked and a single button to pick</extracomment>
        <translation>还没有选按钮：先按 1 再按回车键，或直接点按钮。</translation>
    </message>
    <message>
        <source>No button is picked: press 1–%1, then Enter, or click one.</source>
        <extracomment>Enter was pressed with no button picked; %1 is the number of buttons (2 to 5)</extracomment>
        <translation>还没有选按钮：先按 1–%1 选一个再按回车键，或直接点按钮。</translation>
    </message>
    <message>
        <source>No card is selected: click one (or press 1–9 for a column), then Enter.</source>
        <extracomment>Enter was pressed on a discard turn while no card of the hand is selected</extracomment>
        <translation>还没有选牌：先点一张牌（或按 1–9 选一列），再按回车键。</translation>
    </message>
    <message>
        <source>There is no button %1 here: press 1.</source>
        <extracomment>%1 the number key pressed; a single button is on offer</extracomment>
        <translation>这里没有第 %1 个按钮：请按 1。</translation>
    </message>
    <message>
        <source>There is no button %1 here: press 1–%2.</source>
        <extracomment>%1 the number key pressed; %2 the buttons there are (keys 1 to %2 pick them)</extracomment>
        <translation>这里没有第 %1 个按钮：请按 1–%2。</translation>
    </message>
    <message>
        <source>Your hand has no column %1: press 1–%2.</source>
        <extracomment>%1 the number key pressed; %2 how many columns the hand has (keys 1 to %2)</extracomment>
        <translation>你的手牌没有第 %1 列：请按 1–%2。</translation>
    </message>
</context>
<context>
    <name>MoveLogDock</name>
    <message>
        <source>Moves</source>
        <extracomment>title of the move log beside the table (what happened this round). Chinese: 出牌记录 (zh_TW 出牌記錄)</extracomment>
        <translation>出牌记录</translation>
    </message>
    <message>
        <source>Fold or unfold the list of this round&apos;s moves</source>
        <extracomment>tooltip of the move log&apos;s title bar</extracomment>
        <translation>收起或打开本局的出牌记录</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>S&amp;tatistics...</source>
        <extracomment>Game menu: opens the statistics window</extracomment>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>Re&amp;plays...</source>
        <extracomment>Game menu: opens the list of kept rounds</extracomment>
        <translation>回放(&amp;P)…</translation>
    </message>
    <message>
        <source>%1

Close anyway? What was played since the match was last saved will be lost.</source>
        <extracomment>asked at closing when the match cannot be saved; %1 says why (a whole sentence: &quot;The saved match … could not be saved: the disk is full.&quot;)</extracomment>
        <translation>%1

仍然关闭吗？上次保存牌局之后打的牌就会没有了。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <extracomment>in the status bar while files cannot be written: %1 lists them (saved match, …)</extracomment>
        <translation>未能保存：%1</translation>
    </message>
    <message>
        <source>Your saved files</source>
        <extracomment>title of the window that lists what happened to damaged files at start-up</extracomment>
        <translation>你保存的文件</translation>
    </message>
    <message>
        <source>…and %1 more (Show All).</source>
        <extracomment>ends the first few messages about damaged files; %1 more are shown by the button &quot;Show All&quot; (the same words as that button&apos;s)</extracomment>
        <translation>……另有 %1 条（显示全部）。</translation>
    </message>
    <message>
        <source>Hide All</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Show All</source>
        <extracomment>button that shows every message about damaged files (and, once they show, hides them again: &quot;Hide All&quot;)</extracomment>
        <translation>显示全部</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Computer players</source>
        <extracomment>title of the dialog that sets how strong each computer player plays</extracomment>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>How strongly each computer player plays. A hard player thinks a little longer before each move.</source>
        <extracomment>the dialog&apos;s first line, above a row per computer player</extracomment>
        <translation>每个电脑玩家的水平。困难的玩家每一步会多想一会儿。</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>Rounds</source>
        <extracomment>under the x axis of the points chart: it counts rounds. Chinese: 局数</extracomment>
        <translation>局数</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>No hint this time: the computer player could not decide.</source>
        <extracomment>the Hint&apos;s computer player raised an error or took far too long</extracomment>
        <translation>这次没有提示：电脑玩家没有算出结果。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a claim (%1) and why it may not be made (%2); Chinese uses the full-width colon</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <extracomment>shown while the computer player works out the hint</extracomment>
        <translation>思考中…</translation>
    </message>
</context>
<context>
    <name>PracticeMenu</name>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Game menu: show the move a computer player would make. Chinese: 提示</extracomment>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Undo last decision</source>
        <extracomment>Game menu: take back the last decision (practice mode only). Chinese: 悔牌</extracomment>
        <translation>悔牌(&amp;U)</translation>
    </message>
    <message>
        <source>Rule &amp;hints (practice)</source>
        <extracomment>Options menu: practice mode with rule hints. Chinese: 规则提示（练习）</extracomment>
        <translation>规则提示（练习）(&amp;H)</translation>
    </message>
    <message>
        <source>Hints fr&amp;om</source>
        <extracomment>Options submenu: which computer player&apos;s judgement the Hint shows</extracomment>
        <translation>提示参考(&amp;O)</translation>
    </message>
</context>
<context>
    <name>PracticeStats</name>
    <message>
        <source>Practice rounds — a deal played again at a practice table, or played by the Hard player in your seat — are counted here, apart: never in the match or in your statistics.</source>
        <extracomment>over the practice table in the Statistics window. Chinese: 练习 (zh_TW 練習)</extracomment>
        <translation>练习局——在练习桌上再打一次的牌，或由困难电脑玩家坐你的位置打的牌——单独记在这里：从不计入这一场的积分，也不计入你的统计。</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>column: the rules preset</extracomment>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Played again</source>
        <extracomment>column: rounds played again at a practice table (Play this deal again)</extracomment>
        <translation>再打的局数</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column: the player&apos;s points in the rounds played again</extracomment>
        <translation>得分</translation>
    </message>
    <message>
        <source>Against the first time</source>
        <extracomment>column: points a round better (+) or worse (−) than the deal&apos;s first time</extracomment>
        <translation>比第一次</translation>
    </message>
    <message>
        <source>Hard player in your seat</source>
        <extracomment>column: deals played by the Hard player in the player&apos;s seat</extracomment>
        <translation>困难电脑玩家坐你的位置</translation>
    </message>
    <message>
        <source>Its points</source>
        <extracomment>column: the Hard player&apos;s points in the player&apos;s seat</extracomment>
        <translation>它的得分</translation>
    </message>
    <message>
        <source>Against yours</source>
        <extracomment>column: points a round the Hard player did better (+) or worse (−) than the player with the same deal</extracomment>
        <translation>比你</translation>
    </message>
    <message>
        <source>%1 a round</source>
        <extracomment>a difference in points a round: %1 e.g. +2.5</extracomment>
        <translation>每局 %1</translation>
    </message>
</context>
<context>
    <name>PracticeTable</name>
    <message>
        <source>This time: %1 points. The first time: %2 points.</source>
        <extracomment>after the same deal was played again: %1 the points this time, %2 the first time</extracomment>
        <translation>这一次：%1 分。第一次：%2 分。</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay: %1, %2</source>
        <extracomment>title of the replay viewer: %1 the date of the round, %2 its rules</extracomment>
        <translation>回放：%1，%2</translation>
    </message>
    <message>
        <source>To the deal</source>
        <translation>回到发牌</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>caption of the replay&apos;s move log: every event up to the step shown. Chinese: 出牌记录 (zh_TW 出牌記錄)</extracomment>
        <translation>出牌记录</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>the position in the replay: %1 this step, %2 the number of steps</extracomment>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>button: stop walking through the replay</extracomment>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>button: walk through the replay, one step at a time</extracomment>
        <translation>播放</translation>
    </message>
    <message>
        <source>The deal</source>
        <extracomment>the first step of a replay: the cards were just dealt</extracomment>
        <translation>发牌</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a step of a replay: %1 the seat&apos;s name, %2 what it did (e.g. &quot;Peng 十&quot;)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>a step of a replay and how the round ended with it: %1 the step (&quot;Zhang: Pass&quot;), %2 the end (&quot;Li wins with 12 Hu&quot;). Chinese: %1——%2 (no spaces)</extracomment>
        <translation>%1——%2</translation>
    </message>
    <message>
        <source>You win with %1</source>
        <extracomment>the player won the replayed round: %1 the winning hand (胡 and 名堂). Chinese: 我胡牌：%1</extracomment>
        <translation>我胡牌：%1</translation>
    </message>
    <message>
        <source>%1 wins with %2</source>
        <extracomment>%1 the winner&apos;s name, %2 the winning hand (胡 and 名堂)</extracomment>
        <translation>%1胡牌：%2</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <extracomment>%1 the number of cards left in the stock</extracomment>
        <translation>墩：%1</translation>
    </message>
    <message>
        <source>On offer: %1, turned by %2</source>
        <extracomment>%1 the card on offer, %2 the seat that turned it from the stock. Chinese: 当前的牌：%2翻出的%1</extracomment>
        <translation>当前的牌：%2翻出的%1</translation>
    </message>
    <message>
        <source>On offer: %1, played by %2</source>
        <extracomment>%1 the card on offer, %2 the seat that played (discarded) it. Chinese: 当前的牌：%2打出的%1</extracomment>
        <translation>当前的牌：%2打出的%1</translation>
    </message>
    <message>
        <source>Bottom cards: %1</source>
        <extracomment>底牌: the stock cards shown to everyone. Chinese: 底牌</extracomment>
        <translation>底牌：%1</translation>
    </message>
</context>
<context>
    <name>ReplaysDialog</name>
    <message>
        <source>Replays</source>
        <extracomment>title of the list of kept rounds</extracomment>
        <translation>回放</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>column: when the round was played</extracomment>
        <translation>日期</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>column: who won the round (or 黄牌)</extracomment>
        <translation>赢家</translation>
    </message>
    <message>
        <source>Your points</source>
        <extracomment>column: the player&apos;s points in that round</extracomment>
        <translation>你的得分</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column: the winning hand&apos;s 胡 and 名堂</extracomment>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>watch the selected round step by step</extracomment>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <extracomment>write the selected round to a file</extracomment>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <extracomment>read a round from a file into the list</extracomment>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <extracomment>review the player&apos;s decisions in the selected round. Chinese: 复盘 (zh_TW 復盤)</extracomment>
        <translation>复盘(&amp;R)</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <extracomment>deal the selected round&apos;s cards again at a practice table</extracomment>
        <translation>再打一次(&amp;A)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The replays folder cannot be read.</source>
        <extracomment>shown in place of the list when the replays folder cannot be read</extracomment>
        <translation>回放文件夹无法读取。</translation>
    </message>
    <message>
        <source>No rounds kept yet.</source>
        <extracomment>shown in place of the list when no finished round is kept</extracomment>
        <translation>还没有保存任何一局。</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <extracomment>marks a round read from a file: %1 is its date</extracomment>
        <translation>%1（导入）</translation>
    </message>
    <message>
        <source>Export the round</source>
        <extracomment>title of the file chooser that saves a replay</extracomment>
        <translation>导出这一局</translation>
    </message>
    <message>
        <source>Replays (*.json)</source>
        <translation>回放文件 (*.json)</translation>
    </message>
    <message>
        <source>Import a round</source>
        <extracomment>title of the file chooser that reads a replay</extracomment>
        <translation>导入一局</translation>
    </message>
    <message>
        <source>Delete the round of %1 from the list?</source>
        <extracomment>%1 is the date of the round to delete</extracomment>
        <translation>从列表中删除 %1 的那一局吗？</translation>
    </message>
</context>
<context>
    <name>ResponseBar</name>
    <message>
        <source>Discard + Bao</source>
        <extracomment>play the selected card and declare 报牌 (ready) at once. Chinese: 出牌报牌</extracomment>
        <translation>出牌报牌</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Continue the match?</source>
        <extracomment>title of the start-up question about the saved match</extracomment>
        <translation>继续这一场吗？</translation>
    </message>
    <message>
        <source>A match was saved when the game last closed.</source>
        <translation>上次关闭游戏时保存了一场牌局。</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <extracomment>continue the saved match where it was left</extracomment>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <extracomment>throw the saved match away and deal a new one</extracomment>
        <translation>新的一场(&amp;N)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Agrees</source>
        <extracomment>a reviewed decision as good as the search&apos;s best. Chinese: 正确</extracomment>
        <translation>正确</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <extracomment>a reviewed decision that lost a little (under 1 point). Chinese: 欠佳</extracomment>
        <translation>欠佳</translation>
    </message>
    <message>
        <source>Mistake</source>
        <extracomment>a reviewed decision that lost 1 to 2.5 points. Chinese: 失误</extracomment>
        <translation>失误</translation>
    </message>
    <message>
        <source>Blunder</source>
        <extracomment>a reviewed decision that lost 2.5 points or more. Chinese: 大错</extracomment>
        <translation>大错</translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <extracomment>a line of the review&apos;s list: %1 the decision&apos;s number, %2 the move made, %3 its mark (Agrees, Mistake ...)</extracomment>
        <translation>%1. %2——%3</translation>
    </message>
    <message>
        <source>(−%1)</source>
        <extracomment>after a marked decision: %1 the points it lost. Chinese: （−%1分）</extracomment>
        <translation>（−%1分）</translation>
    </message>
    <message>
        <source>0 of %1 decisions valued…</source>
        <extracomment>the review&apos;s summary until its first decision is valued (no agreement yet): %1 decisions in all. Chinese: 已评 0/%1 步……</extracomment>
        <translation>已评 0/%1 步……</translation>
    </message>
    <message>
        <source>%1 of %2 decisions: agrees with the Hard player on %3%, loses %4 points a decision.</source>
        <extracomment>the review&apos;s summary: %1 decisions valued, %2 in all, %3 agreement (a percent), %4 expected loss per decision in points</extracomment>
        <translation>已评 %1/%2 步：与困难电脑玩家一致 %3%，每步平均损失 %4 分。</translation>
    </message>
    <message>
        <source>%1 (−%2)</source>
        <extracomment>a costly decision: %1 the move, %2 the points it lost</extracomment>
        <translation>%1（−%2）</translation>
    </message>
    <message>
        <source>Costliest: %1</source>
        <extracomment>%1 the costliest decisions of the round, each with the points it lost</extracomment>
        <translation>损失最大：%1</translation>
    </message>
    <message>
        <source>The Hard player would choose the same.</source>
        <extracomment>the reviewed decision is the search&apos;s best</extracomment>
        <translation>困难电脑玩家也会这样选。</translation>
    </message>
    <message>
        <source>As good as the best, within what the search can tell.</source>
        <extracomment>the reviewed decision differs from the search&apos;s best by less than it can tell</extracomment>
        <translation>与最佳选择相差无几，在计算误差之内。</translation>
    </message>
    <message>
        <source>Best: %2 (%3 points more). %1</source>
        <extracomment>%1 the reason (a sentence), %2 the best move, %3 the points the choice lost</extracomment>
        <translation>最佳：%2（多 %3 分）。%1</translation>
    </message>
    <message>
        <source>Declaring Bao was worth more: a Bao win pays double.</source>
        <extracomment>reason: declaring 报 would have been better. Chinese: 报牌</extracomment>
        <translation>报牌更好：报牌胡牌分数翻倍。</translation>
    </message>
    <message>
        <source>Not declaring Bao was worth more: a Bao hand is locked and can no longer change.</source>
        <extracomment>reason: declaring 报 was worse</extracomment>
        <translation>不报牌更好：报牌后手牌锁定，不能再变。</translation>
    </message>
    <message>
        <source>Taking the Hu was worth more than waiting for a bigger one.</source>
        <extracomment>reason: a 胡 was passed</extracomment>
        <translation>胡牌比等更大的胡更好。</translation>
    </message>
    <message>
        <source>Both keep the hand ready, but after discarding %1 a win pays more (%2 against %3 points).</source>
        <extracomment>reason: both discards leave the hand ready; %1 the better discard, %2 and %3 what a win would pay after it and after the one chosen</extracomment>
        <translation>两者都保持叫牌，但打出%1后胡牌分数更高（%2 分对 %3 分）。</translation>
    </message>
    <message>
        <source>Passing this Hu for a bigger win was worth more.</source>
        <extracomment>reason: taking the 胡 was worse than passing for a bigger one</extracomment>
        <translation>过掉这次胡、等更大的胡更好。</translation>
    </message>
    <message>
        <source>Discarding %1 leaves the hand waiting on %2 live copies, against %3.</source>
        <extracomment>reason: %1 the better discard; after it the hand waits on %2 live copies, after the one chosen on %3</extracomment>
        <translation>打出%1后叫牌还剩 %2 张可胡的牌，而你的选择只剩 %3 张。</translation>
    </message>
    <message>
        <source>%1 could give %2 a claim or a win; %3 was safer.</source>
        <extracomment>reason: %1 the card played, %2 the seat it might help, %3 the safer card</extracomment>
        <translation>%1可能让%2吃、碰或胡；%3更安全。</translation>
    </message>
    <message>
        <source>%1 keeps the more useful cards together.</source>
        <extracomment>reason: otherwise; %1 the better move</extracomment>
        <translation>%1留下的牌更有用。</translation>
    </message>
    <message>
        <source>Claiming (%1) %2 was worth more than passing.</source>
        <extracomment>reason: claiming was better than 过; %1 the claim (吃/碰/招), %2 the card</extracomment>
        <translation>%1%2比过更好。</translation>
    </message>
    <message>
        <source>The pass made it Guo Zhang: you may no longer claim it.</source>
        <extracomment>added when the pass made the card 过张. Chinese: 过张 (zh_TW 過張)</extracomment>
        <translation>过了以后它成了过张：不能再吃碰这张牌。</translation>
    </message>
    <message>
        <source>Passing was worth more than %1 %2: the claim broke up the hand.</source>
        <extracomment>reason: passing was better than the claim made; %1 the claim, %2 the card</extracomment>
        <translation>过比%1%2更好：这样吃碰拆散了手牌。</translation>
    </message>
    <message>
        <source>Another way to claim %1 keeps a better hand.</source>
        <extracomment>reason: another way to claim the card was better; %1 the card</extracomment>
        <translation>换一种方式吃%1，手牌更好。</translation>
    </message>
    <message>
        <source>You were the Dijia in this round: you held no cards, so there is nothing to review.</source>
        <extracomment>the player was the 底家 of the round, who holds no cards. Chinese: 底家</extracomment>
        <translation>这一局你是底家：手里没有牌，没有可以复盘的。</translation>
    </message>
    <message>
        <source>This round is not finished: it cannot be reviewed yet.</source>
        <extracomment>only a finished round can be reviewed</extracomment>
        <translation>这一局还没有打完，还不能复盘。</translation>
    </message>
    <message>
        <source>This round cannot be reviewed: %1</source>
        <extracomment>the round cannot be reviewed: %1 the reason (in English, from the record&apos;s check)</extracomment>
        <translation>这一局无法复盘：%1</translation>
    </message>
</context>
<context>
    <name>ReviewHistory</name>
    <message>
        <source>%1 rounds reviewed under %2: agrees on %3% on average, loses %4 points a decision.</source>
        <extracomment>over the review charts: %1 reviewed rounds, %2 the rules, %3 the mean agreement (a percent), %4 points lost a decision over them all</extracomment>
        <translation>%2规则下已复盘 %1 局：平均一致 %3%，每步损失 %4 分。</translation>
    </message>
    <message>
        <source>Agreement with the Hard player (%)</source>
        <extracomment>caption of a chart: each reviewed round&apos;s agreement with the Hard player</extracomment>
        <translation>与困难电脑玩家一致（%）</translation>
    </message>
    <message>
        <source>Points lost a decision</source>
        <extracomment>caption of a chart: each reviewed round&apos;s points lost a decision</extracomment>
        <translation>每步损失的分数</translation>
    </message>
    <message>
        <source>No round of these rules reviewed yet.</source>
        <extracomment>in place of the review charts while no round of these rules is reviewed</extracomment>
        <translation>这套规则下还没有复盘过的局。</translation>
    </message>
</context>
<context>
    <name>ReviewStats</name>
    <message>
        <source>Rules</source>
        <extracomment>column: the rules preset</extracomment>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Rounds reviewed</source>
        <extracomment>column: rounds whose decisions were reviewed (复盘)</extracomment>
        <translation>复盘局数</translation>
    </message>
    <message>
        <source>Agreement</source>
        <extracomment>column: share of the player&apos;s decisions that agree with the Hard player</extracomment>
        <translation>一致</translation>
    </message>
    <message>
        <source>Points lost a decision</source>
        <extracomment>column: the points the player&apos;s decisions lost on average</extracomment>
        <translation>每步损失的分数</translation>
    </message>
    <message>
        <source>Reviewed rounds of:</source>
        <extracomment>label of the box that picks the rules whose reviewed rounds the charts show</extracomment>
        <translation>复盘的玩法：</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <extracomment>title of the review window. Chinese: 复盘 (zh_TW 復盤)</extracomment>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Differences only</source>
        <extracomment>show only the decisions that differ from the Hard player&apos;s best</extracomment>
        <translation>只看不同</translation>
    </message>
    <message>
        <source>Options: expected points, with 95% intervals</source>
        <extracomment>caption over the options&apos; bars: expected points of the round after each</extracomment>
        <translation>各选择的预期得分（带 95% 区间）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Decisions</source>
        <extracomment>tab of the review window: the round&apos;s decisions</extracomment>
        <translation>每一步</translation>
    </message>
    <message>
        <source>Over time</source>
        <extracomment>tab of the review window: the measures of every reviewed round, as charts</extracomment>
        <translation>走势</translation>
    </message>
    <message>
        <source>Let the Hard player sit in my seat</source>
        <extracomment>plays the same deal again in the background with the Hard computer player in the player&apos;s seat</extracomment>
        <translation>让困难电脑玩家坐我的位置</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <extracomment>deals the same cards again at a practice table: same seats, dealer and computer players; nothing of it is counted</extracomment>
        <translation>这副牌再打一次</translation>
    </message>
    <message>
        <source>Watch its round</source>
        <extracomment>opens the Hard player&apos;s round (in the player&apos;s seat) in the replay viewer</extracomment>
        <translation>看它这一局</translation>
    </message>
    <message>
        <source>The Hard player is playing the deal...</source>
        <extracomment>while the Hard player plays the deal in the player&apos;s seat</extracomment>
        <translation>困难电脑玩家正在打这一副牌……</translation>
    </message>
    <message>
        <source>You: %1 points. The Hard player in your seat: %2 points.</source>
        <extracomment>the two results side by side: %1 the player&apos;s points in the round, %2 the Hard player&apos;s in the same seat with the same deal</extracomment>
        <translation>你：%1 分。困难电脑玩家坐你的位置：%2 分。</translation>
    </message>
    <message>
        <source>You had no decision to make in this round.</source>
        <extracomment>a round in which the player had no decision with a choice</extracomment>
        <translation>这一局你没有需要选择的时候。</translation>
    </message>
    <message>
        <source>Reviewing...</source>
        <extracomment>while the round&apos;s decisions are being read</extracomment>
        <translation>正在复盘……</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the mark of the selected decision, %2 why (a sentence)</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>RoundOverDialog</name>
    <message>
        <source>Next round</source>
        <extracomment>closes the round-over dialog and deals the next round</extracomment>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>opens the review (复盘) of the round just played. Chinese: 复盘 (zh_TW 復盤)</extracomment>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <extracomment>deals the round&apos;s cards again at a practice table (nothing of it is counted)</extracomment>
        <translation>这副牌再打一次</translation>
    </message>
    <message>
        <source>Round over</source>
        <extracomment>title of the dialog shown at the end of a round</extracomment>
        <translation>本局结束</translation>
    </message>
    <message>
        <source>Huang Pai: the stock ran out, nobody wins</source>
        <extracomment>黄牌: the stock ran out and nobody won. Chinese: 黄牌 (zh_TW 黃牌)</extracomment>
        <translation>黄牌：墩已翻完，没有人胡</translation>
    </message>
    <message>
        <source>You win (Hu)!</source>
        <extracomment>the human won the round (胡)</extracomment>
        <translation>你胡了！</translation>
    </message>
    <message>
        <source>%1 wins (Hu)</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>%1胡了</translation>
    </message>
    <message>
        <source>Instant win with the dealt hand</source>
        <extracomment>三垅/四坎: won at once with the dealt cards</extracomment>
        <translation>起手直接胡（三垅四坎）</translation>
    </message>
    <message>
        <source>With the dealt hand</source>
        <extracomment>天胡: the dealer won with the 21 dealt cards</extracomment>
        <translation>天胡：起手就胡</translation>
    </message>
    <message>
        <source>On %1, turned by the winner</source>
        <extracomment>%1 is a card (自摸)</extracomment>
        <translation>自摸%1</translation>
    </message>
    <message>
        <source>On %1, turned by %2</source>
        <extracomment>another seat turned the winning card from the stock: %1 is a card, %2 that seat&apos;s name. Chinese: 胡%2翻出的%1</extracomment>
        <translation>胡%2翻出的%1</translation>
    </message>
    <message>
        <source>On %1 from %2</source>
        <extracomment>%1 is a card, %2 the name of the seat that played (discarded) it</extracomment>
        <translation>胡%2的%1</translation>
    </message>
    <message>
        <source>How the points add up</source>
        <extracomment>heading over the lines that show how the points add up. Chinese: 算分</extracomment>
        <translation>算分</translation>
    </message>
    <message>
        <source>%1 Hu</source>
        <extracomment>the 胡 of one 列 of the winning hand: %1 is a number</extracomment>
        <translation>%1胡</translation>
    </message>
    <message>
        <source>Loose</source>
        <extracomment>cards in no 列 (after an instant win)</extracomment>
        <translation>散牌</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <extracomment>the row of the round-over dialog with the winner&apos;s hand. Chinese: 胡牌</extracomment>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Hand shown</source>
        <extracomment>a row with a seat&apos;s concealed hand laid open at the round&apos;s end (摊牌). Chinese: 摊牌 (zh_TW 攤牌)</extracomment>
        <translation>摊牌</translation>
    </message>
    <message>
        <source>Bao Pai</source>
        <extracomment>the seat that passed a mandatory 招/碰 and pays for the others. Chinese: 包牌</extracomment>
        <translation>包牌</translation>
    </message>
    <message>
        <source>Seat</source>
        <extracomment>column header of the payments table: the seat&apos;s name and role</extracomment>
        <translation>座位</translation>
    </message>
    <message>
        <source>This round</source>
        <extracomment>column header of the payments table: points won or paid in this round</extracomment>
        <translation>本局</translation>
    </message>
    <message>
        <source>Match</source>
        <extracomment>column header of the payments table: the running total of the match</extracomment>
        <translation>本场</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a seat&apos;s name (%1) and its role this round (%2), e.g. &quot;Li (Dealer)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Luzhou Da Er</source>
        <extracomment>title of the window with the rules reference</extracomment>
        <translation>泸州大贰规则</translation>
    </message>
</context>
<context>
    <name>ScoreText</name>
    <message>
        <source>%1 Hu</source>
        <extracomment>a number of 胡: %1 is the number. Chinese: %1胡</extracomment>
        <translation>%1胡</translation>
    </message>
    <message>
        <source>%1 Fan</source>
        <extracomment>a number of 番 (the multiplier of 名堂 scoring): %1 is the number. Chinese: %1番</extracomment>
        <translation>%1番</translation>
    </message>
    <message>
        <source>Each loser pays</source>
        <extracomment>label of the line that says what each losing seat pays. Chinese: 输家各付 (zh_TW 輸家各付)</extracomment>
        <translation>输家各付</translation>
    </message>
    <message>
        <source>The Dijia gets (from the winner)</source>
        <extracomment>label: what the 底家 receives; the winner hands it over. Chinese: 底家得（从赢家扣） (zh_TW 底家得（從贏家扣）)</extracomment>
        <translation>底家得（从赢家扣）</translation>
    </message>
    <message>
        <source>The winner gets</source>
        <extracomment>label: what the winner receives in all. Chinese: 赢家得 (zh_TW 贏家得)</extracomment>
        <translation>赢家得</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <extracomment>label: all the multipliers (番) of a win multiplied together. Chinese: 倍数 (zh_TW 倍數)</extracomment>
        <translation>倍数</translation>
    </message>
    <message>
        <source>Bao Pai</source>
        <extracomment>包牌 bāopái: a seat that passed a mandatory 招/碰 pays for the others. Chinese: 包牌</extracomment>
        <translation>包牌</translation>
    </message>
    <message>
        <source>Huang Pai</source>
        <extracomment>黄牌: the stock ran out and nobody won. Chinese: 黄牌 (zh_TW 黃牌)</extracomment>
        <translation>黄牌</translation>
    </message>
    <message>
        <source>Total Hu</source>
        <extracomment>label: the 胡 of the winning hand, its 列 added up. Chinese: 总胡数 (zh_TW 總胡數)</extracomment>
        <translation>总胡数</translation>
    </message>
    <message>
        <source>Deng</source>
        <extracomment>label: 等 děng, the grade of a total 胡 (1 up to 10 胡, then one per ten). Chinese: 等</extracomment>
        <translation>等</translation>
    </message>
    <message>
        <source>%1 Hu → %2 Deng</source>
        <extracomment>%1 胡 make %2 等. Chinese: %1胡 → %2等</extracomment>
        <translation>%1胡 → %2等</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>label: the points a win is worth before its multipliers (1 a 等, at least 2). Chinese: 计分 (zh_TW 計分)</extracomment>
        <translation>计分</translation>
    </message>
    <message>
        <source>%1 Deng: %2 points</source>
        <extracomment>%1 等 count %2 points. Chinese: %1等计%2分 (zh_TW %1等計%2分)</extracomment>
        <translation>%1等计%2分</translation>
    </message>
    <message>
        <source>at least 2</source>
        <extracomment>after the points of a 1-等 win: the least a win counts. Chinese: 最少2分</extracomment>
        <translation>最少2分</translation>
    </message>
    <message>
        <source>Instant win</source>
        <extracomment>label: 三垅/四坎, a win with the dealt cards. Chinese: 开局即胡 (zh_TW 開局即胡)</extracomment>
        <translation>开局即胡</translation>
    </message>
    <message>
        <source>no multiplier</source>
        <extracomment>an instant win takes no multiplier. Chinese: 不加番</extracomment>
        <translation>不加番</translation>
    </message>
    <message>
        <source>none, ×%1</source>
        <extracomment>a win with no multiplier: %1 is 1. Chinese: 无，×%1 (zh_TW 無，×%1)</extracomment>
        <translation>无，×%1</translation>
    </message>
    <message>
        <source>Each loser pays (1 more for the Dijia)</source>
        <extracomment>label: what each loser pays under 算等 with a 底家: the points and one more for the 底家, times the multiplier (&quot;输家同时加底家1分，有番加倍&quot;). Chinese: 输家各付（加底家1分） (zh_TW 輸家各付（加底家1分）)</extracomment>
        <translation>输家各付（加底家1分）</translation>
    </message>
    <message>
        <source>counts %1, not counted: the larger %2 is</source>
        <extracomment>a base of 胡子 scoring outranked by a larger one: %1 the smaller base, %2 the larger one&apos;s name. Chinese: 按%1，不计：取大者%2</extracomment>
        <translation>按%1，不计：取较大的%2</translation>
    </message>
    <message>
        <source>%1, not counted: of its kind only the larger %2 counts</source>
        <extracomment>a 名堂 not counted because a larger one of its kind is: %1 its 番, %2 the name of the larger. Chinese: %1，不计：同类取大，计%2</extracomment>
        <translation>%1，不计：同类取大，计%2</translation>
    </message>
    <message>
        <source>Fan</source>
        <extracomment>label: the 番 of the 名堂 multiplied together. Chinese: 番</extracomment>
        <translation>番</translation>
    </message>
    <message>
        <source>no Mingtang, 27 Hu or more: %1</source>
        <extracomment>平胡 with 27 胡 or more is 4番: %1 is that 番. Chinese: 无名堂，27胡以上：%1 (zh_TW 無名堂，27胡以上：%1)</extracomment>
        <translation>无名堂，27胡以上：%1</translation>
    </message>
    <message>
        <source>no Mingtang: %1</source>
        <extracomment>a win with no 名堂 scores 平胡: %1 is its 番. Chinese: 无名堂：%1 (zh_TW 無名堂：%1)</extracomment>
        <translation>无名堂：%1</translation>
    </message>
    <message>
        <source>the Mingtang&apos;s %1 is less than Ping Hu: %2</source>
        <extracomment>the 名堂 are worth less than 平胡 and the hand scores 平胡: %1 their 番, %2 平胡&apos;s. Chinese: 名堂%1不及平胡：按%2</extracomment>
        <translation>名堂%1不及平胡：按%2</translation>
    </message>
    <message>
        <source>scored as Ping Hu: %1</source>
        <extracomment>an instant win scores as 平胡: %1 is its 番. Chinese: 按平胡计：%1 (zh_TW 按平胡計：%1)</extracomment>
        <translation>按平胡计：%1</translation>
    </message>
    <message>
        <source>Cap</source>
        <extracomment>label: the most 番 a win counts. Chinese: 封顶 (zh_TW 封頂)</extracomment>
        <translation>封顶</translation>
    </message>
    <message>
        <source>at most 32 Fan: %1 → %2</source>
        <extracomment>%1 is the 番 before the cap, %2 after it (32). Chinese: 最多32番：%1 → %2</extracomment>
        <translation>最多32番：%1 → %2</translation>
    </message>
    <message>
        <source>counts %1 instead of %2</source>
        <extracomment>a 胡子 base that replaces the 胡: %1 the base, %2 the 胡 it replaces. Chinese: 按%1计（原%2）(zh_TW 按%1計（原%2）)</extracomment>
        <translation>按%1计（原%2）</translation>
    </message>
    <message>
        <source>The Dijia gets</source>
        <extracomment>label: what the 底家 receives (paid by the losers with the winner&apos;s points). Chinese: 底家得</extracomment>
        <translation>底家得</translation>
    </message>
    <message>
        <source>%1 pays for %2 losers: %2 × %3 = %4</source>
        <extracomment>the 包 seat pays every loser&apos;s share: %1 its name, %2 the number of losers, %3 a share, %4 the sum. Chinese: %1替%2家付：%2 × %3 = %4</extracomment>
        <translation>%1替%2家付：%2 × %3 = %4</translation>
    </message>
    <message>
        <source>%1 pays nothing: %2 pays for them</source>
        <extracomment>a loser whose share the 包 seat pays: %1 that loser, %2 the 包 seat. Chinese: %1不付： 由%2包付</extracomment>
        <translation>%1不付：由%2包付</translation>
    </message>
    <message>
        <source>nobody pays</source>
        <extracomment>黄牌 under rules without 黄牌 payments. Chinese: 无人付分 (zh_TW 無人付分)</extracomment>
        <translation>无人付分</translation>
    </message>
    <message>
        <source>%1 pays the Dijia %2 (Bao Pai)</source>
        <extracomment>黄牌: a 包 seat pays the 底家 4 (&quot;黄三包四&quot;): %1 its name, %2 the points. Chinese: %1付底家%2分（包牌）</extracomment>
        <translation>%1付底家%2分（包牌）</translation>
    </message>
    <message>
        <source>%1 pays the Dijia %2</source>
        <extracomment>黄牌: a playing seat pays the 底家 3: %1 its name, %2 the points. Chinese: %1付底家%2分</extracomment>
        <translation>%1付底家%2分</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <source>Round %1</source>
        <extracomment>tooltip of a scoreboard row&apos;s number: the round that row scores</extracomment>
        <translation>第%1局</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>the row of the scoreboard that adds up every round</extracomment>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>how many concealed cards a seat holds</extracomment>
        <translation>
            <numerusform>%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Declared Bao</source>
        <extracomment>shown by a seat that declared 报牌 (ready). Chinese: 报 (zh_TW 報)</extracomment>
        <translation>已报牌</translation>
    </message>
    <message>
        <source>You are the Dijia this round: you hold no cards and take a share of the winner&apos;s points, or %1 from each player if no one wins. The round plays itself.</source>
        <extracomment>the human sits out this round as the 底家 (no hand), under rules where each player pays the 底家 at a 黄牌 (no winner); %1 is that payment</extracomment>
        <translation>这一局你是底家：手中没有牌，从赢家的得分中分一份；黄牌时每位打牌家付你 %1 分。这一局会自动打完。</translation>
    </message>
    <message>
        <source>You are the Dijia this round: you hold no cards and take a share of the winner&apos;s points. The round plays itself.</source>
        <extracomment>the human sits out this round as the 底家 (no hand)</extracomment>
        <translation>这一局你是底家：手中没有牌，从赢家的得分中分一份。这一局会自动打完。</translation>
    </message>
    <message>
        <source>Counts the stock; shares in every win, and gets %1 from each player if no one wins.</source>
        <extracomment>what the 底家 seat does, under rules where each player pays it at a 黄牌 (no winner); %1 is that payment (short: two lines of a narrow panel)</extracomment>
        <translation>数底牌；从赢家的得分中分一份；黄牌时每位打牌家付 %1 分。</translation>
    </message>
    <message>
        <source>Counts the stock; shares in every win.</source>
        <extracomment>what the 底家 seat does (short: two lines of a narrow panel)</extracomment>
        <translation>数底牌；从赢家的得分中分一份。</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>a seat&apos;s running total in the match</extracomment>
        <translation>积分 %1</translation>
    </message>
    <message>
        <source>thinking</source>
        <extracomment>a computer player is choosing its move</extracomment>
        <translation>思考中</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Played out</source>
        <extracomment>caption under the cards a seat played out (or turned and nobody took)</extracomment>
        <translation>打出的牌</translation>
    </message>
    <message>
        <source>Holds no cards this round: counts the stock.</source>
        <extracomment>the 底家 of a replayed round: no hand, no 列</extracomment>
        <translation>这一局不拿牌：数底牌。</translation>
    </message>
    <message>
        <source>Loose</source>
        <extracomment>cards of a winning hand in no 列 (after an instant win)</extracomment>
        <translation>散牌</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>No sound on this computer: its sound library cannot be loaded (on Linux the game needs PulseAudio&apos;s libpulse).</source>
        <extracomment>the Sound menu entry greyed out: QtMultimedia (or, on Linux, libpulse) cannot be loaded</extracomment>
        <translation>这台电脑上没有声音：无法加载声音库（在 Linux 上游戏需要 PulseAudio 的 libpulse）。</translation>
    </message>
    <message>
        <source>No sound on this computer: no audio output device was found.</source>
        <extracomment>the Sound menu entry greyed out: the system reports no audio output</extracomment>
        <translation>这台电脑上没有声音：没有找到音频输出设备。</translation>
    </message>
    <message>
        <source>No sound on this computer: the sound cues cannot be played.</source>
        <extracomment>the Sound menu entry greyed out: Qt found a device but could play none of the cues</extracomment>
        <translation>这台电脑上没有声音：音效无法播放。</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Luzhou Da Er</source>
        <extracomment>the window title of the message shown by a second copy of the game</extracomment>
        <translation>泸州大贰</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>title of the statistics window</extracomment>
        <translation>统计</translation>
    </message>
    <message>
        <source>Your rounds</source>
        <extracomment>tab of the statistics window: the player&apos;s own rounds of the matches</extracomment>
        <translation>你的对局</translation>
    </message>
    <message>
        <source>Practice</source>
        <extracomment>tab of the statistics window: practice rounds, counted apart. Chinese: 练习</extracomment>
        <translation>练习</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>tab of the statistics window: the review&apos;s measures over time. Chinese: 复盘</extracomment>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>column: the rules preset</extracomment>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>column: rounds played</extracomment>
        <translation>局数</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>column: rounds the player won, and the share of rounds</extracomment>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Huang Pai</source>
        <extracomment>column: 黄牌 rounds (nobody won). Chinese: 黄牌 (zh_TW 黃牌)</extracomment>
        <translation>黄牌</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column: the player&apos;s net points</extracomment>
        <translation>得分</translation>
    </message>
    <message>
        <source>Best hand</source>
        <extracomment>column: the best winning hand: its 胡 and 名堂</extracomment>
        <translation>最佳胡牌</translation>
    </message>
    <message>
        <source>Helped (Hint/Undo)</source>
        <extracomment>column: rounds in which the player used Hint or Undo (practice). Chinese: 提示 = Hint, 悔牌 = Undo</extracomment>
        <translation>用过提示/悔牌</translation>
    </message>
    <message>
        <source>Your running total:</source>
        <extracomment>label of the box that picks the rules whose running total of points the chart shows</extracomment>
        <translation>你的累计得分：</translation>
    </message>
    <message>
        <source>No rounds played yet.</source>
        <extracomment>shown in the chart&apos;s place before any round was played</extracomment>
        <translation>还没有打完一局。</translation>
    </message>
    <message>
        <source>All rules</source>
        <extracomment>the row of every rules preset together</extracomment>
        <translation>全部玩法</translation>
    </message>
    <message>
        <source>%1 (%2 points)</source>
        <extracomment>the best hand and the points it won: %1 the hand (胡, 名堂), %2 e.g. +24</extracomment>
        <translation>%1（%2分）</translation>
    </message>
</context>
<context>
    <name>StoreText</name>
    <message>
        <source>settings file</source>
        <extracomment>the file that holds the player&apos;s settings</extracomment>
        <translation>设置文件</translation>
    </message>
    <message>
        <source>saved match</source>
        <extracomment>the file that holds the match in play, saved after every move</extracomment>
        <translation>保存的牌局</translation>
    </message>
    <message>
        <source>statistics file</source>
        <extracomment>the file that holds the statistics</extracomment>
        <translation>统计文件</translation>
    </message>
    <message>
        <source>replay file</source>
        <extracomment>one kept round of the Replays list</extracomment>
        <translation>回放文件</translation>
    </message>
    <message>
        <source>exported replay</source>
        <extracomment>a replay written to a file of the player&apos;s choice</extracomment>
        <translation>导出的回放</translation>
    </message>
    <message>
        <source>review file</source>
        <extracomment>a kept review (复盘) of a round, beside its replay. Chinese: 复盘文件</extracomment>
        <translation>复盘文件</translation>
    </message>
    <message>
        <source>practice file</source>
        <extracomment>the file that counts the practice rounds (played again, the Hard player in the player&apos;s seat), apart from the statistics</extracomment>
        <translation>练习记录文件</translation>
    </message>
    <message>
        <source>language</source>
        <extracomment>a setting&apos;s name in a message about the settings file</extracomment>
        <translation>语言</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>computer players</source>
        <extracomment>the strength of the computer players</extracomment>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>hints</source>
        <extracomment>practice-mode hints</extracomment>
        <translation>规则提示</translation>
    </message>
    <message>
        <source>hints from</source>
        <extracomment>whose judgement the Hint shows (the Options menu&apos;s &quot;Hints from&quot;)</extracomment>
        <translation>提示参考</translation>
    </message>
    <message>
        <source>speed</source>
        <extracomment>how fast cards move</extracomment>
        <translation>速度</translation>
    </message>
    <message>
        <source>sound</source>
        <extracomment>the Options menu&apos;s Sound: the sound cues on or off</extracomment>
        <translation>音效</translation>
    </message>
    <message>
        <source>volume</source>
        <extracomment>the Options menu&apos;s Volume: how loud the sound cues are</extracomment>
        <translation>音效大小</translation>
    </message>
    <message>
        <source>window size and place</source>
        <extracomment>where the window was and how big</extracomment>
        <translation>窗口大小和位置</translation>
    </message>
    <message>
        <source>hidden tips</source>
        <extracomment>tips the player asked not to see again</extracomment>
        <translation>不再显示的提示</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <extracomment>why a file could not be read (the words go inside brackets in a sentence)</extracomment>
        <translation>这是一个文件夹，不是文件</translation>
    </message>
    <message>
        <source>it is far too big</source>
        <translation>文件太大</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>it is not a text file</source>
        <translation>不是文本文件</translation>
    </message>
    <message>
        <source>it is not valid JSON; it may have been cut short</source>
        <translation>文件格式不对，可能没有写完整</translation>
    </message>
    <message>
        <source>the system would not read it</source>
        <translation>系统不允许读取</translation>
    </message>
    <message>
        <source>it is another kind of file</source>
        <translation>这是另一种文件</translation>
    </message>
    <message>
        <source>it was written by another version of the game</source>
        <translation>它是另一个版本的游戏写的</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game</source>
        <translation>它是较新版本的游戏写的</translation>
    </message>
    <message>
        <source>it is left as the game found it at start</source>
        <extracomment>why a file is not saved: it was left as it was found (a newer version&apos;s …)</extracomment>
        <translation>它保持游戏启动时的原样</translation>
    </message>
    <message>
        <source>it could not be kept as the previous match</source>
        <extracomment>New match could not rename the saved match to the previous one</extracomment>
        <translation>无法把它留成上一场牌局</translation>
    </message>
    <message>
        <source>its content is damaged</source>
        <extracomment>why a file could not be read, when nothing more precise is known</extracomment>
        <translation>内容已损坏</translation>
    </message>
    <message>
        <source>permission denied</source>
        <extracomment>why a file could not be written or moved</extracomment>
        <translation>没有权限</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message>
        <source>the disk was too slow to finish it</source>
        <extracomment>a save was still being written when the game had to go on (at closing)</extracomment>
        <translation>磁盘太慢，没有写完</translation>
    </message>
    <message>
        <source>The {what} {path} could not be read ({reason}), and it could not be put aside either ({error}). It was left as it is, and the game will not change it until it is started again.</source>
        <extracomment>the file stays as it was and is not saved over until the game starts again</extracomment>
        <translation>{what} {path} 无法读取（{reason}），也无法放到一旁（{error}）。它保持原样，游戏下次启动之前不会改动它。</translation>
    </message>
    <message>
        <source>Part of the {what} {path} could not be read ({reason}), and no copy of it could be kept ({error}). It was left as it is, and the game will not change it until it is started again.</source>
        <extracomment>part of a file was unusable and no copy could be made: it stays as it was</extracomment>
        <translation>{what} {path} 有一部分无法读取（{reason}），也无法留一份副本（{error}）。它保持原样，游戏下次启动之前不会改动它。</translation>
    </message>
    <message>
        <source>The {what} {path} could not be used ({reason}). It was left as it is, and the game will not change it until it is started again.</source>
        <extracomment>a file that may be sound (a newer version&apos;s) stays as it was, unused and unchanged</extracomment>
        <translation>{what} {path} 无法使用（{reason}）。它保持原样，游戏下次启动之前不会改动它。</translation>
    </message>
    <message>
        <source>the match is too long for one file; a new match is saved again</source>
        <extracomment>a saved match of thousands of rounds: the save would be too big to read back</extracomment>
        <translation>这一场打得太久，一个文件存不下；开新的一场后会重新保存</translation>
    </message>
    <message>
        <source>the recorded round does not replay by the rules</source>
        <extracomment>a recorded round (its moves, its deal or its rules) does not play out again</extracomment>
        <translation>按规则无法重新打一遍记录的牌局</translation>
    </message>
    <message>
        <source>its rules are not among this game&apos;s</source>
        <extracomment>a replay names a set of rules (a preset) this game does not know</extracomment>
        <translation>它的玩法不是本游戏的玩法之一</translation>
    </message>
    <message>
        <source>its rules are not valid, or not those of the preset it names</source>
        <extracomment>a replay&apos;s rules are missing, not valid, or not those of the preset it names</extracomment>
        <translation>它的规则无效，或与写明的玩法不同</translation>
    </message>
    <message>
        <source>the round is not finished</source>
        <extracomment>only a finished round can be a replay</extracomment>
        <translation>这一局还没打完</translation>
    </message>
    <message>
        <source>a file is in the way of a folder</source>
        <extracomment>a file stands where a folder of the path should be
----------
a file of the folder&apos;s name is already there</extracomment>
        <translation>文件夹的位置上是一个文件</translation>
    </message>
    <message>
        <source>system error %1</source>
        <extracomment>%1 an error code such as EIO</extracomment>
        <translation>系统错误 %1</translation>
    </message>
    <message>
        <source>the value %1 is not allowed</source>
        <extracomment>why a setting was refused: %1 is the value as written in the file</extracomment>
        <translation>值 %1 不可用</translation>
    </message>
    <message>
        <source>process %1</source>
        <extracomment>who holds the game&apos;s lock: %1 is a process number</extracomment>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>另一个进程</translation>
    </message>
    <message>
        <source>The {what} could not be read ({reason}). It was put aside as {moved_to}, and the game goes on without it.</source>
        <extracomment>a damaged file was renamed, not deleted: {what} the kind of file, {reason} why, {moved_to} where it is now</extracomment>
        <translation>{what}无法读取（{reason}）。已把它改名为 {moved_to} 放在一旁，游戏不用它继续进行。</translation>
    </message>
    <message>
        <source>The {what} could not be read ({reason}). It was put aside as {moved_to} and left out of the list.</source>
        <extracomment>a kept round of the Replays list was damaged: it leaves the list</extracomment>
        <translation>{what}无法读取（{reason}）。已把它改名为 {moved_to} 放在一旁，不再列出。</translation>
    </message>
    <message>
        <source>Part of the {what} could not be read ({reason}); the rest was kept. A copy of the file as it was is in {copy}.</source>
        <extracomment>part of a file was unusable: {copy} is a copy of the file as it was</extracomment>
        <translation>{what}有一部分无法读取（{reason}）；其余部分已保留。原文件的副本在 {copy}。</translation>
    </message>
    <message>
        <source>The setting &quot;{key}&quot; was not usable ({reason}); its default is used.</source>
        <extracomment>{key} the setting&apos;s name, {reason} why its value was refused</extracomment>
        <translation>设置“{key}”无法使用（{reason}）；已改用默认值。</translation>
    </message>
    <message>
        <source>The {what} {path} could not be saved: {error}.</source>
        <translation>{what} {path} 无法保存：{error}。</translation>
    </message>
    <message>
        <source>{path} was not imported: {reason}.</source>
        <extracomment>a replay file chosen with Import… was refused; {reason} names the problem</extracomment>
        <translation>{path} 未导入：{reason}。</translation>
    </message>
    <message>
        <source>This replay is no longer there.</source>
        <translation>这个回放已经不在了。</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used ({error}): the match, statistics and replays cannot be saved, and a second copy of the game cannot be kept from starting.</source>
        <extracomment>the folder of the saved match could not be made or written: {path} the folder, {error} why</extracomment>
        <translation>文件夹 {path} 无法使用（{error}）：牌局、统计和回放都无法保存，也无法阻止再打开一个游戏。</translation>
    </message>
    <message>
        <source>The replays folder {path} cannot be read ({error}): the rounds kept there cannot be listed.</source>
        <extracomment>the Replays folder cannot be read: {path} the folder, {error} why</extracomment>
        <translation>回放文件夹 {path} 无法读取（{error}）：保存在里面的牌局无法列出。</translation>
    </message>
    <message>
        <source>Luzhou Da Er is already running ({who}). Switch to that window, or close it and start again.</source>
        <extracomment>a second copy of the game was started; {who} is e.g. &quot;process 1234&quot;</extracomment>
        <translation>泸州大贰已经在运行（{who}）。请切换到那个窗口，或者关闭它再重新启动。</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <extracomment>rules that match no preset</extracomment>
        <translation>自定规则</translation>
    </message>
    <message>
        <source>Huang Pai</source>
        <extracomment>黄牌: nobody won the round. Chinese: 黄牌 (zh_TW 黃牌)</extracomment>
        <translation>黄牌</translation>
    </message>
    <message>
        <source>%1 Hu (%2)</source>
        <extracomment>the 胡 of a 乱胡 win (0 胡): %1 is 0, %2 the word 乱胡. Chinese: %1胡（%2）</extracomment>
        <translation>%1胡（%2）</translation>
    </message>
    <message>
        <source>%1 Hu</source>
        <extracomment>the 胡 of a winning hand: %1 is a number. Chinese: %1胡</extracomment>
        <translation>%1胡</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <extracomment>%1 the rules preset&apos;s name</extracomment>
        <translation>玩法：%1</translation>
    </message>
    <message>
        <source>Rounds played: %1</source>
        <extracomment>%1 the number of rounds finished in the saved match</extracomment>
        <translation>已打局数：%1</translation>
    </message>
    <message>
        <source>Saved in the middle of a round</source>
        <extracomment>the match was saved while a round was being played</extracomment>
        <translation>在一局中途保存</translation>
    </message>
    <message>
        <source>Saved between rounds</source>
        <extracomment>the match was saved between two rounds</extracomment>
        <translation>在两局之间保存</translation>
    </message>
    <message>
        <source>Your points: %1</source>
        <extracomment>%1 the human&apos;s points in the match so far</extracomment>
        <translation>你的得分：%1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <extracomment>%1 the date and time of the save</extracomment>
        <translation>保存于 %1</translation>
    </message>
</context>
<context>
    <name>TableText</name>
    <message>
        <source>The computer player of %1 failed; safe moves are played for it (pass whenever it may) while it fails. The log has the details.</source>
        <extracomment>status line; %1 is the seat&apos;s name (Zhang, Li, Wang). Chinese: &quot;%1 的电脑玩家出错了； 出错时替它走安全的一步（能过就过）。详细信息在日志文件中。&quot;</extracomment>
        <translation>%1 的电脑玩家出错了；出错时替它走安全的一步（能过就过）。详细信息在日志文件中。</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Hu</source>
        <extracomment>胡 hú — win with the card on offer. Chinese: 胡</extracomment>
        <translation>胡</translation>
    </message>
    <message>
        <source>Zhao</source>
        <extracomment>招 zhāo — claim the fourth copy of a 坎. Chinese: 招
----------
招 — a claimed quad. Chinese: 招</extracomment>
        <translation>招</translation>
    </message>
    <message>
        <source>Peng</source>
        <extracomment>碰 pèng — claim a card with a pair. Chinese: 碰
----------
碰 — a claimed triple. Chinese: 碰</extracomment>
        <translation>碰</translation>
    </message>
    <message>
        <source>Chi</source>
        <extracomment>吃 chī — claim a card into a run, 二七十 or 绞. Chinese: 吃</extracomment>
        <translation>吃</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>过 guò — decline the card on offer. Chinese: 过 (zh_TW 過)</extracomment>
        <translation>过</translation>
    </message>
    <message>
        <source>Bao</source>
        <extracomment>报 bào — declare the hand ready (报牌). Chinese: 报 (zh_TW 報)</extracomment>
        <translation>报</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>play the selected card from the hand. Chinese: 出牌</extracomment>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Hu — win with the dealt hand</source>
        <extracomment>tooltip of the 胡 button at the opening: 天胡, 三垅 or 四坎 with the dealt cards</extracomment>
        <translation>胡：用起手的牌胡牌</translation>
    </message>
    <message>
        <source>Pass — neither win nor declare (Space)</source>
        <extracomment>tooltip of the 过 button at the opening</extracomment>
        <translation>过：不胡也不报牌（空格键）</translation>
    </message>
    <message>
        <source>Hu — win with this card</source>
        <extracomment>tooltip of the 胡 button. Chinese e.g. 胡：用这张牌胡牌</extracomment>
        <translation>胡：用这张牌胡牌</translation>
    </message>
    <message>
        <source>Zhao — claim the fourth card of a Kan you hold</source>
        <extracomment>tooltip of the 招 button. Chinese e.g. 招：把第四张招到手中的坎上</extracomment>
        <translation>招：把第四张招到手中的坎上</translation>
    </message>
    <message>
        <source>Peng — claim the third card of a pair you hold</source>
        <extracomment>tooltip of the 碰 button</extracomment>
        <translation>碰：用手中的一对碰成三张</translation>
    </message>
    <message>
        <source>Chi — take the card into a run, 2-7-10 or Jiao (with any Bi)</source>
        <extracomment>tooltip of the 吃 button; 比 is the companion 列</extracomment>
        <translation>吃：组成顺子、二七十或绞（需要时连同比牌）</translation>
    </message>
    <message>
        <source>Pass — let the card go (Space)</source>
        <extracomment>tooltip of the 过 button</extracomment>
        <translation>过：不要这张牌（空格键）</translation>
    </message>
    <message>
        <source>Bao — declare the hand ready; it is locked from now on</source>
        <extracomment>tooltip of the 报 button</extracomment>
        <translation>报牌：宣布叫牌，之后手牌锁定</translation>
    </message>
    <message>
        <source>Double-click a card, or select it and press Enter</source>
        <translation>双击一张牌，或选中后按回车键</translation>
    </message>
    <message>
        <source>Dealer</source>
        <extracomment>庄家 — the dealer of this round. Chinese: 庄 (zh_TW 莊)</extracomment>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Non-dealer</source>
        <extracomment>闲家 — a playing seat that is not the dealer. Chinese: 闲 (zh_TW 閒)</extracomment>
        <translation>闲家</translation>
    </message>
    <message>
        <source>Dijia</source>
        <extracomment>底家 — the seat opposite the dealer: no hand, counts the stock. Chinese: 底家</extracomment>
        <translation>底家</translation>
    </message>
    <message>
        <source>Empty seat</source>
        <extracomment>the fourth place at a three-player table, nobody sits there</extracomment>
        <translation>空位</translation>
    </message>
    <message>
        <source>Kan</source>
        <extracomment>坎 — three identical cards dealt into the hand. Chinese: 坎</extracomment>
        <translation>坎</translation>
    </message>
    <message>
        <source>Long</source>
        <extracomment>垅 — four identical cards laid down. Chinese: 垅 (zh_TW 壠)</extracomment>
        <translation>垅</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>顺 — three consecutive ranks of one case. Chinese: 顺 (zh_TW 順)</extracomment>
        <translation>顺子</translation>
    </message>
    <message>
        <source>2-7-10</source>
        <extracomment>二七十 — the red ranks of one case. Chinese: 二七十</extracomment>
        <translation>二七十</translation>
    </message>
    <message>
        <source>Jiao</source>
        <extracomment>绞 — one rank in mixed case. Chinese: 绞 (zh_TW 絞)</extracomment>
        <translation>绞</translation>
    </message>
    <message>
        <source>Pair</source>
        <extracomment>对 — the pair of a winning hand. Chinese: 对 (zh_TW 對)</extracomment>
        <translation>对</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>the human player&apos;s own seat. Chinese: 我</extracomment>
        <translation>我</translation>
    </message>
    <message>
        <source>Zhang</source>
        <extracomment>name of a computer player. Chinese: 老张 (zh_TW 老張)</extracomment>
        <translation>老张</translation>
    </message>
    <message>
        <source>Li</source>
        <extracomment>name of a computer player. Chinese: 小李</extracomment>
        <translation>小李</translation>
    </message>
    <message>
        <source>Wang</source>
        <extracomment>name of a computer player. Chinese: 王姐</extracomment>
        <translation>王姐</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>speed</comment>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>speed</comment>
        <extracomment>animation speed (not the computer players&apos; strength)</extracomment>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>speed</comment>
        <translation>快</translation>
    </message>
    <message>
        <source>Instant</source>
        <comment>speed</comment>
        <extracomment>no animation at all</extracomment>
        <translation>无动画</translation>
    </message>
    <message>
        <source>Quiet</source>
        <comment>volume</comment>
        <extracomment>how loud the sound cues are</extracomment>
        <translation>小</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>volume</comment>
        <translation>中</translation>
    </message>
    <message>
        <source>Loud</source>
        <comment>volume</comment>
        <translation>大</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>level</comment>
        <extracomment>computer player strength</extracomment>
        <translation>简单</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>level</comment>
        <extracomment>computer player strength</extracomment>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>level</comment>
        <extracomment>computer player strength</extracomment>
        <translation>困难</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>rules preset: Luzhou rules with four seats and a 底家</extracomment>
        <translation>标准</translation>
    </message>
    <message>
        <source>Standard, three players</source>
        <extracomment>rules preset: three players, no 底家</extracomment>
        <translation>标准（三人）</translation>
    </message>
    <message>
        <source>Mingtang scoring</source>
        <extracomment>rules preset: 高级玩法, scored by 名堂 and 番</extracomment>
        <translation>高级玩法（名堂）</translation>
    </message>
    <message>
        <source>Classic (Baike)</source>
        <extracomment>rules preset named after a source text (seed 000)</extracomment>
        <translation>百科规则</translation>
    </message>
    <message>
        <source>Online variant</source>
        <extracomment>rules preset of an online version of the game</extracomment>
        <translation>网络版</translation>
    </message>
    <message>
        <source>Hong (red)</source>
        <extracomment>红 — ten or more red cards. Chinese: 红 (zh_TW 紅)</extracomment>
        <translation>红</translation>
    </message>
    <message>
        <source>Wu (black)</source>
        <extracomment>乌 — no red card. Chinese: 乌 (zh_TW 烏)</extracomment>
        <translation>乌</translation>
    </message>
    <message>
        <source>Tian Hu</source>
        <extracomment>天胡 — the dealer wins with the dealt hand. Chinese: 天胡</extracomment>
        <translation>天胡</translation>
    </message>
    <message>
        <source>Di Hu</source>
        <extracomment>地胡 — a win on the dealer&apos;s opening discard. Chinese: 地胡</extracomment>
        <translation>地胡</translation>
    </message>
    <message>
        <source>Hui Long Di Hu</source>
        <extracomment>回龙地胡. Chinese: 回龙地胡 (zh_TW 回龍地胡)</extracomment>
        <translation>回龙地胡</translation>
    </message>
    <message>
        <source>Bao (declared)</source>
        <extracomment>叫牌 / 报 — the winner had declared ready. Chinese: 报牌 (zh_TW 報牌)</extracomment>
        <translation>报牌</translation>
    </message>
    <message>
        <source>Ping Hu</source>
        <extracomment>平胡 — a win with no 名堂. Chinese: 平胡</extracomment>
        <translation>平胡</translation>
    </message>
    <message>
        <source>Hong Hu</source>
        <extracomment>红胡. Chinese: 红胡 (zh_TW 紅胡)</extracomment>
        <translation>红胡</translation>
    </message>
    <message>
        <source>Zhen Zhu</source>
        <extracomment>真珠. Chinese: 真珠</extracomment>
        <translation>真珠</translation>
    </message>
    <message>
        <source>Jia Zhu</source>
        <extracomment>假珠. Chinese: 假珠</extracomment>
        <translation>假珠</translation>
    </message>
    <message>
        <source>Zhao Yin</source>
        <extracomment>招印. Chinese: 招印</extracomment>
        <translation>招印</translation>
    </message>
    <message>
        <source>Long Yin</source>
        <extracomment>垅印. Chinese: 垅印 (zh_TW 壠印)</extracomment>
        <translation>垅印</translation>
    </message>
    <message>
        <source>He Yin</source>
        <extracomment>合印. Chinese: 合印</extracomment>
        <translation>合印</translation>
    </message>
    <message>
        <source>San Yin</source>
        <extracomment>散印. Chinese: 散印</extracomment>
        <translation>散印</translation>
    </message>
    <message>
        <source>Pian</source>
        <extracomment>偏. Chinese: 偏</extracomment>
        <translation>偏</translation>
    </message>
    <message>
        <source>Hua</source>
        <extracomment>花. Chinese: 花</extracomment>
        <translation>花</translation>
    </message>
    <message>
        <source>Bian Di Jin</source>
        <extracomment>遍地金. Chinese: 遍地金</extracomment>
        <translation>遍地金</translation>
    </message>
    <message>
        <source>Shi San Tai Bao</source>
        <extracomment>十三太保. Chinese: 十三太保</extracomment>
        <translation>十三太保</translation>
    </message>
    <message>
        <source>Shi Wu Guan Deng</source>
        <extracomment>十五观灯. Chinese: 十五观灯 (zh_TW 十五觀燈)</extracomment>
        <translation>十五观灯</translation>
    </message>
    <message>
        <source>Wu Hu</source>
        <extracomment>乌胡. Chinese: 乌胡 (zh_TW 烏胡)</extracomment>
        <translation>乌胡</translation>
    </message>
    <message>
        <source>Zi Mei Peng</source>
        <extracomment>姊妹碰. Chinese: 姊妹碰</extracomment>
        <translation>姊妹碰</translation>
    </message>
    <message>
        <source>Zi Mei Zhao</source>
        <extracomment>姊妹招. Chinese: 姊妹招</extracomment>
        <translation>姊妹招</translation>
    </message>
    <message>
        <source>Zi Mei Long</source>
        <extracomment>姊妹垅. Chinese: 姊妹垅 (zh_TW 姊妹壠)</extracomment>
        <translation>姊妹垅</translation>
    </message>
    <message>
        <source>Qia</source>
        <extracomment>恰. Chinese: 恰</extracomment>
        <translation>恰</translation>
    </message>
    <message>
        <source>Qing</source>
        <extracomment>青. Chinese: 青</extracomment>
        <translation>青</translation>
    </message>
    <message>
        <source>Piao</source>
        <extracomment>飘. Chinese: 飘 (zh_TW 飄)</extracomment>
        <translation>飘</translation>
    </message>
    <message>
        <source>Shuang Piao Dai</source>
        <extracomment>双飘带. Chinese: 双飘带 (zh_TW 雙飄帶)</extracomment>
        <translation>双飘带</translation>
    </message>
    <message>
        <source>Eighteen big</source>
        <extracomment>十八大 — eighteen big cards. Chinese: 十八大</extracomment>
        <translation>十八大</translation>
    </message>
    <message>
        <source>Eighteen small</source>
        <extracomment>十八小 — eighteen small cards. Chinese: 十八小</extracomment>
        <translation>十八小</translation>
    </message>
    <message>
        <source>Hai Di Lao</source>
        <extracomment>海底捞 — a win on the last stock card. Chinese: 海底捞 (zh_TW 海底撈)</extracomment>
        <translation>海底捞</translation>
    </message>
    <message>
        <source>24 Xi</source>
        <extracomment>24喜 — 24 or more cards at the win. Chinese: 24喜</extracomment>
        <translation>24喜</translation>
    </message>
    <message>
        <source>Shui Shang Piao</source>
        <extracomment>水上漂 — a win on the first stock card. Chinese: 水上漂</extracomment>
        <translation>水上漂</translation>
    </message>
    <message>
        <source>30 Hu</source>
        <extracomment>30胡. Chinese: 30胡</extracomment>
        <translation>30胡</translation>
    </message>
    <message>
        <source>33 Hu</source>
        <extracomment>33胡. Chinese: 33胡</extracomment>
        <translation>33胡</translation>
    </message>
    <message>
        <source>36 Hu</source>
        <extracomment>36胡. Chinese: 36胡</extracomment>
        <translation>36胡</translation>
    </message>
    <message>
        <source>27 Hu</source>
        <extracomment>27胡. Chinese: 27胡</extracomment>
        <translation>27胡</translation>
    </message>
    <message>
        <source>Gen</source>
        <extracomment>哏. Chinese: 哏</extracomment>
        <translation>哏</translation>
    </message>
    <message>
        <source>Kun</source>
        <extracomment>坤. Chinese: 坤</extracomment>
        <translation>坤</translation>
    </message>
    <message>
        <source>Qia Shi Hu</source>
        <extracomment>恰十胡 — exactly ten 胡. Chinese: 恰十胡</extracomment>
        <translation>恰十胡</translation>
    </message>
    <message>
        <source>Luan Hu</source>
        <extracomment>乱胡 — a win with 0 胡. Chinese: 乱胡 (zh_TW 亂胡)</extracomment>
        <translation>乱胡</translation>
    </message>
    <message>
        <source>Quan Hei</source>
        <extracomment>全黑. Chinese: 全黑</extracomment>
        <translation>全黑</translation>
    </message>
</context>
<context>
    <name>TipDialog</name>
    <message>
        <source>Guo Zhang</source>
        <extracomment>title of the box that explains 过张 before a pass. Chinese: 过张 (zh_TW 過張)</extracomment>
        <translation>过张</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t show this again</source>
        <extracomment>check box: never show this explanation again</extracomment>
        <translation>不再显示(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Pass anyway</source>
        <extracomment>button: pass on the card after all. Chinese: 过 (zh_TW 過)</extracomment>
        <translation>仍然过(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <extracomment>button: do not pass, choose again</extracomment>
        <translation>返回(&amp;G)</translation>
    </message>
</context>
</TS>
