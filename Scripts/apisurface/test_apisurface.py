"""The scanner, the inventory's filters and the coverage rules, on interface snippets written here.

Run: python3 -m unittest discover -s Scripts/apisurface -t Scripts   (.ci/run does)
"""

import os
import tempfile
import unittest

from apisurface import coverage, docpages, inventory, scanner

# A made-up module in the layout of a `.swiftinterface`: attributes on the lines above, an
# inlinable body, a duplicated `#if` branch, members of an extension.
INTERFACE = '''
// swift-interface-format-version: 1.0
import Swift
@available(iOS 15.0, macOS 12.0, *)
public struct Badge : Demo.View {
  public init(_ title: Swift.String, count: Swift.Int = 0)
  public var body: some Demo.View {
    get
  }
  public static let empty: Demo.Badge
  @usableFromInline
  internal var storage: Swift.Int
  public func _private() -> Swift.Int
}
@available(iOS 16.1, *)
extension Demo.View {
  @inlinable public func badge(_ count: Swift.Int, in color: Demo.Color? = nil) -> some Demo.View {
        let text = "}"  // a brace in a string does not close the body
        return modifier(BadgeModifier(count: count))
    }
  @available(iOS, deprecated: 16.2, message: "Use badge(_:in:)")
  public func oldBadge(_ count: Swift.Int) -> some Demo.View
  @available(iOS, unavailable)
  public func macBadge() -> some Demo.View
  @available(iOS, introduced: 16.1, deprecated: 100000.0, message: "soon")
  public func softBadge() -> some Demo.View
}
@available(iOSApplicationExtension, unavailable)
extension Demo.View {
  public func appOnly() -> some Demo.View
}
extension Demo.EnvironmentValues {
  public var badgeColor: Demo.Color {
    get
    set
  }
}
#if compiler(>=5.3) && $Macros
@available(iOS 17.0, *)
@freestanding(expression) public macro Badged(_ name: Swift.String) = #externalMacro(module: "M", type: "B")
#else
@available(iOS 17.0, *)
@freestanding(expression) public macro Badged(_ name: Swift.String) = #externalMacro(module: "M", type: "B")
#endif
@_spi(Private) public struct Hidden {
}
public enum Shape {
  case circle, square(side: Swift.Double)
}
@propertyWrapper public struct Counted<Value> {
  public var wrappedValue: Value
}
'''

# Our side, in the style of our sources: bodies, comments, wrapped parameters.
OURS = '''
/// A badge.
public struct Badge: View {
    public init(
        _ title: String,   // the label
        count: Int = 0
    ) { self.title = title }
    public static let empty = Badge("")
    let title: String
    public var body: some View { Text("{") }
}
public extension View {
    func badge(_ count: Int, in color: Color? = nil, style: Int = 0) -> some View { self }
    private func helper() {}
}
public enum Shape { case circle }
public enum Policy { case after(Date), never }
extension Color {
    public static let mint = Color(value: .system(.mint)), teal = Color(value: .system(.teal))
    public var isClear: Bool { components(in: [1, 2]).isEmpty }
}
'''


def strip(name):
    return name.replace("Demo.", "").replace("Swift.", "")


class ScannerTests(unittest.TestCase):
    def test_members_have_their_owner_and_labels(self):
        found = {(d.owner, d.signature) for d in scanner.scan(INTERFACE, strip)}
        self.assertIn(("Badge", "init(_:count:)"), found)
        self.assertIn(("View", "badge(_:in:)"), found)
        self.assertIn(("Shape", "square(side:)"), found)
        self.assertIn(("Shape", "circle"), found)

    def test_a_body_hides_what_it_contains(self):
        found = {d.name for d in scanner.scan(INTERFACE, strip)}
        self.assertNotIn("text", found)
        # The brace in the string did not end the extension: the next modifier is still View's.
        owners = {d.name: d.owner for d in scanner.scan(INTERFACE, strip)}
        self.assertEqual(owners["oldBadge"], "View")

    def test_only_the_first_branch_of_an_if_is_read(self):
        macros = [d for d in scanner.scan(INTERFACE, strip) if d.kind == "macro"]
        self.assertEqual([d.signature for d in macros], ["Badged(_:)"])

    def test_our_wrapped_parameters_and_public_extensions(self):
        found = {(d.owner, d.signature): d for d in scanner.scan(OURS)}
        init = found[("Badge", "init(_:count:)")]
        self.assertEqual([(p.label, p.has_default) for p in init.parameters],
                         [("_", False), ("count", True)])
        self.assertTrue(found[("View", "badge(_:in:style:)")].is_public)
        self.assertFalse(found[("View", "helper()")].is_public)
        self.assertFalse(found[("Badge", "title")].is_public)

    def test_every_name_of_a_binding_list_and_unlabelled_case_values(self):
        found = {(d.owner, d.signature) for d in scanner.scan(OURS) if d.is_public}
        self.assertIn(("Color", "mint"), found)
        self.assertIn(("Color", "teal"), found)
        self.assertIn(("Color", "isClear"), found)
        self.assertIn(("Policy", "after(_:)"), found)
        self.assertNotIn(("Color", "2]).isEmpty"), found)


class InventoryTests(unittest.TestCase):
    def rows(self):
        return {(r.kind, r.owner, r.signature): r
                for r in inventory.rows_from_interface(INTERFACE, "Demo")}

    def test_kinds(self):
        rows = self.rows()
        self.assertEqual(rows[("modifier", "View", "badge(_:in:)")].ios, "16.1")
        self.assertIn(("type", "", "Badge"), rows)
        self.assertIn(("environment", "EnvironmentValues", "badgeColor"), rows)
        self.assertIn(("macro", "", "Badged(_:)"), rows)
        self.assertIn("propertyWrapper", rows[("type", "", "Counted")].tags)

    def test_unusable_declarations_are_left_out(self):
        signatures = {key[2] for key in self.rows()}
        for absent in ["oldBadge(_:)", "macBadge()", "appOnly()", "Hidden", "_private()",
                       "storage", "body"]:
            self.assertNotIn(absent, signatures)

    def test_to_be_deprecated_is_still_the_current_api(self):
        row = self.rows()[("modifier", "View", "softBadge()")]
        self.assertIn("toBeDeprecated", row.tags)

    def test_the_declaration_loses_module_prefixes_and_attributes(self):
        row = self.rows()[("modifier", "View", "badge(_:in:)")]
        self.assertEqual(row.declaration,
                         "func badge(_ count: Int, in color: Color? = nil) -> some View")


class CoverageTests(unittest.TestCase):
    def setUp(self):
        self.rows = inventory.rows_from_interface(INTERFACE, "Demo")
        self.ours = coverage.Ours(d for d in scanner.scan(OURS) if d.is_public)

    def row(self, signature):
        return next(r for r in self.rows if r.signature == signature)

    def test_a_call_with_apples_labels_binds_to_ours_with_an_extra_default(self):
        self.assertTrue(self.ours.covers(self.row("badge(_:in:)")))
        self.assertTrue(self.ours.covers(self.row("init(_:count:)")))

    def test_a_missing_label_is_not_covered(self):
        self.assertFalse(self.ours.covers(self.row("square(side:)")))
        self.assertFalse(self.ours.covers(self.row("softBadge()")))

    def test_accepts_needs_every_required_parameter(self):
        ours = scanner.parse_parameters("_ a: Int, b: Int = 1, c: Int")
        self.assertTrue(coverage.accepts(ours, ("_", "c")))
        self.assertTrue(coverage.accepts(ours, ("_", "b", "c")))
        self.assertFalse(coverage.accepts(ours, ("_",)))
        self.assertFalse(coverage.accepts(ours, ("_", "c", "b")))

    def test_a_defaulted_parameter_with_the_same_label_can_be_skipped(self):
        # `transformPreference(_ key: K.Type = K.self, _ callback: …)`: `transformPreference { … }`
        # binds its one argument to the callback, so Apple's declaration accepts its own calls.
        ours = scanner.parse_parameters("_ key: K.Type = K.self, alignment: Alignment = .center, _ f: () -> Void")
        self.assertTrue(coverage.accepts(ours, ("_",)))
        self.assertTrue(coverage.accepts(ours, ("_", "_")))
        self.assertTrue(coverage.accepts(ours, ("_", "alignment", "_")))
        self.assertFalse(coverage.accepts(ours, ("_", "_", "_")))
        self.assertFalse(coverage.accepts(ours, ()))

    def test_required_labels_drop_apples_defaults(self):
        self.assertEqual(coverage.required_labels(self.row("badge(_:in:)")), ("_",))

    def test_a_baseline_above_todays_figure_is_a_regression(self):
        measure = coverage.Measure("modifiers.name", "", [1, 2, 3], 2)
        self.assertEqual(coverage.regressions([measure], {"modifiers.name": (2, 3)}), [])
        self.assertEqual(len(coverage.regressions([measure], {"modifiers.name": (3, 3)})), 1)
        self.assertEqual(len(coverage.regressions([measure], {"modifiers.name": (2, 4)})), 1)


# A documentation page in the Markdown form Apple serves (developer.apple.com/documentation/….md),
# for a symbol made up here.
PAGE = """<!--
{
  "availability" : [
    "iOS: 26.0.0 -",
    "macOS: 26.0.0 -"
  ],
  "documentType" : "symbol",
  "framework" : "SwiftUI",
  "identifier" : "/documentation/SwiftUI/View/shimmer(_:in:)",
  "role" : "Instance Method",
  "symbol" : {
    "kind" : "Instance Method",
    "modules" : [
      "SwiftUI"
    ],
    "preciseIdentifier" : "%s"
  },
  "title" : "shimmer(_:in:)"
}
-->

# shimmer(_:in:)

Prose is never kept.

```
@MainActor @preconcurrency nonisolated func shimmer(_ speed: Double = 1, in shape: some Shape = Capsule()) -> some View
```

## Discussion

```swift
Text("not the declaration").shimmer()
```
"""


def page(**changes):
    fields = dict(identifier="/documentation/SwiftUI/Text/Shine", ios="18.0", role="Structure",
                  module="SwiftUI", declaration="struct Shine")
    fields.update(changes)
    return docpages.Page(**fields)


class DocumentationPageTests(unittest.TestCase):
    def test_a_page_gives_its_facts_and_its_first_code_block(self):
        found = docpages.parse_page(PAGE % "s:7SwiftUI4ViewPAAE7shimmerQrF")
        self.assertEqual(found, docpages.Page(
            "/documentation/SwiftUI/View/shimmer(_:in:)", "26.0", "Instance Method", "SwiftUI",
            "@MainActor @preconcurrency nonisolated func shimmer(_ speed: Double = 1, "
            "in shape: some Shape = Capsule()) -> some View"))
        self.assertEqual(found.url, "https://developer.apple.com/documentation/swiftui/view/shimmer(_:in:).md")

    def test_the_mangled_name_says_which_module_extends_the_type(self):
        for precise, module in [("s:7SwiftUI4ViewP9WidgetKitE7shimmerQrF", "WidgetKit"),
                                ("s:7SwiftUI19WidgetConfigurationP0C3KitE7shimmerQrF", "WidgetKit"),
                                ("s:7SwiftUI4ViewPAAE7shimmerQrF", "SwiftUI")]:
            self.assertEqual(docpages.parse_page(PAGE % precise).module, module)

    def test_unavailable_deprecated_and_other_platforms_pages_give_nothing(self):
        for availability in ['"iOS: -"', '"iOS: 26.0.0 - 26.0.0"', '"macOS: 26.0.0 -"']:
            text = (PAGE % "s:x").replace('"iOS: 26.0.0 -",\n    "macOS: 26.0.0 -"', availability)
            self.assertIsNone(docpages.parse_page(text), availability)
        self.assertIsNone(docpages.parse_page("# An article\n"))

    def test_a_page_is_read_as_an_interface_declaration(self):
        [row] = docpages.rows_from_page(docpages.parse_page(PAGE % "s:7SwiftUI4ViewPAAE7shimmerQrF"))
        self.assertEqual((row.module, row.kind, row.owner, row.name, row.signature, row.ios),
                         ("SwiftUI", "modifier", "View", "shimmer", "shimmer(_:in:)", "26.0"))
        self.assertEqual(row.declaration,
                         "func shimmer(_ speed: Double = 1, in shape: some Shape = Capsule()) -> some View")
        self.assertEqual(coverage.required_labels(row), ())

    def test_kinds_owners_and_tags(self):
        rows = {p.identifier: docpages.rows_from_page(p) for p in [
            page(),
            page(identifier="/documentation/SwiftUI/ShineStyle", role="Protocol",
                 declaration="protocol ShineStyle"),
            page(identifier="/documentation/SwiftUI/EnvironmentValues/shine", role="Instance Property",
                 declaration="var shine: Shine { get set }"),
            page(identifier="/documentation/SwiftUI/Shine/init(_:)-8pemr", role="Initializer",
                 declaration="init(_ level: Int)"),
            page(identifier="/documentation/SwiftUI/Shine/Kind/bright", role="Case",
                 declaration="case bright"),
            page(identifier="/documentation/SwiftUI/Shine/Value", role="Associated Type",
                 declaration="associatedtype Value"),
        ]}
        summary = {i: [(r.kind, r.owner, r.signature, r.tags) for r in rs] for i, rs in rows.items()}
        self.assertEqual(summary, {
            "/documentation/SwiftUI/Text/Shine": [("type", "Text", "Shine", "")],
            "/documentation/SwiftUI/ShineStyle": [("type", "", "ShineStyle", "protocol,style")],
            "/documentation/SwiftUI/EnvironmentValues/shine": [("environment", "EnvironmentValues", "shine", "")],
            "/documentation/SwiftUI/Shine/init(_:)-8pemr": [("member", "Shine", "init(_:)", "")],
            "/documentation/SwiftUI/Shine/Kind/bright": [("member", "Shine.Kind", "bright", "")],
            "/documentation/SwiftUI/Shine/Value": [],
        })

    def test_a_generic_result_builder_attribute_is_not_taken_for_a_label(self):
        # `@TabContentBuilder<SelectionValue> content:` (TabSection, iOS 18): the attribute's
        # generic argument is part of the attribute, not the parameter's label.
        [row] = docpages.rows_from_page(page(
            identifier="/documentation/SwiftUI/TabSection/init(_:content:)", role="Initializer",
            declaration="init(_ title: LocalizedStringResource, @TabContentBuilder<SelectionValue> "
                        "content: () -> Content) where Header == Text"))
        self.assertEqual((row.kind, row.owner, row.signature), ("member", "TabSection", "init(_:content:)"))

    def test_only_what_came_with_ios_18_or_later_and_macros(self):
        self.assertEqual(docpages.rows_from_page(page(ios="17.4")), [])
        self.assertEqual(docpages.rows_from_page(page(ios="")), [])
        self.assertEqual(len(docpages.rows_from_page(page(ios="27.0"))), 1)
        [macro] = docpages.rows_from_page(page(identifier="/documentation/SwiftUI/Entry()", ios="13.0",
                                               role="Macro", declaration="@attached(accessor) macro Entry()"))
        self.assertEqual((macro.kind, macro.signature), ("macro", "Entry()"))

    def test_facts_are_read_back_as_written(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "pages.tsv")
            with open(path, "w", encoding="utf-8") as f:
                f.write("# a comment\n" + "\t".join(docpages.FACT_FIELDS) .replace("identifier", "#identifier") + "\n")
                f.write("/documentation/SwiftUI/Text/Shine\t18.0\tStructure\tSwiftUI\tstruct Shine\n")
            self.assertEqual(docpages.read_facts(path), [page()])


class SupplementMergeTests(unittest.TestCase):
    def row(self, signature, module="SwiftUI", declaration="", ios="26.0"):
        return inventory.Row(module, "modifier", "View", signature.split("(")[0], signature, ios, "",
                             declaration or f"func {signature}")

    def test_a_declaration_the_interface_has_counts_once(self):
        interface = [self.row("badge(_:)", ios="15.0")]
        supplement = [self.row("badge(_:)", declaration="func badge(_ count: Int?) -> some View"),
                      self.row("badge(_:in:)"), self.row("badge(_:)", module="WidgetKit")]
        merged = docpages.merged(interface, supplement)
        self.assertEqual([(r.module, r.signature, r.ios) for r in merged],
                         [("SwiftUI", "badge(_:)", "15.0"), ("SwiftUI", "badge(_:in:)", "26.0"),
                          ("WidgetKit", "badge(_:)", "26.0")])

    def test_the_supplement_keeps_its_comments_and_is_read_with_the_interface_rows(self):
        with tempfile.TemporaryDirectory() as folder:
            inventory.write_tsv(os.path.join(folder, "SwiftUI.tsv"), [self.row("badge(_:)", ios="15.0")])
            inventory.write_tsv(os.path.join(folder, coverage.SUPPLEMENT),
                                [self.row("badge(_:)"), self.row("glow()")], ["from pages", "two lines"])
            with open(os.path.join(folder, coverage.SUPPLEMENT), encoding="utf-8") as f:
                self.assertEqual(f.read().splitlines()[:3],
                                 ["# from pages", "# two lines", "\t".join(inventory.HEADER)])
            with open(os.path.join(folder, "SOURCE"), "w", encoding="utf-8") as f:
                f.write("SwiftUI\tpath\tarm64e-apple-ios17.4\tswift\n")
            self.assertEqual([r.signature for r in coverage.load_inventory(folder)], ["badge(_:)", "glow()"])
            self.assertEqual([r.signature for r in coverage.load_inventory(folder, supplement=False)],
                             ["badge(_:)"])
            self.assertEqual(coverage.sdk_level(folder),
                             "Apple's side: the iOS 17.4 SDK's interfaces (1 declarations) + Apple's "
                             "documentation pages for iOS 18 to 26 (1 declarations, supplement-ios18-26.tsv).")
            self.assertEqual(coverage.sdk_level(folder, supplement=False),
                             "Apple's side: the iOS 17.4 SDK's interfaces (1 declarations).")


if __name__ == "__main__":
    unittest.main()
