"""The mutation run's own tests, a file a module; `python3 Tests/Mutation/mutate.py --self-test`
finds them with unittest's loader (DocumentationTests runs it), and nothing here builds."""
