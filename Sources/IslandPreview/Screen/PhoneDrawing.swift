import ActivityRuntime
import Foundation
import LiveActivity
import Motion
import TerminalCanvas

/// A phone drawn in cells: a rounded frame the device's screen wide (8 points a column), cut to
/// the rows there are, and inside it either the Home Screen with the Dynamic Island (unlocked)
/// or the Lock Screen with its clock and the activities' cards (locked).
///
///     ╭─ unlocked ──────────────────────────────╮   ╭─ locked ────────────────────────────────╮
///     │ 8:05   ╭───────────────────────────╮ ▂▄▆ │   │                   🔓                    │
///     │        │ 🚗         ◉         6:00 │     │   │            Friday, 15 January           │
///     │        ╰───────────────────────────╯     │   │       ██████      ██████  ██████        │
///     │                                         │   │       ██  ██  ██  ██  ██  ██            │
///     │    🍕        🚗       (the apps' icons, │   │       ██████      ██  ██  ██████        │
///     │   Pizza     Rides     on a wallpaper)   │   │       ██  ██  ██  ██  ██      ██        │
///     │                                         │   │       ██████      ██████  ██████        │
///     │                                         │   │                                         │
///     │                                         │   │ ╭──────────────────────────────── ✕ ─╮  │
///     ╰─────────────────────────────────────────╯   ╰─────────────────────────────────────────╯
///
/// Regions of the presentations drawn inside keep their IDs, under `scope`.
struct PhoneDrawing {
    enum Face { case unlocked, locked, standBy }

    let face: Face
    let device: DeviceProfile
    let palette: PreviewPalette
    let now: Date
    let timeZone: TimeZone
    /// The Home Screen as last drawn, kept by the previewer's screen from frame to frame; nil
    /// draws it afresh.
    var homeScreen: HomeScreenDrawing?

    /// Columns the phone takes: its screen's points at 8 a column, and the frame.
    static func width(for device: DeviceProfile) -> Int { Int((device.screenWidth / 8).rounded()) + 2 }

    /// The phone `width` columns wide (its own width unless StandBy's on its side is wider)
    /// and `height` rows high.
    func render(_ scene: RenderedScene, system: ActivitySystemSnapshot, width: Int? = nil, height: Int, scroll: Int,
                isAlwaysOn: Bool, standBy: RenderedPresentation?) -> RenderedFrame {
        let width = width ?? Self.width(for: device)
        var frame = RenderedFrame(canvas: Canvas(width: width, height: max(3, height)))
        let inside = Rect(x: 1, y: 1, width: width - 2, height: max(1, height - 2))
        let wallpaper = face == .unlocked ? palette.wallpaper : palette.lockWallpaper
        frame.canvas.fill(inside, style: Style(background: wallpaper))
        let label = face == .unlocked ? " unlocked " : face == .locked ? " locked " : " StandBy "
        let text = Style(foreground: palette.wallpaperText, background: wallpaper)
        switch face {
        case .unlocked: drawHome(scene, system: system, into: &frame, inside: inside, text: text)
        case .locked: drawLock(scene, system: system, into: &frame, inside: inside, text: text, scroll: scroll)
        case .standBy:
            if let standBy {
                // On the wallpaper, as the Lock Screen's cards: the cells around the minimal
                // capsule are the terminal's own, which may be white.
                compose(standBy.frame, at: Point(x: inside.minX + max(0, (inside.width - standBy.canvas.width) / 2), y: inside.minY + 1),
                        onto: &frame, wallpaper: text.background, scope: "standby")
            } else {
                frame.canvas.write("no activity to show in StandBy", at: Point(x: inside.minX + 2, y: inside.minY + 2), style: text)
            }
        }
        if isAlwaysOn { dimForAlwaysOn(&frame.canvas, inside, wallpaper: wallpaper) }
        // The frame last, so nothing spills onto it (drawn first as well, nothing would differ:
        // what is drawn inside never reads it).
        frame.canvas.drawBox(frame.canvas.bounds, glyphs: palette.corners, style: Style(foreground: palette.frame))
        frame.canvas.write(label, at: Point(x: 2, y: 0), style: Style(foreground: palette.frame))
        return frame
    }

    /// The Home Screen: the status bar around the island at the top, a banner where the device
    /// has no island, then the apps' icons and the dock, or the open app.
    private func drawHome(_ scene: RenderedScene, system: ActivitySystemSnapshot, into frame: inout RenderedFrame, inside: Rect, text: Style) {
        var top = inside.minY
        // Where the island is: the status bar gives way to it (expanded, it covers the bar).
        var islandColumns = 0..<0
        if let island = scene.island {
            let x = inside.minX + max(0, (inside.width - island.canvas.width) / 2)
            compose(island.frame, at: Point(x: x, y: top), onto: &frame, wallpaper: text.background,
                    edges: palette.theme.island.background)
            islandColumns = x..<(x + island.canvas.width)
            top += island.canvas.height
        } else if device.island != nil {
            drawIdleIsland(into: &frame.canvas, inside: inside, wallpaper: text.background)
            top += 3
        }
        // The status bar: the time at the leading edge, the signal and battery at the trailing.
        let clock = Self.clockText(now, timeZone: timeZone)
        let statusRow = inside.minY + (device.island == nil ? 0 : 1)
        let clockColumns = (inside.minX + 1)..<(inside.minX + 1 + clock.displayWidth)
        if !clockColumns.overlaps(islandColumns) {
            frame.canvas.write(clock, at: Point(x: inside.minX + 1, y: statusRow), style: text.bold(), clippedTo: inside)
        }
        let icons = "▂▄▆ ▰▰▰▱"
        let iconsX = inside.maxX - icons.displayWidth - 1
        if !(iconsX..<(iconsX + icons.displayWidth)).overlaps(islandColumns) {
            frame.canvas.write(icons, at: Point(x: iconsX, y: statusRow), style: text, clippedTo: inside)
        }
        if device.island == nil { top = max(top, inside.minY + 1) }
        if let banner = scene.banner {
            let x = inside.minX + max(0, (inside.width - banner.rendered.canvas.width) / 2)
            compose(banner.rendered.frame, at: Point(x: x, y: top + 1), onto: &frame, wallpaper: text.background)
            top += banner.rendered.canvas.height + 1
        }
        let middle = inside.minY + inside.height / 2
        if let app = system.foregroundApp {
            let line = "\(app) is open · click outside to go home"
            frame.canvas.write(line, at: Point(x: inside.minX + max(0, (inside.width - line.displayWidth) / 2), y: max(top + 1, middle)),
                               style: text, clippedTo: inside)
        } else if system.isLocked {
            let line = "the device is locked: l unlocks"
            frame.canvas.write(line, at: Point(x: inside.minX + max(0, (inside.width - line.displayWidth) / 2), y: max(top + 1, middle)),
                               style: text.dim(), clippedTo: inside)
        } else {
            var apps: [String] = []
            for record in system.records where !apps.contains(record.app) { apps.append(record.app) }
            let home = HomeScreen(palette: palette, wallpaper: text.background)
            let area = Rect(x: inside.minX, y: top + 1, width: inside.width, height: inside.maxY - top - 1)
            if let homeScreen { homeScreen.draw(home, apps: apps, into: &frame, area: area) } else { home.draw(apps: apps, into: &frame, area: area) }
        }
    }

    /// The island with nothing running: a small black pill with the camera, every row of it
    /// black with the keyline inside (as `IslandChrome` draws a running island's). The
    /// wallpaper is not needed: nothing of the pill is left to show it.
    private func drawIdleIsland(into canvas: inout Canvas, inside: Rect, wallpaper: TerminalColor) {
        let theme = palette.theme.island
        let width = 17
        let area = Rect(x: inside.minX + (inside.width - width) / 2, y: inside.minY, width: width, height: 3)
        canvas.fill(area, style: Style(background: theme.background))
        canvas.drawBox(area, glyphs: theme.corners.borderGlyphs, style: Style(foreground: theme.keyline, background: theme.background))
        canvas.write(String(theme.camera.lens), at: Point(x: area.maxX - 4, y: area.minY + 1), style: theme.camera.style(on: theme.background))
    }

    /// The Lock Screen's rows from its top, in iOS's order: the lock, the date, the large clock,
    /// a blank row, then the cards (which scroll up to the blank row, never over the clock).
    static let dateRow = 1
    static let clockRow = dateRow + 1
    static let cardsRow = clockRow + BigClock.height + 1

    /// The Lock Screen: the lock, the date and the large clock, then the cards in the system's order.
    private func drawLock(_ scene: RenderedScene, system: ActivitySystemSnapshot, into frame: inout RenderedFrame, inside: Rect,
                          text: Style, scroll: Int) {
        let lit = system.litLockScreen != nil
        frame.canvas.write(system.isLocked ? "🔒" : "🔓", at: Point(x: inside.minX + inside.width / 2 - 1, y: inside.minY), style: text)
        BigClock.draw(Self.clockText(now, timeZone: timeZone), into: &frame.canvas, x: inside.minX, y: inside.minY + Self.clockRow,
                      width: inside.width, style: text)
        // A Lock Screen lit by an alert: the date in bold (the clock's blocks have no bold).
        let date = Self.dateText(now, timeZone: timeZone)
        frame.canvas.write(date, at: Point(x: inside.minX + max(0, (inside.width - date.displayWidth) / 2), y: inside.minY + Self.dateRow),
                           style: lit ? text.bold() : text)
        var y = inside.minY + Self.cardsRow - min(scroll, Self.lockScreenScrollLimit(scene, height: inside.height + 2))
        let parts = (scene.banner.map { [$0] } ?? []) + scene.lockScreen
        if parts.isEmpty {
            let line = "no Live Activities"
            frame.canvas.write(line, at: Point(x: inside.minX + max(0, (inside.width - line.displayWidth) / 2), y: inside.minY + Self.cardsRow + 1),
                               style: text.dim())
        }
        let firstCardRow = inside.minY + Self.cardsRow - 1
        for part in scene.lockScreen {
            let card = part.rendered
            // Cards are clipped at the phone's edges and below the clock, not drawn over them.
            if y + card.canvas.height > firstCardRow && y < inside.maxY {
                var clipped = card.frame
                let top = max(0, firstCardRow - y)
                if top > 0 || y + card.canvas.height > inside.maxY {
                    clipped = Self.cropped(card.frame, rows: top..<min(card.canvas.height, inside.maxY - y))
                }
                compose(clipped, at: Point(x: inside.minX + max(0, (inside.width - card.canvas.width) / 2), y: y + top),
                        onto: &frame, wallpaper: text.background)
            }
            y += card.canvas.height + 1
        }
    }

    /// How many rows the Lock Screen's cards can scroll on a phone `height` rows high: none when
    /// they all fit below the clock.
    static func lockScreenScrollLimit(_ scene: RenderedScene, height: Int) -> Int {
        let cards = scene.lockScreen.reduce(0) { $0 + $1.rendered.canvas.height + 1 } - 1
        let room = height - 2 - cardsRow
        return max(0, cards - room)
    }

    /// Composes a presentation onto the wallpaper: its cells in the terminal's own background
    /// (a capsule's or a card's rounded corners) show the wallpaper, as the phone would. What
    /// was drawn there for the terminal's background and would not be legible on the wallpaper
    /// (`Legibility`) is recoloured, as the terminal's own foreground would have stood in for
    /// it: text (the dismiss ✕ in the app's colour for it) in the wallpaper's text colour, a
    /// shape in `edges` if given (an island's keyline, in the island's black: its outline).
    private func compose(_ part: RenderedFrame, at origin: Point, onto frame: inout RenderedFrame, wallpaper: TerminalColor,
                         edges: TerminalColor? = nil, scope: String? = nil) {
        var part = part
        part.canvas.restyleCellsOnDefaultBackground { cell in
            var style = cell.style
            style.background = wallpaper
            let kind = cell.glyphKind
            if !Legibility.isLegible(style, as: kind) { style.foreground = kind == .shape ? edges ?? palette.wallpaperText : palette.wallpaperText }
            return style
        }
        frame.compose(part, at: origin, scope: scope)
    }

    /// Rows `rows` of `frame`, its regions cut to them.
    static func cropped(_ frame: RenderedFrame, rows: Range<Int>) -> RenderedFrame {
        guard !rows.isEmpty else { return RenderedFrame(canvas: Canvas(width: frame.canvas.width, height: 0)) }
        var canvas = Canvas(width: frame.canvas.width, height: rows.count)
        for (index, row) in rows.enumerated() {
            for x in 0..<frame.canvas.width where !frame.canvas[x, row].isContinuation {
                canvas[x, index] = frame.canvas[x, row]
            }
        }
        let regions = frame.regions.compactMap { region -> Region? in
            let top = max(region.rect.minY, rows.lowerBound), bottom = min(region.rect.maxY, rows.upperBound)
            guard bottom > top else { return nil }
            var moved = region
            moved.rect = Rect(x: region.rect.minX, y: top - rows.lowerBound, width: region.rect.width, height: bottom - top)
            return moved
        }
        return RenderedFrame(canvas: canvas, regions: regions)
    }

    /// Always-On: the screen dimmed, as at reduced luminance, and still legible (`Legibility`):
    /// backgrounds darkened, text darkened less where that keeps it legible, else kept, and
    /// dark text whose background went dark under it drawn light; all dim, which the terminal
    /// drops where it would take text below the minimum.
    private func dimForAlwaysOn(_ canvas: inout Canvas, _ inside: Rect, wallpaper: TerminalColor) {
        let area = inside.intersection(canvas.bounds)
        let darkened = { (color: TerminalColor) in color.rgbComponents == nil ? color : color.blended(with: .rgb(0, 0, 0), fraction: 0.6) }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where !canvas[x, y].isContinuation {
                var cell = canvas[x, y]
                let kind = cell.glyphKind
                var style = cell.style
                // A solid cell (the clock's blocks: the glyph in its background's colour) stays
                // one colour, undimmed, or the font's gaps around the glyph would show. It is
                // seen against the wallpaper, as text is, so it takes the colour text of its
                // colour takes there: the light appearance's dark clock, left dark on the
                // wallpaper darkened under it, was black on black at 8 colours.
                if style.foreground == style.background && style.background.rgbComponents != nil {
                    let seen = Self.alwaysOnText(Style(foreground: style.foreground, background: darkened(wallpaper)), kind: .text)
                    style = Style(foreground: seen.foreground, background: seen.foreground)
                } else {
                    style.background = darkened(style.background)
                    style = Self.alwaysOnText(style, kind: kind)
                    style.isDim = true
                }
                cell.style = style
                canvas[x, y] = cell
            }
        }
    }

    /// `style`, its background already darkened, with its foreground darkened less where that
    /// keeps it legible, else kept, else (dark on what went dark) light.
    private static func alwaysOnText(_ style: Style, kind: GlyphKind) -> Style {
        var darker = style
        if style.foreground.rgbComponents != nil { darker.foreground = style.foreground.blended(with: .rgb(0, 0, 0), fraction: 0.4) }
        if Legibility.isLegible(darker, as: kind) { return darker }
        if Legibility.isLegible(style, as: kind) { return style }
        var light = style
        light.foreground = .rgb(200, 200, 205)
        return light
    }

    /// "8:05", the time as the status bar shows it (the previewer's clocks read UTC).
    static func clockText(_ date: Date, timeZone: TimeZone) -> String {
        let utc = UTCDate(date)
        return "\(utc.hour):" + UTCDate.pad(utc.minute, 2)
    }

    /// "Friday, 15 January".
    static func dateText(_ date: Date, timeZone: TimeZone) -> String {
        let utc = UTCDate(date)
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        return "\(weekdays[utc.weekday - 1]), \(utc.day) \(months[utc.month - 1])"
    }
}

extension Style {
    func bold() -> Style { var style = self; style.isBold = true; return style }
    func dim() -> Style { var style = self; style.isDim = true; return style }
}
