//! The only code that touches the browser (window, address, clock, timers, the engine worker).
pub mod lab;
