//! The input image, checked, turned to grey and downscaled so that its longer side is at most
//! [`MAX_SIDE`] pixels (every later stage then takes bounded time).

use super::ScanError;

/// The longer side of the image every later stage works on.
pub const MAX_SIDE: usize = 1024;
/// The shorter side below which no grid can be read.
pub const MIN_SIDE: usize = 64;

/// How the pixels are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PixelFormat {
    /// One byte per pixel, 0 = black.
    Grey,
    /// Four bytes per pixel: red, green, blue, alpha (alpha ignored).
    Rgba,
}

impl PixelFormat {
    fn channels(self) -> usize {
        match self {
            PixelFormat::Grey => 1,
            PixelFormat::Rgba => 4,
        }
    }
}

/// An image as the caller has it: row-major pixels, no padding between rows.
#[derive(Clone, Copy, Debug)]
pub struct Image<'a> {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// The pixel layout.
    pub format: PixelFormat,
    /// At least `width * height * channels` bytes.
    pub pixels: &'a [u8],
}

/// A greyscale image owned by the pipeline.
#[derive(Clone, Debug, PartialEq)]
pub struct Grey {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// Row-major grey levels, 0 = black.
    pub data: Vec<u8>,
    /// Input pixels per pixel of this image (1 when not downscaled).
    pub scale: f32,
}

impl Grey {
    /// The grey level at (x, y), white outside the image.
    pub fn get(&self, x: usize, y: usize) -> u8 {
        if x < self.width && y < self.height {
            self.data[y * self.width + x]
        } else {
            255
        }
    }

    /// Bilinear sample at real coordinates, white outside the image.
    pub fn sample(&self, x: f32, y: f32) -> f32 {
        if !(x >= 0.0 && y >= 0.0) || x > (self.width - 1) as f32 || y > (self.height - 1) as f32 {
            return 255.0;
        }
        let (x0, y0) = (x as usize, y as usize);
        let (fx, fy) = (x - x0 as f32, y - y0 as f32);
        let x1 = (x0 + 1).min(self.width - 1);
        let y1 = (y0 + 1).min(self.height - 1);
        let top = f32::from(self.get(x0, y0)) * (1.0 - fx) + f32::from(self.get(x1, y0)) * fx;
        let bottom = f32::from(self.get(x0, y1)) * (1.0 - fx) + f32::from(self.get(x1, y1)) * fx;
        top * (1.0 - fy) + bottom * fy
    }
}

/// Checks `image` and returns it in grey, downscaled by an integer factor (box filter) so that
/// its longer side is at most [`MAX_SIDE`].
pub fn prepare(image: &Image<'_>) -> Result<Grey, ScanError> {
    let (w, h) = (image.width, image.height);
    let channels = image.format.channels();
    let needed = w
        .checked_mul(h)
        .and_then(|n| n.checked_mul(channels))
        .ok_or(ScanError::EmptyImage)?;
    if needed == 0 {
        return Err(ScanError::EmptyImage);
    }
    if image.pixels.len() < needed {
        return Err(ScanError::BufferTooShort);
    }
    if w.min(h) < MIN_SIDE {
        return Err(ScanError::ImageTooSmall);
    }
    let factor = w.max(h).div_ceil(MAX_SIDE).max(1);
    let (ow, oh) = (w / factor, h / factor);
    if ow.min(oh) < MIN_SIDE / 2 {
        return Err(ScanError::ImageTooSmall);
    }
    let mut data = vec![0u8; ow * oh];
    let area = (factor * factor) as u32;
    for oy in 0..oh {
        for ox in 0..ow {
            let mut sum = 0u32;
            for y in oy * factor..(oy + 1) * factor {
                for x in ox * factor..(ox + 1) * factor {
                    sum += luma(image, y * w + x, channels);
                }
            }
            data[oy * ow + ox] = (sum / area) as u8;
        }
    }
    Ok(Grey {
        width: ow,
        height: oh,
        data,
        scale: factor as f32,
    })
}

/// The grey level of pixel `index` (Rec. 601 weights, integer arithmetic).
fn luma(image: &Image<'_>, index: usize, channels: usize) -> u32 {
    let at = index * channels;
    if channels == 1 {
        return u32::from(image.pixels[at]);
    }
    let [r, g, b] = [0, 1, 2].map(|i| u32::from(image.pixels[at + i]));
    (77 * r + 150 * g + 29 * b) >> 8
}
