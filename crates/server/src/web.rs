//! The web build's files (`--web web/dist`): each served as the brotli or gzip copy that
//! web/build.sh wrote beside it where the browser accepts one, under its fixed name with
//! `Cache-Control: no-cache` and an `ETag` per encoding, so that a repeat visit costs one small
//! request a file and a 304 (docs/web.md says why fixed names rather than hashed ones).

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::Path;

use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::Response;
use tower_http::services::ServeDir;

/// The files of `dir`, precompressed copies preferred (brotli, then gzip).
pub fn files(dir: &Path) -> Router {
    let serve = ServeDir::new(dir).precompressed_br().precompressed_gzip();
    Router::new().fallback_service(serve).layer(middleware::from_fn(cache))
}

async fn cache(mut request: Request, next: Next) -> Response {
    let wanted = request.headers().get(header::IF_NONE_MATCH).cloned();
    if wanted.is_some() {
        // RFC 9110 13.1.3: with If-None-Match, If-Modified-Since is ignored; the tag decides.
        request.headers_mut().remove(header::IF_MODIFIED_SINCE);
    }
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    // Which copy was sent depends on Accept-Encoding: a shared cache must key on it.
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if response.status() != StatusCode::OK {
        return response;
    }
    let Some(tag) = tag(response.headers()) else { return response };
    response.headers_mut().insert(header::ETAG, tag.clone());
    if wanted.is_some_and(|w| matches(&w, &tag)) {
        let mut unchanged = Response::new(Body::empty());
        *unchanged.status_mut() = StatusCode::NOT_MODIFIED;
        for name in [header::ETAG, header::CACHE_CONTROL, header::VARY, header::LAST_MODIFIED] {
            if let Some(value) = response.headers().get(&name) {
                unchanged.headers_mut().insert(name, value.clone());
            }
        }
        return unchanged;
    }
    response
}

/// The tag of what is being sent: its file's time and length and the encoding. A new build
/// changes the time (and mostly the length); the two copies of one file never share a tag.
fn tag(headers: &HeaderMap) -> Option<HeaderValue> {
    let modified = headers.get(header::LAST_MODIFIED)?;
    let length = headers.get(header::CONTENT_LENGTH)?.to_str().ok()?;
    let encoding = headers.get(header::CONTENT_ENCODING).and_then(|e| e.to_str().ok()).unwrap_or("identity");
    let mut hasher = DefaultHasher::new();
    modified.as_bytes().hash(&mut hasher);
    HeaderValue::from_str(&format!("\"{:016x}-{length}-{encoding}\"", hasher.finish())).ok()
}

/// Whether an If-None-Match list names `tag` (weak comparison, as RFC 9110 asks for GET).
fn matches(wanted: &HeaderValue, tag: &HeaderValue) -> bool {
    let Ok(wanted) = wanted.to_str() else { return false };
    let tag = tag.to_str().unwrap_or_default();
    wanted.split(',').map(|t| t.trim()).any(|t| t == "*" || t.trim_start_matches("W/") == tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_lists_and_weak_tags_match() {
        let tag = HeaderValue::from_static("\"ab-12-br\"");
        for wanted in ["\"ab-12-br\"", "W/\"ab-12-br\"", "\"x\", \"ab-12-br\"", "*"] {
            assert!(matches(&HeaderValue::from_static(wanted), &tag), "{wanted}");
        }
        for wanted in ["\"ab-12-gzip\"", "\"ab-12\"", "", "ab-12-br"] {
            assert!(!matches(&HeaderValue::from_static(wanted), &tag), "{wanted}");
        }
    }
}
