//! The web build through `--web`: the brotli or gzip copy to a browser that takes it, the file
//! itself to one that does not, `no-cache` with an ETag, and a 304 for a repeat visit.

mod common;

use common::*;

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
}

#[tokio::test]
async fn the_module_goes_compressed_where_the_browser_takes_it_and_is_cached_by_tag() {
    let db = temp_db("web");
    let dir = temp_dir("web").join("dist");
    std::fs::create_dir_all(&dir).unwrap();
    // Three different lengths: which copy was sent shows in the length and the bytes.
    let raw: Vec<u8> = (0..30_000u32).map(|i| (i % 251) as u8).collect();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>t</title>").unwrap();
    std::fs::write(dir.join("tabletrio_bg.wasm"), &raw).unwrap();
    std::fs::write(dir.join("tabletrio_bg.wasm.br"), [1u8; 900]).unwrap();
    std::fs::write(dir.join("tabletrio_bg.wasm.gz"), [2u8; 1_200]).unwrap();
    let (_server, addr) = spawn_server(&db, &["--web", dir.to_str().unwrap()]);
    let path = "/tabletrio_bg.wasm";

    let (status, br, body) = http_response(addr, path, "Accept-Encoding: gzip, deflate, br\r\n").await;
    assert_eq!(status, 200);
    assert_eq!(header(&br, "content-encoding"), Some("br"), "{br:?}");
    assert_eq!(header(&br, "content-length"), Some("900"));
    assert_eq!(body, vec![1u8; 900]);
    assert_eq!(header(&br, "content-type"), Some("application/wasm"), "the type of the file, not of .br");
    assert_eq!(header(&br, "vary"), Some("accept-encoding"));
    assert_eq!(header(&br, "cache-control"), Some("no-cache"));
    let br_tag = header(&br, "etag").expect("a tag").to_owned();

    let (_, gz, body) = http_response(addr, path, "Accept-Encoding: gzip\r\n").await;
    assert_eq!((header(&gz, "content-encoding"), body.len()), (Some("gzip"), 1_200));
    let gz_tag = header(&gz, "etag").expect("a tag").to_owned();

    let (_, plain, body) = http_response(addr, path, "").await;
    assert_eq!(header(&plain, "content-encoding"), None);
    assert_eq!(header(&plain, "content-length"), Some("30000"));
    assert_eq!(body, raw);
    assert_eq!(header(&plain, "cache-control"), Some("no-cache"));
    let plain_tag = header(&plain, "etag").expect("a tag").to_owned();
    assert!(br_tag != gz_tag && gz_tag != plain_tag && br_tag != plain_tag, "{br_tag} {gz_tag} {plain_tag}");

    // A repeat visit: the tag it holds answers 304 with no body; another copy's tag does not.
    let again = format!("Accept-Encoding: br\r\nIf-None-Match: {br_tag}\r\n");
    let (status, head, body) = http_response(addr, path, &again).await;
    assert_eq!((status, body.len()), (304, 0), "{head:?}");
    assert_eq!(header(&head, "etag"), Some(br_tag.as_str()));
    let other = format!("Accept-Encoding: br\r\nIf-None-Match: {plain_tag}\r\n");
    assert_eq!(http_response(addr, path, &other).await.0, 200);
    // The tag decides, not the date: a later If-Modified-Since with a stale tag still sends.
    let stale = "If-None-Match: \"old\"\r\nIf-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT\r\n";
    let (status, _, body) = http_response(addr, path, stale).await;
    assert_eq!((status, body.len()), (200, 30_000));

    // A new build (the file rewritten, another length) gets a new tag.
    std::fs::write(dir.join("tabletrio_bg.wasm"), &raw[..29_000]).unwrap();
    let (_, head, _) = http_response(addr, path, "").await;
    assert_ne!(header(&head, "etag"), Some(plain_tag.as_str()));

    // The page: no copy beside it, so the file itself, with the same caching.
    let (status, head, body) = http_response(addr, "/", "Accept-Encoding: br\r\n").await;
    assert_eq!(status, 200);
    assert!(body.starts_with(b"<!doctype html>"));
    assert_eq!(header(&head, "content-type"), Some("text/html"));
    assert_eq!(header(&head, "cache-control"), Some("no-cache"));
    assert!(header(&head, "etag").is_some());
}
