import Foundation

/// A dish by its menu name, its title read from the package's own resource (`Bundle.module`).
public struct Dish {
    public let title: String

    public init(named name: String) {
        let url = Bundle.module.url(forResource: "dishes", withExtension: "json")
        let titles = url.flatMap { try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: $0)) } ?? [:]
        title = titles[name] ?? name
    }
}
