import Motion
import TerminalCanvas

/// The unlocked phone's Home Screen below the island: an icon for each app that has started a
/// Live Activity, four to a row, and a dock of the system's apps at the bottom. A click on an
/// icon opens the app, which takes its activity off the island while it is in the foreground,
/// as on iOS.
///
///        🍕          ⚽          🚗          🛫
///       Pizza      Sports      Rides     Airline
///
///     ╭───────────────────────────────────────────╮
///     │    📞          💬          🧭          🎵    │
///     ╰───────────────────────────────────────────╯
struct HomeScreen {
    /// The apps in the dock, always there.
    static let dock = ["Phone", "Messages", "Safari", "Music"]
    /// Icons a row.
    static let columns = 4

    let palette: PreviewPalette
    let wallpaper: TerminalColor

    /// Draws the icons of `apps` from the top of `area` and the dock at its bottom; each icon
    /// is a region `app-icon/NAME` labelled with the app's name.
    func draw(apps: [String], into frame: inout RenderedFrame, area: Rect) {
        let text = Style(foreground: palette.wallpaperText, background: wallpaper)
        let tile = area.width / Self.columns
        guard tile >= 4, area.height >= 2 else { return }
        // Three rows of icon: the picture, the name, a blank between rows; the dock takes three.
        let dockHeight = area.height >= 8 ? 3 : 0
        let rows = max(0, (area.height - dockHeight) / 3)
        for (index, app) in apps.prefix(rows * Self.columns).enumerated() {
            let origin = Point(x: area.minX + (area.width - tile * Self.columns) / 2 + index % Self.columns * tile,
                               y: area.minY + index / Self.columns * 3)
            drawIcon(app, at: origin, tile: tile, style: text, into: &frame)
        }
        guard dockHeight > 0 else { return }
        let dock = Rect(x: area.minX + 1, y: area.maxY - dockHeight, width: area.width - 2, height: dockHeight)
        let shelf = palette.isMonochrome ? wallpaper : wallpaper.blended(with: .rgb(255, 255, 255), fraction: 0.18)
        frame.canvas.fill(dock, style: Style(background: shelf))
        frame.canvas.drawBox(dock, glyphs: .rounded, style: Style(foreground: palette.frame, background: shelf))
        let dockTile = (dock.width - 2) / Self.columns
        guard dockTile >= 3 else { return }
        for (index, app) in Self.dock.enumerated() {
            let x = dock.minX + 1 + (dock.width - 2 - dockTile * Self.columns) / 2 + index * dockTile + (dockTile - 2) / 2
            let rect = Rect(x: x, y: dock.minY + 1, width: 2, height: 1)
            frame.canvas.write(AppIcon.picture(for: app), at: rect.origin, style: Style(foreground: palette.wallpaperText, background: shelf), clippedTo: dock)
            frame.regions.append(Self.region(app, rect))
        }
    }

    private func drawIcon(_ app: String, at origin: Point, tile: Int, style: Style, into frame: inout RenderedFrame) {
        let picture = AppIcon.picture(for: app)
        frame.canvas.write(picture, at: Point(x: origin.x + (tile - 2) / 2, y: origin.y), style: style)
        let name = app.oneLineForTerminal.cut(toColumns: tile - 1)
        frame.canvas.write(name, at: Point(x: origin.x + max(0, (tile - name.displayWidth) / 2), y: origin.y + 1), style: style)
        frame.regions.append(Self.region(app, Rect(x: origin.x, y: origin.y, width: tile, height: 2)))
    }

    /// An icon's region: an image, so an app appearing fades in; its label is the app's name.
    static func region(_ app: String, _ rect: Rect) -> Region {
        Region(id: RegionID("app-icon/\(app)"), rect: rect, kind: .image, accessibilityLabel: app)
    }

    /// The app whose icon a region is, if it is one (its ID ends `app-icon/NAME` in whatever
    /// scope the phone puts it).
    static func app(of region: Region) -> String? {
        guard let app = region.accessibilityLabel, region.id.path.hasSuffix("app-icon/\(app)") else { return nil }
        return app
    }
}

/// The picture on an app's icon: an emoji two columns wide, chosen by the words of its name
/// ("Pizza", "Rides"), or a phone for an app it does not know.
enum AppIcon {
    static let pictures: [(word: String, picture: String)] = [
        ("pizza", "🍕"), ("food", "🍔"), ("deliver", "📦"), ("sport", "⚽"), ("match", "⚽"), ("score", "⚽"),
        ("ride", "🚗"), ("taxi", "🚕"), ("car", "🚗"), ("air", "🛫"), ("flight", "🛫"), ("fly", "🛫"),
        ("timer", "⏰"), ("kitchen", "⏰"), ("clock", "⏰"), ("park", "🚙"), ("fit", "🏃"), ("workout", "🏃"), ("run", "🏃"),
        ("emoji", "🐼"), ("ranger", "🐼"), ("game", "🎮"), ("music", "🎵"), ("phone", "📞"), ("message", "💬"),
        ("safari", "🧭"), ("weather", "⛅"), ("bank", "💳"), ("pay", "💳"),
    ]

    /// The words' bytes, made once (a Home Screen draws its icons every frame).
    private static let wordBytes: [[UInt8]] = pictures.map { Array($0.word.utf8) }

    static func picture(for app: String) -> String {
        let name = Array(app.lowercased().utf8)
        return wordBytes.firstIndex { contains(name, $0) }.map { pictures[$0].picture } ?? "📱"
    }

    /// Whether `word`'s bytes appear in `name`'s: the words are ASCII, and Foundation's
    /// `contains`, which a Home Screen drawn every frame asked some 200 times, searched with
    /// a locale.
    private static func contains(_ name: [UInt8], _ word: [UInt8]) -> Bool {
        guard word.count <= name.count else { return false }
        return (0...(name.count - word.count)).contains { start in name[start..<start + word.count].elementsEqual(word) }
    }
}
