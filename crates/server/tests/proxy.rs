//! Behind a real reverse proxy: Debian's nginx on loopback in front of the server, forwarding
//! WebSockets and adding `X-Forwarded-For`. Two client addresses (set by the test in the header
//! the proxy extends): one is limited for its wrong codes, the other plays on.

mod common;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::*;
use serde_json::json;
use tabletrio_server::{Config, Limits};

/// nginx, stopped when the test ends however it ends.
struct Nginx(Child);

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn nginx_binary() -> PathBuf {
    for candidate in ["/usr/sbin/nginx", "/usr/bin/nginx"] {
        if Path::new(candidate).exists() {
            return candidate.into();
        }
    }
    panic!("nginx is not installed: the proxy test needs Debian's nginx (scripts/setup.sh --tests installs it)");
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Starts nginx on a free loopback port in front of `upstream`.
async fn start_nginx(upstream: SocketAddr) -> (Nginx, SocketAddr) {
    let dir = std::env::temp_dir().join(format!("tabletrio-nginx-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let port = free_port();
    let d = dir.display();
    let conf = format!(
        "daemon off;
master_process off;
worker_processes 1;
pid {d}/nginx.pid;
error_log {d}/error.log;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {d}/body;
    proxy_temp_path {d}/proxy;
    fastcgi_temp_path {d}/fastcgi;
    uwsgi_temp_path {d}/uwsgi;
    scgi_temp_path {d}/scgi;
    map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://{upstream};
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_read_timeout 1h;
        }}
    }}
}}
"
    );
    std::fs::write(dir.join("nginx.conf"), conf).unwrap();
    let child = Command::new(nginx_binary())
        .arg("-p")
        .arg(&dir)
        .arg("-c")
        .arg(dir.join("nginx.conf"))
        .arg("-e")
        .arg(dir.join("error.log"))
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("nginx starts");
    let nginx = Nginx(child);
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(addr).await.is_ok() {
            return (nginx, addr);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("nginx did not listen on {addr}: {}", std::fs::read_to_string(dir.join("error.log")).unwrap_or_default());
}

#[tokio::test]
async fn through_nginx_one_address_is_limited_and_another_plays_on() {
    let limits = Limits { lookups_per_minute: 3, ..Default::default() };
    let config = Config {
        db: temp_db("proxy"),
        trusted_proxies: vec!["127.0.0.1/32".parse().unwrap()],
        limits,
        ..Default::default()
    };
    let server = start_with(config).await;
    let (_nginx, proxy) = start_nginx(server).await;
    let (guesser, player, friend) = ("127.0.0.2", "127.0.0.3", "127.0.0.4");
    // The guesser's wrong codes: three answered, then told to wait.
    let mut g = Client::connect_as(proxy, guesser).await;
    for i in 0..3 {
        g.send(json!({"type": "join", "code": format!("ZZZZZ{}", (b'A' + i) as char)})).await;
        assert!(g.expect("error").await["reason"].as_str().unwrap().contains("no game"));
    }
    g.send(json!({"type": "join", "code": "ZZZZZE"})).await;
    assert!(g.expect("error").await["reason"].as_str().unwrap().contains("wait a minute"));
    // Another address behind the same proxy creates, is joined by a third, and they play.
    let mut a = Client::connect_as(proxy, player).await;
    a.send(json!({"type": "create", "game": "oxono"})).await;
    let created = a.expect("created").await;
    let code = created["code"].as_str().unwrap().to_owned();
    let state = a.expect("state").await;
    let mut b = Client::connect_as(proxy, friend).await;
    b.send(json!({"type": "join", "code": code})).await;
    b.expect("joined").await;
    let kind: tabletrio_engine::GameKind = state["game"].as_str().unwrap().parse().unwrap();
    let (position, _) = tabletrio_engine::AnyPosition::from_record(kind, state["record"].as_str().unwrap()).unwrap();
    let action = position.legal_actions()[0].to_string();
    a.send(json!({"type": "move", "ply": 0, "action": action})).await;
    assert_eq!(a.expect_moved(0).await["action"], action);
    assert_eq!(b.expect_moved(0).await["action"], action);
    // The record through the proxy: refused to the guesser, served to the player.
    let path = format!("/games/{code}/record");
    let as_ip = |ip: &str| format!("X-Forwarded-For: {ip}\r\n");
    assert_eq!(http_get_with(proxy, &path, &as_ip(guesser)).await.0, 429);
    let (status, record) = http_get_with(proxy, &path, &as_ip(player)).await;
    assert_eq!(status, 200, "{record}");
    assert!(record.contains(&action));
    // The guesser is still limited on its next connection too; the players never were.
    let mut again = Client::connect_as(proxy, guesser).await;
    again.send(json!({"type": "watch", "code": code})).await;
    assert!(again.expect("error").await["reason"].as_str().unwrap().contains("wait a minute"));
}
