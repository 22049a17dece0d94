"""libcst codemods, one per fix strategy."""
