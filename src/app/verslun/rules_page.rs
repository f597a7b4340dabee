//! Verslun's rules page, as HTML: written into the release build at build
//! time (`cardtable-cli rules`), so no page's code carries it.

use crate::app::rules_page::RulesPage;
use crate::engine::verslun::Verslun;

impl RulesPage for Verslun {
    fn rules_html() -> String {
        format!("<div class=\"rules-text\">{VERSLUN_RULES}</div>")
    }
}

const VERSLUN_RULES: &str = r#"<p>A solitaire for one standard 52-card deck. Score by pairing cards from your Hand with cards in the Columns; each finished pairing is a Claimed Column, and at the end every card in your Claimed Columns scores.</p>
<h2>The table</h2>
<ul>
<li>Four Columns of four cards are dealt face up, each from the top down. The lowest card of a Column, nearest you, is its bottom card.</li>
<li>Your Hand starts empty. The rest of the cards form the Deck; used cards go to the Discard Pile.</li>
</ul>
<h2>A turn</h2>
<ol>
<li>If the Deck is empty, the game is over.</li>
<li><strong>Draw</strong> until your Hand is full: five cards, or the Hand size you chose (fewer if the Deck runs out). You may skip the draw only to Redeal straight away.</li>
<li><strong>Redeal</strong> (optional, once, only if you have a Claimed Column): your Hand and one Claimed Column go to the Discard Pile; a new Column of four is dealt in its place and then a new Hand. If the Deck can't supply all of those cards, the game ends at once and that Claimed Column does not score.</li>
<li><strong>Claim</strong> one open Column: pair its bottom card with a Hand card of the same suit, then the card above it with another Hand card, and so on up. Stop whenever you like after the first pair. Column cards above your last pair are discarded; the pairs become a Claimed Column, which can't be claimed again or extended.</li>
<li>If you made no claim this turn, the game is over. Otherwise you may end the game now or start the next turn.</li>
</ol>
<h2>Scoring</h2>
<p>Add up every card in your Claimed Columns, both cards of each pair: Ace 1, 2 to 10 their number, Jack, Queen and King 10. Higher is better.</p>
<h2>Variants</h2>
<ul>
<li><strong>Aces wild</strong>: an Ace, in your Hand or in a Column, pairs with any suit.</li>
<li><strong>Rank pairs</strong>: a pair may share a suit or a rank (a 2 pairs with any club and any 2).</li>
<li><strong>Hand size</strong>: 4 to 8 cards instead of 5.</li>
<li><strong>Columns</strong>: 2 to 6 instead of 4. More Columns, more chances and higher scores.</li>
</ul>
<h2>On this table</h2>
<ul>
<li>Tap a Column to claim it (only Columns whose bottom card pairs with your Hand light up), then tap a Hand card for each Column card from the bottom up. The claim's points show before you confirm.</li>
<li>Undo steps back through your choices since cards were last drawn. It never takes back a draw or a Redeal, so nobody peeks at new cards and changes their mind.</li>
<li>If a turn can claim nothing and you have no Claimed Column to Redeal, the game ends by itself. If a Redeal is still possible, you choose: Redeal, or end the game.</li>
<li>End game is there at any time except in the middle of a claim (confirm or cancel the claim first). Your Claimed Columns score as they stand.</li>
<li>With more than one Claimed Column, Redeal asks which one to discard: tap it.</li>
<li>After the game, <strong>par</strong> is the best score the deal allowed for someone who knew the order of the deck (the app searches every way to play it; "proven best" when the search finished; otherwise "best found", with the score no line can beat). <strong>Step through the par line</strong> plays that line on the table, a step at a time (Next, Back); your game stays as it ended.</li>
<li><strong>Share</strong> after a game sends your result (the game, the day for a Daily deal, your score, whether you used Undo, the par) with the deal's link. It names no card. A game finished without Undo is <strong>clean</strong>; Statistics on the home page counts clean games apart.</li>
<li>The Daily deal is the same for everyone on the same date, by your own calendar.</li>
<li>Every deal has a seed code. The address of the page is a link to this exact deal with these options: share it, and anyone gets the same cards.</li>
</ul>
<h2>Keyboard</h2>
<ul>
<li><kbd>Tab</kbd> and <kbd>Shift</kbd>+<kbd>Tab</kbd> move between cards and buttons; <kbd>Enter</kbd> or <kbd>Space</kbd> taps the one in focus.</li>
<li>After a move, focus stays on the table, on the next card or button still there.</li>
<li><kbd>Escape</kbd> in a question (End game, or a Redeal that can only lose) answers Keep playing.</li>
</ul>"#;
