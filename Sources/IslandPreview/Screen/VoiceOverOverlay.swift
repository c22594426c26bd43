import IslandUI
import LiveActivity
import TerminalCanvas

/// What VoiceOver reads of the presentations on the screen (`v`), drawn over it in a box: each
/// presentation's heading, then its elements in reading order as VoiceOver says them, a problem
/// (an image without a label, an element with nothing to read) marked with ⚠.
enum VoiceOverOverlay {
    /// One presentation's heading and what is read of it.
    struct Section: Equatable {
        let heading: String
        let elements: [VoiceOverElement]
    }

    /// The presentations shown: the island (or StandBy's), the banner, and the Lock Screen's
    /// cards when the locked phone is on the screen.
    static func sections(_ scene: RenderedScene, standBy: RenderedPresentation?, lockScreen: Bool) -> [Section] {
        var sections: [Section] = []
        if let standBy {
            sections.append(Section(heading: "StandBy", elements: standBy.voiceOver))
        } else if let island = scene.island {
            sections.append(Section(heading: "the island", elements: island.voiceOver))
        }
        if let banner = scene.banner {
            sections.append(Section(heading: "\(banner.activityID) · banner", elements: banner.rendered.voiceOver))
        }
        if lockScreen {
            for card in scene.lockScreen {
                sections.append(Section(heading: "\(card.activityID) · Lock Screen", elements: card.rendered.voiceOver))
            }
        }
        return sections
    }

    /// The box's lines: a heading, then "1. 2 Pizzas", "2. Call driver, Button", …
    static func lines(_ sections: [Section]) -> [(text: String, style: Style)] {
        guard !sections.isEmpty else { return [("nothing on the screen has anything to read", OverlayBox.dimStyle)] }
        var lines: [(String, Style)] = []
        for section in sections {
            lines.append((section.heading, OverlayBox.keyStyle))
            if section.elements.isEmpty { lines.append(("   (no element: VoiceOver reads nothing here)", OverlayBox.dimStyle)) }
            for (index, element) in section.elements.enumerated() {
                let words = element.spoken.isEmpty ? "(silent)" : element.spoken
                if let problem = element.problem {
                    lines.append(("\(index + 1). ⚠ \(words) — \(problem)", OverlayBox.errorStyle))
                } else {
                    lines.append(("\(index + 1). \(words)", OverlayBox.textStyle))
                }
            }
        }
        return lines
    }

    static func draw(_ sections: [Section], into canvas: inout Canvas) {
        let lines = lines(sections)
        // As wide as the longest line, within the screen; a longer line is cut at the edge.
        let width = min(canvas.width - 4, max(40, (lines.map { $0.text.displayWidth }.max() ?? 0) + 4))
        guard let box = OverlayBox(title: "VoiceOver", width: width, height: lines.count + 3, in: &canvas) else { return }
        let room = box.innerHeight - 1
        let shown = lines.count > room ? max(0, room - 1) : lines.count
        for (row, line) in lines.prefix(shown).enumerated() {
            box.write(line.text, row: row, style: line.style, into: &canvas)
        }
        if shown < lines.count {
            box.write("… \(lines.count - shown) more in a taller terminal", row: shown, style: OverlayBox.dimStyle, into: &canvas)
        }
        box.write("v or Esc closes", row: box.innerHeight - 1, style: OverlayBox.dimStyle, into: &canvas)
    }
}
