//! What the page keeps between visits: saved games, statistics, the settings. Plain logic
//! over a [`store::Store`]; depends on `game`, never the reverse. Values are stored in
//! [`codec`]'s form (postcard bytes as text); [`legacy`] reads the JSON of earlier versions.
//! The browser's localStorage behind the store is in `browser::storage`.

pub mod codec;
pub mod games;
pub mod learn;
pub mod legacy;
pub mod settings;
pub mod stats;
pub mod store;
pub mod tabs;
#[cfg(test)]
pub mod test_store;
