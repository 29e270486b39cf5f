//! One evaluation per game for the alpha-beta baseline, written from the rules (docs/ai.md).

mod kamon;
mod oxono;
mod yoxii;
