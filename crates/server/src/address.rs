//! Which address a request comes from. Behind a reverse proxy every connection's peer is the
//! proxy: only from a peer named by `--trusted-proxy` is the client's address read from the
//! headers the proxy adds (`X-Forwarded-For`, else `Forwarded`), from the right, skipping the
//! trusted proxies themselves, so a client cannot choose its address by sending a header.

use std::net::{IpAddr, SocketAddr};

use axum::http::HeaderMap;
use ipnet::IpNet;

/// A `--trusted-proxy` or `--metrics-from` value: a network (`172.18.0.0/16`) or one address
/// (`127.0.0.1`, `::1`), which is the network of that address alone.
pub fn parse_net(text: &str) -> Result<IpNet, String> {
    let text = text.trim();
    text.parse::<IpNet>()
        .or_else(|_| text.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| format!("{text:?} is neither an address nor a network (ADDR or ADDR/PREFIX)"))
}

/// The client's address for a request that reached us from `peer`.
pub fn client_ip(peer: SocketAddr, headers: &HeaderMap, trusted: &[IpNet]) -> IpAddr {
    let peer = peer.ip().to_canonical();
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return peer;
    }
    let mut hops: Vec<IpAddr> = Vec::new();
    let forwarded_for: Vec<&str> = headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).collect();
    if !forwarded_for.is_empty() {
        for value in forwarded_for {
            hops.extend(value.split(',').filter_map(|s| parse_hop(s.trim())));
        }
    } else {
        for value in headers.get_all("forwarded").iter().filter_map(|v| v.to_str().ok()) {
            for element in value.split(',') {
                for pair in element.split(';') {
                    if let Some((key, v)) = pair.trim().split_once('=')
                        && key.trim().eq_ignore_ascii_case("for")
                        && let Some(ip) = parse_hop(v.trim().trim_matches('"'))
                    {
                        hops.push(ip);
                    }
                }
            }
        }
    }
    // The rightmost address the trusted proxies did not add themselves.
    hops.into_iter().rev().find(|ip| !is_trusted(ip)).unwrap_or(peer)
}

/// One hop: `198.51.100.7`, `198.51.100.7:4711`, `[2001:db8::1]:4711` or `2001:db8::1`.
fn parse_hop(text: &str) -> Option<IpAddr> {
    if let Ok(ip) = text.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Some(addr.ip().to_canonical());
    }
    text.strip_prefix('[').and_then(|t| t.split(']').next()).and_then(|t| t.parse::<IpAddr>().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proxy_is_named_by_its_address_or_its_network() {
        assert_eq!(parse_net("127.0.0.1"), Ok("127.0.0.1/32".parse().unwrap()));
        assert_eq!(parse_net("::1"), Ok("::1/128".parse().unwrap()));
        assert_eq!(parse_net("172.18.0.0/16"), Ok("172.18.0.0/16".parse().unwrap()));
        assert!(parse_net("localhost").is_err() && parse_net("10.0.0.0/33").is_err());
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn only_a_trusted_proxy_says_who_the_client_is() {
        let proxy: SocketAddr = "127.0.0.1:5000".parse().unwrap();
        let stranger: SocketAddr = "192.0.2.9:5000".parse().unwrap();
        let trusted: Vec<IpNet> = vec!["127.0.0.1/32".parse().unwrap()];
        let xff = headers(&[("x-forwarded-for", "198.51.100.1, 198.51.100.2")]);
        assert_eq!(client_ip(proxy, &xff, &trusted).to_string(), "198.51.100.2", "the rightmost hop");
        assert_eq!(
            client_ip(stranger, &xff, &trusted).to_string(),
            "192.0.2.9",
            "an untrusted peer's header is ignored"
        );
        assert_eq!(client_ip(proxy, &xff, &[]).to_string(), "127.0.0.1", "no proxy trusted: the peer");
        let through_two = headers(&[("x-forwarded-for", "198.51.100.1, 127.0.0.1")]);
        assert_eq!(client_ip(proxy, &through_two, &trusted).to_string(), "198.51.100.1", "trusted hops are skipped");
        let forwarded = headers(&[("forwarded", r#"for=192.0.2.60;proto=https, for="[2001:db8::7]:4711""#)]);
        assert_eq!(client_ip(proxy, &forwarded, &trusted).to_string(), "2001:db8::7");
        let junk = headers(&[("x-forwarded-for", "unknown, not-an-address")]);
        assert_eq!(client_ip(proxy, &junk, &trusted).to_string(), "127.0.0.1");
    }
}
