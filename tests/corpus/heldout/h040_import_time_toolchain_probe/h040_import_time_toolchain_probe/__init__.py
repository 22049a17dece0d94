from . import envs  # noqa: F401  (probe once at import)
