//! The Yew components, one per file.

pub mod app;
pub mod board;
pub mod chain;
pub mod checkpoints;
pub mod export;
pub mod finish;
pub mod help;
pub mod hints;
pub mod keypad;
pub mod lab;
pub mod learn;
pub mod learn_drill;
pub mod menu;
pub mod new_puzzle;
pub mod print;
pub mod print_form;
pub mod question;
pub mod saved;
pub mod scan;
pub mod settings;
pub mod share;
pub mod stats;
pub mod steps;
pub mod tabs;
pub mod toolbar;
pub mod views;
