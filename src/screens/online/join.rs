//! The Play online screen's start: `--join CODE` (on the web `?join=CODE`) opens it and joins
//! that game at once; `--online` only opens it.

use bevy::prelude::*;

use crate::launch::Launch;
use crate::online::OnlineRequest;
use crate::states::Screen;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, join_when_asked);
}

fn join_when_asked(
    launch: Res<Launch>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let Some(code) = &launch.join {
        requests.write(OnlineRequest::Join(code.clone()));
        next.set(Screen::Online);
    } else if launch.online {
        next.set(Screen::Online);
    }
}
