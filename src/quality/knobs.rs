//! What a quality preset turns on, as plain values: the presets are three rows of this table, and
//! `--knobs` changes single entries to measure what each one costs.

use crate::settings::Quality;

/// The render features that cost frame time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Knobs {
    /// Multisample anti-aliasing samples: 1 (off), 2 or 4.
    pub msaa: u32,
    /// The sun casts shadows.
    pub shadows: bool,
    /// Width and height of the shadow map.
    pub shadow_map: usize,
    /// Shadow cascades (the table fits in one).
    pub cascades: usize,
    /// Soft (Gaussian-filtered) shadow edges instead of the hardware 2x2 filter.
    pub soft_shadows: bool,
    /// Screen-space contact shadows where pieces touch the board (needs a depth prepass). Off in
    /// every preset: under lavapipe they cost 350 ms a frame on Yoxii's table and Kamon's table
    /// was killed for memory with them; kept as a knob for measuring.
    pub contact_shadows: bool,
    /// A second, shadowless light from the other side that lifts the dark faces.
    pub fill_light: bool,
    /// Wood grain on the board and squares.
    pub textures: bool,
    /// Flat colours without lighting: the cheapest shading there is.
    pub unlit: bool,
    /// Draw the felt table (else the screen is cleared to its lit colour).
    pub table: bool,
    /// A lacquered finish on the pieces: a clear coat over their colour that catches the light.
    pub lacquer: bool,
    /// Soft light from the room all around (an environment map made in code: a warm ceiling,
    /// walls, the dark floor), which the lacquer also reflects.
    pub environment: bool,
    /// The table's pixels per window pixel along each side, in percent: below 100 the 3D view is
    /// drawn smaller and stretched over the window, while the HUD and menus stay sharp.
    pub resolution: u32,
}

impl Knobs {
    /// The preset's row; Auto has none of its own (it runs one of the three).
    pub fn preset(quality: Quality) -> Knobs {
        match quality {
            Quality::Low => Knobs {
                msaa: 1,
                shadows: false,
                shadow_map: 512,
                cascades: 1,
                soft_shadows: false,
                contact_shadows: false,
                fill_light: false,
                textures: false,
                unlit: false,
                table: false,
                lacquer: false,
                environment: false,
                resolution: 45,
            },
            Quality::Medium => Knobs {
                msaa: 4,
                shadows: true,
                shadow_map: 1024,
                cascades: 1,
                soft_shadows: false,
                contact_shadows: false,
                fill_light: false,
                textures: true,
                unlit: false,
                table: true,
                lacquer: false,
                environment: false,
                resolution: 100,
            },
            Quality::High | Quality::Auto => Knobs {
                msaa: 4,
                shadows: true,
                shadow_map: 2048,
                cascades: 1,
                soft_shadows: true,
                contact_shadows: false,
                fill_light: true,
                textures: true,
                unlit: false,
                table: true,
                lacquer: true,
                environment: true,
                resolution: 100,
            },
        }
    }

    /// Applies `name=value` pairs separated by commas, e.g. `msaa=1,shadows=off`.
    /// Whether `--knobs` names only knobs and values that exist (checked before the window opens).
    pub fn check(text: &str) -> Result<(), String> {
        Knobs::preset(Quality::High).with_overrides(text).map(|_| ())
    }

    pub fn with_overrides(mut self, text: &str) -> Result<Knobs, String> {
        for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').ok_or_else(|| format!("--knobs: {pair:?} is not name=value"))?;
            let flag = || match value {
                "on" | "1" | "true" => Ok(true),
                "off" | "0" | "false" => Ok(false),
                _ => Err(format!("--knobs: {name} is on or off, not {value:?}")),
            };
            let number =
                || value.parse::<usize>().map_err(|_| format!("--knobs: {name} needs a number, not {value:?}"));
            match name {
                "msaa" => {
                    self.msaa = number()? as u32;
                    if ![1, 2, 4].contains(&self.msaa) {
                        return Err(format!("--knobs: msaa is 1, 2 or 4, not {value}"));
                    }
                }
                "shadows" => self.shadows = flag()?,
                "shadow_map" => {
                    self.shadow_map = number()?;
                    if !self.shadow_map.is_power_of_two() || !(256..=4096).contains(&self.shadow_map) {
                        return Err(format!("--knobs: shadow_map is a power of two from 256 to 4096, not {value}"));
                    }
                }
                "cascades" => {
                    self.cascades = number()?;
                    if !(1..=4).contains(&self.cascades) {
                        return Err(format!("--knobs: cascades is 1 to 4, not {value}"));
                    }
                }
                "soft_shadows" => self.soft_shadows = flag()?,
                "contact_shadows" => self.contact_shadows = flag()?,
                "fill_light" => self.fill_light = flag()?,
                "textures" => self.textures = flag()?,
                "unlit" => self.unlit = flag()?,
                "table" => self.table = flag()?,
                "lacquer" => self.lacquer = flag()?,
                "environment" => self.environment = flag()?,
                "resolution" => {
                    self.resolution = number()? as u32;
                    if !(25..=100).contains(&self.resolution) {
                        return Err(format!("--knobs: resolution is 25 to 100 (percent), not {value}"));
                    }
                }
                _ => return Err(format!("--knobs: no knob named {name:?}")),
            }
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_knobs_are_refused_before_the_window_opens() {
        assert!(Knobs::check("msaa=3").unwrap_err().contains("msaa"));
        assert!(Knobs::check("shadows=on").is_ok());
    }

    #[test]
    fn presets_cost_more_as_they_go_up() {
        let [low, medium, high] = [Quality::Low, Quality::Medium, Quality::High].map(Knobs::preset);
        assert!(!low.shadows && low.msaa == 1 && !low.textures && !low.table && low.resolution < 100);
        assert_eq!((medium.resolution, high.resolution), (100, 100));
        assert!(medium.shadows && !medium.soft_shadows);
        assert!(high.soft_shadows && high.fill_light && high.shadow_map > medium.shadow_map);
        assert!(high.lacquer && high.environment && !medium.lacquer && !medium.environment);
        // Measured too dear (and Kamon's table ran out of memory with them under lavapipe).
        assert!(!high.contact_shadows);
    }

    #[test]
    fn overrides_change_single_knobs_and_refuse_nonsense() {
        let k = Knobs::preset(Quality::High).with_overrides("msaa=1, shadows=off,cascades=4").unwrap();
        assert_eq!((k.msaa, k.shadows, k.cascades), (1, false, 4));
        assert_eq!(Knobs::preset(Quality::Low).with_overrides(""), Ok(Knobs::preset(Quality::Low)));
        for bad in [
            "resolution=10",
            "resolution=150",
            "msaa=3",
            "shadows=maybe",
            "shadow_map=1000",
            "cascades=0",
            "bloom=on",
            "msaa",
        ] {
            assert!(Knobs::preset(Quality::Low).with_overrides(bad).is_err(), "{bad}");
        }
    }
}
