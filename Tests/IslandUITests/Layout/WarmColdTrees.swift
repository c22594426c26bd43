import Foundation
@testable import IslandUI

/// Small random view trees described as values, so that a tree a test finds can be printed and
/// made smaller: stacks, spacers, flexible frames, layout priorities, fixed sizes and texts of
/// many lengths, the things whose constraints can leave a stack several equally good layouts.
indirect enum WarmColdTree: CustomStringConvertible, Equatable, Sendable {
    case text(String, oneLine: Bool)
    case spacer(minLength: Double?)
    case color
    case hstack([WarmColdTree], spacing: Double?)
    case vstack([WarmColdTree])
    case frame(WarmColdTree, minimum: Double?, ideal: Double?, maximum: Double?)
    case priority(WarmColdTree, Double)
    case fixedSize(WarmColdTree)
    case padding(WarmColdTree)

    typealias Generator = SeededGenerator

    static let words = ["", "a", "ETA", "Bill James", "2 Pizzas on its way", "Gate B12 boarding now", "接近中", "🍕 ok", "supercalifragilistic"]

    static func random(_ random: inout Generator, depth: Int = 0) -> WarmColdTree {
        func length() -> Double? { [nil, 0, 8, 24, 40, 80][random.next(6)] }
        switch depth > 2 ? random.next(4) : random.next(12) {
        case 0, 1: return .text(words[random.next(words.count)], oneLine: random.next(2) == 0)
        case 2: return .spacer(minLength: [nil, 0, 8, 16][random.next(4)])
        case 3: return .color
        case 4, 5, 6:
            let children = (0..<(1 + random.next(4))).map { _ in Self.random(&random, depth: depth + 1) }
            return .hstack(children, spacing: [nil, 0, 8][random.next(3)])
        case 7: return .vstack((0..<(1 + random.next(3))).map { _ in Self.random(&random, depth: depth + 1) })
        case 8:
            // Bounds in order (SwiftUI asks for minimum ≤ ideal ≤ maximum), some left out.
            var bounds = [length(), length(), random.next(3) == 0 ? .infinity : length()]
            let present = bounds.compactMap { $0 }.sorted()
            var next = present.makeIterator()
            for index in bounds.indices where bounds[index] != nil { bounds[index] = next.next() }
            return .frame(Self.random(&random, depth: depth + 1), minimum: bounds[0], ideal: bounds[1], maximum: bounds[2])
        case 9: return .priority(Self.random(&random, depth: depth + 1), Double(random.next(3) - 1))
        case 10: return .fixedSize(Self.random(&random, depth: depth + 1))
        default: return .padding(Self.random(&random, depth: depth + 1))
        }
    }

    var view: AnyView {
        switch self {
        case let .text(words, oneLine): return oneLine ? AnyView(Text(words).lineLimit(1)) : AnyView(Text(words))
        case let .spacer(minLength): return AnyView(Spacer(minLength: minLength.map { CGFloat($0) }))
        case .color: return AnyView(Color.blue)
        case let .hstack(children, spacing):
            let views = children.map(\.view)
            return AnyView(HStack(spacing: spacing.map { CGFloat($0) }) { ForEach(views.indices, id: \.self) { views[$0] } })
        case let .vstack(children):
            let views = children.map(\.view)
            return AnyView(VStack(alignment: .leading) { ForEach(views.indices, id: \.self) { views[$0] } })
        case let .frame(content, minimum, ideal, maximum):
            return AnyView(content.view.frame(
                minWidth: minimum.map { CGFloat($0) }, idealWidth: ideal.map { CGFloat($0) }, maxWidth: maximum.map { CGFloat($0) }))
        case let .priority(content, priority): return AnyView(content.view.layoutPriority(priority))
        case let .fixedSize(content): return AnyView(content.view.fixedSize())
        case let .padding(content): return AnyView(content.view.padding(.horizontal, 8))
        }
    }

    /// The tree as SwiftUI source, to paste into a test.
    var description: String {
        func number(_ value: Double?) -> String { value.map { $0.isInfinite ? ".infinity" : String(Int($0)) } ?? "nil" }
        switch self {
        case let .text(words, oneLine): return "Text(\"\(words)\")" + (oneLine ? ".lineLimit(1)" : "")
        case let .spacer(minLength): return minLength.map { "Spacer(minLength: \(Int($0)))" } ?? "Spacer()"
        case .color: return "Color.blue"
        case let .hstack(children, spacing):
            return "HStack\(spacing.map { "(spacing: \(Int($0)))" } ?? "") { \(children.map(\.description).joined(separator: "; ")) }"
        case let .vstack(children): return "VStack(alignment: .leading) { \(children.map(\.description).joined(separator: "; ")) }"
        case let .frame(content, minimum, ideal, maximum):
            return "\(content).frame(minWidth: \(number(minimum)), idealWidth: \(number(ideal)), maxWidth: \(number(maximum)))"
        case let .priority(content, priority): return "\(content).layoutPriority(\(Int(priority)))"
        case let .fixedSize(content): return "\(content).fixedSize()"
        case let .padding(content): return "\(content).padding(.horizontal, 8)"
        }
    }

    /// Trees one step smaller: a wrapper without its content's wrapper, a stack without one
    /// child or reduced to one child, a text shorter, a part made smaller in place.
    var smaller: [WarmColdTree] {
        switch self {
        case let .text(words, oneLine):
            var shorter: [WarmColdTree] = oneLine ? [.text(words, oneLine: false)] : []
            if let index = Self.words.firstIndex(of: words), index > 0 { shorter.append(.text(Self.words[index - 1], oneLine: oneLine)) }
            return shorter
        case .spacer(let minLength): return minLength == nil ? [] : [.spacer(minLength: nil)]
        case .color: return []
        case let .hstack(children, spacing):
            var trees = children
            trees += children.indices.filter { _ in children.count > 1 }.map { index in
                var fewer = children
                fewer.remove(at: index)
                return .hstack(fewer, spacing: spacing)
            }
            if spacing != nil { trees.append(.hstack(children, spacing: nil)) }
            for index in children.indices {
                trees += children[index].smaller.map { child in
                    var changed = children
                    changed[index] = child
                    return .hstack(changed, spacing: spacing)
                }
            }
            return trees
        case let .vstack(children):
            var trees = children
            trees += children.indices.filter { _ in children.count > 1 }.map { index in
                var fewer = children
                fewer.remove(at: index)
                return .vstack(fewer)
            }
            for index in children.indices {
                trees += children[index].smaller.map { child in
                    var changed = children
                    changed[index] = child
                    return .vstack(changed)
                }
            }
            return trees
        case let .frame(content, minimum, ideal, maximum):
            var trees: [WarmColdTree] = [content]
            if minimum != nil { trees.append(.frame(content, minimum: nil, ideal: ideal, maximum: maximum)) }
            if ideal != nil { trees.append(.frame(content, minimum: minimum, ideal: nil, maximum: maximum)) }
            if maximum != nil { trees.append(.frame(content, minimum: minimum, ideal: ideal, maximum: nil)) }
            return trees + content.smaller.map { .frame($0, minimum: minimum, ideal: ideal, maximum: maximum) }
        case let .priority(content, priority): return [content] + content.smaller.map { .priority($0, priority) }
        case let .fixedSize(content): return [content] + content.smaller.map { .fixedSize($0) }
        case let .padding(content): return [content] + content.smaller.map { .padding($0) }
        }
    }

    /// How many views the tree holds, to try the smallest candidates first.
    var size: Int {
        switch self {
        case .text, .spacer, .color: return 1
        case let .hstack(children, _), let .vstack(children): return 1 + children.map(\.size).reduce(0, +)
        case let .frame(content, _, _, _), let .priority(content, _), let .fixedSize(content), let .padding(content):
            return 1 + content.size
        }
    }
}

/// One renderer kept across a sequence of widths, each frame compared with a fresh renderer's.
enum WarmColdComparison {
    /// The first width at which the kept renderer draws otherwise than a fresh one, with both
    /// drawings; nil when every frame agrees.
    static func firstDifference(_ tree: WarmColdTree, widths: [Int]) -> (width: Int, warm: String, cold: String)? {
        let view = tree.view
        let renderer = ViewRenderer()
        for width in widths {
            let warm = renderer.render(view, width: width).canvas.plainText
            let cold = ViewRenderer().render(view, width: width).canvas.plainText
            if warm != cold { return (width, warm, cold) }
        }
        return nil
    }

    /// A smallest tree and shortest width sequence that still differ, made smaller a step at a
    /// time while they do.
    static func shrunk(_ tree: WarmColdTree, widths: [Int]) -> (tree: WarmColdTree, widths: [Int]) {
        var tree = tree, widths = widths
        var progress = true
        while progress {
            progress = false
            for index in widths.indices.reversed() where widths.count > 1 {
                var fewer = widths
                fewer.remove(at: index)
                if firstDifference(tree, widths: fewer) != nil { widths = fewer; progress = true; break }
            }
            for candidate in tree.smaller.sorted(by: { $0.size < $1.size }) where firstDifference(candidate, widths: widths) != nil {
                tree = candidate
                progress = true
                break
            }
        }
        return (tree, widths)
    }
}
