//! Short sounds synthesised at start (no sound files): a wooden tock when a piece lands, a
//! little rising chime when the game ends. Muted from the title screen.

use std::f32::consts::TAU;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings};
use bevy::prelude::*;

use crate::game::Applied;
use crate::ui::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_sounds);
    app.add_systems(Update, play_sounds.in_set(crate::AppSystems::View));
}

#[derive(Resource)]
struct Sounds {
    place: Handle<AudioSource>,
    end: Handle<AudioSource>,
}

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

/// A decaying tone with one overtone.
fn tone(freq: f32, secs: f32, decay: f32) -> Vec<f32> {
    let n = (secs * RATE as f32) as usize;
    (0..n)
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let env = (-decay * t).exp() * (t * 400.0).min(1.0);
            env * (0.7 * (TAU * freq * t).sin() + 0.3 * (TAU * 2.0 * freq * t).sin())
        })
        .collect()
}

pub fn place_samples() -> Vec<f32> {
    tone(190.0, 0.16, 32.0).into_iter().map(|s| s * 0.8).collect()
}

pub fn end_samples() -> Vec<f32> {
    [523.25, 659.25, 783.99].iter().flat_map(|&f| tone(f, 0.22, 9.0)).map(|s| s * 0.5).collect()
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |samples: Vec<f32>| sources.add(AudioSource { bytes: wav(&samples).into() });
    let sounds = Sounds { place: add(place_samples()), end: add(end_samples()) };
    commands.insert_resource(sounds);
}

fn play_sounds(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    sounds: Option<Res<Sounds>>,
    settings: Res<Settings>,
) {
    let Some(sounds) = sounds else { return };
    for event in applied.read() {
        let sound = match event {
            Applied::Played { .. } => &sounds.place,
            // Pieces travel after a take-back or a step through the game; a new line from a
            // reviewed position moves nothing.
            Applied::Rewound(n) | Applied::Reviewed(n) if *n != 0 => &sounds.place,
            Applied::GameOver(_) | Applied::Concluded(_) => &sounds.end,
            _ => continue,
        };
        if !settings.muted {
            commands.spawn((AudioPlayer(sound.clone()), PlaybackSettings::DESPAWN));
        }
    }
}
