//! Arctic's rules page, as HTML: written into the release build at build
//! time (`cardtable-cli rules`), so no page's code carries it.

use crate::app::faces::{triple_class, triple_face};
use crate::app::rules_page::RulesPage;
use crate::engine::arctic::Arctic;
use crate::engine::triple_topper::TripleCard;

impl RulesPage for Arctic {
    fn rules_html() -> String {
        arctic_rules()
    }
}

/// A row of Triple Topper cards for the Arctic Solitaire pictures: each
/// card (by code) with a short note under it; `→` between cards means "goes
/// on". The faces are the table's own (`triple_face`).
fn tt_row(cards: &[(&str, &str)], arrows: bool) -> String {
    let mut html = String::from("<div class=\"tt-row\">");
    for (i, (code, note)) in cards.iter().enumerate() {
        let card: TripleCard = code.parse().expect("a Triple Topper code");
        if arrows && i > 0 {
            html += "<span class=\"tt-arrow\" aria-hidden=\"true\">→</span>";
        }
        html += &format!(
            "<span class=\"tt-step\"><span class=\"{}\" role=\"img\" aria-label=\"{}\">{}</span><span class=\"tt-note\">{note}</span></span>",
            triple_class(card),
            card.spoken(),
            triple_face(card)
        );
    }
    html + "</div>"
}

/// A picture: a row of cards and what it shows.
fn tt_figure(cards: &[(&str, &str)], arrows: bool, caption: &str) -> String {
    format!(
        "<figure class=\"example tt-example\">{}<figcaption>{caption}</figcaption></figure>",
        tt_row(cards, arrows)
    )
}

/// The Arctic Solitaire rules: short sections for a new player, with
/// pictures drawn from the table's own card faces. Static HTML built once.
fn arctic_rules() -> String {
    let mut html = String::from(
        r#"<p>For 1 to 6 players with the Triple Topper deck. Build your cards down onto three piles in the middle, one lower each time, matching colour or shape.</p>
<h2>Goal</h2>
<p>Be the first to get rid of every card in your hand. The others score penalty points for the cards they still hold. Points are bad: at 100 you are out of the match.</p>
<h2>The deck</h2>
<ul>
<li>125 cards: one of every combination of a <strong>number</strong> (1, 2, 3, 4 or ?), a <strong>colour</strong> (red, yellow, green, blue, black) and a <strong>shape</strong> (circle, heart, triangle, square, blob).</li>
<li>Under the number, each card shows its colour's initial: R red, Y yellow, G green, B blue, K black. So every card can be told apart without seeing colour.</li>
<li>Nothing is wild. Black cards and blobs only cost more when you are caught holding them.</li>
</ul>
<h2>Building</h2>
<ul>
<li>A card may go on a pile whose top card is <strong>one higher</strong> and shares its <strong>colour or its shape</strong> (or both).</li>
<li>The numbers go round in a circle: 4 → 3 → 2 → 1 → ? → 4 → 3… So ? goes on a 1, and a 4 goes on a ?.</li>
</ul>"#,
    );
    html += &tt_figure(
        &[("4RC", "top of the pile"), ("3RT", "shares red"), ("2BT", "shares triangle")],
        true,
        "The 3, red triangle may go on the 4, red circle (both red); then the 2, blue triangle may go on it (both triangles).",
    );
    html += &tt_figure(
        &[("1YH", ""), ("QYS", "? after 1"), ("4GS", "4 after ?")],
        true,
        "Round the circle: the ?, yellow square may go on the 1, yellow heart (both yellow), then the 4, green square on the ? (both squares).",
    );
    html += r#"<h2>The dealer's set-up</h2>
<ul>
<li>Each player gets 5 cards, which only they see. The dealer turns up 3 cards: three piles in three places.</li>
<li>While some pile's bottom card could be built on another pile's top card, the dealer moves that whole pile onto the other and fills the emptied place from the deck. A new card can lead to more moves. Any Triple Topper made here is the dealer's.</li>
<li>After the set-up, empty places are never filled from the deck. There are always three places.</li>
<li>The player on the dealer's left starts; then play goes round the table.</li>
</ul>
<h2>Your turn</h2>
<ol>
<li>Make as many of these as you like, in any order:
<ul>
<li><strong>Play</strong> a card from your hand onto a pile.</li>
<li><strong>Pile shift</strong>: move a whole pile onto another pile, if its bottom card could be built on that pile's top card. Its place becomes empty. A pile never moves into an empty place.</li>
<li><strong>New pile</strong>: put any card from your hand in an empty place.</li>
</ul></li>
<li><strong>Draw</strong> one card when you can't or won't go on. You must draw while the deck has cards; if it is empty, your turn simply ends.</li>
<li>Play the drawn card (on a pile or in an empty place) and carry on as in step 1, drawing again when you stop; or end your turn. Until the drawn card is played, nothing else is allowed: no other play and no pile shift.</li>
</ol>
<h2>Triple Toppers</h2>
<ul>
<li>A card that goes on a card of the <strong>same colour and the same shape</strong> (one lower, as always) makes a <strong>Triple Topper</strong>.</li>
<li>Count the run of such exact matches ending at that card. A run of <em>n</em> cards lets whoever made it discard <em>n</em> − 1 cards of their choice from their hand: 1 for the second card of a run, 2 more for the third, 3 more for the fourth, and so on. A run can be carried on by another player, who then gets the discards.</li>
<li>A pile shift counts the run only up to the moved pile's bottom card.</li>
<li>Choose your discards any time before your turn ends; it can't end while you still owe some. Owing as many as you hold lets you discard them all and go out.</li>
</ul>"#;
    html += &tt_figure(
        &[("4BH", ""), ("3BH", "discard 1"), ("2BH", "discard 2 more")],
        true,
        "A run of blue hearts. The 3 on the 4 makes a run of two: its player discards 1 card. The 2 on top makes a run of three: its player discards 2 more.",
    );
    html += r#"<h2>Going out and penalty points</h2>
<ul>
<li>Empty your hand and you win the round at once.</li>
<li>Everyone else scores penalty points for each card still in their hand: 1 to 4 for its number, 5 for a ?, plus 5 if it is black and 5 if it is a blob. The ?, black blob costs 15.</li>
</ul>"#;
    html += &tt_figure(
        &[
            ("3RH", "3"),
            ("QYC", "5"),
            ("2KS", "2+5"),
            ("1GB", "1+5"),
            ("QKB", "5+5+5"),
        ],
        false,
        "Caught holding these five cards: 3 + 5 + 7 + 6 + 15 = 36 penalty points.",
    );
    html += r#"<h2>The blocked end</h2>
<p>When the deck is empty and a whole round of turns goes by in which nobody puts a card from their hand on the table (pile shifts and discards don't count), the round ends. Whoever holds the fewest penalty points wins it and scores 0 (everyone tied for fewest scores 0); each other player scores the difference between their points and the winner's.</p>
<h2>The match</h2>
<p>Points add up from round to round. A player who reaches 100 points is out; the last player left in wins the match. The next round is dealt by the next player still in.</p>
<h2>Solo</h2>
<ul>
<li>Play alone: the same deal and building, no opponents. The round ends when your hand is empty, or when the deck is empty and no move is left.</li>
<li>Your score is the number of cards you drew from the deck, plus your hand's penalty points if you didn't go out. Lower is better.</li>
<li>Every deal has a <strong>par</strong>: the lowest score possible by someone who knew the order of the deck.</li>
</ul>
<h2>Keyboard</h2>
<ul>
<li><kbd>Tab</kbd> and <kbd>Shift</kbd>+<kbd>Tab</kbd> move between cards and buttons; <kbd>Enter</kbd> or <kbd>Space</kbd> taps the one in focus.</li>
<li>After a move, focus stays on the table, on the next card or button still there.</li>
<li><kbd>Escape</kbd> clears the card you chose.</li>
</ul>"#;
    format!("<div class=\"rules-text\">{html}</div>")
}
