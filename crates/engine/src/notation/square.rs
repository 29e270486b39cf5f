//! The `a1` form every board's squares and cells are written in.

/// Splits `a1`-style text into a 0-based letter index and a 0-based number, without checking
/// them against any board.
pub(crate) fn letter_number(text: &str) -> Option<(u8, u8)> {
    let mut chars = text.chars();
    let letter = chars.next()?;
    if !letter.is_ascii_lowercase() {
        return None;
    }
    let digits = chars.as_str();
    // One way to write each square: "a01" is not "a1".
    if digits.is_empty() || digits.len() > 2 || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number: u8 = digits.parse().ok()?;
    Some((letter as u8 - b'a', number.checked_sub(1)?))
}

#[cfg(test)]
mod tests {
    use super::letter_number;

    #[test]
    fn splits_letter_and_number() {
        assert_eq!(letter_number("a1"), Some((0, 0)));
        assert_eq!(letter_number("g12"), Some((6, 11)));
        assert_eq!(letter_number("a0"), None);
        assert_eq!(letter_number("A1"), None);
        assert_eq!(letter_number("a"), None);
        assert_eq!(letter_number("a123"), None);
        assert_eq!(letter_number("a1x"), None);
        assert_eq!(letter_number(""), None);
    }
}
