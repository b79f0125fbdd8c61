//! The tests' [`Store`]: a map like the browser's localStorage, with its limits as knobs.

use super::store::Store;
use std::collections::BTreeMap;

/// A map that refuses a write past its limits: `room` keys, `bytes` of keys and values, or
/// any write at all once `full`. [`TestStore::default`] has no limit.
pub struct TestStore {
    /// What is stored.
    pub map: BTreeMap<String, String>,
    /// Keys it holds (a value can still be written over).
    pub room: usize,
    /// Bytes of keys and values it holds.
    pub bytes: usize,
    /// Refuses every write.
    pub full: bool,
}

impl Default for TestStore {
    fn default() -> Self {
        TestStore {
            map: BTreeMap::new(),
            room: usize::MAX,
            bytes: usize::MAX,
            full: false,
        }
    }
}

impl TestStore {
    /// Bytes of keys and values stored.
    pub fn used(&self) -> usize {
        self.map.iter().map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl Store for TestStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }
    fn set(&mut self, key: &str, value: &str) -> bool {
        let old = self.map.get(key).map(|v| key.len() + v.len());
        let new_key = old.is_none() && self.map.len() >= self.room;
        let too_big = self.used() - old.unwrap_or(0) + key.len() + value.len() > self.bytes;
        if self.full || new_key || too_big {
            return false;
        }
        self.map.insert(key.to_string(), value.to_string());
        true
    }
    fn remove(&mut self, key: &str) {
        self.map.remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.map.keys().cloned().collect()
    }
}
