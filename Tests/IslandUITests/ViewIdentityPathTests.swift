import Testing
@testable import IslandUI

/// A view's identity path is written as bytes into one buffer; it must read exactly as the
/// path built by appending strings, which stays here as the definition.
@Suite("Identity paths")
struct ViewIdentityPathTests {
    /// The path as it was first written: component by component, numbers made strings.
    static func reference(_ identity: ViewIdentity) -> String {
        var path = ""
        for component in identity.components {
            if !path.isEmpty { path.append("/") }
            switch component {
            case .index(let index): path.append(String(index))
            case .branch(let branch): path.append("b"); path.append(String(branch))
            case .explicit(let id): path.append("#"); path.append(id)
            }
        }
        return path
    }

    @Test(arguments: 0..<200)
    func aPathReadsAsAppendedStrings(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let numbers = [0, 1, 9, 10, 42, 99, 100, 12_345, -1, -70, Int.max, Int.min]
        let ids = ["", "digits", "é", "e\u{301}", "实时", "👨‍👩‍👧", "a/b", "#7"]
        let components: [ViewIdentity.Component] = (0..<Int(next() % 12)).map { _ in
            switch next() % 3 {
            case 0: return .index(next() % 4 == 0 ? numbers[Int(next()) % numbers.count] : Int(next() % 20))
            case 1: return .branch(numbers[Int(next()) % numbers.count])
            default: return .explicit(ids[Int(next()) % ids.count])
            }
        }
        let identity = ViewIdentity(components)
        #expect(identity.description == Self.reference(identity))
        #expect(identity.description.utf8.elementsEqual(Self.reference(identity).utf8))
    }
}
