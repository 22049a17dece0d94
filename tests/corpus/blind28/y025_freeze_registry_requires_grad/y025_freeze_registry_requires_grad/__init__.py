from . import policies  # noqa: F401  (registers the built-in freeze policies)
