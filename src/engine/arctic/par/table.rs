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

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
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
    slots: Vec<([u64; 3], u8)>,
    pub(super) used: usize,
}

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
        (h.finish() >> 20) as usize & (self.slots.len() - 1) & !1
    }

    pub(super) fn get(&self, key: &[u64; 3]) -> Option<u8> {
        if self.slots.is_empty() {
            return None;
        }
        let i = self.pair(key);
        self.slots[i..i + 2]
            .iter()
            .find(|(k, lb)| *lb > 0 && k == key)
            .map(|&(_, lb)| lb)
    }

    pub(super) fn store(&mut self, key: [u64; 3], lb: u8) {
        if self.slots.is_empty() {
            self.slots = vec![([0; 3], 0); FIRST_SLOTS.min(TABLE_SLOTS)];
        } else if self.used * 4 >= self.slots.len() * 3 && self.slots.len() < TABLE_SLOTS {
            self.grow();
        }
        self.put(key, lb);
    }

    fn put(&mut self, key: [u64; 3], lb: u8) {
        let i = self.pair(&key);
        let pair = &mut self.slots[i..i + 2];
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
        let old = std::mem::replace(&mut self.slots, vec![([0; 3], 0); 0]);
        self.slots = vec![([0; 3], 0); old.len() * 2];
        self.used = 0;
        for (key, lb) in old {
            if lb > 0 {
                self.put(key, lb);
            }
        }
    }
}
