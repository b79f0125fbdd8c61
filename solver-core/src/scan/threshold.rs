//! Adaptive threshold: a pixel is ink when it is darker than the mean of the square around it
//! by more than an offset, so shadows and uneven light do not matter. Means come from an
//! integral image (constant time per pixel).

/// Ink mask of a `width` × `height` grey image: `true` where the pixel is darker than the mean
/// of the `(2 * radius + 1)²` square around it (clipped to the image) minus `offset`.
pub fn adaptive(data: &[u8], width: usize, height: usize, radius: usize, offset: u32) -> Vec<bool> {
    if data.len() < width * height {
        return Vec::new();
    }
    let integral = integral_image(data, width, height);
    let stride = width + 1;
    let mut ink = vec![false; width * height];
    for y in 0..height {
        let (y0, y1) = (y.saturating_sub(radius), (y + radius + 1).min(height));
        for x in 0..width {
            let (x0, x1) = (x.saturating_sub(radius), (x + radius + 1).min(width));
            let sum = integral[y1 * stride + x1] + integral[y0 * stride + x0]
                - integral[y0 * stride + x1]
                - integral[y1 * stride + x0];
            let area = ((y1 - y0) * (x1 - x0)) as u64;
            let pixel = u64::from(data[y * width + x]) + u64::from(offset);
            ink[y * width + x] = pixel * area < sum;
        }
    }
    ink
}

/// Summed-area table with a zero first row and column: `(width + 1) × (height + 1)`.
fn integral_image(data: &[u8], width: usize, height: usize) -> Vec<u64> {
    let stride = width + 1;
    let mut integral = vec![0u64; stride * (height + 1)];
    for y in 0..height {
        let mut row = 0u64;
        for x in 0..width {
            row += u64::from(data[y * width + x]);
            integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1] + row;
        }
    }
    integral
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dark_square_on_white_is_ink_and_the_white_is_not() {
        let (w, h) = (20, 20);
        let mut data = vec![230u8; w * h];
        for y in 8..12 {
            for x in 8..12 {
                data[y * w + x] = 20;
            }
        }
        let ink = adaptive(&data, w, h, 5, 10);
        assert!(ink[10 * w + 10]);
        assert!(!ink[2 * w + 2]);
        assert_eq!(ink.iter().filter(|&&i| i).count(), 16);
    }
}
