//! The app's typeface: Noto Sans (SIL OFL 1.1, assets/fonts/OFL.txt), cut down to the Latin
//! letters of the nine languages by scripts/subset-font.sh. Bevy's built-in font has ASCII only.

use bevy::asset::uuid_handle;
use bevy::prelude::*;

/// The regular weight, which every text gets unless it names another font.
pub const REGULAR: &[u8] = include_bytes!("../../assets/fonts/NotoSans-Regular-latin.ttf");
/// The bold weight for titles.
pub const BOLD_DATA: &[u8] = include_bytes!("../../assets/fonts/NotoSans-Bold-latin.ttf");

/// Titles and headings.
pub const BOLD: Handle<Font> = uuid_handle!("6f1c2a52-8d7e-4f43-9a36-3b2f0e6d4c11");

/// Installs the fonts where the text plugin exists (not in the headless tests): the regular
/// weight under the default handle, so every `TextFont` without a font of its own uses it.
pub(super) fn plugin(app: &mut App) {
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() {
        let regular = fonts.insert(AssetId::default(), Font::from_bytes(REGULAR.to_vec()));
        let bold = fonts.insert(&BOLD, Font::from_bytes(BOLD_DATA.to_vec()));
        if let Err(e) = regular.and(bold) {
            error!("the app's fonts could not be installed: {e}");
        }
    }
}

/// A bold text style of `size` pixels.
pub fn bold(size: f32) -> TextFont {
    TextFont { font: BOLD.into(), ..TextFont::from_font_size(size) }
}
