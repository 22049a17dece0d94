from . import backends  # noqa: F401  (populates the registry)
