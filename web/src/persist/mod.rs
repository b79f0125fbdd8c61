//! What the page keeps between visits: saved games, statistics, the settings. Plain logic
//! over a [`games::Store`]; depends on `game`, never the reverse. The browser's localStorage
//! behind the store is in `hooks::storage`.

pub mod games;
pub mod settings;
pub mod stats;
pub mod tabs;
