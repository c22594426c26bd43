import Testing
@testable import IslandCommands

/// What a crashed child wrote, read: the runtime's message and the frames with a position, as
/// Swift 6.3's backtracer prints them on Linux.
@Suite("A crashed preview's backtrace, read")
struct SwiftBacktraceTests {
    @Test func theMessageAndEveryFrameWithAPositionAreRead() {
        let text = """
            Widget_Failing_84/Samples.swift:6: Fatal error: no sample order in the bundle

            *** Signal 4: Backtracing from 0x7f484b36df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f484b36df7f ***

            Thread 0 "Widget_Failing_" crashed:

              0      0x00007f484b36df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra] 0x000055d2421ca510 static OrderAttributes.ContentState.fromTheBundle() + 31 in Widget_Failing_84 at /c/Sources/Widget_Failing_84/Samples.swift:6:16
              2 [ra] [thunk]  0x000055d241ba4abf protocol witness for static IslandCommand.run(_:) in conformance SnapshotCommand + 14 in Widget_Failing_84 at //<compiler-generated>
              3 [ra] 0x000055d24218e83b PreviewRecord.preview() + 90 in Widget_Failing_84 at /t/Sources/WidgetPreviews/PreviewRecord.swift:25:46
              4 [ra] 0x00007f42c0df2a80 static DeliveryAttributes.ContentState.preparing.getter + 207 in libWidget_F.so at F/Shared/DeliveryAttributes.swift:30:59
            ...

            Backtrace took 0.92s
            """
        let backtrace = SwiftBacktrace(text)
        #expect(backtrace.reason == "Fatal error: no sample order in the bundle")
        #expect(backtrace.frames == [
            .init(path: "/c/Sources/Widget_Failing_84/Samples.swift", line: 6),
            .init(path: "/t/Sources/WidgetPreviews/PreviewRecord.swift", line: 25),
            // Relative, as the compiler recorded a folder named relatively.
            .init(path: "F/Shared/DeliveryAttributes.swift", line: 30),
        ])
    }

    @Test(arguments: [
        ("W/A.swift:3: Precondition failed: no stops", "Precondition failed: no stops"),
        ("W/A.swift:3: Fatal error: Index out of range", "Fatal error: Index out of range"),
        ("*** Program crashed: Segmentation fault at 0x0000000000000000 ***", "Segmentation fault"),
        ("*** Program crashed: Aborted at 0x0000000000005472 ***", "Aborted"),
    ])
    func theReasonIsTheRuntimesMessageElseTheSignal(_ line: String, _ reason: String) {
        #expect(SwiftBacktrace(line).reason == reason)
    }

    @Test func nothingWrittenIsNoReason() {
        #expect(SwiftBacktrace("").reason == nil)
        #expect(SwiftBacktrace("").frames.isEmpty)
    }
}
