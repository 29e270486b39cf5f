//! The app state every handler takes: the hub and the configuration.

use std::sync::Arc;

use crate::config::Config;
use crate::hub::Hub;

#[derive(Clone)]
pub struct Shared {
    pub hub: Arc<Hub>,
    pub config: Arc<Config>,
}
