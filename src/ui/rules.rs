//! Rules pages, in our own words, with the rulings that matter.

use crate::app::link::{GameId, Route};
use crate::engine::decktet::card_named;
use leptos::prelude::*;

#[component]
pub fn Rules(game: GameId) -> impl IntoView {
    let back = move |_| {
        // Back to where the player came from (the table, usually).
        if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
            if h.length().unwrap_or(0) > 1 {
                let _ = h.back();
                return;
            }
        }
        super::browser::set_hash(&Route::Home.to_hash());
    };
    let body = match game {
        GameId::Verslun => VERSLUN_RULES,
        GameId::PickUp => PICKUP_RULES,
        GameId::Thricewise => THRICEWISE_RULES,
        GameId::Asymmetry => ASYMMETRY_RULES,
        // Text and pictures together: all in `arctic_rules`.
        GameId::Arctic => "",
    };
    let picture = match game {
        GameId::Thricewise => Some(scoring_picture().into_any()),
        GameId::Asymmetry => Some(power_pictures().into_any()),
        GameId::Arctic => Some(arctic_rules().into_any()),
        _ => None,
    };
    view! {
        <article class="page rules" aria-labelledby="rules-title">
            <nav class="topbar">
                <button type="button" on:click=back>"Back"</button>
                <a class="button" href="#/">"Home"</a>
            </nav>
            <h1 id="rules-title">{format!("How to play {}", game.name())}</h1>
            // Static text: as HTML, it costs the app no code.
            <div class="rules-text" inner_html=body></div>
            {picture}
        </article>
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
<li>After the game, <strong>par</strong> is the best score the deal allowed for someone who knew the order of the deck (the app searches every way to play it; "proven best" when the search finished). <strong>Step through the par line</strong> plays that line on the table, a step at a time (Next, Back); your game stays as it ended.</li>
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
<li>The computer plays only from what its seat can see: it imagines many ways the hidden cards could lie and tries its moves in each. Easy barely looks ahead, Hard looks hard. The same link always gives the same cards and the same computer moves.</li>
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

/// The seed text's two examples as pictures: cards on a grid, the run and
/// its points. Built from the card faces the table uses.
fn scoring_picture() -> impl IntoView {
    use super::cards::{decktet_face, DECKTET_SPRITE};
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
        html += "<figure class=\"example\"><div class=\"tw-grid\" style=\"--cols:3\">";
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
    view! {
        <section class="rules-text" aria-label="Scoring examples">
            <h2>"Scoring, pictured"</h2>
            <div class="sprite" aria-hidden="true" inner_html=DECKTET_SPRITE></div>
            <div inner_html=html></div>
        </section>
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
<li>The computer players see only what their seat may see. Easy barely looks ahead, Hard looks hard. The same link always gives the same cards and the same computer moves.</li>
<li>Statistics count games against computers, for each set of options. Pass and play covers the screen between people.</li>
</ul>
<h2>Keyboard</h2>
<ul>
<li><kbd>Tab</kbd> and <kbd>Shift</kbd>+<kbd>Tab</kbd> move between cards and buttons; <kbd>Enter</kbd> or <kbd>Space</kbd> taps the one in focus.</li>
<li>After a move, focus stays on the table, on the next card or button still there.</li>
<li>No other keys: Cancel clears a card you chose.</li>
</ul>"#;

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
fn power_pictures() -> impl IntoView {
    let card = |code: &str| {
        let c: crate::engine::cards::Card = code.parse().expect("a card code");
        format!(
            "<span class=\"card suit-{}\" role=\"img\" aria-label=\"{}\"><span class=\"corner\" aria-hidden=\"true\"><span class=\"rank\">{}</span><span class=\"suit\">{}</span></span><span class=\"pip\" aria-hidden=\"true\">{}</span></span>",
            c.suit.name(),
            c.spoken(),
            c.rank.short(),
            c.suit.symbol(),
            c.suit.symbol()
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
    view! { <div class="rules-pictures" inner_html=html></div> }
}

/// A row of Triple Topper cards for the Arctic Solitaire pictures: each
/// card (by code) with a short note under it; `→` between cards means "goes
/// on". The faces are the table's own (`triple_face`).
fn tt_row(cards: &[(&str, &str)], arrows: bool) -> String {
    use super::cards::{triple_class, triple_face, triple_name};
    use crate::engine::triple_topper::TripleCard;
    let mut html = String::from("<div class=\"tt-row\">");
    for (i, (code, note)) in cards.iter().enumerate() {
        let card: TripleCard = code.parse().expect("a Triple Topper code");
        if arrows && i > 0 {
            html += "<span class=\"tt-arrow\" aria-hidden=\"true\">→</span>";
        }
        html += &format!(
            "<span class=\"tt-step\"><span class=\"{}\" role=\"img\" aria-label=\"{}\">{}</span><span class=\"tt-note\">{note}</span></span>",
            triple_class(card),
            triple_name(card),
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
fn arctic_rules() -> impl IntoView {
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
    view! { <div class="rules-text" inner_html=html></div> }
}
