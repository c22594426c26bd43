import Foundation
@testable import IslandUI
import Testing

/// Layout reuse compares each kind of node by what decides its size: a tree the same as the last
/// one, node for node, lays out as the last did, whatever kinds it holds, and is handed the last
/// layout; a tree whose padding, fixed axes, progress style, control, z-stack or decoration
/// alignment differ is laid out again.
/// Counted by the renderer's statistics, and each frame compared with a fresh renderer's.
@Suite("Layout reuse, kind by kind")
struct LayoutReuseKindTests {
    static var same: [(String, any View)] { [
        ("a frame", Text("x").frame(width: 5)),
        ("padding", Text("x").padding(1)),
        ("fixed horizontally", Text("long words").fixedSize(horizontal: true, vertical: false)),
        ("fixed vertically", Text("long words").fixedSize(horizontal: false, vertical: true)),
        ("a progress view", ProgressView(value: 0.5).progressViewStyle(.linear)),
        ("a button", Button("Tap")),
        ("a toggle", Toggle("On", isOn: true)),
        ("an image", Image(systemName: "star.fill")),
        ("a z-stack", ZStack(alignment: .leading) { Text("abc"); Text("x") }),
        ("a background", Text("x").background(Color.red)),
        ("an overlay", Text("abc").overlay(alignment: .trailing) { Text("y") }),
    ] }

    @Test(arguments: same.indices)
    func aTreeLikeTheLastIsHandedItsLayout(_ index: Int) {
        let (name, view) = Self.same[index]
        let renderer = ViewRenderer()
        let first = renderer.render(AnyView(view), width: 16).canvas.plainText
        let second = renderer.render(AnyView(view), width: 16).canvas.plainText
        #expect(second == first, "\(name)")
        #expect(renderer.layoutStatistics.reused == 1, "\(name)")
        #expect(renderer.layoutStatistics.laidOut == 1, "\(name)")
    }

    static var different: [(String, any View, any View)] { [
        ("two paddings", Text("x").padding(1), Text("x").padding(2)),
        ("fixed on one axis, then the other",
         Text("long words").fixedSize(horizontal: true, vertical: false), Text("long words").fixedSize(horizontal: false, vertical: true)),
        ("fixed on both axes, then one", Text("long words").fixedSize(), Text("long words").fixedSize(horizontal: true, vertical: false)),
        ("a linear progress view, then a circular one",
         ProgressView(value: 0.5).progressViewStyle(.linear), ProgressView(value: 0.5).progressViewStyle(.circular)),
        ("a button, then a toggle", Button("Tap"), Toggle("Tap", isOn: true)),
        ("a z-stack aligned leading, then trailing",
         ZStack(alignment: .leading) { Text("abcdef"); Text("x") }, ZStack(alignment: .trailing) { Text("abcdef"); Text("x") }),
        ("an overlay aligned leading, then trailing",
         Text("abcdef").overlay(alignment: .leading) { Text("y") }, Text("abcdef").overlay(alignment: .trailing) { Text("y") }),
        ("a background aligned leading, then trailing",
         Text("abcdef").background(alignment: .leading) { Text("y") }, Text("abcdef").background(alignment: .trailing) { Text("y") }),
    ] }

    @Test(arguments: different.indices)
    func aTreeWhoseSizesCouldDifferIsLaidOutAgain(_ index: Int) {
        let (name, last, next) = Self.different[index]
        let renderer = ViewRenderer()
        _ = renderer.render(AnyView(last), width: 16)
        let drawn = renderer.render(AnyView(next), width: 16).canvas.plainText
        #expect(drawn == ViewRenderer().render(AnyView(next), width: 16).canvas.plainText, "\(name)")
        #expect(renderer.layoutStatistics.reused == 0, "\(name)")
        #expect(renderer.layoutStatistics.laidOut == 2, "\(name)")
    }
}
