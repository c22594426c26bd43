import Foundation

/// The outline of a shape, as SwiftUI's `Path`: lines, curves, arcs, rectangles and ellipses, in
/// points. A terminal draws a path in braille dots, two across and four down to a cell: a stroke
/// sets the dots the outline passes through, a fill the dots inside it.
///
///     struct Wave: Shape {
///         func path(in rect: CGRect) -> Path {
///             var path = Path()
///             path.move(to: CGPoint(x: rect.minX, y: rect.midY))
///             path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY))
///             return path
///         }
///     }
public struct Path: Sendable {
    enum Element: Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    private(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by a closure, as `Path { path in … }`.
    public init(_ build: (inout Path) -> Void) {
        var path = Path()
        build(&path)
        self = path
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quad(point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        let k = 0.5523
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
                 control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
                 control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        let steps = 32
        for step in 0...steps {
            let angle = Double(step) / Double(steps) * 2 * .pi
            let point = CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
            if step == 0 { move(to: point) } else { addLine(to: point) }
        }
        closeSubpath()
    }

    /// An arc around `center`, angles clockwise from the trailing side (y grows downwards, as on
    /// screen; `clockwise` follows SwiftUI's flipped meaning).
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransformStandIn = .identity) {
        var start = startAngle.radians, end = endAngle.radians
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        let steps = max(4, Int(abs(end - start) / (2 * .pi) * 32))
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if step == 0 && elements.isEmpty { move(to: point) } else { addLine(to: point) }
        }
        start = end
    }

    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// The smallest rectangle holding every point of the path.
    public var boundingRect: CGRect {
        let points = polylines().flatMap { $0 }
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path as runs of straight segments, curves flattened.
    package func polylines() -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish() {
            if current.count > 1 { lines.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
                start = point
            case .line(let point):
                if current.isEmpty { current = [start] }
                current.append(point)
            case .quad(let point, let control):
                let from = current.last ?? start
                if current.isEmpty { current = [from] }
                for step in 1...12 {
                    let t = Double(step) / 12, u = 1 - t
                    current.append(CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                                           y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let c1, let c2):
                let from = current.last ?? start
                if current.isEmpty { current = [from] }
                for step in 1...16 {
                    let t = Double(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * point.x,
                                           y: a * from.y + b * c1.y + c * c2.y + d * point.y))
                }
            case .close:
                if let first = current.first { current.append(first) }
                finish()
            }
        }
        finish()
        return lines
    }
}

/// Kept for source compatibility with `addArc(…transform:)`: transforms are not applied.
public struct CGAffineTransformStandIn: Sendable {
    public static let identity = CGAffineTransformStandIn()
}
