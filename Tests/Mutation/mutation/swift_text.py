"""Reading Swift text: which characters of each line are code, and which lines are never
mutated (compiler directives, imports)."""

import re


def code_masks(lines):
    """For each line, a string as long as the line with every character that is not code (in a
    comment or a string literal, interpolations included) replaced by a space. Nested block
    comments, multi-line strings and raw strings (`#"…"#`) are followed across lines."""
    masks = []
    comment_depth = 0      # nested /* */
    string = None          # None, '"', '"""', or a raw string's closing delimiter such as '"#'
    for line in lines:
        out = []
        i, n = 0, len(line)
        while i < n:
            if comment_depth:
                if line.startswith("*/", i):
                    comment_depth -= 1
                    out.append("  ")
                    i += 2
                elif line.startswith("/*", i):
                    comment_depth += 1
                    out.append("  ")
                    i += 2
                else:
                    out.append(" ")
                    i += 1
                continue
            if string is not None:
                if string in ('"', '"""') and line[i] == "\\":
                    out.append("  "[: min(2, n - i)])
                    i += 2
                    continue
                if line.startswith(string, i):
                    out.append(" " * len(string))
                    i += len(string)
                    string = None
                    continue
                out.append(" ")
                i += 1
                continue
            if line.startswith("//", i):
                out.append(" " * (n - i))
                break
            if line.startswith("/*", i):
                comment_depth = 1
                out.append("  ")
                i += 2
                continue
            raw = re.match(r'(#+)("""|")', line[i:])
            if raw:
                string = raw.group(2) + raw.group(1)
                out.append(" " * len(raw.group(0)))
                i += len(raw.group(0))
                continue
            if line.startswith('"""', i):
                string = '"""'
                out.append("   ")
                i += 3
                continue
            if line[i] == '"':
                string = '"'
                out.append(" ")
                i += 1
                continue
            out.append(line[i])
            i += 1
        if string == '"':
            string = None  # a single-line string cannot cross a line; be forgiving
        masks.append("".join(out)[:n].ljust(n))
    return masks


SKIPPED_LINE = re.compile(r"^\s*(#(if|elseif|else|endif|warning|error|sourceLocation)\b|import\s|@testable\s|@_exported\s)")
