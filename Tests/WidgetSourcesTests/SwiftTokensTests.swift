import SwiftSourceText
import Testing

/// The lexer the widget-source path reads declarations with: comments and strings left out.
@Suite("Swift tokens and declarations")
struct SwiftTokensTests {
    @Test func commentsAndStringsAreNotTokens() {
        let source = #"""
            let a = "struct Fake: Widget {}" // struct Gone: Widget
            /* outer /* nested */ struct Hidden: Widget */
            let b = #"raw " struct Raw: Widget"#
            let c = """
                struct Quoted: Widget {}
                """
            struct Real: Widget { }
            """#
        let words = SwiftTokens.of(source).filter(\.isWord).map(\.text)
        #expect(words == ["let", "a", "let", "b", "let", "c", "struct", "Real", "Widget"])
        #expect(SwiftTokens.of(source).first { $0.text == "Real" }?.line == 7)
    }

    @Test func typesTheirConformancesAndLinesAreRead() {
        let declarations = SwiftDeclarations("""
            import WidgetKit

            @main
            struct Bundle: WidgetBundle { var body: some Widget { Live() } }
            fileprivate struct Live: WidgetKit.Widget, Sendable where Self: Any {
                static let brand = Color.red
                static var preview: Live { Live() }
            }
            struct Box<Content: View>: View { }
            let kind = Live.self; enum Other { }
            """)
        #expect(declarations.hasMain)
        #expect(declarations.types.map(\.name) == ["Bundle", "Live", "Box", "Other"])
        #expect(declarations.types.map(\.conformances) == [["WidgetBundle"], ["WidgetKit.Widget", "Sendable"], ["View"], []])
        #expect(declarations.types.map(\.line) == [4, 5, 9, 10])
        #expect(declarations.staticMembers == ["brand", "preview"])
        #expect(!SwiftDeclarations("// @main\nlet main = 1").hasMain)
    }

    /// What the `#Preview` plugin is sent: the keyword after comments, attributes and modifiers.
    @Test(arguments: [
        ("#Preview { V() }", 0),
        ("// a comment\n/* a /* nested */ one */ #Preview(\"x\") { }", 38),
        ("@available(iOS 17.0, *) #Preview", 24),
        ("@MainActor @objc(name) public #Preview", 30),
        ("@available(*, message: \"a ) inside\") #Preview", 37),
    ])
    func theMacroKeywordIsFoundAfterItsLeadingTrivia(_ source: String, _ offset: Int) {
        #expect(SwiftTokens.macroKeywordOffset(in: Array(source.unicodeScalars)) == offset)
    }

    @Test func anythingElseBeforeTheKeywordIsNoMacro() {
        #expect(SwiftTokens.macroKeywordOffset(in: Array("let x = 1 #Preview".unicodeScalars)) == nil)
        #expect(SwiftTokens.macroKeywordOffset(in: Array("Preview".unicodeScalars)) == nil)
    }
}
