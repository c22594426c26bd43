import Foundation
import IslandSnapshotTesting
import TermIsland
import Testing

/// `#Preview` expanded by TermIsland's own compiler plugin, found at run time, and snapshotted
/// by one call.
@Suite("#Preview in a test target")
struct PreviewMacroTests {
    @Test func everyPreviewIsListedWithItsPlaceNameAndKind() throws {
        let previews = WidgetPreview.all.filter { $0.fileID.hasSuffix("/TimerWidget.swift") }
        #expect(previews.map(\.title) == ["Tea", "TimerWidget.swift:57", "Label"])
        #expect(previews.map(\.line) == [50, 57, 63])
        guard case .liveActivity(let tea) = previews[0].content, case .liveActivity(let compact) = previews[1].content,
              case .view = previews[2].content else {
            Issue.record("the previews' kinds: \(previews.map(\.content))")
            return
        }
        #expect(tea.viewKind == .content && tea.presentation == .lockScreen && tea.states.count == 2)
        #expect(compact.presentation == .compact && compact.widgetType == "TeaTimerWidget")
        // Made from "now", the dates moved to the standard instant: the timer reads 4:00 on any day.
        #expect(tea.instant == PreviewInstant.standard)
        #expect(String(decoding: tea.states[0], as: UTF8.self) == #"{"isDone":false,"steeping":["2027-01-15T08:00:00Z","2027-01-15T08:04:00Z"]}"#)
    }

    @Test func oneCallSnapshotsThemAll() {
        let failures = assertPreviewSnapshots()
        #expect(failures.isEmpty, "\(failures)")
    }
}
