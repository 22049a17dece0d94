from . import processing  # noqa: F401  (registers processors)
