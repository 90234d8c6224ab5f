//! Small SVG charts drawn on the server: no scripts, no inline styles (the CSP forbids both), so
//! every colour and size is a presentation attribute. Each chart is an inline `<svg>` that scales
//! to its container's width, with a `<title>` and a `<desc>` giving the figures in words for
//! screen readers.
//!
//! Series are told apart by colour (a palette safe for colour-blind readers) and also by dash
//! pattern and marker shape, so that a chart still reads in greyscale.
//!
//! What the charts say besides the names and labels they are given (a chart with no data yet,
//! the game page's titles and axes) is in the reader's words, `Tr`.

use crate::i18n::Tr;
use std::fmt::Write;

/// One named row of values, one value per x label or group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Series {
    pub name: String,
    pub values: Vec<i64>,
}

/// Okabe–Ito colours, chosen to stay distinct with the common colour-vision deficiencies.
const PALETTE: [&str; 5] = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00"];
/// Dash patterns matching `PALETTE`, for lines.
const DASHES: [&str; 5] = ["", "6 3", "2 3", "8 3 2 3", "4 2 1 2"];

const WIDTH: f64 = 360.0;
const LEFT: f64 = 40.0;
const RIGHT: f64 = WIDTH - 12.0;
const TOP: f64 = 30.0;
const PLOT_HEIGHT: f64 = 150.0;
const BOTTOM: f64 = TOP + PLOT_HEIGHT;
/// The chart's text size in viewBox units. The chart is about as wide as a phone's column, so
/// a unit is about a CSS pixel there: 13 reads on a phone where 11 did not.
const FONT_SIZE: f64 = 13.0;
/// Rough width of one character at the chart's font size, to fit labels.
const CHAR_WIDTH: f64 = 7.4;
/// Height of one legend line.
const LEGEND_LINE: f64 = 19.0;
const INK: &str = "#1b1b1b";
const MUTED: &str = "#555";
const GRID: &str = "#e4dfd5";

/// Escapes text for SVG content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters are not allowed in XML.
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn colour(i: usize) -> &'static str {
    PALETTE[i % PALETTE.len()]
}

/// Shortens `text` to about `width` units, with an ellipsis when cut.
fn fit(text: &str, width: f64) -> String {
    let max = ((width / CHAR_WIDTH).floor() as usize).max(2);
    if text.chars().count() <= max {
        text.to_owned()
    } else {
        let mut out: String = text.chars().take(max - 1).collect();
        out.push('…');
        out
    }
}

/// A tick step of 1, 2 or 5 times a power of ten giving at most 5 ticks, and the axis top.
fn ticks(max: i64) -> (i64, i64) {
    let max = max.max(1);
    let mut step: i64 = 1;
    let mut factors = [2, 5, 10].iter().cycle();
    let mut base: i64 = 1;
    while step.saturating_mul(4) < max {
        let f = factors.next().copied().unwrap_or(10);
        step = base.saturating_mul(f);
        if f == 10 {
            base = step;
        }
    }
    let top = (max / step + i64::from(max % step != 0)).saturating_mul(step);
    (step, top)
}

/// 0, `step`, 2 × `step`… up to `top`; a bounded loop even for absurd values.
fn tick_values(step: i64, top: i64) -> impl Iterator<Item = i64> {
    let step = step.max(1);
    (0..=(top / step).min(10)).map(move |k| k * step)
}

/// A value's distance above the baseline, for an axis going from 0 to `top`.
fn scale(value: i64, top: i64, length: f64) -> f64 {
    value.clamp(0, top) as f64 / top.max(1) as f64 * length
}

struct Svg {
    out: String,
}

impl Svg {
    fn new(title: &str, desc: &str, height: f64) -> Svg {
        let mut out = String::with_capacity(4096);
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {WIDTH} {height:.0}" width="100%" role="img" font-family="system-ui, sans-serif" font-size="{FONT_SIZE}" fill="{INK}"><title>{}</title><desc>{}</desc>"#,
            escape(title),
            escape(desc),
        );
        let _ = write!(
            out,
            r#"<text x="{:.1}" y="17" text-anchor="middle" font-size="15" font-weight="bold">{}</text>"#,
            WIDTH / 2.0,
            escape(&fit(title, WIDTH - 8.0)),
        );
        Svg { out }
    }

    fn text(&mut self, x: f64, y: f64, anchor: &str, fill: &str, text: &str) {
        let _ = write!(
            self.out,
            r#"<text x="{x:.1}" y="{y:.1}" text-anchor="{anchor}" fill="{fill}">{}</text>"#,
            escape(text)
        );
    }

    fn line(&mut self, (x1, y1): (f64, f64), (x2, y2): (f64, f64), stroke: &str) {
        let _ = write!(
            self.out,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{stroke}"/>"#
        );
    }

    /// A rectangle, with a tooltip when `tip` is given.
    fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, tip: Option<&str>) {
        let _ = write!(
            self.out,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" fill="{fill}">{}</rect>"#,
            tooltip(tip)
        );
    }

    /// Horizontal grid lines and value labels of a vertical axis from 0 to `top`.
    fn value_axis(&mut self, step: i64, top: i64) {
        for v in tick_values(step, top) {
            let y = BOTTOM - scale(v, top, PLOT_HEIGHT);
            self.line((LEFT, y), (RIGHT, y), if v == 0 { MUTED } else { GRID });
            self.text(LEFT - 4.0, y + 4.0, "end", MUTED, &v.to_string());
        }
    }

    /// Labels under the plot, one per slot centred at `x(i)`, thinned out when crowded.
    fn slot_labels(&mut self, labels: &[String], slots: usize, x: impl Fn(usize) -> f64) {
        let slot = (RIGHT - LEFT) / slots.max(1) as f64;
        let every = slots.div_ceil(8).max(1);
        for i in (0..slots).step_by(every) {
            let label = labels.get(i).map_or("", String::as_str);
            let label = fit(label, slot * every as f64 - 2.0);
            self.text(x(i), BOTTOM + 16.0, "middle", INK, &label);
        }
    }

    /// The legend from `top` down, wrapped across lines; `swatch` draws an entry's key at (x, y).
    fn legend(&mut self, names: &[&str], top: f64, swatch: impl Fn(&mut Svg, usize, f64, f64)) {
        for (i, (name, x, line)) in legend_layout(names).into_iter().enumerate() {
            let y = top + LEGEND_LINE * line as f64;
            swatch(self, i, x, y - 4.0);
            self.text(x + 28.0, y, "start", INK, &name);
        }
    }

    fn finish(mut self) -> String {
        self.out.push_str("</svg>");
        self.out
    }
}

/// Each legend entry's shortened name, x and line, entries flowing left to right.
fn legend_layout(names: &[&str]) -> Vec<(String, f64, usize)> {
    let mut x = 8.0;
    let mut line = 0;
    let mut out = Vec::with_capacity(names.len());
    for name in names {
        let name = fit(name, WIDTH - 48.0);
        let w = 40.0 + name.chars().count() as f64 * CHAR_WIDTH;
        if x > 8.0 && x + w > WIDTH - 4.0 {
            x = 8.0;
            line += 1;
        }
        out.push((name, x, line));
        x += w;
    }
    out
}

/// Height of the legend of `names`.
fn legend_height(names: &[&str]) -> f64 {
    legend_layout(names)
        .last()
        .map_or(0.0, |(_, _, line)| LEGEND_LINE * (*line + 1) as f64)
}

fn tooltip(tip: Option<&str>) -> String {
    tip.map_or(String::new(), |t| format!("<title>{}</title>", escape(t)))
}

/// The chart shown before there is anything to draw.
fn no_data(tr: &Tr, title: &str) -> String {
    let none = tr.t("game-chart-no-data");
    let mut svg = Svg::new(title, &none, 60.0);
    svg.text(WIDTH / 2.0, 42.0, "middle", MUTED, &none);
    svg.finish()
}

/// A marker of shape `i` centred on (x, y).
fn marker(svg: &mut Svg, i: usize, x: f64, y: f64, tip: Option<&str>) {
    let c = colour(i);
    let title = tooltip(tip);
    let _ = match i % 5 {
        0 => write!(
            svg.out,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="3.5" fill="{c}">{title}</circle>"#
        ),
        1 => write!(
            svg.out,
            r#"<rect x="{:.1}" y="{:.1}" width="7" height="7" fill="{c}">{title}</rect>"#,
            x - 3.5,
            y - 3.5
        ),
        2 => write!(
            svg.out,
            r#"<polygon points="{x:.1},{:.1} {:.1},{y:.1} {x:.1},{:.1} {:.1},{y:.1}" fill="{c}">{title}</polygon>"#,
            y - 4.5,
            x + 4.5,
            y + 4.5,
            x - 4.5
        ),
        3 => write!(
            svg.out,
            r#"<polygon points="{x:.1},{:.1} {:.1},{:.1} {:.1},{:.1}" fill="{c}">{title}</polygon>"#,
            y - 4.5,
            x + 4.5,
            y + 3.5,
            x - 4.5,
            y + 3.5
        ),
        _ => write!(
            svg.out,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="3" fill="white" stroke="{c}" stroke-width="2">{title}</circle>"#
        ),
    };
}

/// The figures in words: "Ann: Round 1 3, Round 2 10. Bob: …".
fn describe(labels: &[String], series: &[Series]) -> String {
    let mut desc = String::new();
    for s in series {
        let _ = write!(desc, "{}:", s.name);
        for (i, v) in s.values.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            match labels.get(i) {
                Some(label) => {
                    let _ = write!(desc, "{sep}{label} {v}");
                }
                None => {
                    let _ = write!(desc, "{sep}{v}");
                }
            }
        }
        desc.push_str(". ");
    }
    desc.trim_end().to_owned()
}

/// The rounds as a chart labels them: "Round 1", "Ronda 1", "1. kolo".
pub fn round_labels(tr: &Tr, rounds: &[u8]) -> Vec<String> {
    rounds
        .iter()
        .map(|r| tr.t1("game-chart-round", "round", *r))
        .collect()
}

/// "Victory points by round": one line per seat, `vp[seat][i]` at the end of `rounds[i]`;
/// `name(seat)` names the players.
pub fn points_by_round(
    tr: &Tr,
    rounds: &[u8],
    vp: &[Vec<i64>],
    name: impl Fn(usize) -> String,
) -> String {
    let rounds = round_labels(tr, rounds);
    let series: Vec<Series> = vp
        .iter()
        .enumerate()
        .map(|(seat, values)| Series {
            name: name(seat),
            values: values.clone(),
        })
        .collect();
    line_chart_in(tr, &tr.t("game-chart-points"), &rounds, &series)
}

/// "Final score": each seat's score pad, part by part (`pads[seat]`: label, points).
pub fn final_scores(
    tr: &Tr,
    pads: &[Vec<(String, i64)>],
    name: impl Fn(usize) -> String,
) -> String {
    let players: Vec<String> = (0..pads.len()).map(name).collect();
    // Every pad has the same lines in the same order; the first one names them.
    let parts: Vec<(String, Vec<i64>)> = pads
        .first()
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .enumerate()
        .map(|(line, (label, _))| {
            let points = pads
                .iter()
                .map(|pad| pad.get(line).map_or(0, |(_, p)| *p))
                .collect();
            (label.clone(), points)
        })
        .collect();
    stacked_bars(tr, &tr.t("game-chart-final"), &players, &parts)
}

/// A player's name for a chart: `names[seat]`, or "Player n" when missing.
pub fn player_name(tr: &Tr, names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| tr.t1("game-chart-player", "seat", seat + 1))
}

/// A line per series over the x labels, with a marker on every point. Negative values are drawn
/// at zero.
pub fn line_chart_in(tr: &Tr, title: &str, x_labels: &[String], series: &[Series]) -> String {
    let points = series
        .iter()
        .map(|s| s.values.len())
        .max()
        .unwrap_or(0)
        .max(x_labels.len());
    if series.is_empty() || points == 0 || series.iter().all(|s| s.values.is_empty()) {
        return no_data(tr, title);
    }
    let names: Vec<&str> = series.iter().map(|s| s.name.as_str()).collect();
    let height = BOTTOM + 28.0 + legend_height(&names);
    let mut svg = Svg::new(title, &describe(x_labels, series), height);
    let max = series.iter().flat_map(|s| &s.values).copied().max();
    let (step, top) = ticks(max.unwrap_or(0));
    svg.value_axis(step, top);
    let slot = (RIGHT - LEFT) / points as f64;
    let x = |i: usize| LEFT + slot * (i as f64 + 0.5);
    svg.slot_labels(x_labels, points, x);
    for (i, s) in series.iter().enumerate() {
        let coords: Vec<(f64, f64)> = s
            .values
            .iter()
            .enumerate()
            .map(|(j, v)| (x(j), BOTTOM - scale(*v, top, PLOT_HEIGHT)))
            .collect();
        if coords.len() > 1 {
            let _ = write!(
                svg.out,
                r#"<polyline fill="none" stroke="{}" stroke-width="2" stroke-dasharray="{}" points=""#,
                colour(i),
                DASHES[i % DASHES.len()]
            );
            for (j, (px, py)) in coords.iter().enumerate() {
                let sep = if j == 0 { "" } else { " " };
                let _ = write!(svg.out, "{sep}{px:.1},{py:.1}");
            }
            svg.out.push_str(r#""/>"#);
        }
        for (j, &(px, py)) in coords.iter().enumerate() {
            let label = x_labels.get(j).map_or("", String::as_str);
            let tip = format!("{}, {label}: {}", s.name, s.values[j]);
            marker(&mut svg, i, px, py, Some(&tip));
        }
    }
    svg.legend(&names, BOTTOM + 34.0, |svg, i, x, y| {
        let _ = write!(
            svg.out,
            r#"<line x1="{x:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{}" stroke-width="2" stroke-dasharray="{}"/>"#,
            x + 22.0,
            colour(i),
            DASHES[i % DASHES.len()]
        );
        marker(svg, i, x + 11.0, y, None);
    });
    svg.finish()
}

/// Side by side bars: for each group, one bar per series, in series order (the legend's order).
/// Grouped rather than stacked so that every bar starts from zero and reads on its own.
pub fn grouped_bars(tr: &Tr, title: &str, groups: &[String], series: &[Series]) -> String {
    let count = series
        .iter()
        .map(|s| s.values.len())
        .max()
        .unwrap_or(0)
        .max(groups.len());
    if series.is_empty() || count == 0 || series.iter().all(|s| s.values.is_empty()) {
        return no_data(tr, title);
    }
    let names: Vec<&str> = series.iter().map(|s| s.name.as_str()).collect();
    let height = BOTTOM + 28.0 + legend_height(&names);
    let mut svg = Svg::new(title, &describe(groups, series), height);
    let max = series.iter().flat_map(|s| &s.values).copied().max();
    let (step, top) = ticks(max.unwrap_or(0));
    svg.value_axis(step, top);
    let slot = (RIGHT - LEFT) / count as f64;
    let bar = slot * 0.8 / series.len() as f64;
    for (i, s) in series.iter().enumerate() {
        for (g, v) in s.values.iter().enumerate() {
            let h = scale(*v, top, PLOT_HEIGHT);
            let x = LEFT + slot * g as f64 + slot * 0.1 + bar * i as f64;
            let label = groups.get(g).map_or("", String::as_str);
            let tip = format!("{}, {label}: {v}", s.name);
            svg.rect(x, BOTTOM - h, bar, h, colour(i), Some(&tip));
        }
    }
    svg.slot_labels(groups, count, |g| LEFT + slot * (g as f64 + 0.5));
    svg.legend(&names, BOTTOM + 34.0, |svg, i, x, y| {
        svg.rect(x + 4.0, y - 6.0, 14.0, 12.0, colour(i), None);
    });
    svg.finish()
}

/// One horizontal bar per label (a player, say), made of its parts end to end, with the total
/// after the label. Horizontal so that names get the chart's whole width on a phone.
pub fn stacked_bars(
    tr: &Tr,
    title: &str,
    labels: &[String],
    parts: &[(String, Vec<i64>)],
) -> String {
    let rows = parts
        .iter()
        .map(|(_, v)| v.len())
        .max()
        .unwrap_or(0)
        .max(labels.len());
    if parts.is_empty() || rows == 0 || parts.iter().all(|(_, v)| v.is_empty()) {
        return no_data(tr, title);
    }
    let value = |part: usize, row: usize| parts[part].1.get(row).copied().unwrap_or(0).max(0);
    let totals: Vec<i64> = (0..rows)
        .map(|r| (0..parts.len()).fold(0i64, |t, p| t.saturating_add(value(p, r))))
        .collect();
    let names: Vec<&str> = parts.iter().map(|(n, _)| n.as_str()).collect();
    let row_height = 34.0;
    let axis = TOP + row_height * rows as f64;
    let height = axis + 34.0 + legend_height(&names);
    let mut desc = String::new();
    for (r, total) in totals.iter().enumerate() {
        let label = labels.get(r).map_or("", String::as_str);
        let _ = write!(desc, "{label}: {total} (");
        for (p, (name, _)) in parts.iter().enumerate() {
            let sep = if p == 0 { "" } else { ", " };
            let _ = write!(desc, "{sep}{name} {}", value(p, r));
        }
        desc.push_str("). ");
    }
    let mut svg = Svg::new(title, desc.trim_end(), height);
    let (step, top) = ticks(totals.iter().copied().max().unwrap_or(0));
    let (left, right) = (8.0, RIGHT);
    let x = |v: i64| left + scale(v, top, right - left);
    for v in tick_values(step, top) {
        svg.line(
            (x(v), TOP + 4.0),
            (x(v), axis),
            if v == 0 { MUTED } else { GRID },
        );
        svg.text(x(v), axis + 14.0, "middle", MUTED, &v.to_string());
    }
    for (r, total) in totals.iter().enumerate() {
        let y = TOP + row_height * r as f64;
        let label = labels.get(r).map_or("", String::as_str);
        let head = format!("{} — {total}", fit(label, right - left - 50.0));
        svg.text(left, y + 12.0, "start", INK, &head);
        let mut start = 0i64;
        for (p, (part, _)) in parts.iter().enumerate() {
            let v = value(p, r);
            if v == 0 {
                continue;
            }
            let end = start.saturating_add(v);
            let tip = format!("{label}, {part}: {v}");
            svg.rect(
                x(start),
                y + 16.0,
                x(end) - x(start),
                14.0,
                colour(p),
                Some(&tip),
            );
            start = end;
        }
    }
    svg.legend(&names, axis + 30.0, |svg, i, x, y| {
        svg.rect(x + 4.0, y - 6.0, 14.0, 12.0, colour(i), None);
    });
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks that every tag is closed in order and that text holds no stray `<` or `&`;
    /// returns the names of the opened elements and the attribute names seen.
    fn parse(svg: &str) -> Result<(Vec<String>, Vec<String>), String> {
        let mut stack: Vec<String> = Vec::new();
        let mut elements = Vec::new();
        let mut attributes = Vec::new();
        let mut rest = svg;
        while let Some(open) = rest.find('<') {
            check_text(&rest[..open])?;
            let close = rest[open..].find('>').ok_or("unclosed tag")? + open;
            let tag = &rest[open + 1..close];
            if let Some(name) = tag.strip_prefix('/') {
                match stack.pop() {
                    Some(top) if top == name => {}
                    other => return Err(format!("</{name}> closes {other:?}")),
                }
            } else {
                let self_closing = tag.ends_with('/');
                let tag = tag.trim_end_matches('/');
                let name = tag.split_whitespace().next().ok_or("empty tag")?.to_owned();
                let mut attrs = &tag[name.len()..];
                while let Some(eq) = attrs.find("=\"") {
                    attributes.push(attrs[..eq].trim().to_owned());
                    let end = attrs[eq + 2..].find('"').ok_or("unclosed attribute")? + eq + 2;
                    check_text(&attrs[eq + 2..end])?;
                    attrs = &attrs[end + 1..];
                }
                if !attrs.trim().is_empty() {
                    return Err(format!("stray text in <{name}>: {attrs:?}"));
                }
                elements.push(name.clone());
                if !self_closing {
                    stack.push(name);
                }
            }
            rest = &rest[close + 1..];
        }
        check_text(rest)?;
        if !stack.is_empty() {
            return Err(format!("never closed: {stack:?}"));
        }
        Ok((elements, attributes))
    }

    fn check_text(text: &str) -> Result<(), String> {
        if text.contains('>') || text.contains('<') {
            return Err(format!("unescaped text {text:?}"));
        }
        let mut rest = text;
        while let Some(amp) = rest.find('&') {
            rest = &rest[amp..];
            let entity = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
                .iter()
                .any(|e| rest.starts_with(e));
            if !entity {
                return Err(format!("bare & in {text:?}"));
            }
            rest = &rest[1..];
        }
        Ok(())
    }

    /// Well formed, one root `<svg>` with its accessible parts, nothing that could run.
    fn valid(svg: &str) {
        let (elements, attributes) = parse(svg).unwrap_or_else(|e| panic!("{e}: {svg}"));
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"), "{svg}");
        assert_eq!(elements.iter().filter(|e| *e == "svg").count(), 1);
        assert_eq!(elements[1], "title");
        assert_eq!(elements[2], "desc");
        assert!(svg.contains(r#"role="img""#) && svg.contains("viewBox=\"0 0 360 "));
        assert!(svg.contains(r#"width="100%""#));
        assert!(!svg.to_lowercase().contains("<script"));
        assert!(!elements.iter().any(|e| e == "style" || e == "script"));
        for a in &attributes {
            assert!(!a.to_lowercase().starts_with("on"), "{a} in {svg}");
            assert_ne!(a, "style", "the CSP forbids inline styles");
        }
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "{svg}");
    }

    fn labels(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    fn series(name: &str, values: &[i64]) -> Series {
        Series {
            name: name.into(),
            values: values.to_vec(),
        }
    }

    #[test]
    fn the_parser_catches_bad_markup() {
        assert!(parse("<svg><g></svg>").is_err());
        assert!(parse("<svg>a & b</svg>").is_err());
        assert!(parse("<svg><rect x=\"1\"/></svg>").is_ok());
    }

    #[test]
    fn a_line_chart_names_its_series_and_escapes_text() {
        let svg = line_chart_in(
            &Tr::default(),
            "Points <by> round & \"more\"",
            &labels(&["Round 1", "Round 2", "Round 3", "Round 4"]),
            &[
                series("Ann", &[3, 10, 25, 40]),
                series("Bob & <Co>", &[0, 12, 18, 31]),
                series("Cy", &[1, 2, 3, 4]),
            ],
        );
        valid(&svg);
        assert!(svg.contains("<title>Points &lt;by&gt; round &amp; &quot;more&quot;</title>"));
        assert!(svg.contains(">Ann<") && svg.contains("Bob &amp; &lt;Co&gt;"));
        assert!(!svg.contains("<Co>"));
        assert_eq!(svg.matches("<polyline").count(), 3);
        assert!(svg.contains("Ann: Round 1 3, Round 2 10, Round 3 25, Round 4 40."));
        // Told apart without colour too.
        assert!(svg.contains(r#"stroke-dasharray="6 3""#));
    }

    #[test]
    fn bars_name_their_series_and_parts() {
        let en = Tr::default();
        let rounds = labels(&["Round 1", "Round 2"]);
        let svg = grouped_bars(
            &en,
            "Production",
            &rounds,
            &[series("Materials", &[4, 6]), series("Energy", &[2, 0])],
        );
        valid(&svg);
        assert!(svg.contains(">Materials<") && svg.contains(">Energy<"));
        assert!(svg.contains("<title>Energy, Round 2: 0</title>"));

        let svg = stacked_bars(
            &en,
            "Final score",
            &labels(&["Ann", "Bob"]),
            &[
                ("Cards".into(), vec![12, 8]),
                ("Combos".into(), vec![30, 0]),
                ("Financiers".into(), vec![2, 6]),
            ],
        );
        valid(&svg);
        assert!(svg.contains("Ann — 44") && svg.contains("Bob — 14"));
        assert!(svg.contains("Ann: 44 (Cards 12, Combos 30, Financiers 2)."));
        assert!(svg.contains(">Combos<"));
    }

    #[test]
    fn nothing_to_draw_says_so() {
        let en = Tr::default();
        let none: Vec<String> = Vec::new();
        for svg in [
            line_chart_in(&Tr::default(), "VP", &none, &[]),
            line_chart_in(&Tr::default(), "VP", &labels(&["Round 1"]), &[]),
            line_chart_in(&Tr::default(), "VP", &none, &[series("Ann", &[])]),
            grouped_bars(&en, "P", &none, &[]),
            grouped_bars(&en, "P", &labels(&["Round 1"]), &[series("Gold", &[])]),
            stacked_bars(&en, "S", &none, &[]),
            stacked_bars(&en, "S", &labels(&["Ann"]), &[]),
            stacked_bars(&en, "S", &none, &[("Cards".into(), vec![])]),
        ] {
            valid(&svg);
            assert!(svg.contains("No data yet"), "{svg}");
        }
    }

    #[test]
    fn odd_values_draw_without_panicking() {
        let en = Tr::default();
        let one = labels(&["Round 1"]);
        let odd = [
            vec![0, 0, 0],
            vec![-5, -1, 0],
            vec![7],
            vec![i64::MAX, i64::MIN, 3],
            vec![
                1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
            ],
        ];
        for values in &odd {
            let many: Vec<Series> = (0..7)
                .map(|i| series(&format!("Series number {i} with a long name"), values))
                .collect();
            for svg in [
                line_chart_in(&Tr::default(), "t", &one, &many),
                line_chart_in(&Tr::default(), "t", &[], &many[..1]),
                grouped_bars(&en, "t", &one, &many),
                stacked_bars(&en, "t", &one, &[("a".into(), values.clone())]),
                stacked_bars(
                    &en,
                    "t",
                    &[],
                    &many
                        .iter()
                        .map(|s| (s.name.clone(), s.values.clone()))
                        .collect::<Vec<_>>(),
                ),
            ] {
                valid(&svg);
                assert!(!svg.contains("No data yet"));
            }
        }
        // A single point has a marker and no line.
        let svg = line_chart_in(&Tr::default(), "t", &one, &[series("Ann", &[3])]);
        assert_eq!(svg.matches("<polyline").count(), 0);
        assert!(svg.contains("<circle"));
    }

    #[test]
    fn the_game_pages_charts_read_in_the_readers_language() {
        let es = Tr::new(crate::i18n::Lang::Es);
        let names = labels(&["Ana"]);
        let svg = points_by_round(&es, &[1, 2], &[vec![3, 9], vec![1, 4]], |seat| {
            player_name(&es, &names, seat)
        });
        valid(&svg);
        assert!(
            svg.contains("<title>Puntos de victoria por ronda</title>"),
            "{svg}"
        );
        assert!(svg.contains("Ana: Ronda 1 3, Ronda 2 9. Jugador 2: Ronda 1 1, Ronda 2 4."));
        let cs = Tr::new(crate::i18n::Lang::Cs);
        let svg = final_scores(&cs, &[], |seat| player_name(&cs, &names, seat));
        assert!(svg.contains("<title>Konečné bodování</title>"), "{svg}");
        assert!(svg.contains(">Zatím žádná data<"), "{svg}");
    }

    #[test]
    fn ticks_are_round_numbers() {
        assert_eq!(ticks(0), (1, 1));
        assert_eq!(ticks(4), (1, 4));
        assert_eq!(ticks(7), (2, 8));
        assert_eq!(ticks(40), (10, 40));
        assert_eq!(ticks(83), (50, 100));
        assert!(ticks(i64::MAX).1 >= 1);
    }

    #[test]
    fn long_text_is_shortened() {
        assert_eq!(fit("Ann", 100.0), "Ann");
        assert_eq!(fit("A very long player name indeed", 75.0), "A very lo…");
        assert_eq!(escape("a\u{7}b"), "a b");
    }
}
