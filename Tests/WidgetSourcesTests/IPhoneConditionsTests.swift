import SwiftSourceText
import Testing

/// A widget's platform conditions answered as an iPhone answers them, on whole files.
@Suite("#if conditions as an iPhone answers them")
struct IPhoneConditionsTests {
    @Test func eachPlatformQuestionIsAnsweredInPlaceAndEveryLineKeepsItsNumber() throws {
        let source = """
            import SwiftUI
            #if os(iOS) && !targetEnvironment(simulator)
            let a = 1
            #elseif os(macOS) || targetEnvironment(macCatalyst)
            let a = 2
            #elseif canImport(UIKit) && canImport(AppKit) || canImport(Charts)
            let a = 3
            #else
            let a = 4
            #endif
            #if arch(arm64) || arch(x86_64) || DEBUG || compiler(>=5.9)
            let b = 1
            #endif

            """
        let rewritten = try #require(IPhoneConditions.rewrite(source, path: "/w/Live Activity.swift"))
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == #"#sourceLocation(file: "/w/Live Activity.swift", line: 1)"#)
        // Every answer is padded to its question's width: each line as long as it was.
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropFirst().map(\.count) == original.map(\.count))
        #expect(lines.dropFirst().map { String($0.reversed().drop { $0 == " " }.reversed()) } == [
            "import SwiftUI",
            "#if true    && !false",
            "let a = 1",
            "#elseif false     || false",
            "let a = 2",
            "#elseif true             && false             || canImport(Charts)",
            "let a = 3",
            "#else",
            "let a = 4",
            "#endif",
            "#if true        || false        || DEBUG || compiler(>=5.9)",
            "let b = 1",
            "#endif",
            "",
        ])
    }

    @Test func conditionsInStringsAndCommentsAreNotTouched() {
        let source = #"""
            let a = "#if os(iOS)"
            // #if os(macOS)
            /* #elseif os(watchOS) */
            let b = """
                #if os(iOS)
                """
            #warning("os(iOS)")
            """#
        #expect(IPhoneConditions.rewrite(source, path: "/w/A.swift") == nil)
    }

    @Test func onlyTheConditionIsRewrittenNotTheCodeAfterIt() throws {
        let source = """
            #if os(iOS) // os(iOS) in a comment
            let platform = os(iOS)
            #endif
            """
        let rewritten = try #require(IPhoneConditions.rewrite(source, path: "/w/A.swift"))
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() == [
            "#if true    // os(iOS) in a comment", "let platform = os(iOS)", "#endif",
        ])
    }

    @Test func aConditionContinuedOnTheNextLineIsAnsweredThere() throws {
        let source = "#if os(iOS) ||\n    os(tvOS)\nlet a = 1\n#endif\n"
        let rewritten = try #require(IPhoneConditions.rewrite(source, path: "/w/A.swift"))
        #expect(rewritten.hasSuffix("#if true    ||\n    false   \nlet a = 1\n#endif\n"))
    }

    @Test func aFileWithoutPlatformConditionsIsLeftToBeLinked() {
        #expect(IPhoneConditions.rewrite("#if DEBUG\nlet a = 1\n#endif\n#if canImport(Charts)\n#endif\n", path: "/w/A.swift") == nil)
    }

    @Test(arguments: [
        ("os", "iOS", true), ("os", "macOS", false), ("os", "watchOS", false), ("os", "visionOS", false),
        ("os", "Linux", false), ("os", "Windows", false), ("targetEnvironment", "simulator", false),
        ("targetEnvironment", "macCatalyst", false), ("canImport", "UIKit", true), ("canImport", "ActivityKit", true),
        ("canImport", "AppKit", false), ("canImport", "WatchKit", false), ("arch", "arm64", true), ("arch", "x86_64", false),
    ])
    func anIPhoneAnswers(_ predicate: String, _ argument: String, _ answer: Bool) {
        #expect(IPhoneConditions.answer(predicate, argument) == answer)
    }

    @Test func aModuleNeitherOursNorAppleOnlyIsLeftToTheCompiler() {
        #expect(IPhoneConditions.answer("canImport", "Charts") == nil)
        #expect(IPhoneConditions.answer("compiler", "5.9") == nil)
    }
}

extension IPhoneConditionsTests {
    /// The `#Preview` plugin reads the user's path back from a copy's first line.
    @Test func theDirectiveNamesTheUsersPathAndIsReadBack() {
        let path = #"/w/My "Quoted" \ Widget.swift"#
        #expect(IPhoneConditions.userPath(inDirective: Substring(IPhoneConditions.directive(path))) == path)
        #expect(IPhoneConditions.userPath(inDirective: "import SwiftUI") == nil)
    }
}
