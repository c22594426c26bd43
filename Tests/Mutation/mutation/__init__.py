"""The mutation run's modules (Tests/Mutation/mutate.py is its command; docs/Reliability.md,
"Mutation testing"), one concept a file:

    coverage           which test targets cover a module, and which module a file is in
    swift_text         which characters of a line of Swift are code
    operators          the catalogue of operators, and the mutants they find in a text
    choosing           the files, the seeded choice, `--again`'s survivors, `--changed`'s lines
    planting           a mutant written into its file and always taken out, the journal
    default_arguments  the callers a mutant of a default argument must have compiled again
    running            a command with a timeout that kills all it started; build and test
    reporting          the `--json` file, a run's report, `--report`
    execution          a run: the unmutated baseline, then each mutant in turn
    cli                the options, and the checks before a run
    schemata           --schemata: the sites (every comparison and ± 1), the rewrite to per-site operators
    schemata_helper    the helper file written into each mutated module of the copy
    schemata_run       the scope, the copy, planting every site, the build that puts back what does not compile
    schemata_execute   the per-test coverage, the mutants run, --again
    schemata_report    the score per module
    equivalents        Tests/Mutation/equivalents.txt, the equivalent mutants and why
    tests/             the self-test (`mutate.py --self-test`), a file a concept
"""

import os

# The checkout the run mutates: the one this package is in (Tests/Mutation/mutation/).
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
