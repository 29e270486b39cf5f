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
    start_nginx_with("one", |port, d| {
        format!(
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
        )
    })
    .await
}

/// Starts nginx on a free loopback port with the configuration `conf(port, folder)` makes.
async fn start_nginx_with(name: &str, conf: impl FnOnce(u16, &str) -> String) -> (Nginx, SocketAddr) {
    let dir = std::env::temp_dir().join(format!("tabletrio-nginx-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let port = free_port();
    std::fs::write(dir.join("nginx.conf"), conf(port, &dir.display().to_string())).unwrap();
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

/// `deploy/nginx.conf` as shipped beside the Compose file, pointed at these two nodes and a
/// loopback port, with nginx's own files in the test's folder.
fn shipped_conf(nodes: [SocketAddr; 2], port: u16, d: &str) -> String {
    let shipped = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../deploy/nginx.conf")).unwrap();
    let conf = shipped
        .replace("node1:8080", &nodes[0].to_string())
        .replace("node2:8080", &nodes[1].to_string())
        .replace("listen 80;", &format!("listen 127.0.0.1:{port};"))
        .replace("worker_processes auto;", "")
        .replace(
            "http {",
            &format!(
                "http {{\n    client_body_temp_path {d}/body;\n    proxy_temp_path {d}/proxy;\n    fastcgi_temp_path \
                 {d}/fastcgi;\n    uwsgi_temp_path {d}/uwsgi;\n    scgi_temp_path {d}/scgi;"
            ),
        );
    assert!(conf.contains(&nodes[1].to_string()) && conf.contains("127.0.0.1:"), "the shipped file changed: {shipped}");
    format!(
        "daemon off;\nmaster_process off;\nworker_processes 1;\npid {d}/nginx.pid;\nerror_log {d}/error.log;\n{conf}"
    )
}

/// The Compose example's nginx in front of two nodes on one PostgreSQL: the two players land on
/// different nodes, and when one node is killed they come back through nginx to the other and
/// play on.
#[tokio::test]
async fn the_compose_examples_nginx_spreads_players_over_two_nodes_and_outlives_one() {
    let db = Database::Postgres(common::postgres::shared().database("compose"));
    let (mut one, at_one) = spawn_server(&db, &[]);
    let (_two, at_two) = spawn_server(&db, &[]);
    let (_nginx, proxy) = start_nginx_with("compose", |port, d| shipped_conf([at_one, at_two], port, d)).await;
    let (mut a, mut b, state) = pair_with(proxy, json!({"type": "create", "game": "kamon"})).await;
    assert_eq!(http_get(proxy, "/metrics").await.0, 404, "the nodes' figures are not published");
    for node in [at_one, at_two] {
        let connections = metric(&http_get(node, "/metrics").await.1, "tabletrio_connections");
        assert_eq!(connections, Some(1.0), "one player on each node");
    }
    let (mut position, _) = position_of(&state);
    for ply in 0..2 {
        let action = position.legal_actions()[0];
        let (mover, other) = if ply == 0 { (&mut a, &mut b) } else { (&mut b, &mut a) };
        mover.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
        mover.expect_moved(ply).await;
        other.expect_moved(ply).await;
        position.play(action).unwrap();
    }
    kill_9(&mut one);
    // Both come back through nginx (which now finds only node two) with their tokens.
    let (mut a, state) = Client::resume(proxy, &a.token).await;
    let (mut b, _) = Client::resume(proxy, &b.token).await;
    assert_eq!(state["ply"], 2);
    let action = position.legal_actions()[0].to_string();
    a.send(json!({"type": "move", "ply": 2, "action": action})).await;
    assert_eq!(a.expect_moved(2).await["action"], action.as_str());
    assert_eq!(b.expect_moved(2).await["action"], action.as_str());
}
