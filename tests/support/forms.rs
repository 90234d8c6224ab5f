//! Fields of forms several tests send.

/// A new league's form, as a browser would send it with the defaults chosen.
pub const NEW_LEAGUE: [(&str, &str); 11] = [
    ("name", "Tuesday Wonders"),
    ("description", "Our office league"),
    ("side", "A"),
    ("hours", "0"),
    ("reminders", ""),
    ("absence_days", "14"),
    ("visibility", "public"),
    ("pod_size", "4"),
    ("divisions", "1"),
    ("promote", "1"),
    ("relegate", "1"),
];

/// League points for tables of 3, 4 and 5, one line each.
pub const POINTS: (&str, &str) = ("points", "3: 4,2,1\n4: 5,3,2,1\n5: 6,4,3,2,1");

/// The new-league form with the default points.
pub fn new_league() -> Vec<(&'static str, &'static str)> {
    let mut fields = NEW_LEAGUE.to_vec();
    fields.push(POINTS);
    fields
}
