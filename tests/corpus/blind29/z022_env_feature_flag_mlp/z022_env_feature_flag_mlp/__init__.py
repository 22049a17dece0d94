from . import flags, layers  # noqa: F401
