//! A text to show, as data: a Fluent message and its arguments, resolved in the player's
//! language only when it is drawn. The game spine and the views build these; only the UI
//! turns them into strings, so switching the language redraws every text at once.

use std::fmt;

/// A text the app shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Tr {
    /// A message of the `.ftl` files with its arguments.
    Message { id: &'static str, args: Vec<(&'static str, Arg)> },
    /// Parts shown one after another with a separator that needs no translation ("\n").
    Join { parts: Vec<Tr>, separator: &'static str },
    /// Text that is the same in every language: a record, a square, a file path, a system error.
    Raw(String),
}

/// A message argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
    /// Resolved in the same language first (a side's name inside "White wins").
    Tr(Tr),
    /// A message that takes one argument from another message of the same language: a
    /// colour that agrees with its noun's gender, which each language states for each noun.
    Agree {
        tr: Box<Tr>,
        name: &'static str,
        from: &'static str,
    },
}

impl Tr {
    pub fn new(id: &'static str) -> Tr {
        Tr::Message { id, args: Vec::new() }
    }

    /// The same message with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Tr {
        if let Tr::Message { args, .. } = &mut self {
            args.push((name, value.into()));
        }
        self
    }

    pub fn raw(text: impl Into<String>) -> Tr {
        Tr::Raw(text.into())
    }

    /// Nothing to show.
    pub fn empty() -> Tr {
        Tr::Raw(String::new())
    }

    pub fn is_empty(&self) -> bool {
        match self {
            Tr::Raw(text) => text.is_empty(),
            Tr::Join { parts, .. } => parts.iter().all(Tr::is_empty),
            Tr::Message { .. } => false,
        }
    }

    /// The parts one per line (empty parts left out).
    pub fn lines(parts: impl IntoIterator<Item = Tr>) -> Tr {
        Tr::join(parts, "\n")
    }

    pub fn join(parts: impl IntoIterator<Item = Tr>, separator: &'static str) -> Tr {
        Tr::Join { parts: parts.into_iter().filter(|p| !p.is_empty()).collect(), separator }
    }

    /// The message id, if this is one message (tests and the status report use it).
    pub fn id(&self) -> Option<&'static str> {
        match self {
            Tr::Message { id, .. } => Some(id),
            _ => None,
        }
    }
}

impl From<Tr> for Arg {
    fn from(tr: Tr) -> Arg {
        Arg::Tr(tr)
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

/// Debug output and logs: the message id and arguments (never shown to players).
impl fmt::Display for Tr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tr::Raw(text) => f.write_str(text),
            Tr::Join { parts, separator } => {
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(separator)?;
                    }
                    write!(f, "{part}")?;
                }
                Ok(())
            }
            Tr::Message { id, args } => {
                write!(f, "{id}")?;
                for (name, arg) in args {
                    match arg {
                        Arg::Text(t) => write!(f, " {name}={t:?}")?,
                        Arg::Number(n) => write!(f, " {name}={n}")?,
                        Arg::Tr(t) => write!(f, " {name}=({t})")?,
                        Arg::Agree { tr, name: inner, from } => write!(f, " {name}=({tr} {inner}={from})")?,
                    }
                }
                Ok(())
            }
        }
    }
}
