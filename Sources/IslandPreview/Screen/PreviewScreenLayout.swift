import TerminalCanvas

/// Where the previewer's screen puts things at a size: which phones, at which columns and how
/// wide, where the panel starts, how far the Lock Screen can scroll and whether it shows.
/// Worked out from the size and a few of the session's facts before anything is drawn, with no
/// side effects (`PreviewScreen.layout(of:size:)`); the screen draws to it, and `P`, `L` and the
/// scroll keys answer from it, asking the same function at the terminal's size when pressed.
///
///     bothPhonesAndPanel   [unlocked] [locked] PANEL
///     phoneAndPanel        [one phone] PANEL           L: the other phone
///     phoneOnly            [one phone]                 L: the other phone, P: the panel instead
///     panelOnly            PANEL                       P: the phone again
///     tooSmall             one line saying the size needed
package struct PreviewScreenLayout: Hashable {
    /// A phone on screen.
    struct PlacedPhone: Hashable {
        /// The face drawn (`.standBy` is drawn for `.unlocked` while the session is in StandBy).
        var face: PhoneDrawing.Face
        /// Its left column and width.
        var x: Int
        var width: Int
        /// The scope of its regions: "home" or "lock".
        var scope: String { face == .locked ? "lock" : "home" }
    }

    /// The arrangement, widest first; nil when the terminal is too small for one phone.
    var arrangement: ScreenLayout?
    var phones: [PlacedPhone]
    /// The panel's column (its separator), or nil when it is not shown.
    var panelX: Int?
    /// The rows between the title line and the two footer lines.
    var bodyHeight: Int
    /// Whether the Lock Screen is on screen, which the scroll keys and the wheel scroll.
    var showsLockScreen: Bool
    /// How far the Lock Screen's list can scroll (its cards' heights decide).
    var scrollLimit: Int
    /// What a too-small terminal needs.
    var needed: Size?

    /// Whether everything is on screen: both phones and the panel.
    var showsEverything: Bool { arrangement == .bothPhonesAndPanel }

    /// The narrowest panel worth showing.
    static let panelMinimum = 34
    /// Rows a phone needs at the least: its frame, the island and a little wallpaper.
    static let phoneMinimumRows = 12

    /// The size a terminal needs for one phone `phoneWidth` wide, when `size` is smaller; nil
    /// when a phone fits.
    static func needed(for size: Size, phoneWidth: Int) -> Size? {
        guard size.width < phoneWidth || size.height < phoneMinimumRows + 3 else { return nil }
        return Size(width: phoneWidth, height: phoneMinimumRows + 3)
    }

    /// The layout at `size` for phones `phoneWidth` wide (the unlocked one `unlockedWidth`:
    /// StandBy turns it on its side), with the Lock Screen able to scroll `scrollLimit` rows.
    /// Where only one phone fits, `showsLockedFaceAlone` picks it (`L`); where the panel and
    /// the phone do not fit side by side, `isPanelInsteadOfPhone` shows the panel (`P`).
    static func make(size: Size, phoneWidth: Int, unlockedWidth: Int, scrollLimit: Int,
                            showsLockedFaceAlone: Bool, isPanelInsteadOfPhone: Bool) -> PreviewScreenLayout {
        let bodyHeight = max(0, size.height - 3)
        var layout = PreviewScreenLayout(arrangement: nil, phones: [], panelX: nil, bodyHeight: bodyHeight,
                                         showsLockScreen: false, scrollLimit: scrollLimit, needed: nil)
        if let needed = needed(for: size, phoneWidth: phoneWidth) {
            layout.needed = needed
            return layout
        }
        let both = unlockedWidth + 1 + phoneWidth
        if size.width >= both + 1 + panelMinimum {
            layout.phones = [PlacedPhone(face: .unlocked, x: 0, width: unlockedWidth),
                             PlacedPhone(face: .locked, x: unlockedWidth + 1, width: phoneWidth)]
            layout.panelX = both + 1
            layout.arrangement = .bothPhonesAndPanel
            layout.showsLockScreen = true
            return layout
        }
        let face: PhoneDrawing.Face = showsLockedFaceAlone ? .locked : .unlocked
        let width = showsLockedFaceAlone ? phoneWidth : unlockedWidth
        let fitsPanel = size.width >= width + 1 + panelMinimum
        if fitsPanel || !isPanelInsteadOfPhone {
            layout.phones = [PlacedPhone(face: face, x: 0, width: width)]
            layout.panelX = fitsPanel ? width + 1 : nil
            layout.arrangement = fitsPanel ? .phoneAndPanel : .phoneOnly
            layout.showsLockScreen = showsLockedFaceAlone
        } else {
            layout.panelX = 0
            layout.arrangement = .panelOnly
        }
        return layout
    }
}
