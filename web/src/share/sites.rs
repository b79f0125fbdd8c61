//! The other sites this app reads links from and links to: each host written once, here.

/// SudokuWiki (Andrew Stuart): its solver takes a board in `?bd=`.
pub const SUDOKUWIKI: &str = "www.sudokuwiki.org";
/// SudokuPad (Sven Neumann): a puzzle id follows the host.
pub const SUDOKUPAD: &str = "sudokupad.app";
/// Cracking the Cryptic's app, which serves SudokuPad under `/sudoku/`.
pub const CTC_APP: &str = "app.crackingthecryptic.com";
/// f-puzzles: a puzzle in `?load=`.
pub const FPUZZLES: &str = "f-puzzles.com";
/// sudoku.coach: `/<language>/solver/<81 digits>` and `/<language>/play/<81 digits>`.
pub const SUDOKU_COACH: &str = "sudoku.coach";

/// SudokuWiki's solver page for classic Sudoku, up to its board.
pub fn sudokuwiki_solver() -> String {
    format!("https://{SUDOKUWIKI}/sudoku.htm?bd=")
}

/// SudokuPad's address for a puzzle, up to its id.
pub fn sudokupad_puzzle() -> String {
    format!("https://{SUDOKUPAD}/")
}

/// f-puzzles' address for a puzzle, up to its data.
pub fn fpuzzles_load() -> String {
    format!("https://{FPUZZLES}/?load=")
}

/// The address without its `http://` or `https://` (any case) and surrounding white space.
fn strip_scheme(address: &str) -> &str {
    let t = address.trim();
    for scheme in ["https://", "http://"] {
        if t.len() >= scheme.len()
            && t.is_char_boundary(scheme.len())
            && t[..scheme.len()].eq_ignore_ascii_case(scheme)
        {
            return &t[scheme.len()..];
        }
    }
    t
}

/// The host of an address (`https://host/...`, `host/...`), lower-cased, without `www.` and
/// port, or `None` if the text does not start with something like a host name.
pub fn host_of(address: &str) -> Option<String> {
    let rest = strip_scheme(address);
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let host = rest[..end].to_ascii_lowercase();
    let host = host.split(':').next().unwrap_or("");
    let host = host.strip_prefix("www.").unwrap_or(host);
    let plausible = host.contains('.')
        && !host.starts_with('.')
        && !host.ends_with('.')
        && host.chars().any(|c| c.is_ascii_alphabetic())
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    plausible.then(|| host.to_string())
}

/// Whether `host` (from [`host_of`]) is `site` (a constant above) or one of its subdomains.
pub fn is_site(host: &str, site: &str) -> bool {
    let site = site.strip_prefix("www.").unwrap_or(site);
    host == site || host.ends_with(&format!(".{site}"))
}

/// The path and query of an address after its host (`/path?query#fragment`), or nothing when
/// it has none.
pub fn after_host(address: &str) -> &str {
    let rest = strip_scheme(address);
    match rest.find(['/', '?', '#']) {
        Some(i) => &rest[i..],
        None => "",
    }
}

/// The value of query parameter `name` in `address` (as written, not percent-decoded).
pub fn query_param<'a>(address: &'a str, name: &str) -> Option<&'a str> {
    let query = &address[address.find('?')? + 1..];
    let query = query.split('#').next().unwrap_or("");
    query
        .split('&')
        .find_map(|part| part.strip_prefix(name)?.strip_prefix('='))
}

/// Decodes `%XX` escapes (invalid ones are kept as they are) and `+` as itself.
pub fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Escapes the characters of standard base64 that a URL path or query would change.
pub fn escape_base64(text: &str) -> String {
    text.replace('+', "%2B")
        .replace('/', "%2F")
        .replace('=', "%3D")
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn hosts_and_params() {
        assert_eq!(
            host_of("https://www.SudokuWiki.org/sudoku.htm?bd=1").as_deref(),
            Some("sudokuwiki.org")
        );
        assert_eq!(
            host_of("sudokupad.app/scl123").as_deref(),
            Some("sudokupad.app")
        );
        assert_eq!(host_of("123456789"), None);
        assert_eq!(
            host_of("HTTP://SudokuPad.app:443/x").as_deref(),
            Some("sudokupad.app")
        );
        assert_eq!(host_of("53..7....6..195"), None);
        assert!(is_site("sudokuwiki.org", SUDOKUWIKI));
        assert!(is_site("app.crackingthecryptic.com", CTC_APP));
        assert!(!is_site("evil-sudokuwiki.org", SUDOKUWIKI));
        assert_eq!(after_host("https://sudokupad.app/scl12?x"), "/scl12?x");
        assert_eq!(query_param("a.b/c?x=1&load=abc#f", "load"), Some("abc"));
        assert_eq!(query_param("a.b/c?xload=1", "load"), None);
        assert_eq!(percent_decode("a%2Bb%2fc%zz%4"), "a+b/c%zz%4");
        assert_eq!(escape_base64("a+b/c=="), "a%2Bb%2Fc%3D%3D");
    }
}
