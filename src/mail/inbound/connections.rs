//! Who holds the listener's connections: at most so many at once, and fewer from any one
//! address, so that slow clients from one place cannot shut the door for the others.

use super::limits::Limits;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex};

pub struct Connections {
    limits: Limits,
    open: Mutex<Open>,
}

#[derive(Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// Why a connection was turned away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// Its address has as many open as one may.
    Address,
    /// As many are open as the listener takes.
    Total,
}

/// A connection's place, given back when dropped.
pub struct Slot {
    connections: Arc<Connections>,
    address: IpAddr,
}

impl Connections {
    pub fn new(limits: Limits) -> Arc<Connections> {
        Arc::new(Connections {
            limits,
            open: Mutex::new(Open::default()),
        })
    }

    /// A place for a connection from `ip`, if its address and the listener have one left.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Result<Slot, Full> {
        let address = address(ip);
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let from_address = open.by_address.get(&address).copied().unwrap_or(0);
        if from_address >= self.limits.connections_per_address {
            return Err(Full::Address);
        }
        if open.total >= self.limits.connections {
            return Err(Full::Total);
        }
        open.total += 1;
        open.by_address.insert(address, from_address + 1);
        Ok(Slot {
            connections: self.clone(),
            address,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self
            .connections
            .open
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        open.total -= 1;
        if let Some(n) = open.by_address.get_mut(&self.address) {
            *n -= 1;
            if *n == 0 {
                open.by_address.remove(&self.address);
            }
        }
    }
}

/// The address a connection counts against: its IPv4 address (also when mapped into IPv6), or
/// the /64 of an IPv6 one, as a single host is usually given a whole /64.
fn address(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let prefix = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(prefix))
        }
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(connections: usize, connections_per_address: usize) -> Limits {
        Limits {
            connections,
            connections_per_address,
            ..Limits::default()
        }
    }

    #[test]
    fn an_address_gets_its_share_and_a_slot_given_back_is_free_again() {
        let connections = Connections::new(limits(3, 2));
        let one: IpAddr = "192.0.2.1".parse().unwrap();
        let two: IpAddr = "192.0.2.2".parse().unwrap();
        let first = connections.admit(one).unwrap();
        let _second = connections.admit(one).unwrap();
        assert_eq!(connections.admit(one).err(), Some(Full::Address));
        let _third = connections.admit(two).unwrap();
        assert_eq!(connections.admit(two).err(), Some(Full::Total));
        drop(first);
        assert!(connections.admit(two).is_ok());
    }

    #[test]
    fn an_ipv6_address_counts_by_its_64() {
        let connections = Connections::new(limits(32, 1));
        let _held = connections.admit("2001:db8::1".parse().unwrap()).unwrap();
        let same_64 = "2001:db8::ffff:1".parse().unwrap();
        assert_eq!(connections.admit(same_64).err(), Some(Full::Address));
        assert!(
            connections
                .admit("2001:db8:0:1::1".parse().unwrap())
                .is_ok()
        );
        let _v4 = connections.admit("192.0.2.1".parse().unwrap()).unwrap();
        let mapped = "::ffff:192.0.2.1".parse().unwrap();
        assert_eq!(connections.admit(mapped).err(), Some(Full::Address));
    }
}
