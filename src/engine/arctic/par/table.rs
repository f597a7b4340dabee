//! The transposition table of lower bounds (`Table`) and its hasher.

use super::TABLE_SLOTS;
use std::hash::Hasher;

/// A small fast hasher for the table's keys (already well mixed bits).
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    /// Eight bytes at a time (the beam's sets hash their keys as bytes).
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            self.write_u64(u64::from_le_bytes(w.try_into().expect("8 bytes")));
        }
        for &b in words.remainder() {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// The transposition table: lower bounds on the draws a position needs, in
/// an array of at most [`TABLE_SLOTS`] (allocated at the first store and
/// grown as it fills), two slots per key; when both are taken the weaker
/// bound gives way.
#[derive(Default)]
pub(super) struct Table {
    pairs: Vec<Pair>,
    pub(super) used: usize,
}

/// A key's two slots, (key, bound) each (bound 0: empty), on one cache
/// line: a look-up reads one line from memory, not two.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Pair([([u64; 3], u8); 2]);

/// Slots of a new table: it doubles (up to [`TABLE_SLOTS`]) when three
/// quarters are used, so a deal proven in a few thousand positions never
/// touches the full table's memory.
const FIRST_SLOTS: usize = 1 << 12;

impl Table {
    fn pair(&self, key: &[u64; 3]) -> usize {
        let mut h = KeyHasher::default();
        for &k in key {
            h.write_u64(k);
        }
        // (The slot of the pair's first, as when slots were one array.)
        ((h.finish() >> 20) as usize & (self.pairs.len() * 2 - 1)) >> 1
    }

    pub(super) fn get(&self, key: &[u64; 3]) -> Option<u8> {
        if self.pairs.is_empty() {
            return None;
        }
        self.pairs[self.pair(key)]
            .0
            .iter()
            .find(|(k, lb)| *lb > 0 && k == key)
            .map(|&(_, lb)| lb)
    }

    pub(super) fn store(&mut self, key: [u64; 3], lb: u8) {
        if self.pairs.is_empty() {
            self.pairs = vec![Pair::default(); FIRST_SLOTS.min(TABLE_SLOTS) / 2];
        } else if self.used * 4 >= self.pairs.len() * 2 * 3 && self.pairs.len() * 2 < TABLE_SLOTS {
            self.grow();
        }
        self.put(key, lb);
    }

    fn put(&mut self, key: [u64; 3], lb: u8) {
        let i = self.pair(&key);
        let pair = &mut self.pairs[i].0;
        if let Some(slot) = pair.iter_mut().find(|(k, l)| *l > 0 && *k == key) {
            slot.1 = slot.1.max(lb);
            return;
        }
        let j = if pair[0].1 <= pair[1].1 { 0 } else { 1 };
        if pair[j].1 == 0 {
            self.used += 1;
        }
        pair[j] = (key, lb);
    }

    /// Twice the slots, every entry moved over.
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.pairs);
        self.pairs = vec![Pair::default(); old.len() * 2];
        self.used = 0;
        for (key, lb) in old.into_iter().flat_map(|p| p.0) {
            if lb > 0 {
                self.put(key, lb);
            }
        }
    }
}
