import Foundation
import Testing

/// `island test <folder> --variants`: every variant drawn and linted, and each snapshot's
/// variant in its name everywhere a run says it (the lines, JUnit, the summary, the report's
/// filter), chosen by `--filter` and `--shard` like any other part of the name.
extension WidgetFolderTests {
    /// The example at `large` and `accessibility5`, left to right and right to left: at
    /// accessibility5 its Lock Screen is taller than Apple's 160 points.
    static let variants = ["test", "DeliveryWidget", "--variants", "large,accessibility5,ltr,rtl", "--presentation", "lock-screen"]
    static let variantRun = variants + ["--filter", "Lock Screen*"]

    @Test func theSmokeTestDrawsEveryVariantAndEachReportNamesIt() throws {
        let folder = try copyOfExample()
        let parent = folder.deletingLastPathComponent()
        // A report folder of one character: Foundation's deletingLastPathComponent trapped on it.
        try FileManager.default.createDirectory(at: parent.appendingPathComponent("r"), withIntermediateDirectories: true)
        let step = parent.appendingPathComponent("step-summary.md")
        let result = try island(Self.variantRun + ["--junit", "r/junit.xml", "--summary", "r/summary.md", "--report", "r"], in: parent,
                                environment: ["GITHUB_STEP_SUMMARY": step.path])
        #expect(result.status == 1, "\(result.errors)")
        let tall = "[lock-screen-height] on iPhone 14 Pro: the Lock Screen content is 199.53 points tall; the system shows 160 and truncates the rest"
        let tallSE = "[lock-screen-height] on iPhone SE: the Lock Screen content is 249.41 points tall; the system shows 160 and truncates the rest"
        let expanded = "[expanded-height] on iPhone 14 Pro: the expanded content is 99.76 points tall; the island shows 60.24 of it (160 points with its edges) and cuts the rest"
        let at = "DeliveryWidget/DeliveryLiveActivity.swift:53"
        // Only the accessibility5 variants fail, each for itself: a verdict does not hang on another variant.
        #expect(result.output == [expanded, tall, tallSE].map { "\(at): error: Lock Screen · lock-screen · accessibility5 · ltr: \($0)\n" }.joined()
            + [expanded, tall, tallSE].map { "\(at): error: Lock Screen · lock-screen · accessibility5 · rtl: \($0)\n" }.joined()
            + "2 of 4 snapshots failed\n")

        let junit = try String(contentsOf: parent.appendingPathComponent("r/junit.xml"), encoding: .utf8)
        #expect(JUnitSchema.violations(junit) == [])
        let problems = [expanded, tall, tallSE].map { "\(at): error: \($0)" }.joined(separator: "\n")
        #expect(junit == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="island" tests="4" failures="0" errors="2">
              <testsuite name="island test DeliveryWidget --variants large,accessibility5,ltr,rtl --presentation lock-screen --filter 'Lock Screen*' --junit r/junit.xml --summary r/summary.md --report r" tests="4" failures="0" errors="2" skipped="0">
                <testcase classname="Lock Screen" name="Lock Screen · lock-screen · large · ltr"/>
                <testcase classname="Lock Screen" name="Lock Screen · lock-screen · large · rtl"/>
                <testcase classname="Lock Screen" name="Lock Screen · lock-screen · accessibility5 · ltr">
                  <error type="problems" message="3 problems">\(problems)</error>
                </testcase>
                <testcase classname="Lock Screen" name="Lock Screen · lock-screen · accessibility5 · rtl">
                  <error type="problems" message="3 problems">\(problems)</error>
                </testcase>
              </testsuite>
            </testsuites>

            """)

        let summary = try String(contentsOf: parent.appendingPathComponent("r/summary.md"), encoding: .utf8)
        let failed = ["ltr", "rtl"].flatMap { direction in
            [expanded, tall, tallSE].map { "- `Lock Screen · lock-screen · accessibility5 · \(direction)` at `\(at)`: \($0)\n" }
        }.joined()
        #expect(summary == """
            ### ❌ 2 of 4 snapshots failed

            `island test DeliveryWidget --variants large,accessibility5,ltr,rtl --presentation lock-screen --filter 'Lock Screen*' --junit r/junit.xml --summary r/summary.md --report r`

            | passed | failed |
            |-:|-:|
            | 2 | 2 |

            #### Failed

            \(failed)
            """)
        #expect(try String(contentsOf: step, encoding: .utf8) == summary)

        // The report: the variant filter lists the four variants as drawn, each section says its own.
        let page = try String(contentsOf: parent.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(page.contains("<select data-filter=\"variant\"><option value=\"\">all</option>"
            + "<option value=\"large · ltr\">large · ltr</option><option value=\"large · rtl\">large · rtl</option>"
            + "<option value=\"accessibility5 · ltr\">accessibility5 · ltr</option><option value=\"accessibility5 · rtl\">accessibility5 · rtl</option></select>"))
        let sections = page.matches(of: /<section class="snapshot ([a-z]+)" data-preview="Lock Screen" data-presentation="lock-screen" data-variant="([^"]*)"/)
            .map { "\($0.1) \($0.2)" }
        #expect(sections == ["failed accessibility5 · ltr", "failed accessibility5 · rtl", "passed large · ltr", "passed large · rtl"])
        #expect(page.components(separatedBy: "<figcaption>now</figcaption>").count - 1 == 4)
        // In headless Chromium, when the machine has it: the address's variant shows that one alone.
        if let (dom, log) = try Self.openInABrowser(parent.appendingPathComponent("r/index.html"), at: "variant=accessibility5%20%C2%B7%20rtl") {
            #expect(dom.contains("<span id=\"shown\">1</span> of 4 shown"), "\(dom.prefix(2000))")
            #expect(!log.contains(":CONSOLE("), "the page's script logged:\n\(log)")
        }
    }

    /// The page's DOM and log after its script ran, opened at `fragment` in headless Chromium;
    /// nil, said so, on a machine without it.
    static func openInABrowser(_ page: URL, at fragment: String) throws -> (dom: String, log: String)? {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let browser = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            // .ci/run installs it (the README's set-up line): there, a missing browser is a failure.
            try #require(ProcessInfo.processInfo.environment["TERMISLAND_REQUIRE_BROWSER"] == nil,
                         "no Chromium at \(candidates.joined(separator: ", ")), and TERMISLAND_REQUIRE_BROWSER is set")
            print("note: no Chromium on this machine: the report was not opened in a browser")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("island-chromium-\(UUID().uuidString)")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--enable-logging=stderr",
                             "--v=0", "--dump-dom", page.absoluteString + "#" + fragment]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
        #expect(process.terminationStatus == 0, "\(log)")
        return (dom, log)
    }

    @Test func aVariantIsChosenByItsWordsAndAShardSaysWhatTheWholeRunSays() throws {
        let folder = try copyOfExample()
        let parent = folder.deletingLastPathComponent()
        /// Each case of a run's JUnit file, its name and whether it failed.
        func cases(_ selection: [String]) throws -> [String] {
            _ = try island(Self.variants + selection + ["--junit", "cases.xml"], in: parent, environment: ["GITHUB_STEP_SUMMARY": ""])
            let junit = try String(contentsOf: parent.appendingPathComponent("cases.xml"), encoding: .utf8)
            #expect(JUnitSchema.violations(junit) == [])
            return try JUnitSchema.parse(junit).get().all("testsuite")[0].all("testcase")
                .map { $0.attributes["name"]! + ($0.children.isEmpty ? "" : " failed") }
        }
        let whole = try cases(["--filter", "Lock Screen*"])
        #expect(whole == ["Lock Screen · lock-screen · large · ltr", "Lock Screen · lock-screen · large · rtl",
                          "Lock Screen · lock-screen · accessibility5 · ltr failed", "Lock Screen · lock-screen · accessibility5 · rtl failed"])
        #expect(try cases(["--filter", "Lock Screen · * · rtl"]) == [whole[1], whole[3]])
        #expect(try cases(["--filter", "Lock Screen*", "--skip", "*accessibility5*"]) == [whole[0], whole[1]])
        let shards = try cases(["--filter", "Lock Screen*", "--shard", "1/2"]) + cases(["--filter", "Lock Screen*", "--shard", "2/2"])
        #expect(shards.sorted() == whole.sorted())
    }

    @Test func thePreviewerOnAFolderDrawsItsOneVariant() throws {
        // Without a terminal it prints its frames: the compact mirrored, right to left.
        let mirrored = try island(["preview", Self.example.path, "--variants", "rtl"])
        #expect(mirrored.status == 0, "\(mirrored.errors)")
        #expect(mirrored.output.contains("""
            ╭───────────────────────────╮
            │ 9:00        ◉           👜│
            ╰───────────────────────────╯
            """))
        let two = try island(["preview", Self.example.path, "--variants", "dark,light"])
        #expect(two.status == 2)
        #expect(two.errors.hasSuffix("island: --variants: the previewer shows one variant at a time; the list makes 2 (one value an axis)\n"))
    }

    /// The blocks `page` (docs/SnapshotTesting.md, docs/Places.md) says this file checks, in order.
    static func guideBlocks(_ page: String = "SnapshotTesting.md") throws -> [String] {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/\(page)"), encoding: .utf8)
        let marker = "<!-- checked by Tests/IslandCommandTests/WidgetFolderTests+Variants.swift -->\n```text\n"
        return page.components(separatedBy: marker).dropFirst().map { $0.components(separatedBy: "```\n")[0] }
    }

    @Test func theGuidesVariantsAreWhatTheExampleFolderGives() throws {
        let blocks = try Self.guideBlocks()
        try #require(blocks.count == 2, "docs/SnapshotTesting.md: \(blocks.count) blocks checked by this file")
        let printed = try island(["snapshot", Self.example.path, "--variants", "glass,accessibility3,rtl", "--filter", "Lock Screen*"])
        #expect(printed.status == 0, "\(printed.errors)")
        #expect(printed.output == blocks[0] + "\n")
        // The matrix of six, recorded in a copy: its files, a name each.
        let folder = try copyOfExample()
        let recorded = try island(["snapshot", folder.path, "--variants", "light,dark,glass,large,accessibility3", "--record"])
        #expect(recorded.output == "recorded 24 snapshots in \(folder.path)/__Snapshots__: 24 written, 0 unchanged, 0 removed\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("__Snapshots__").path).sorted()
        #expect(files.map { $0 + "\n" }.joined() == blocks[1])
        let checked = try island(["snapshot", folder.path, "--variants", "light,dark,glass,large,accessibility3", "--check"])
        #expect(checked.output == "24 snapshots match \(folder.path)/__Snapshots__\n")
    }

    @Test func theLooksInPlacesAreWhatTheLooksFolderGives() throws {
        let blocks = try Self.guideBlocks("Places.md")
        try #require(blocks.count == 2, "docs/Places.md: \(blocks.count) blocks checked by this file")
        let looks = repositoryRoot.appendingPathComponent("docs/examples/LooksWidget").path
        let glass = try island(["snapshot", looks, "--variants", "glass", "--filter", "Lock Screen*"])
        #expect(glass.status == 0, "\(glass.errors)")
        #expect(glass.output == blocks[0] + "\n")
        // Glass changes colours, not cells: the dark card is the same text.
        let dark = try island(["snapshot", looks, "--variants", "dark", "--filter", "Lock Screen*"])
        #expect(dark.output == glass.output.replacingOccurrences(of: " · glass · ", with: " · dark · "))
        let landscape = try island(["snapshot", looks, "--variants", "portrait,landscape", "--filter", "Compact*"])
        #expect(landscape.status == 0, "\(landscape.errors)")
        #expect(landscape.output == blocks[1] + "\n")
    }
}
