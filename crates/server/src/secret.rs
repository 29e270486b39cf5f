//! Room codes and seat tokens, from the operating system's randomness. The store keeps only a
//! token's SHA-256 hash: a copied database file seats nobody.

use sha2::{Digest, Sha256};

/// Room codes use letters and digits that cannot be mistaken for one another when read aloud
/// or typed from a screen: no I, L, O, 0 or 1.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// 31^6 (about 887 million) codes; failed look-ups are rate-limited per address.
pub const CODE_LEN: usize = 6;

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    // The operating system's generator does not fail on the systems we run on; if it ever did,
    // a predictable code or token would be worse than stopping.
    getrandom::fill(&mut bytes).expect("the operating system's random number generator");
    bytes
}

/// A new room code.
pub fn new_code() -> String {
    // Rejection sampling keeps every letter equally likely (256 is not a multiple of 31).
    let limit = 256 - 256 % CODE_ALPHABET.len();
    let mut code = String::with_capacity(CODE_LEN);
    while code.len() < CODE_LEN {
        for b in random_bytes::<16>() {
            if usize::from(b) < limit && code.len() < CODE_LEN {
                code.push(char::from(CODE_ALPHABET[usize::from(b) % CODE_ALPHABET.len()]));
            }
        }
    }
    code
}

/// 64 random bits: a game's seed, a node's number.
pub fn random_u64() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

/// A new seat token: 128 random bits, 32 hexadecimal digits. It is the seat's only credential:
/// it is never logged.
pub fn new_token() -> String {
    hex(&random_bytes::<16>())
}

/// A token as the store keeps it: its SHA-256, 64 hexadecimal digits.
pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// The token a seat of a rematch gets, made from the player's token of the game before and the
/// new game's code. The server never stores a token, so this is how a player who resumes an
/// old token is handed the new one: only the holder of the old token can compute it.
pub fn rematch_token(old: &str, code: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"tabletrio rematch\0");
    h.update(old.as_bytes());
    h.update(b"\0");
    h.update(code.as_bytes());
    hex(&h.finalize()[..16])
}

/// Whether a text has a token's shape (32 hexadecimal digits).
pub fn is_token(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Reads a code as a person may type it: case and surrounding spaces do not matter.
pub fn normalise_code(text: &str) -> Option<String> {
    let code = text.trim().to_ascii_uppercase();
    (code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_tokens_look_right_and_differ() {
        let codes: std::collections::HashSet<String> = (0..1000).map(|_| new_code()).collect();
        assert_eq!(codes.len(), 1000);
        assert!(codes.iter().all(|c| normalise_code(c).as_deref() == Some(c.as_str())));
        let token = new_token();
        assert_eq!(token.len(), 32);
        assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(token, new_token());
        assert_eq!(normalise_code(" abcdef ").as_deref(), Some("ABCDEF"));
        assert_eq!(normalise_code("ABCDE0"), None, "0 is not in the alphabet");
        assert_eq!(normalise_code("ABCDEFG"), None);
        assert!(is_token(&token) && !is_token("junk"));
    }

    #[test]
    fn hashes_and_rematch_tokens_are_fixed_functions_of_their_input() {
        // SHA-256 of "abc", the standard's own example.
        assert_eq!(hash_token("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        let old = new_token();
        let next = rematch_token(&old, "ABCDEF");
        assert!(is_token(&next));
        assert_eq!(next, rematch_token(&old, "ABCDEF"));
        assert_ne!(next, rematch_token(&old, "ABCDEG"));
        assert_ne!(next, rematch_token(&new_token(), "ABCDEF"));
    }
}
