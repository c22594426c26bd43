import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// Names widget code reaches for beside SwiftUI's views (issue 39): `String(localized:)`, a font
/// from a descriptor, a shape at a size of its own, a `Path` drawn as a shape, and the results
/// an intent's `perform()` returns, with `Never` where a result has nothing.
@Suite("Localized strings, font descriptors, sized shapes, paths and intent results")
struct FoundationAndShapeSurfaceTests {
    @Test func localizedStringsAreTheirDevelopmentLanguageText() {
        let minutes = 12
        #expect(String(localized: "Arriving soon") == "Arriving soon")
        #expect(String(localized: "\(minutes) min away") == "12 min away")
        #expect(String(localized: "eta.title", defaultValue: "Arrives in \(minutes) min", comment: "The ETA") == "Arrives in 12 min")
        let resource: LocalizedStringResource = "Delivered"
        #expect(String(localized: resource) == "Delivered")
    }

    @Test func aFontFromADescriptorKeepsItsSizeAndWeight() {
        let bold = UIFont.systemFont(ofSize: 17, weight: .bold)
        let rounded = bold.fontDescriptor.withDesign(.rounded)!
        let font = UIFont(descriptor: rounded, size: 22)
        #expect(font.pointSize == 22 && font.weight == .bold)
        #expect(UIFont(descriptor: rounded, size: 0).pointSize == 17)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize == 17)
        #expect(render(Text("ETA").font(Font(font)), width: 3) == render(Text("ETA").bold(), width: 3))
    }

    @Test func aSizedShapeDrawsAtItsOwnSizeInTheTopLeadingCorner() {
        // 16 × 32 points: two columns and two rows of braille dots at the top leading corner.
        let view = Rectangle().size(width: 16, height: 32).fill(.white).frame(width: 32, height: 48)
        #expect(render(view, width: 4) == """
            ⣿⣿  ¶
            ⣿⣿  ¶
                ¶
            """)
    }

    @Test func aPathIsAShapeStrokedInBrailleDots() {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 8))
            path.addLine(to: CGPoint(x: 32, y: 8))
        }
        let view = path.stroke(.white, lineWidth: 1).frame(width: 32, height: 16)
        #expect(render(view, width: 4) == "⠤⠤⠤⠤")
    }

    struct ReturnsNothing: AppIntent {
        static let title: LocalizedStringResource = "Refresh"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct ReturnsAValue: AppIntent {
        static let title: LocalizedStringResource = "Count"
        func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
            .result(value: 3, dialog: "Three left")
        }
    }

    @Test func intentResultsCarryTheirValueAndDialogWithNeverWhereTheyHaveNone() async throws {
        let nothing = try await ReturnsNothing().perform()
        #expect(nothing.value == nil)
        #expect(nothing is IntentResultContainer<Never, Never, Never, Never>)
        let counted = try await ReturnsAValue().perform()
        #expect(counted.value == 3)
        #expect((counted as? IntentResultContainer<Int, Never, Never, IntentDialog>)?.dialog?.text == "Three left")
    }
}
