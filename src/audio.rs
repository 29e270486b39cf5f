//! Short sounds synthesised at start (no sound files), one for each thing that happens on the
//! table: a piece or totem lifted, a totem sliding or hopping, a piece landing, a refused pick,
//! your turn after the other side's move, a win, a loss, a draw. Played at the volume the
//! settings choose, and not at all while sound is off or the window is hidden (minimised, or a
//! browser tab in the background).

use std::f32::consts::TAU;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use bevy::window::WindowOccluded;
use tabletrio_engine::Side;

use crate::match_flow::{Applied, Match, PlayerKind, Rejected};
use crate::settings::Settings;
use crate::table::SoundCue;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hidden>();
    app.add_systems(Startup, make_sounds);
    app.add_systems(
        Update,
        (cue_game_events, follow_visibility, play_cues).chain().in_set(crate::states::AppSystems::End),
    );
}

#[derive(Resource)]
struct Sounds(Vec<(SoundCue, Handle<AudioSource>)>);

/// Whether the window is out of sight now.
#[derive(Resource, Default, Debug)]
struct Hidden(bool);

/// A sound playing now (stopped when the window hides).
#[derive(Component)]
struct Playing;

const RATE: u32 = 22_050;

/// 16-bit mono PCM samples in a WAV container.
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * 32_000.0) as i16).to_le_bytes());
    }
    out
}

fn seconds(secs: f32) -> usize {
    (secs * RATE as f32) as usize
}

/// A decaying tone with one overtone.
fn tone(freq: f32, secs: f32, decay: f32) -> Vec<f32> {
    (0..seconds(secs))
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let env = (-decay * t).exp() * (t * 400.0).min(1.0);
            env * (0.7 * (TAU * freq * t).sin() + 0.3 * (TAU * 2.0 * freq * t).sin())
        })
        .collect()
}

/// Noise through a one-pole low-pass (`smooth` near 1 is darker), shaped by `envelope(t)`:
/// wood brushing felt. A fixed generator, so each run sounds the same.
fn brush(secs: f32, smooth: f32, envelope: impl Fn(f32) -> f32) -> Vec<f32> {
    let mut state = 0x2545_f491_u32;
    let mut low = 0.0f32;
    (0..seconds(secs))
        .map(|i| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let white = state as f32 / u32::MAX as f32 * 2.0 - 1.0;
            low = smooth * low + (1.0 - smooth) * white;
            envelope(i as f32 / RATE as f32) * low * 3.0
        })
        .collect()
}

/// `b` laid over `a`, starting `at` seconds in.
fn mix(mut a: Vec<f32>, b: &[f32], at: f32) -> Vec<f32> {
    let start = seconds(at);
    a.resize(a.len().max(start + b.len()), 0.0);
    for (i, s) in b.iter().enumerate() {
        a[start + i] += s;
    }
    a
}

fn scaled(samples: Vec<f32>, gain: f32) -> Vec<f32> {
    samples.into_iter().map(|s| s * gain).collect()
}

/// Notes one after another.
fn notes(freqs: &[f32], each: f32, decay: f32) -> Vec<f32> {
    freqs.iter().flat_map(|&f| tone(f, each, decay)).collect()
}

/// The samples of each cue's sound.
pub fn samples(cue: SoundCue) -> Vec<f32> {
    match cue {
        // A light, high click: wood leaving wood.
        SoundCue::Lift => scaled(tone(520.0, 0.08, 55.0), 0.45),
        // A soft brush that swells and fades, the length of the slide.
        SoundCue::Slide => brush(0.3, 0.9, |t| (t / 0.3 * std::f32::consts::PI).sin().powi(2) * 0.5),
        // A quick breath up, then a light tap where it comes down.
        SoundCue::Hop => {
            let air = brush(0.22, 0.8, |t| (t / 0.22 * std::f32::consts::PI).sin() * 0.25);
            mix(air, &scaled(tone(240.0, 0.1, 45.0), 0.6), 0.2)
        }
        // The wooden tock of a piece set down.
        SoundCue::Land => scaled(tone(190.0, 0.16, 32.0), 0.8),
        // Two low, dull knocks.
        SoundCue::Refused => {
            let knock = scaled(tone(110.0, 0.09, 40.0), 0.7);
            mix(knock.clone(), &knock, 0.11)
        }
        // Two soft bell notes, rising.
        SoundCue::YourTurn => scaled(notes(&[659.25, 880.0], 0.16, 14.0), 0.35),
        // A rising major arpeggio.
        SoundCue::Won => scaled(notes(&[523.25, 659.25, 783.99, 1046.5], 0.2, 9.0), 0.5),
        // A falling minor one, slower.
        SoundCue::Lost => scaled(notes(&[392.0, 311.13, 261.63], 0.28, 7.0), 0.5),
        // The same note twice, level.
        SoundCue::Drawn => scaled(notes(&[523.25, 523.25], 0.22, 9.0), 0.5),
    }
}

/// What an applied event sounds like: at most two cues (a move landing, then your turn).
pub fn cues_for(event: &Applied, game: &Match) -> Vec<SoundCue> {
    let end = |winner: Option<Side>| match winner {
        None => SoundCue::Drawn,
        // A person here lost only if the winner is not also a person here (hot seat).
        Some(w)
            if game.players()[w.index()] != PlayerKind::Human
                && game.players()[w.opposite().index()] == PlayerKind::Human =>
        {
            SoundCue::Lost
        }
        Some(_) => SoundCue::Won,
    };
    match *event {
        Applied::Played { side, .. } => {
            let mut cues = vec![SoundCue::Land];
            // After the computer's or a remote player's move, the person here is called.
            if game.players()[side.index()] != PlayerKind::Human && game.human_to_move() {
                cues.push(SoundCue::YourTurn);
            }
            cues
        }
        // Pieces travel after a take-back or a step through the game; a new line from a reviewed
        // position moves nothing.
        Applied::Rewound(n) | Applied::Reviewed(n) if n != 0 => vec![SoundCue::Land],
        Applied::GameOver(outcome) => vec![end(outcome.winner)],
        Applied::Concluded(verdict) => vec![end(verdict.winner)],
        _ => Vec::new(),
    }
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let sounds = SoundCue::ALL.map(|cue| (cue, sources.add(AudioSource { bytes: wav(&samples(cue)).into() }))).to_vec();
    commands.insert_resource(Sounds(sounds));
}

fn cue_game_events(
    mut applied: MessageReader<Applied>,
    mut rejected: MessageReader<Rejected>,
    game: Option<Res<Match>>,
    mut cues: MessageWriter<SoundCue>,
) {
    if let Some(game) = game {
        for event in applied.read() {
            cues.write_batch(cues_for(event, &game));
        }
    }
    if rejected.read().count() > 0 {
        cues.write(SoundCue::Refused);
    }
}

fn follow_visibility(
    mut commands: Commands,
    mut occluded: MessageReader<WindowOccluded>,
    mut hidden: ResMut<Hidden>,
    playing: Query<Entity, With<Playing>>,
) {
    let Some(last) = occluded.read().last() else { return };
    hidden.0 = last.occluded;
    if hidden.0 {
        for sound in &playing {
            commands.entity(sound).despawn();
        }
    }
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    sounds: Option<Res<Sounds>>,
    settings: Res<Settings>,
    hidden: Res<Hidden>,
) {
    let Some(sounds) = sounds else { return };
    let volume = settings.volume_share();
    // Read every cue, so none waits to sound late when the window comes back.
    for cue in cues.read() {
        if settings.muted || hidden.0 || volume <= 0.0 {
            continue;
        }
        if let Some((_, sound)) = sounds.0.iter().find(|(c, _)| c == cue) {
            commands.spawn((
                Playing,
                AudioPlayer(sound.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use tabletrio_engine::ai::Level;
    use tabletrio_engine::{AnyPosition, EndReason, GameKind, Outcome};

    use super::*;

    fn game(players: [PlayerKind; 2]) -> Match {
        Match::new(AnyPosition::start(GameKind::Kamon, 1), Vec::new(), players)
    }

    #[test]
    fn every_cue_has_its_own_sound_within_range() {
        let all: Vec<Vec<f32>> = SoundCue::ALL.iter().map(|&c| samples(c)).collect();
        for (cue, s) in SoundCue::ALL.iter().zip(&all) {
            assert!(s.len() > RATE as usize / 20, "{cue:?} is too short: {} samples", s.len());
            assert!(s.len() < RATE as usize * 2, "{cue:?} is too long: {} samples", s.len());
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!(peak > 0.05 && peak <= 1.0, "{cue:?} peaks at {peak}");
        }
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                assert_ne!(all[i], all[j], "{:?} and {:?} sound the same", SoundCue::ALL[i], SoundCue::ALL[j]);
            }
        }
    }

    #[test]
    fn the_end_sounds_as_the_person_here_fared() {
        let over = |winner| Applied::GameOver(Outcome { winner, reason: EndReason::Connection, tally: None });
        let computer = PlayerKind::Computer(Level::Easy);
        let against = game([PlayerKind::Human, computer]);
        assert_eq!(cues_for(&over(Some(Side::First)), &against), [SoundCue::Won]);
        assert_eq!(cues_for(&over(Some(Side::Second)), &against), [SoundCue::Lost]);
        assert_eq!(cues_for(&over(None), &against), [SoundCue::Drawn]);
        // Two people at one screen: someone here won.
        let hot_seat = game([PlayerKind::Human, PlayerKind::Human]);
        assert_eq!(cues_for(&over(Some(Side::Second)), &hot_seat), [SoundCue::Won]);
        let online = game([PlayerKind::Remote, PlayerKind::Human]);
        assert_eq!(cues_for(&over(Some(Side::First)), &online), [SoundCue::Lost]);
    }

    #[test]
    fn the_person_here_is_called_after_the_other_sides_move_only() {
        let start = game([PlayerKind::Human, PlayerKind::Human]);
        let action = start.position().legal_actions()[0];
        let after = start.clone().played(action);
        let played = |side| Applied::Played { action, side };
        // Hot seat: a move lands, nobody is called.
        assert_eq!(cues_for(&played(Side::First), &after), [SoundCue::Land]);
        // The computer (the first side) moved; the second, a person, plays now.
        let against = after.clone().with_players([PlayerKind::Computer(Level::Easy), PlayerKind::Human]);
        assert_eq!(cues_for(&played(Side::First), &against), [SoundCue::Land, SoundCue::YourTurn]);
        // A person moved and the computer plays next: nobody here is called.
        let against = after.clone().with_players([PlayerKind::Human, PlayerKind::Computer(Level::Easy)]);
        assert_eq!(cues_for(&played(Side::First), &against), [SoundCue::Land]);
        assert_eq!(cues_for(&Applied::Rewound(0), &against), []);
        assert_eq!(cues_for(&Applied::Rewound(-2), &against), [SoundCue::Land]);
    }
}
