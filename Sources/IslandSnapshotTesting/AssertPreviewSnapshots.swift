import LiveActivity
import WidgetPreviews

/// Snapshots every `#Preview` linked into the test target (and a placeholder for each of
/// `widgets` that no preview shows), one snapshot file each beside the test: the same text
/// `island snapshot <folder>` writes (docs/WidgetFolders.md).
///
///     @Test func previews() {
///         assertPreviewSnapshots(widgets: DeliveryWidgetBundle().widgets)
///     }
///     // → __Snapshots__/PreviewTests/previews.Lock Screen.lock-screen.txt, …
///
/// Each preview is drawn in its own presentation through all its states, on each of `devices`
/// (whose identifier joins the name when more than one is given). Returns the failures.
@discardableResult
public func assertPreviewSnapshots(
    widgets: [any Widget] = [], devices: [DeviceProfile] = [.iPhone15Pro], record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotFailure] {
    let catalog = PreviewCatalog(widgets: widgets)
    var snapshots: [PreviewSnapshot] = []
    for device in devices {
        for activity in catalog.activities {
            snapshots.append(PreviewSnapshot(activity, activity.presentation, device: device, deviceInName: devices.count > 1))
        }
        for view in catalog.views {
            snapshots.append(PreviewSnapshot(view, device: device, deviceInName: devices.count > 1))
        }
    }
    var failures: [SnapshotFailure] = []
    for problem in catalog.problems {
        TestFailureRecorder.record(problem, fileID: fileID, filePath: filePath, line: line, column: column)
        failures.append(SnapshotFailure(kind: .textUnavailable, snapshotPath: nil, message: problem))
    }
    if snapshots.isEmpty && catalog.problems.isEmpty {
        let message = "no #Preview is linked into this test target, and no Live Activity widget was given"
        TestFailureRecorder.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
        failures.append(SnapshotFailure(kind: .textUnavailable, snapshotPath: nil, message: message))
    }
    for snapshot in snapshots {
        let name = String(snapshot.fileName.dropLast(".txt".count))
        if let failure = assertSnapshot(of: snapshot.text, named: name, record: record, fileID: fileID, filePath: filePath,
                                        function: function, line: line, column: column) {
            failures.append(failure)
        }
    }
    return failures
}
