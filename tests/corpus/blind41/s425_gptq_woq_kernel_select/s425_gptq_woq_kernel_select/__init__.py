from .kernels import registry  # noqa: F401
