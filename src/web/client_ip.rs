//! The address a request came from: its peer, unless the peer is one of the proxies the
//! configuration trusts; then the address that proxy says it served (X-Forwarded-For, or the
//! standard Forwarded header). Nobody else can choose the address the limits count by writing
//! a header.

use actix_web::HttpRequest;
use actix_web::http::header::HeaderMap;
use ipnet::IpNet;
use std::net::{IpAddr, SocketAddr};

pub fn client_ip(req: &HttpRequest, trusted: &[IpNet]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    from_chain(peer, &forwarded_for(req.headers()), trusted)
}

/// The nearest address, counting back from the peer, that is not a trusted proxy. An entry that
/// is not an address ("unknown") ends the search at the trusted proxy that wrote it.
fn from_chain(peer: IpAddr, chain: &[String], trusted: &[IpNet]) -> Option<IpAddr> {
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    let mut nearest = peer;
    if !is_trusted(&nearest) {
        return Some(nearest);
    }
    for entry in chain.iter().rev() {
        let Some(ip) = parse_node(entry) else {
            return Some(nearest);
        };
        nearest = ip;
        if !is_trusted(&nearest) {
            return Some(nearest);
        }
    }
    Some(nearest)
}

/// The addresses the proxies added, in order, the client's first.
fn forwarded_for(headers: &HeaderMap) -> Vec<String> {
    let forwarded: Vec<String> = headers
        .get_all("forwarded")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|element| {
            element.split(';').find_map(|pair| {
                let (key, value) = pair.split_once('=')?;
                key.trim()
                    .eq_ignore_ascii_case("for")
                    .then(|| value.trim().trim_matches('"').to_string())
            })
        })
        .collect();
    if !forwarded.is_empty() {
        return forwarded;
    }
    headers
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// "192.0.2.1", "192.0.2.1:4711", "[2001:db8::1]:4711" or "2001:db8::1".
fn parse_node(node: &str) -> Option<IpAddr> {
    node.parse::<IpAddr>()
        .or_else(|_| node.parse::<SocketAddr>().map(|s| s.ip()))
        .or_else(|_| node.trim_matches(['[', ']']).parse::<IpAddr>())
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn nets(list: &str) -> Vec<IpNet> {
        crate::config::parse_proxies(list).unwrap()
    }

    fn chain(entries: &[&str]) -> Vec<String> {
        entries.iter().map(|e| e.to_string()).collect()
    }

    #[test]
    fn headers_count_only_from_a_trusted_proxy() {
        let forged = chain(&["203.0.113.9"]);
        // No trusted proxy: the header is anybody's to write.
        assert_eq!(
            from_chain(ip("198.51.100.7"), &forged, &[]),
            Some(ip("198.51.100.7"))
        );
        // Behind the proxy: the address it served.
        let trusted = nets("10.0.0.1");
        assert_eq!(
            from_chain(ip("10.0.0.1"), &forged, &trusted),
            Some(ip("203.0.113.9"))
        );
        // A client that writes its own header before the proxy appends the real address.
        let spoofed = chain(&["1.2.3.4", "203.0.113.9"]);
        assert_eq!(
            from_chain(ip("10.0.0.1"), &spoofed, &trusted),
            Some(ip("203.0.113.9"))
        );
        // Through two trusted proxies.
        let two = nets("10.0.0.0/8");
        let hops = chain(&["203.0.113.9", "10.0.0.2"]);
        assert_eq!(
            from_chain(ip("10.0.0.1"), &hops, &two),
            Some(ip("203.0.113.9"))
        );
        // Garbage stops the search at the proxy that wrote it.
        let odd = chain(&["unknown"]);
        assert_eq!(
            from_chain(ip("10.0.0.1"), &odd, &trusted),
            Some(ip("10.0.0.1"))
        );
    }

    #[test]
    fn reads_forwarded_and_x_forwarded_for() {
        let mut headers = HeaderMap::new();
        headers.insert(
            HeaderName::from_static("x-forwarded-for"),
            HeaderValue::from_static("203.0.113.9, 10.0.0.2"),
        );
        assert_eq!(forwarded_for(&headers), chain(&["203.0.113.9", "10.0.0.2"]));
        headers.insert(
            HeaderName::from_static("forwarded"),
            HeaderValue::from_static(
                "for=192.0.2.60;proto=https, for=\"[2001:db8:cafe::17]:4711\"",
            ),
        );
        let found = forwarded_for(&headers);
        assert_eq!(found, chain(&["192.0.2.60", "[2001:db8:cafe::17]:4711"]));
        assert_eq!(parse_node(&found[1]), Some(ip("2001:db8:cafe::17")));
    }
}
