//! PickUp's rules page, as HTML: written into the release build at build
//! time (`cardtable-cli rules`), so no page's code carries it.

use crate::app::rules_page::RulesPage;
use crate::engine::pickup::PickUp;

impl RulesPage for PickUp {
    fn rules_html() -> String {
        format!("<div class=\"rules-text\">{PICKUP_RULES}</div>")
    }
}

const PICKUP_RULES: &str = r#"<p>A game for two with one standard 52-card deck: you against the computer, or two people sharing one screen. Collect sets of cards of one rank from the table; at the end of each hand two hidden cards decide which suit scores and which suit costs you.</p>
<h2>The deal</h2>
<ul>
<li>Both players draw a card; the higher deals (Ace is high). A tie is drawn again. After that the deal alternates.</li>
<li>Each player gets 13 cards. Six piles of four go on the table with the top card of each face up. The last two cards are set aside face down, unseen: the first will name the winning suit, the second the losing suit.</li>
</ul>
<h2>Playing</h2>
<ul>
<li>The player who did not deal starts. On your turn make one set: take one face-up table card together with cards of the same rank from your hand, either one card (a pair) or three (a set of four). Never two: there are no sets of three.</li>
<li>The table card goes on top of your set, so its suit is the set's suit. The next card of that pile is turned face up.</li>
<li>Sets never grow or merge: if you already have a pair of 7s and later make another, you have two pairs.</li>
<li>If you can make a set you must; if you can't, you pass.</li>
<li>The hand ends when both players pass one after the other, when someone's hand is empty, or when the table is bare.</li>
</ul>
<h2>Scoring each hand</h2>
<p>Card values: Ace 20; King, Queen and Jack 10; 2 to 10, 5. A pair is worth one card of its rank, a set of four two cards.</p>
<ol>
<li>Before anything is revealed, each player may turn one of their sets face down. It then scores nothing, good or bad.</li>
<li>The first set-aside card is turned up: each set of its suit (the winning suit) adds its value.</li>
<li>The second is turned up: each set of neither the winning nor the losing suit adds 10, whatever its size.</li>
<li>Each set of the losing suit takes off its value, and so does every card still in your hand.</li>
</ol>
<p>If both set-aside cards share a suit, sets of that suit are added in step 2 and taken off again in step 4. A hand score of exactly 0 becomes 100. Scores below zero count.</p>
<h2>The match</h2>
<p>A match is a number of hands (5 unless you chose another, 1 to 20): after the last one the higher total wins; if the totals are equal, another hand is played, until they differ. Or, chosen in the options, first to a target: hands are played until someone reaches it at the end of a hand. If both are over it, the higher total wins; if the totals are equal, another hand is played.</p>
<h2>On this table</h2>
<ul>
<li>Tap a face-up card, then one or three of your cards of its rank, then Take. Or tap a hand card first: the table cards it can take light up (if there is just one, it is chosen for you). Cards you can't use are dimmed; tapping one says why.</li>
<li>Pass appears only when you can't make any set.</li>
<li>There is no undo: every set turns up a new card, and the other player answers straight away.</li>
<li>The deal: 13 cards each, one at a time, the non-dealer first; then the six piles, each dealt four cards from the bottom up; then the two set-aside cards. The draw for deal uses a shuffle of its own.</li>
<li>All the cards of a set are laid face up, so both players know them. A set is named by its top card.</li>
<li>The face-down choice: the player who did not deal chooses first, and neither sees the other's choice until the reveal. A player without sets has nothing to choose.</li>
<li>Hands often score below zero, so a match to a target can take many hands; a match of so many hands always ends.</li>
<li>Statistics count matches and hands against the computer, for each level. Two people at one screen are not counted.</li>
<li>Pass and play: between turns the screen is covered until the next player taps Show my hand.</li>
<li>When a hand ends, every hidden card is turned face up: both hands, the cards under the piles and the two set-aside cards. Play this deal again starts the match over from its first hand, with the same cards.</li>
</ul>
<h2>Keyboard</h2>
<ul>
<li><kbd>Tab</kbd> and <kbd>Shift</kbd>+<kbd>Tab</kbd> move between cards and buttons; <kbd>Enter</kbd> or <kbd>Space</kbd> taps the one in focus.</li>
<li>After a move, focus stays on the table, on the next card or button still there.</li>
<li>No other keys: Cancel clears a selection.</li>
</ul>"#;
