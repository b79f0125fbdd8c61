//! The digit classifier: a small multilayer perceptron, [`FEATURES`] inputs → `hidden` ReLU
//! units → [`CLASSES`] classes (0 = ink that is no printed digit, 1-9 the digits), softmax.
//! Its weights are checked in (`digits.bin`, written by `examples/train_digits.rs`); the first
//! layer is stored as bytes with one scale per hidden unit, the rest as `f32`.
//!
//! File layout (little-endian): `b"SDKD"`, `u16` inputs, `u16` hidden, `u16` classes; per hidden
//! unit: `f32` scale, `inputs` × `i8` weights (weight = byte × scale), `f32` bias; then
//! `classes` × `hidden` `f32` second-layer weights, `classes` `f32` biases.

use std::sync::OnceLock;

/// Side of the normalised digit image.
pub const FEATURE_SIDE: usize = 20;
/// Number of classifier inputs.
pub const FEATURES: usize = FEATURE_SIDE * FEATURE_SIDE;

/// Number of classes: 0 (no printed digit) and the digits 1-9.
pub const CLASSES: usize = 10;

/// The weights of the perceptron, first layer already scaled to `f32`.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// Hidden units.
    pub hidden: usize,
    /// `hidden` × [`FEATURES`], row-major.
    pub w1: Vec<f32>,
    /// `hidden` biases.
    pub b1: Vec<f32>,
    /// [`CLASSES`] × `hidden`, row-major.
    pub w2: Vec<f32>,
    /// [`CLASSES`] biases.
    pub b2: Vec<f32>,
}

const MAGIC: &[u8; 4] = b"SDKD";

/// The checked-in model (an all-zero one, answering uniformly, if the file is unreadable).
pub fn model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    MODEL.get_or_init(|| {
        Model::from_bytes(include_bytes!("digits.bin")).unwrap_or_else(|| Model::zeros(1))
    })
}

impl Model {
    /// A model with every weight zero.
    pub fn zeros(hidden: usize) -> Model {
        Model {
            hidden,
            w1: vec![0.0; hidden * FEATURES],
            b1: vec![0.0; hidden],
            w2: vec![0.0; CLASSES * hidden],
            b2: vec![0.0; CLASSES],
        }
    }

    /// The hidden layer's activations for `x` (ReLU).
    pub fn hidden_layer(&self, x: &[f32]) -> Vec<f32> {
        (0..self.hidden)
            .map(|j| {
                let row = &self.w1[j * FEATURES..(j + 1) * FEATURES];
                let sum: f32 = row.iter().zip(x).map(|(w, v)| w * v).sum();
                (sum + self.b1[j]).max(0.0)
            })
            .collect()
    }

    /// The class scores before softmax, from the hidden activations.
    pub fn logits(&self, hidden: &[f32]) -> [f32; CLASSES] {
        let mut out = [0.0f32; CLASSES];
        for (k, value) in out.iter_mut().enumerate() {
            let row = &self.w2[k * self.hidden..(k + 1) * self.hidden];
            *value = self.b2[k] + row.iter().zip(hidden).map(|(w, h)| w * h).sum::<f32>();
        }
        out
    }

    /// Class probabilities for the features `x` ([`FEATURES`] values).
    pub fn probabilities(&self, x: &[f32]) -> [f32; CLASSES] {
        softmax(&self.logits(&self.hidden_layer(x)))
    }

    /// The model in the file layout (first layer quantised to bytes).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        for n in [FEATURES, self.hidden, CLASSES] {
            out.extend_from_slice(&(n as u16).to_le_bytes());
        }
        for j in 0..self.hidden {
            let row = &self.w1[j * FEATURES..(j + 1) * FEATURES];
            let largest = row.iter().fold(0.0f32, |m, w| m.max(w.abs()));
            let scale = if largest > 0.0 { largest / 127.0 } else { 1.0 };
            out.extend_from_slice(&scale.to_le_bytes());
            out.extend(
                row.iter()
                    .map(|w| (w / scale).round().clamp(-127.0, 127.0) as i8 as u8),
            );
            out.extend_from_slice(&self.b1[j].to_le_bytes());
        }
        for value in self.w2.iter().chain(&self.b2) {
            out.extend_from_slice(&value.to_le_bytes());
        }
        out
    }

    /// Reads the file layout; `None` if it is not one.
    pub fn from_bytes(bytes: &[u8]) -> Option<Model> {
        let mut r = Reader(bytes.strip_prefix(MAGIC)?);
        let (inputs, hidden, classes) = (r.u16()?, r.u16()?, r.u16()?);
        if inputs != FEATURES || classes != CLASSES || hidden == 0 {
            return None;
        }
        let mut model = Model::zeros(hidden);
        for j in 0..hidden {
            let scale = r.f32()?;
            for i in 0..FEATURES {
                model.w1[j * FEATURES + i] = f32::from(r.take(1)?[0] as i8) * scale;
            }
            model.b1[j] = r.f32()?;
        }
        for value in model.w2.iter_mut().chain(model.b2.iter_mut()) {
            *value = r.f32()?;
        }
        r.0.is_empty().then_some(model)
    }
}

/// Softmax, stable for large scores.
pub fn softmax(logits: &[f32; CLASSES]) -> [f32; CLASSES] {
    let top = logits.iter().copied().fold(f32::MIN, f32::max);
    let exp = logits.map(|l| (l - top).exp());
    let sum: f32 = exp.iter().sum();
    exp.map(|e| e / sum)
}

/// A cursor over the weight file.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let (head, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        Some(head)
    }

    fn u16(&mut self) -> Option<usize> {
        let b = self.take(2)?;
        Some(usize::from(u16::from_le_bytes([b[0], b[1]])))
    }

    fn f32(&mut self) -> Option<f32> {
        let b = self.take(4)?;
        let value = f32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        value.is_finite().then_some(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_model_survives_its_file_layout_up_to_quantisation() {
        let mut model = Model::zeros(3);
        for (i, w) in model.w1.iter_mut().enumerate() {
            *w = ((i * 37 % 101) as f32 - 50.0) / 100.0;
        }
        model.b2[4] = 1.5;
        let back = Model::from_bytes(&model.to_bytes()).expect("readable");
        assert_eq!(back.hidden, 3);
        assert_eq!(back.b2, model.b2);
        let worst = model
            .w1
            .iter()
            .zip(&back.w1)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f32::max);
        assert!(worst < 0.5 / 127.0 + 1e-6, "{worst}");
        assert_eq!(Model::from_bytes(b"SDKD\x90\x01"), None);
    }
}
