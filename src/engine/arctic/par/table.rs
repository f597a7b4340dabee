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
/// a fixed array of [`TABLE_SLOTS`] (allocated at the first store), two
/// slots per key; when both are taken the weaker bound gives way.
#[derive(Default)]
pub(super) struct Table {
    slots: Vec<([u64; 3], u8)>,
    pub(super) used: usize,
}

impl Table {
    fn pair(key: &[u64; 3]) -> usize {
        let mut h = KeyHasher::default();
        for &k in key {
            h.write_u64(k);
        }
        (h.finish() >> 20) as usize & (TABLE_SLOTS - 1) & !1
    }

    pub(super) fn get(&self, key: &[u64; 3]) -> Option<u8> {
        if self.slots.is_empty() {
            return None;
        }
        let i = Table::pair(key);
        self.slots[i..i + 2]
            .iter()
            .find(|(k, lb)| *lb > 0 && k == key)
            .map(|&(_, lb)| lb)
    }

    pub(super) fn store(&mut self, key: [u64; 3], lb: u8) {
        if self.slots.is_empty() {
            self.slots = vec![([0; 3], 0); TABLE_SLOTS];
        }
        let i = Table::pair(&key);
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
}
