import LiveActivity
import TerminalCanvas

/// Renders presentations of an activity and compares each with its snapshot beside the test,
/// named after the presentation (`<test>.compact.txt`, `<test>.lock-screen.txt`…).
///
///     @Test func pizzaOnAProMax() {
///         assertPresentationSnapshots(
///             of: PizzaDeliveryWidget().body, context: context,
///             renderer: PresentationRenderer(device: .iPhone15ProMax, environment: environment))
///     }
///
/// Warnings a presentation produced (content taller than Apple allows, a device without an
/// island) are part of its snapshot, under the grid, so they are reviewed like the rest.
/// Errors (what ActivityKit would refuse: an image larger than its presentation, a content
/// state that does not decode) are written there too and also fail the test.
/// Returns the failures: presentations that did not match, and errors.
@discardableResult
public func assertPresentationSnapshots<Configuration: WidgetConfiguration, Attributes>(
    of configuration: Configuration, context: ActivityViewContext<Attributes>,
    presentations: [Presentation] = Presentation.allCases, renderer: PresentationRenderer = PresentationRenderer(),
    styled: Bool = false, record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotFailure] {
    presentations.flatMap { presentation -> [SnapshotFailure] in
        let rendered = renderer.render(configuration, context: context, as: presentation)
        let text = rendered.transcript(styled: styled)
        var failures: [SnapshotFailure] = rendered.errors.map { error in
            let message = "\(presentation.rawValue): \(error)"
            TestFailureRecorder.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
            return SnapshotFailure(kind: .textUnavailable, snapshotPath: nil, message: message)
        }
        if let mismatch = assertSnapshot(
            of: text, named: presentation.rawValue, record: record, fileID: fileID, filePath: filePath,
            function: function, line: line, column: column) {
            failures.append(mismatch)
        }
        return failures
    }
}
