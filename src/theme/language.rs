//! The language chosen in the settings becomes the language every text is shown in (the
//! settings and the texts know nothing of each other; the menus know both).

use bevy::prelude::*;

use crate::i18n::{CurrentLanguage, LocalizedSystems};
use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        follow_settings.run_if(resource_exists_and_changed::<Settings>).before(LocalizedSystems),
    );
}

fn follow_settings(settings: Res<Settings>, mut current: ResMut<CurrentLanguage>) {
    let wanted = settings.language();
    if current.0 != wanted {
        current.0 = wanted;
    }
    #[cfg(target_arch = "wasm32")]
    crate::web::set_page_language(wanted.code());
}
