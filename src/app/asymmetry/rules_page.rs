//! Asymmetry's rules page, as HTML: written into the release build at build
//! time (`cardtable-cli rules`), so no page's code carries it.

use crate::app::faces::face;
use crate::app::rules_page::RulesPage;
use crate::engine::asymmetry::Asymmetry;

impl RulesPage for Asymmetry {
    fn rules_html() -> String {
        format!(
            "<div class=\"rules-text\">{ASYMMETRY_RULES}</div>{}",
            power_pictures()
        )
    }
}

const ASYMMETRY_RULES: &str = r#"<p>For four players with one standard 52-card deck. You sit at the bottom; West, North and East are played by the computer (or by friends, passing the device). The first to empty their hand wins.</p>
<h2>Powers</h2>
<ul>
<li>The four Aces are dealt at random, one face up in front of each player. Your Ace is your <strong>power</strong>: it says which cards you may put on the Play Pile's top card.</li>
<li><strong>Hearts</strong>: a card of the same colour. <strong>Diamonds</strong>: a card of the other colour. <strong>Clubs</strong>: a strictly higher rank. <strong>Spades</strong>: a strictly lower rank. Ranks run 2 (low) to King (high); hearts and diamonds are red, clubs and spades black. Aces only show powers: they are never played.</li>
</ul>
<h2>The deal</h2>
<ul>
<li>Seven cards each; one card from the deck starts the Play Pile. Whoever holds the Ace of its suit takes the first turn.</li>
</ul>
<h2>A turn</h2>
<ol>
<li><strong>Play</strong> (or skip): put one card your power allows on the Play Pile.</li>
<li><strong>Lessen</strong> (at most one of):
<ul>
<li><strong>place a Lessen Card</strong>: if you have none, put any hand card face up beside your Ace. Then swap Aces with whoever holds the Ace of that card's suit: your power changes at once. One Lessen Card at a time, and it is no longer part of your hand;</li>
<li><strong>play your Lessen Card</strong> onto the card you played in step 1, if the power you hold <em>now</em> allows it.</li>
</ul>
You may place or play a Lessen Card in one turn, not both.</li>
<li><strong>Draw</strong>: if your hand is empty now, you win. Otherwise, if you played or placed a card you draw one; if you did nothing you draw only while holding fewer than 7.</li>
<li><strong>Next</strong>: if a card went on the Play Pile, whoever holds the Ace of the last such card's suit plays next, which may be you again, turn after turn. Otherwise play moves to the left (South → West → North → East).</li>
</ol>
<h2>The end</h2>
<ul>
<li>The first player whose hand is empty at the draw wins. Placing your last hand card as a Lessen Card empties your hand too.</li>
<li>When a draw is due and the deck is empty, the Play Pile under its top card is shuffled into a new deck.</li>
<li><strong>Stalemate</strong>: if four turns in a row pass with no card played, placed or drawn, the game ends and whoever holds the fewest cards wins (equal counts share the win).</li>
</ul>
<h2>On this table</h2>
<ul>
<li>Your playable cards are lit; tap one to play it. A tap on any other card says why it can't go. In the Lessen step, tap a hand card and then Place, or tap your Lessen Card to play it.</li>
<li>When a step has nothing to decide (no card your power allows, say), it passes by itself; so does a whole turn with nothing to decide, with its draw.</li>
<li>You may always skip playing, even when a card could go. Placing or playing a Lessen Card ends your turn.</li>
<li>The deal: one shuffle of the 52 cards; the Aces go to South, West, North and East in the order they come, then seven rounds of one card each from South, then the start card; the rest is the deck.</li>
<li>A stalemate can only come when every player holds 7 cards and a Lessen Card: then all four share the win.</li>
<li>Undo takes back a card you played while your turn goes on; never a draw or another player's move.</li>
<li>The computers see only what you would see in their seat: Aces, Lessen Cards, the pile and how many cards each player holds. When the game ends every hand is turned face up.</li>
<li>Statistics count games against computers, per set of opponents.</li>
</ul>
<h2>Keyboard</h2>
<ul>
<li><kbd>Tab</kbd> and <kbd>Shift</kbd>+<kbd>Tab</kbd> move between cards and buttons; <kbd>Enter</kbd> or <kbd>Space</kbd> taps the one in focus.</li>
<li>After a move, focus stays on the table, on the next card or button still there.</li>
<li>No other keys.</li>
</ul>"#;
/// One picture per power: a top card, a card that may follow it, one that
/// may not.
fn power_pictures() -> String {
    let card = |code: &str| {
        let c: crate::engine::cards::Card = code.parse().expect("a card code");
        format!(
            "<span class=\"{}\" role=\"img\" aria-label=\"{}\">{}</span>",
            crate::app::faces::card_class(c),
            c.spoken(),
            face(c)
        )
    };
    let rows = [
        ("Hearts: same colour", "7D", "3H", "9S"),
        ("Diamonds: other colour", "7D", "QC", "10H"),
        ("Clubs: higher", "7D", "8S", "6H"),
        ("Spades: lower", "7D", "5C", "7S"),
    ];
    let mut html = String::from("<h2>The powers, pictured</h2><div class=\"power-pictures\">");
    for (power, top, yes, no) in rows {
        html += &format!(
            "<figure class=\"power-picture\"><figcaption>{power}</figcaption><div class=\"cards\">{}<span class=\"arrow\" aria-hidden=\"true\">→</span><span class=\"yes\">{}<span>may follow</span></span><span class=\"no\">{}<span>may not</span></span></div></figure>",
            card(top),
            card(yes),
            card(no)
        );
    }
    html += "</div>";
    format!("<div class=\"rules-pictures\">{html}</div>")
}
