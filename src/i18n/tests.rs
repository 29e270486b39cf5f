//! The message files against each other, the font and the code: every language has exactly
//! English's messages with the same variables, the font has every letter they use, and every
//! message id the code names exists.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// Each message's id and the variables it uses, anywhere in it (selectors and variants too).
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let source = SOURCES.iter().find(|(l, _)| *l == language).unwrap().1;
    let resource = FluentResource::try_new(source.to_owned())
        .unwrap_or_else(|(_, errors)| panic!("{}: syntax errors {errors:?}", language.code()));
    let mut out = BTreeMap::new();
    for entry in resource.entries() {
        match entry {
            Entry::Message(m) => {
                assert!(m.attributes.is_empty(), "{}: {} has attributes", language.code(), m.id.name);
                let value =
                    m.value.as_ref().unwrap_or_else(|| panic!("{}: {} has no value", language.code(), m.id.name));
                let mut vars = BTreeSet::new();
                pattern_vars(value, &mut vars);
                let fresh = out.insert(m.id.name.to_owned(), vars).is_none();
                assert!(fresh, "{}: {} is defined twice", language.code(), m.id.name);
            }
            Entry::Junk { content } => panic!("{}: cannot parse {content:?}", language.code()),
            Entry::Term(t) => panic!("{}: unexpected term {}", language.code(), t.id.name),
            _ => {}
        }
    }
    out
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_englishs_messages_with_the_same_variables() {
    let english = messages(Language::En);
    assert!(english.len() > 150, "{} messages", english.len());
    for language in Language::ALL {
        let theirs = messages(language);
        let code = language.code();
        let missing: Vec<_> = english.keys().filter(|id| !theirs.contains_key(*id)).collect();
        let extra: Vec<_> = theirs.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{code} lacks {missing:?}");
        assert!(extra.is_empty(), "{code} has messages English lacks: {extra:?}");
        for (id, vars) in &english {
            assert_eq!(&theirs[id], vars, "{code}: the variables of {id}");
        }
    }
}

/// The string literals of the app's source that look like message ids ("menu-start").
fn ids_in_code() -> BTreeSet<String> {
    fn walk(dir: &std::path::Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for literal in text.split('"').skip(1).step_by(2) {
                    let id_like = literal.contains('-')
                        && literal.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                        && literal.chars().next().is_some_and(|c| c.is_ascii_lowercase());
                    if id_like {
                        out.insert(literal.to_owned());
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

#[test]
fn the_code_names_only_messages_that_exist_and_every_message_is_used() {
    let english = messages(Language::En);
    let prefixes: BTreeSet<&str> = english.keys().filter_map(|id| id.split('-').next()).collect();
    let named = ids_in_code();
    let unknown: Vec<_> = named
        .iter()
        .filter(|id| prefixes.contains(id.split('-').next().unwrap()) && !english.contains_key(*id))
        .collect();
    assert!(unknown.is_empty(), "ids in the code without a message: {unknown:?}");
    let unused: Vec<_> = english.keys().filter(|id| !named.contains(*id)).collect();
    assert!(unused.is_empty(), "messages no code names: {unused:?}");
}

#[test]
fn the_font_has_every_letter_of_every_language() {
    for (name, data) in [("regular", REGULAR), ("bold", font::BOLD_DATA)] {
        let face = ttf_parser::Face::parse(data, 0).expect("the font parses");
        for (language, source) in SOURCES {
            // Comments are for translators; everything else may reach the screen.
            let shown = source.lines().filter(|l| !l.trim_start().starts_with('#')).collect::<String>();
            let missing: BTreeSet<char> = shown
                .chars()
                .chain(language.native_name().chars())
                .filter(|&c| !c.is_control() && face.glyph_index(c).is_none())
                .collect();
            assert!(missing.is_empty(), "{name} font lacks {missing:?} for {}", language.code());
        }
    }
}

#[test]
fn plurals_numbers_and_agreement_follow_each_language() {
    let locales = Locales::new();
    let hand = |language, count: u32| locales.text(language, &Tr::new("kamon-hand").with("count", count));
    assert_eq!(hand(Language::En, 1), "1 hexagon");
    assert_eq!(hand(Language::En, 18), "18 hexagons");
    assert_eq!(hand(Language::Pl, 2), "2 sześciokąty");
    assert_eq!(hand(Language::Pl, 5), "5 sześciokątów");
    assert_eq!(hand(Language::Pl, 22), "22 sześciokąty");
    assert_eq!(hand(Language::Cs, 3), "3 šestiúhelníky");
    assert_eq!(hand(Language::Cs, 5), "5 šestiúhelníků");
    assert_eq!(hand(Language::Fr, 1), "1 hexagone");
    let sum = Tr::new("yoxii-sum").with("sum", 7);
    assert_eq!(
        locales.text(Language::Fr, &sum),
        "somme autour du totem\u{a0}: 7",
        "French keeps its colon on the line"
    );
    let speed = Tr::new("moves-speed").with("speed", 0.5);
    assert_eq!(locales.text(Language::En, &speed), "0.5 move/s");
    assert_eq!(locales.text(Language::Fr, &speed), "0,5 coup/s");
    use tabletrio_engine::kamon::{Colour, Symbol, Token};
    let blue_mountain = token(Token::new(Colour::Blue, Symbol::Mountain));
    let blue_fish = token(Token::new(Colour::Blue, Symbol::Fish));
    assert_eq!(locales.text(Language::En, &blue_mountain), "blue mountain");
    assert_eq!(locales.text(Language::Fr, &blue_mountain), "montagne bleue");
    assert_eq!(locales.text(Language::Fr, &blue_fish), "poisson bleu");
    assert_eq!(locales.text(Language::De, &token(Token::new(Colour::Green, Symbol::Gate))), "grünes Tor");
    assert_eq!(locales.text(Language::Pl, &blue_fish), "niebieska ryba");
    assert_eq!(locales.text(Language::Cs, &token(Token::new(Colour::Red, Symbol::Bird))), "červený pták");
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let locales = Locales::new();
    // Every language has every message (above); an unknown id shows as itself, never panics.
    assert_eq!(locales.text(Language::De, &Tr::new("no-such-message")), "no-such-message");
    let nested = Tr::new("outcome-wins")
        .with("side", side_name(tabletrio_engine::GameKind::Yoxii, tabletrio_engine::Side::First));
    assert_eq!(locales.text(Language::En, &nested), "White wins");
    assert_eq!(locales.text(Language::It, &nested), "Vince Bianco");
    assert_eq!(locales.text(Language::Cs, &Tr::lines([Tr::raw("a"), Tr::empty(), Tr::raw("b")])), "a\nb");
}

/// Each message that names controls by `$device`, with the devices it has its own words for.
fn device_variants(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let source = SOURCES.iter().find(|(l, _)| *l == language).unwrap().1;
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|_| panic!("{} parses", language.code()));
    let mut out = BTreeMap::new();
    for entry in resource.entries() {
        let Entry::Message(m) = entry else { continue };
        for element in m.value.iter().flat_map(|v| &v.elements) {
            if let PatternElement::Placeable { expression: Expression::Select { selector, variants } } = element
                && matches!(selector, InlineExpression::VariableReference { id } if id.name == "device")
            {
                let keys = variants.iter().map(|v| format!("{:?}", v.key)).collect();
                out.insert(m.id.name.to_owned(), keys);
            }
        }
    }
    out
}

#[test]
fn every_language_words_each_device_where_english_does() {
    let english = device_variants(Language::En);
    // The guide speaks to the gamepad player in its own words, as to the mouse and the touch.
    for id in ["guide-hide", "guide-confirm", "guide-yoxii-move", "guide-kamon-match", "hud-confirm", "hud-reviewing"] {
        assert!(english[id].iter().any(|k| k.contains("\"pad\"")), "{id} has no [pad] words: {:?}", english[id]);
    }
    for language in Language::ALL {
        assert_eq!(device_variants(language), english, "{}: the device variants", language.code());
    }
}

#[test]
fn the_guide_names_the_pad_buttons_to_a_gamepad_player() {
    let locales = Locales::new();
    let pad = |id: &'static str| locales.text(Language::En, &Tr::new(id).with("device", "pad").with("side", "White"));
    for id in ["guide-yoxii-move", "guide-oxono-move", "guide-kamon-first", "guide-kamon-match", "guide-oxono-place"] {
        let text = pad(id);
        assert!(text.contains("press A") && !text.to_lowercase().contains("click"), "{id}: {text}");
    }
    assert_eq!(pad("guide-hide"), "Hide (Select)");
    assert!(pad("hud-confirm").contains("A again; B to change"), "{}", pad("hud-confirm"));
    let mouse = locales.text(Language::En, &Tr::new("guide-yoxii-move").with("device", "mouse"));
    assert!(mouse.starts_with("Click a green square"), "{mouse}");
}
