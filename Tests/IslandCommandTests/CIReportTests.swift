import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands
import TermIsland

/// The JUnit XML and the Markdown summary a check writes, whole, from runs made here with every
/// kind of outcome; the XML against the JUnit schema (JUnitSchema).
@Suite("CI reports")
struct CIReportTests {
    static let diff = """
        --- __Snapshots__/Lock Screen.lock-screen.txt
        +++ now
        @@ -6,3 +6,3 @@
         │ 👜 Luigi's                           25:00 │
        -│ Ana · 3 items                              │
        +│ Ana · 3 dishes                             │
        """

    static let crash = PreviewFailure(unit: 3, title: "Fatal", reason: .crashed("Fatal error: no sample order"),
                                      location: LintLocation(file: "Failing/Samples.swift", line: 6))

    static let everyKind = SnapshotRun(
        command: "island snapshot Widget --check --junit report.xml", folder: "__Snapshots__",
        outcomes: [
            SnapshotOutcome(subject: .snapshot(SnapshotName(preview: "Lock Screen", presentation: "lock-screen")), verdict: .changed(diff: diff)),
            SnapshotOutcome(subject: .snapshot(SnapshotName(preview: "Compact", presentation: "compact")), verdict: .passed),
            SnapshotOutcome(subject: .snapshot(SnapshotName(preview: "Expanded", presentation: "expanded")), verdict: .new(fileName: "Expanded.expanded.txt")),
            SnapshotOutcome(subject: .file("Stages.view.txt"), verdict: .gone),
            SnapshotOutcome(subject: .preview("Fatal"), verdict: .failedToDraw(crash)),
        ],
        acceptCommand: "island snapshot Widget --record")

    @Test func aCheckWithEveryKindOfOutcomeAsJUnit() {
        let xml = JUnitReport.document(Self.everyKind)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="island" tests="5" failures="3" errors="1">
              <testsuite name="island snapshot Widget --check --junit report.xml" tests="5" failures="3" errors="1" skipped="0">
                <testcase classname="Lock Screen" name="Lock Screen · lock-screen">
                  <failure type="changed" message="Lock Screen · lock-screen differs from its snapshot file">--- __Snapshots__/Lock Screen.lock-screen.txt
            +++ now
            @@ -6,3 +6,3 @@
             │ 👜 Luigi's                           25:00 │
            -│ Ana · 3 items                              │
            +│ Ana · 3 dishes                             │</failure>
                </testcase>
                <testcase classname="Compact" name="Compact · compact"/>
                <testcase classname="Expanded" name="Expanded · expanded">
                  <failure type="new" message="Expanded · expanded has no snapshot file yet (Expanded.expanded.txt)"/>
                </testcase>
                <testcase classname="__Snapshots__" name="Stages.view.txt">
                  <failure type="gone" message="Stages.view.txt is a snapshot of a preview that is no longer there"/>
                </testcase>
                <testcase classname="Fatal" name="Fatal">
                  <error type="crashed" message="&quot;Fatal&quot; crashed at Failing/Samples.swift:6: Fatal error: no sample order"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        #expect(JUnitSchema.violations(xml) == [])
    }

    @Test func theSchemaCheckFindsWhatIsWrong() {
        // The check itself: a wrong count, a missing name, an element out of place, bad XML.
        #expect(JUnitSchema.violations("""
            <testsuites><testsuite name="s" tests="2" failures="0" errors="0"><testcase name="a"/></testsuite></testsuites>
            """) == ["testsuites/testsuite[0]: tests=\"2\" but 1 test cases say so"])
        #expect(JUnitSchema.violations("""
            <testsuite name="s" tests="1" failures="0" errors="0"><testcase classname="c"><result/></testcase></testsuite>
            """) == ["testsuite/testcase[0]: no name=, which is required", "testsuite/testcase[0]: <result> may not be in <testcase>",
                     "testsuite/testcase[0]/result[0]: <result> is not an element of the schema"])
        #expect(JUnitSchema.violations("<testsuite name=\"a\u{1}\"/>") == ["U+1 at 18 is not an XML character"])
        #expect(JUnitSchema.violations("<testsuite name=\"a&#27;\"/>") == ["&#27; refers to no XML character"])
        #expect(JUnitSchema.violations("<testsuite name=\"a\" tests=\"0\" failures=\"0\" errors=\"0\">]]></testsuite>")
                == ["]]> in the text, which XML allows only to end a CDATA section (and there is none)"])
        #expect(JUnitSchema.violations("<testsuite name=\"a\">") == ["not well-formed: <testsuite> is not closed"])
        #expect(JUnitSchema.violations("<testsuite name=\"a\"></testcase>")[0].hasPrefix("not well-formed"))
    }

    @Test func controlBytesAndCDATAEndsInADiffStayReadableXML() throws {
        // A snapshot whose text has an escape, a bell, a NUL, a carriage return, `]]>`, `<`, `&`
        // and U+FFFF (none of which XML 1.0 holds as they are, or at all).
        let hostile = "--- a\n+++ now\n-\u{1B}[31mred\u{7}\n+]]> <b>&amp;\u{0}\r\u{FFFF}\t\"quoted\""
        let name = SnapshotName(preview: "Odd <\"&\u{1B}>", presentation: "compact")
        let run = SnapshotRun(command: "island snapshot 'A & B' --check", folder: "__Snapshots__",
                              outcomes: [SnapshotOutcome(subject: .snapshot(name), verdict: .changed(diff: hostile))],
                              acceptCommand: "island snapshot 'A & B' --record")
        let xml = JUnitReport.document(run)
        #expect(JUnitSchema.violations(xml) == [])
        #expect(!xml.contains("]]>"))
        let root = try JUnitSchema.parse(xml).get()
        let testcase = try #require(root.all("testsuite").first?.all("testcase").first)
        #expect(testcase.attributes["classname"] == "Odd <\"&␛>")
        #expect(testcase.attributes["name"] == "Odd <\"&␛> · compact")
        let failure = try #require(testcase.all("failure").first)
        #expect(failure.text == "--- a\n+++ now\n-␛[31mred␇\n+]]> <b>&amp;␀\r\u{FFFD}\t\"quoted\"")
        #expect(root.all("testsuite").first?.attributes["name"] == "island snapshot 'A & B' --check")
    }

    @Test func aLineBreakInAnAttributeIsKept() throws {
        let run = SnapshotRun(command: "island test W", folder: "", outcomes: [
            SnapshotOutcome(subject: .preview("Two\nlines"), verdict: .failedToDraw(PreviewFailure(
                unit: 0, title: "Two\nlines", reason: .hung(seconds: 2), location: LintLocation(file: "W/A.swift", line: 3)))),
        ], acceptCommand: nil)
        let xml = JUnitReport.document(run)
        #expect(xml.contains("name=\"Two&#10;lines\""))
        #expect(JUnitSchema.violations(xml) == [])
        let testcase = try #require(JUnitSchema.parse(xml).get().all("testsuite").first?.all("testcase").first)
        #expect(testcase.attributes["name"] == "Two\nlines")
        #expect(testcase.all("error").first?.attributes["type"] == "hung")
    }

    @Test func aCheckWithEveryKindOfOutcomeAsMarkdown() {
        #expect(MarkdownSummary.document(Self.everyKind) == """
            ### ❌ 4 of 5 snapshots differ

            `island snapshot Widget --check --junit report.xml`

            | matched | changed | new | gone | failed to draw |
            |-:|-:|-:|-:|-:|
            | 1 | 1 | 1 | 1 | 1 |

            #### Changed

            <details><summary>Lock Screen · lock-screen</summary>

            ```diff
            \(Self.diff)
            ```

            </details>

            #### New

            - `Expanded · expanded`: no snapshot file yet (`Expanded.expanded.txt`)

            #### Gone

            - `Stages.view.txt`: a snapshot of a preview that is no longer there

            #### Failed to draw

            - `Fatal`: "Fatal" crashed at Failing/Samples.swift:6: Fatal error: no sample order

            If the change is meant, record the snapshots again and commit them:

            ```sh
            island snapshot Widget --record
            ```

            """)
    }

    @Test func aDiffWithBackticksGetsALongerFence() {
        let run = SnapshotRun(command: "island snapshot W --check", folder: "__Snapshots__", outcomes: [
            SnapshotOutcome(subject: .snapshot(SnapshotName(preview: "A`b", presentation: "compact")), verdict: .changed(diff: "-```\n+````")),
        ], acceptCommand: "island snapshot W --record")
        let summary = MarkdownSummary.document(run)
        #expect(summary.contains("<details><summary>A`b · compact</summary>\n\n`````diff\n-```\n+````\n`````\n"))
        #expect(MarkdownSummary.code("a`b") == "``a`b``")
        #expect(MarkdownSummary.code("`x") == "`` `x ``")
    }

    @Test func aSmokeTestAsMarkdownHasNoAcceptCommand() {
        let finding = LintFinding(rule: .lockScreenHeight, message: "the content is 176 pt tall; at most 160 pt", part: .lockScreen,
                                  device: .iPhone14Pro, location: LintLocation(file: "W/Live.swift", line: 40))
        let run = SnapshotRun(command: "island test W", folder: "", outcomes: [
            SnapshotOutcome(subject: .snapshot(SnapshotName(preview: "Tall", presentation: "lock-screen")),
                            verdict: .problems([SmokeProblem(kind: .lint(finding), location: finding.location!)])),
            SnapshotOutcome(subject: .snapshot(SnapshotName(preview: "Tall", presentation: "compact")), verdict: .passed),
        ], acceptCommand: nil)
        #expect(MarkdownSummary.document(run) == """
            ### ❌ 1 of 2 snapshots failed

            `island test W`

            | passed | failed |
            |-:|-:|
            | 1 | 1 |

            #### Failed

            - `Tall · lock-screen` at `W/Live.swift:40`: [lock-screen-height] on iPhone 14 Pro: the content is 176 pt tall; at most 160 pt

            """)
        #expect(JUnitReport.document(run).contains("""
                <testcase classname="Tall" name="Tall · lock-screen">
                  <error type="problems" message="W/Live.swift:40: error: [lock-screen-height] on iPhone 14 Pro: the content is 176 pt tall; at most 160 pt">W/Live.swift:40: error: [lock-screen-height] on iPhone 14 Pro: the content is 176 pt tall; at most 160 pt</error>
                </testcase>
            """))
    }
}

/// The report's pictures: a snapshot's text as cells, and the runs of cells that differ.
@Suite("Snapshot pictures")
struct SnapshotPictureTests {
    @Test func theChangedCellsAreRunsOfEachRow() {
        let before = SnapshotPicture.plain("state 1\n│ 3 items │\n╰──╯\n")
        let after = SnapshotPicture.plain("state 1\n│ 3 dishes │\n╰──╯\nmore\n")
        #expect(before.height == 3 && after.height == 4)
        let runs = SnapshotPicture.changedRuns(before, after).map { "\($0.y):\($0.x)+\($0.width)" }
        // "items │" against "dishes │": from column 4 to the end of the longer row; then the new row.
        #expect(runs == ["1:4+8", "3:0+4"])
        #expect(SnapshotPicture.changedRuns(before, before).isEmpty)
    }

    @Test func aWideCharacterIsOneChangeOfTwoCells() {
        let runs = SnapshotPicture.changedRuns(SnapshotPicture.plain("a👜b"), SnapshotPicture.plain("a🍕b")).map { "\($0.y):\($0.x)+\($0.width)" }
        #expect(runs == ["0:1+1"])
    }
}

/// The folder part of a path as typed, at its edges: one character, a root, trailing slashes.
@Test(arguments: [("x", ""), ("r", ""), ("xy", ""), ("r/x", "r"), ("/x", "/"), ("/", "/"), ("a/b/", "a"), ("a//b", "a"),
                  ("./j.xml", "."), ("", "")])
func folderPartIsWhatDeletingLastPathComponentWouldGive(_ path: String, _ folder: String) {
    #expect(folderPart(of: path) == folder)
}
