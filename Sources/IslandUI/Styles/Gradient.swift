import Foundation

/// Colours with where they stop, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / Double(last)) }
    }

    public init(stops: [Stop]) { self.stops = stops }
}

/// A point in a unit square, as SwiftUI's `UnitPoint`: where a gradient starts and ends.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A gradient resolved for painting: its stops, and how a cell's place maps to a location.
package struct GradientPaint: Equatable, Sendable {
    package struct Stop: Equatable, Sendable {
        var color: Color
        var location: Double
    }

    package enum Geometry: Equatable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        /// Outward from the centre, over `radius` of the area's larger side (0…1).
        case radial(center: UnitPoint, radius: Double)
        /// Around the centre, clockwise from the trailing side.
        case angular(center: UnitPoint)
        /// A `MeshGradient`'s grid: `width × height` vertex colours, row by row, blended bilinearly.
        case mesh(colors: [Color], width: Int, height: Int)
    }

    package var stops: [Stop]
    package var geometry: Geometry

    init(_ gradient: Gradient, _ geometry: Geometry) {
        stops = gradient.stops.sorted { $0.location < $1.location }.map { Stop(color: $0.color, location: $0.location) }
        self.geometry = geometry
    }

    init(mesh colors: [Color], width: Int, height: Int) {
        stops = []
        geometry = .mesh(colors: colors, width: width, height: height)
    }

    /// Whether the first and last cells take the ends' colours exactly (a line's, a mesh's corners).
    package var reachesEdges: Bool {
        switch geometry {
        case .linear, .mesh: return true
        case .radial, .angular: return false
        }
    }

    /// The colour at a point of a unit square (x across, y down): the colour at its location
    /// along the gradient, or a mesh's four nearest vertices blended.
    package func color(x: Double, y: Double) -> Color {
        guard case .mesh(let colors, let width, let height) = geometry else { return color(at: location(x: x, y: y)) }
        func vertex(_ column: Int, _ row: Int) -> Color { colors[row * width + column] }
        let fx = x.clamped * Double(width - 1), fy = y.clamped * Double(height - 1)
        let column = min(Int(fx), max(0, width - 2)), row = min(Int(fy), max(0, height - 2))
        let nextColumn = min(column + 1, width - 1), nextRow = min(row + 1, height - 1)
        let tx = fx - Double(column), ty = fy - Double(row)
        let top = vertex(column, row).mixed(with: vertex(nextColumn, row), fraction: tx)
        let bottom = vertex(column, nextRow).mixed(with: vertex(nextColumn, nextRow), fraction: tx)
        return top.mixed(with: bottom, fraction: ty)
    }

    /// The colour at `location` (0…1 along the gradient), its neighbours' blend.
    package func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return a.color.mixed(with: b.color, fraction: span > 0 ? (location - a.location) / span : 1)
        }
        return last.color
    }

    /// The location (0…1) of a point in a unit square (x across, y down).
    package func location(x: Double, y: Double) -> Double {
        switch geometry {
        case .linear(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y
            let length = dx * dx + dy * dy
            guard length > 0 else { return 0 }
            return (((x - start.x) * dx + (y - start.y) * dy) / length).clamped
        case .radial(let center, let radius):
            let distance = ((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y)).squareRoot()
            return radius > 0 ? (distance / radius).clamped : 0
        case .angular(let center):
            let angle = atan2(y - center.y, x - center.x)
            return (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
        case .mesh:
            return 0
        }
    }
}

/// Colours along a line, as SwiftUI's: each cell takes the colour at its place.
public struct LinearGradient: ResolvableShapeStyle, View, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package func paint(in environment: EnvironmentValues) -> Paint {
        .gradient(GradientPaint(gradient, .linear(start: startPoint, end: endPoint)))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// Colours in rings from a centre.
public struct RadialGradient: ResolvableShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func paint(in environment: EnvironmentValues) -> Paint {
        // The radius is in points; over a typical presentation's size, a unit of 100 points.
        .gradient(GradientPaint(gradient, .radial(center: center, radius: max(0.05, endRadius / 100))))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// Colours around a centre.
public struct AngularGradient: ResolvableShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.gradient = gradient
        self.center = center
    }

    package func paint(in environment: EnvironmentValues) -> Paint {
        .gradient(GradientPaint(gradient, .angular(center: center)))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// Colours in ellipses from a centre (drawn as a radial gradient).
public struct EllipticalGradient: ResolvableShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.gradient = gradient
        self.center = center
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    package func paint(in environment: EnvironmentValues) -> Paint {
        .gradient(GradientPaint(gradient, .radial(center: center, radius: 0.5)))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A colour's standard gradient (`Color.blue.gradient`): the colour, a little lighter at the top.
public struct AnyGradient: ResolvableShapeStyle, Sendable {
    let base: Color

    package func paint(in environment: EnvironmentValues) -> Paint {
        let lighter = base.mixed(with: .white, fraction: 0.2)
        return .gradient(GradientPaint(Gradient(colors: [lighter, base]), .linear(start: .top, end: .bottom)))
    }
}

extension Color {
    /// The colour as a gentle top-to-bottom gradient, as SwiftUI's `.gradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

/// An angle, as SwiftUI's: for gradients and `rotationEffect`.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static let zero = Angle(radians: 0)

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
