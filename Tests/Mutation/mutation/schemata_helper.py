"""The helper file `--schemata` writes into each mutated module of the copy: which mutant is
active (`TERMISLAND_MUTANT`, read once into a global), which sites the tests reach
(`TERMISLAND_MUTANT_TRACE`, a file each site's number is appended to the first time it runs), and
every site's operator with its overloads."""

from .schemata import operator_name

HELPER_NAME = "MutantSchemata__.swift"

PRELUDE = """\
// Written by Tests/Mutation/mutate.py --schemata into a scratch copy of the package; never
// part of the repository. One operator a site: the original, or its mutant when
// TERMISLAND_MUTANT names the site's number.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

private let mutantActive: Int = {
    guard let text = getenv("TERMISLAND_MUTANT") else { return -1 }
    return Int(String(cString: text)) ?? -1
}()
private let mutantTrace: String? = getenv("TERMISLAND_MUTANT_TRACE").map { String(cString: $0) }
nonisolated(unsafe) private let mutantReached: UnsafeMutablePointer<UInt8> = {
    let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: {count})
    flags.initialize(repeating: 0, count: {count})
    return flags
}()

@inline(__always) private func mutant(_ number: Int) -> Bool {
    if let trace = mutantTrace { mutantReach(number, trace) }
    return mutantActive == number
}

private func mutantReach(_ number: Int, _ trace: String) {
    let slot = number - {first}
    guard mutantReached[slot] == 0 else { return }
    mutantReached[slot] = 1
    let descriptor = open(trace, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    let text = "\\(number)\\n"
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
    _ = close(descriptor)
}
"""


def comparison(name, number, op, mutant):
    m = f"mutant({number}) ? a {mutant} b : a {op} b"
    lines = [f"infix operator {name} : ComparisonPrecedence"]
    if op in ("==", "!="):
        lines += [
            f"public func {name} <T: Equatable>(a: T, b: T) -> Bool {{ {m} }}",
            f"public func {name} (a: Any.Type?, b: Any.Type?) -> Bool {{ {m} }}",
            f"public func {name} <A: Equatable, B: Equatable>(a: (A, B), b: (A, B)) -> Bool {{ {m} }}",
            f"public func {name} <A: Equatable, B: Equatable, C: Equatable>(a: (A, B, C), b: (A, B, C)) -> Bool {{ {m} }}",
            f"@_disfavoredOverload public func {name} <T>(a: T?, b: _OptionalNilComparisonType) -> Bool {{ {m} }}",
            f"@_disfavoredOverload public func {name} <T>(a: _OptionalNilComparisonType, b: T?) -> Bool {{ {m} }}",
        ]
    else:
        lines += [
            f"public func {name} <T: Comparable>(a: T, b: T) -> Bool {{ {m} }}",
            f"public func {name} <A: Comparable, B: Comparable>(a: (A, B), b: (A, B)) -> Bool {{ {m} }}",
        ]
    lines += [
        f"@_disfavoredOverload public func {name} <A: BinaryInteger, B: BinaryInteger>(a: A, b: B) -> Bool {{ {m} }}",
        f"@_disfavoredOverload public func {name} <A: StringProtocol, B: StringProtocol>(a: A, b: B) -> Bool {{ {m} }}",
    ]
    return lines


def plus_minus_one(name, number, op):
    plus = op[0] == "+"
    if op.endswith("="):
        numeric = f"if mutant({number}) {{ a {'-=' if plus else '+='} b }} else {{ a {op} b }}"
        stride = f"a = a.advanced(by: mutant({number}) ? {'-b : b' if plus else 'b : -b'})"
        return [
            f"infix operator {name} : AssignmentPrecedence",
            f"public func {name} <T: Numeric>(a: inout T, b: T) {{ {numeric} }}",
            f"@_disfavoredOverload public func {name} <T: Strideable>(a: inout T, b: T.Stride) {{ {stride} }}",
        ]
    flipped = "-" if plus else "+"
    return [
        f"infix operator {name} : AdditionPrecedence",
        f"public func {name} <T: Numeric>(a: T, b: T) -> T {{ mutant({number}) ? a {flipped} b : a {op} b }}",
        f"@_disfavoredOverload public func {name} <T: Strideable>(a: T, b: T.Stride) -> T "
        f"{{ a.advanced(by: mutant({number}) ? {'-b : b' if plus else 'b : -b'}) }}",
    ]


def helper_source(numbered, first, count):
    """The helper file's text for one module: `numbered` its (site, number) pairs, numbered
    from `first`, `count` numbers in all (declarations are kept for sites later put back, so
    that putting one back leaves the module's interface as it was)."""
    text = [PRELUDE.replace("{count}", str(max(count, 1))).replace("{first}", str(first))]
    for site, number in numbered:
        name = operator_name(site.op, number)
        text.append(f"// {site.describe()}")
        if site.kind == "comparison":
            text += comparison(name, number, site.op, site.mutant_op)
        else:
            text += plus_minus_one(name, number, site.op)
        text.append("")
    return "\n".join(text) + "\n"
