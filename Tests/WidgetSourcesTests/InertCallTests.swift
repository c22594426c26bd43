import Foundation
import Testing
import LiveActivity
@testable import WidgetSources

/// Which words of a widget's source are calls of an inert declaration (`InertCall`): a dot, the
/// name, then `(` or a trailing closure on the same line; never in a comment or a string.
@Suite("Inert calls in a widget's source")
struct InertCallTests {
    @Test func callsAreFoundAtTheirLines() {
        let source = """
            Text("Goal")
                .sensoryFeedback(.success, trigger: score)
                .onTapGesture { score += 1 }
                .task { await load() }
            """
        #expect(InertCall.calls(in: source, file: "Score.swift").map { "\($0.declaration.name):\($0.line)" }
                == ["sensoryFeedback:2", "onTapGesture:3", "task:4"])
    }

    @Test func commentsStringsAndValuesAreNotCalls() {
        let source = """
            // .sheet(isPresented: $shown) { }
            let text = ".alert(isPresented:)"
            let job = model.task
            {
                print("a closure of its own")
            }
            func gesture(_ x: Int) {}
            """
        #expect(InertCall.calls(in: source, file: "Score.swift").isEmpty)
    }

    @Test func everyNameInTheTableIsFound() {
        for declaration in InertDeclaration.all {
            let source = declaration.owner == .conformance ? "struct A: Equatable, \(declaration.name) {}" : "view.\(declaration.name)(x)"
            let calls = InertCall.calls(in: source, file: "F.swift")
            #expect(calls.map(\.declaration) == [declaration])
        }
    }

    @Test func aUIKitBridgeIsFoundAtItsConformanceNotAtItsUses() {
        let source = """
            struct MapThumbnail: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
            }
            final class Picker: NSObject, UIViewControllerRepresentable {}
            // struct Old: UIViewRepresentable {}
            let kind = "UIViewRepresentable"
            func wrap<T: View>(_ v: T) where T == UIViewRepresentable {}
            """
        #expect(InertCall.calls(in: source, file: "Map.swift").map { "\($0.declaration.name):\($0.line)" }
                == ["UIViewRepresentable:1", "UIViewControllerRepresentable:4"])
    }
}
