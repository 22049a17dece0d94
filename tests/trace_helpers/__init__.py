"""Targets and input factories for tests/test_trace*.py (importable from the ``tests`` directory)."""
