/// Down-conversion and blending of colours.
///
/// Both work in OKLab (Björn Ottosson, 2020), a perceptual space in which straight-line distance
/// tracks how different two colours look, so "nearest colour" and "halfway between" mean what a
/// person would expect. Dark blues stay blue instead of turning black, and a fade passes through
/// no muddy greys.
///
/// The arithmetic uses only `+ − × ÷` (the cube and fifth roots are Newton iterations, the
/// sRGB curve a table), which IEEE 754 rounds exactly, so every machine converts every colour
/// to the same result.
extension TerminalColor {
    /// This colour as the most faithful colour a terminal of `depth` can show.
    ///
    /// - `.trueColor`: unchanged.
    /// - `.ansi256`: RGB becomes the nearest entry 16–255 of the xterm palette (the cube and the
    ///   grey ramp; entries 0–15 are left out because each terminal theme redefines them).
    /// - `.ansi16`: RGB and palette entries 16–255 become the nearest of the 16 ANSI colours as
    ///   xterm draws them by default; entries 0–15 become their ANSI colour.
    /// - `.ansi8`: as for `.ansi16`, then a bright colour becomes its normal one (bright red:
    ///   red), which keeps its hue; greys are made legible by `Style.converted(to:)`.
    /// - `.none`: `.default`.
    ///
    /// ANSI colours and `.default` are kept at every depth but `.none`.
    public func converted(to depth: ColorDepth) -> TerminalColor {
        switch (self, depth) {
        case (.default, _): return .default
        case (_, .none): return .default
        case (.ansi(let ansi), .ansi8): return .ansi(ANSIColor(rawValue: ansi.rawValue % 8) ?? .black)
        case (_, .trueColor), (.ansi, _): return self
        case (.indexed, .ansi256): return self
        case (.indexed(let index), .ansi16):
            if index < 16 { return .ansi(ANSIColor(rawValue: index) ?? .black) }
            return .ansi(Self.nearestANSI(to: Palette.lab[Int(index)]))
        case (.rgb(let red, let green, let blue), .ansi256):
            return .indexed(Self.nearestIndex(to: OKLab(red: red, green: green, blue: blue)))
        case (.rgb(let red, let green, let blue), .ansi16):
            return .ansi(Self.nearestANSI(to: OKLab(red: red, green: green, blue: blue)))
        case (_, .ansi8):
            guard case .ansi(let ansi) = converted(to: .ansi16) else { return .default }
            return .ansi(ANSIColor(rawValue: ansi.rawValue % 8) ?? .black)
        }
    }

    /// The RGB value this colour is drawn with: its own for `.rgb`, xterm's default palette for
    /// `.ansi` and `.indexed`, nil for `.default` (only the terminal knows it).
    public var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .default: return nil
        case .ansi(let color): return Palette.rgb[Int(color.rawValue)]
        case .indexed(let index): return Palette.rgb[Int(index)]
        case .rgb(let red, let green, let blue): return (red, green, blue)
        }
    }

    /// The colour `fraction` of the way from this colour to `other`, interpolated in OKLab.
    ///
    /// `fraction` is clamped to 0…1 (NaN counts as 0); 0 gives this colour and 1 gives `other`
    /// exactly as they are. In between the result is `.rgb`, with ANSI and palette colours taken
    /// at xterm's default shades. The terminal's `.default` colour has no known value, so a blend
    /// with it switches from one colour to the other at the halfway point.
    public func blended(with other: TerminalColor, fraction: Double) -> TerminalColor {
        let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        guard let from = rgbComponents, let to = other.rgbComponents else {
            return fraction < 0.5 ? self : other
        }
        let start = OKLab(red: from.red, green: from.green, blue: from.blue)
        let end = OKLab(red: to.red, green: to.green, blue: to.blue)
        let mixed = OKLab(lightness: start.lightness + (end.lightness - start.lightness) * fraction,
                          a: start.a + (end.a - start.a) * fraction,
                          b: start.b + (end.b - start.b) * fraction)
        let rgb = mixed.rgb
        return .rgb(rgb.red, rgb.green, rgb.blue)
    }

    private static func nearestIndex(to color: OKLab) -> UInt8 {
        var best = 16
        var bestDistance = Double.infinity
        for index in 16..<256 {
            let distance = color.squaredDistance(to: Palette.lab[index])
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return UInt8(best)
    }

    private static func nearestANSI(to color: OKLab) -> ANSIColor {
        var best = 0
        var bestDistance = Double.infinity
        for index in 0..<16 {
            let distance = color.squaredDistance(to: Palette.lab[index])
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return ANSIColor(rawValue: UInt8(best)) ?? .black
    }
}

/// xterm's default 256-colour palette, in RGB and in OKLab.
package enum Palette {
    /// The 16 ANSI colours as xterm draws them without a theme.
    private static let ansi: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    package static let rgb: [(red: UInt8, green: UInt8, blue: UInt8)] = {
        var entries = ansi.map { (red: $0.0, green: $0.1, blue: $0.2) }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        for red in levels { for green in levels { for blue in levels {
            entries.append((red, green, blue))
        } } }
        for step in 0..<24 {
            let grey = UInt8(8 + 10 * step)
            entries.append((grey, grey, grey))
        }
        return entries
    }()

    package static let lab: [OKLab] = rgb.map { OKLab(red: $0.red, green: $0.green, blue: $0.blue) }
}

/// A colour in Björn Ottosson's OKLab space.
package struct OKLab {
    package var lightness: Double
    package var a: Double
    package var b: Double

    package init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = SRGB.linear[Int(red)], g = SRGB.linear[Int(green)], b = SRGB.linear[Int(blue)]
        let l = cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The nearest 8-bit sRGB colour.
    package var rgb: (red: UInt8, green: UInt8, blue: UInt8) {
        let l0 = lightness + 0.3963377774 * a + 0.2158037573 * b
        let m0 = lightness - 0.1055613458 * a - 0.0638541728 * b
        let s0 = lightness - 0.0894841775 * a - 1.2914855480 * b
        let l = l0 * l0 * l0, m = m0 * m0 * m0, s = s0 * s0 * s0
        return (SRGB.byte(forLinear: 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                SRGB.byte(forLinear: -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                SRGB.byte(forLinear: -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }

    package func squaredDistance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }
}

/// The sRGB transfer curve, as a table over the 256 byte values.
package enum SRGB {
    package static let linear: [Double] = (0..<256).map { byte in
        let value = Double(byte) / 255
        if value <= 0.04045 { return value / 12.92 }
        let t = (value + 0.055) / 1.055
        let squared = t * t
        return squared * fifthRoot(squared)  // t^2.4 = t^2 · (t^2)^(1/5)
    }

    /// The byte whose linear value is nearest, found by binary search over the table.
    package static func byte(forLinear value: Double) -> UInt8 {
        if !(value > 0) { return 0 }
        if value >= 1 { return 255 }
        var low = 0, high = 255
        while high - low > 1 {
            let middle = (low + high) / 2
            if linear[middle] <= value { low = middle } else { high = middle }
        }
        return UInt8(value - linear[low] <= linear[high] - value ? low : high)
    }
}

/// x^(1/3) for x ≥ 0 by Newton's method, which needs only exactly rounded arithmetic.
func cubeRoot(_ x: Double) -> Double {
    if !(x > 0) { return 0 }
    var y = x > 1 ? x : 1
    for _ in 0..<100 {
        let next = (2 * y + x / (y * y)) / 3
        if next >= y { break }  // Newton from above decreases until it has converged
        y = next
    }
    return y
}

/// x^(1/5) for x ≥ 0 by Newton's method.
func fifthRoot(_ x: Double) -> Double {
    if !(x > 0) { return 0 }
    var y = x > 1 ? x : 1
    for _ in 0..<100 {
        let y2 = y * y
        let next = (4 * y + x / (y2 * y2)) / 5
        if next >= y { break }
        y = next
    }
    return y
}
