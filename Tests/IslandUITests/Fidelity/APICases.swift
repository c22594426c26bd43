import Foundation
@testable import IslandUI

/// One rendering of a SwiftUI API, as the API table in docs/IslandUI.md shows it.
struct APICase: Sendable {
    let name: String
    let width: Int
    let view: @Sendable () -> AnyView
}

/// A view of the app's own shape.
struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.midX, y: rect.minY), control: CGPoint(x: rect.width * 0.25, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.width * 0.75, y: rect.minY))
        return path
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(.horizontal, 8).background(.blue.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
    }
}

struct ThickBar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            ProgressView(configuration)
        }
    }
}

struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 8).background(.orange, in: Capsule())
    }
}

struct Counter: View {
    @State private var count = 3
    var body: some View { Text("\(count) left") }
}

let epoch = Date(timeIntervalSince1970: 0)

let apiCases: [APICase] = [
    APICase(name: "minimumScaleFactor", width: 10) { AnyView(Text("Arriving now").lineLimit(1).minimumScaleFactor(0.5)) },
    APICase(name: "tracking", width: 12) { AnyView(Text("GATE B12").tracking(2).kerning(1)) },
    APICase(name: "GeometryReader", width: 10) { AnyView(GeometryReader { proxy in
        ZStack(alignment: .leading) {
            Capsule().fill(.gray).frame(height: 6)
            Capsule().fill(.green).frame(width: proxy.size.width * 0.3, height: 6)
        }
    }.frame(height: 16)) },
    APICase(name: "resizable", width: 6) { AnyView(Image("map").resizable().frame(width: 48, height: 32)) },
    APICase(name: "Image(asset)", width: 3) { AnyView(Image("logo")) },
    APICase(name: "strokeStyle", width: 8) { AnyView(RoundedRectangle(cornerRadius: 8).stroke(.green, style: StrokeStyle(lineWidth: 2, dash: [4])).frame(width: 64, height: 48)) },
    APICase(name: "strokeBorder", width: 8) { AnyView(Capsule().strokeBorder(.blue, lineWidth: 2).frame(width: 64, height: 32)) },
    APICase(name: "backgroundIn", width: 8) { AnyView(Text("12 min").padding(.horizontal, 8).background(.green.opacity(0.2), in: Capsule())) },
    APICase(name: "backgroundMaterial", width: 8) { AnyView(Text("Paused").background(.ultraThinMaterial)) },
    APICase(name: "contentMargins", width: 6) { AnyView(Text("Hello").contentMargins(.horizontal, 8)) },
    APICase(name: "uiColor", width: 10) { AnyView(Text("label").foregroundStyle(Color(uiColor: .secondaryLabel)).background(Color(.systemBackground))) },
    APICase(name: "colorWhite", width: 4) { AnyView(Color(white: 0.5).frame(width: 32, height: 16)) },
    APICase(name: "tertiary", width: 8) { AnyView(Text("Delayed").foregroundStyle(.tertiary)) },
    APICase(name: "clipShape", width: 6) { AnyView(Text("overflowing").frame(width: 40).clipShape(Circle())) },
    APICase(name: "cornerRadius", width: 6) { AnyView(Color.blue.frame(width: 48, height: 32).cornerRadius(8)) },
    APICase(name: "Path", width: 8) { AnyView(Wave().stroke(.cyan, lineWidth: 2).frame(width: 64, height: 32)) },
    APICase(name: "customShape", width: 6) { AnyView(Triangle().fill(.yellow).frame(width: 48, height: 32)) },
    APICase(name: "buttonStyle", width: 10) { AnyView(Button("Skip") {}.buttonStyle(.plain)) },
    APICase(name: "customButtonStyle", width: 10) { AnyView(Button("Call") {}.buttonStyle(Pill())) },
    APICase(name: "rotationEffect", width: 3) { AnyView(Image(systemName: "airplane").rotationEffect(.degrees(45))) },
    APICase(name: "trimRing", width: 6) { AnyView(ZStack {
        Circle().stroke(.gray.opacity(0.3), lineWidth: 3)
        Circle().trim(from: 0, to: 0.7).stroke(.green, style: StrokeStyle(lineWidth: 3, lineCap: .round))
    }.frame(width: 24, height: 16)) },
    APICase(name: "aspectRatio", width: 6) { AnyView(Image("cover").resizable().aspectRatio(contentMode: .fit).frame(width: 32, height: 16)) },
    APICase(name: "Link", width: 12) { AnyView(Link("Open map", destination: URL(string: "maps://route")!)) },
    APICase(name: "offset", width: 8) { AnyView(HStack(spacing: 0) { Text("ab"); Text("cd").offset(x: 16, y: 0); Text("ef") }) },
    APICase(name: "position", width: 8) { AnyView(Text("x").position(x: 48, y: 24).frame(width: 64, height: 48)) },
    APICase(name: "linearGradient", width: 8) { AnyView(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 64, height: 16)) },
    APICase(name: "radialGradient", width: 6) { AnyView(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50).frame(width: 48, height: 32)) },
    APICase(name: "angularGradient", width: 6) { AnyView(Circle().fill(AngularGradient(colors: [.red, .yellow, .red], center: .center)).frame(width: 48, height: 32)) },
    APICase(name: "colorGradient", width: 6) { AnyView(Text("Blue").foregroundStyle(Color.blue.gradient)) },
    APICase(name: "shadow", width: 8) { AnyView(Text("Shadow").shadow(color: .black, radius: 4, x: 2, y: 2)) },
    APICase(name: "accessibilityHidden", width: 10) { AnyView(HStack { Image(systemName: "heart.fill").accessibilityHidden(true); Text("72 bpm") }) },
    APICase(name: "accessibilityElement", width: 10) { AnyView(HStack { Text("72"); Text("bpm") }.accessibilityElement(children: .combine)) },
    APICase(name: "AsyncImage", width: 4) { AnyView(AsyncImage(url: URL(string: "https://example.com/a.png")) { image in image.resizable() } placeholder: { Image(systemName: "photo") }) },
    APICase(name: "uiImage", width: 3) { AnyView(Image(uiImage: UIImage(named: "avatar")!)) },
    APICase(name: "gaugeCircular", width: 8) { AnyView(Gauge(value: 0.7) { Text("Battery") } currentValueLabel: { Text("70%") }.gaugeStyle(.accessoryCircularCapacity)) },
    APICase(name: "gaugeLinear", width: 14) { AnyView(Gauge(value: 40, in: 0...100) { Text("Speed") } currentValueLabel: { Text("40") }.frame(width: 112)) },
    APICase(name: "ViewThatFits", width: 8) { AnyView(ViewThatFits { Text("Arriving in 5 minutes"); Text("5 min") }) },
    APICase(name: "TimelineView", width: 8) { AnyView(TimelineView(.periodic(from: epoch, by: 1)) { context in Text(context.date, style: .time) }) },
    APICase(name: "ViewModifier", width: 10) { AnyView(Text("Hello").modifier(Card())) },
    APICase(name: "ProgressViewStyle", width: 12) { AnyView(ProgressView(value: 0.25).progressViewStyle(ThickBar()).frame(width: 96)) },
    APICase(name: "textFormat", width: 8) { AnyView(Text(0.42, format: .percent)) },
    APICase(name: "labelStyleIconOnly", width: 4) { AnyView(Label("Car", systemImage: "car.fill").labelStyle(.iconOnly)) },
    APICase(name: "labelStyleTitleOnly", width: 4) { AnyView(Label("Car", systemImage: "car.fill").labelStyle(.titleOnly)) },
    APICase(name: "textCase", width: 8) { AnyView(Text("on time").textCase(.uppercase)) },
    APICase(name: "monospaced", width: 6) { AnyView(Text("12:05").monospaced()) },
    APICase(name: "fontDesign", width: 6) { AnyView(Text("Round").fontDesign(.rounded)) },
    APICase(name: "fontWidthSmallCapsCustom", width: 10) { AnyView(Text("Gate info").font(.custom("Avenir", size: 15).width(.condensed).smallCaps())) },
    APICase(name: "imageScale", width: 3) { AnyView(Image(systemName: "bolt.fill").imageScale(.large)) },
    APICase(name: "symbolEffect", width: 3) { AnyView(Image(systemName: "bell").symbolEffect(.pulse)) },
    APICase(name: "symbolRenderingMode", width: 3) { AnyView(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)) },
    APICase(name: "symbolVariant", width: 3) { AnyView(Image(systemName: "heart").symbolVariant(.fill)) },
    APICase(name: "privacySensitive", width: 10) { AnyView(Text("1234 5678").privacySensitive().environment(\.redactionReasons, .privacy)) },
    APICase(name: "invalidatableContent", width: 6) { AnyView(Text("42 km").invalidatableContent()) },
    APICase(name: "redacted", width: 10) { AnyView(Text("Bill James").redacted(reason: .placeholder)) },
    APICase(name: "widgetAccentable", width: 6) { AnyView(Text("Score").widgetAccentable()) },
    APICase(name: "scaleEffect", width: 6) { AnyView(Text("Big").scaleEffect(1.5)) },
    APICase(name: "controlSize", width: 8) { AnyView(Button("Go") {}.controlSize(.small)) },
    APICase(name: "dynamicTypeSize", width: 6) { AnyView(Text("Text").dynamicTypeSize(.xxxLarge)) },
    APICase(name: "allowsTightening", width: 6) { AnyView(Text("Tight").allowsTightening(true)) },
    APICase(name: "State", width: 8) { AnyView(Counter()) },
]
