//! QR codes for the page: each text's module matrix (the `qrcode` crate is linked into the
//! worker only).

use crate::wire::qr::{QrMatrix, QR_TEXTS_MAX};

/// The QR code of each text (none for a text too long for a QR code); `Err` when too many
/// texts are asked for at once.
pub fn codes(texts: &[String]) -> Result<Vec<Option<QrMatrix>>, String> {
    if texts.len() > QR_TEXTS_MAX {
        return Err(format!(
            "{} QR codes asked for; at most {QR_TEXTS_MAX} per request",
            texts.len()
        ));
    }
    Ok(texts.iter().map(|t| code(t)).collect())
}

fn code(text: &str) -> Option<QrMatrix> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = u32::try_from(code.width()).ok()?;
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == qrcode::Color::Dark);
    Some(QrMatrix::from_modules(width, dark))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_gets_its_modules_and_an_overlong_text_none() {
        let link = "https://example.org/sudoku/#c=0123456789abcdefghij".to_string();
        let got = codes(&[link.clone(), "x".repeat(8000)]).unwrap();
        let m = got[0].as_ref().expect("a QR code");
        let expected = qrcode::QrCode::new(link.as_bytes()).unwrap();
        assert_eq!(m.width as usize, expected.width());
        for (i, c) in expected.to_colors().iter().enumerate() {
            let (x, y) = ((i % expected.width()) as u32, (i / expected.width()) as u32);
            assert_eq!(m.dark(x, y), *c == qrcode::Color::Dark, "module {i}");
        }
        // The three finder patterns' corners are dark.
        assert!(m.dark(0, 0) && m.dark(m.width - 1, 0) && m.dark(0, m.width - 1));
        assert_eq!(got[1], None);
    }

    #[test]
    fn too_many_texts_are_refused() {
        assert!(codes(&vec![String::new(); QR_TEXTS_MAX + 1]).is_err());
        assert_eq!(codes(&[]).unwrap(), Vec::new());
    }
}
