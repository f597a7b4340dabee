//! Thricewise's rules page, as HTML: written into the release build at build
//! time (`cardtable-cli rules`), so no page's code carries it.

use crate::app::faces::{decktet_face, DECKTET_SPRITE};
use crate::app::rules_page::RulesPage;
use crate::engine::decktet::card_named;
use crate::engine::thricewise::Thricewise;

impl RulesPage for Thricewise {
    fn rules_html() -> String {
        format!(
            "<div class=\"rules-text\">{THRICEWISE_RULES}</div>{}",
            scoring_picture()
        )
    }
}

const THRICEWISE_RULES: &str = r#"<p>For 2 to 5 players with the Decktet: 36 cards in six suits (Moons, Suns, Waves, Leaves, Wyrms, Knots). Ranks run Ace (1), 2 to 9, Crown (10). Aces and Crowns carry one suit; every number card carries two, and has a name, like the Soldier.</p>
<h2>Setting up</h2>
<ul>
<li>Each player gets three cards. Four cards start the grid face up in a 2×2 square (2 or 4 players) or six in 2 rows of 3 (3 or 5 players).</li>
</ul>
<h2>A turn</h2>
<ol>
<li><strong>Pick.</strong> Everyone holding cards chooses one in secret. Computer players pick without seeing anyone's pick, just like you.</li>
<li><strong>Reveal.</strong> All picks are shown together. Cards whose rank matches another pick's rank are <strong>deferred</strong>: they wait face up in front of their owner.</li>
<li><strong>Place.</strong> The other picks are placed one at a time, lowest rank first (Ace first, Crown last). A card goes on an empty cell next to a card of the grid, side or corner. The grid never grows past 6 columns or 6 rows.</li>
<li>When your new card is placed, you also place all your deferred cards, in any order you like. If your new card is deferred again, all your deferred cards keep waiting.</li>
<li><strong>Draw.</strong> Everyone draws a card, if the deck holds at least one for each player; otherwise nobody draws.</li>
</ol>
<h2>Scoring</h2>
<p>When you place a card, look along all four lines through it (across, down, both diagonals) at every run of three cards in a row that includes it. Each run scores once for each of these it is:</p>
<ul>
<li><strong>Flush</strong>: all three share a suit. Once for each suit they all share, so three Moons-and-Suns cards score two flushes.</li>
<li><strong>Set</strong>: all three the same rank.</li>
<li><strong>Straight</strong>: ranks in a row, in order along the line, rising or falling (7-8-9 or 9-8-7; not 8-7-9). Crown follows 9; nothing follows Crown (no Crown-Ace-2).</li>
</ul>
<p>Each score is worth the lowest <em>number</em> card of the three (2 to 9). Aces and Crowns are not number cards: a run of only Aces and Crowns scores 0.</p>
<h2>The end</h2>
<p>The game ends at once when the 36th card is placed. Otherwise it ends after the first turn at whose end nobody holds a card (deferred cards still waiting then are not placed). The highest score wins; equal scores share the win.</p>
<h2>On this table</h2>
<ul>
<li>Tap a card of your hand, then Pick (or tap it again). When it is your placement, your card is chosen for you (tap a deferred card to place it first instead); the cells where it may go light up: tap one.</li>
<li>The scoreboard shows every player's score and cards in hand, the picks once revealed, who places in which order, and deferred cards.</li>
<li>The card placed last is outlined, and the runs it scored with are lit, with its points.</li>
<li>There is no undo: every move is answered by the other players at once.</li>
<li>Statistics count games against computers, for each set of options. Pass and play covers the screen between people.</li>
</ul>
<h2>Keyboard</h2>
<ul>
<li><kbd>Tab</kbd> and <kbd>Shift</kbd>+<kbd>Tab</kbd> move between cards and buttons; <kbd>Enter</kbd> or <kbd>Space</kbd> taps the one in focus.</li>
<li>After a move, focus stays on the table, on the next card or button still there.</li>
<li>No other keys: Cancel clears a card you chose.</li>
</ul>"#;
/// The seed text's two examples as pictures: cards on a grid, the run and
/// its points. Built from the card faces the table uses.
fn scoring_picture() -> String {
    // (row of cells: card name or blank) per example, and what it scores.
    let examples: [(&str, [&[&str]; 3], &str); 2] = [
        (
            "The Huntress (Crown of Moons) is placed after the Diplomat (8) and the Pact (9): 8 for the flush of Moons + 8 for the straight 8-9-Crown = 16.",
            [&["Diplomat", "Pact", "Huntress"], &[], &[]],
            "+16",
        ),
        (
            "The Soldier (5, Wyrms and Knots) is placed between the Battle (4) and the Betrayal (8), and between the Forest and the Discovery (both 5): 4 for the flush of Wyrms + 4 for the flush of Knots across, 5 for the set of fives down = 13.",
            [&["", "Forest", ""], &["Battle", "Soldier", "Betrayal"], &["", "Discovery", ""]],
            "+13",
        ),
    ];
    let mut html = String::new();
    for (words, rows, points) in examples {
        // Three columns, `.tw-grid`'s own (style/decks/decktet.css): no
        // style attribute, which the page's Content-Security-Policy refuses.
        html += "<figure class=\"example\"><div class=\"tw-grid\">";
        for row in rows.iter().filter(|r| !r.is_empty()) {
            for name in row.iter() {
                match card_named(name) {
                    Some(card) => {
                        // The card just placed: outlined, with the points.
                        let (placed, badge) = if *name == "Huntress" || *name == "Soldier" {
                            (" last run", points)
                        } else {
                            (" run", "")
                        };
                        html += &format!(
                            "<span class=\"cell{placed}\"><span class=\"card dcard\" role=\"img\" aria-label=\"{}\">{}</span><span class=\"badge\">{badge}</span></span>",
                            card.spoken(),
                            decktet_face(card)
                        );
                    }
                    None => html += "<span class=\"cell empty\"></span>",
                }
            }
        }
        html += &format!("</div><figcaption>{words}</figcaption></figure>");
    }
    format!(
        "<section class=\"rules-text\" aria-label=\"Scoring examples\"><h2>Scoring, pictured</h2><div class=\"sprite\" aria-hidden=\"true\">{DECKTET_SPRITE}</div><div>{html}</div></section>"
    )
}
