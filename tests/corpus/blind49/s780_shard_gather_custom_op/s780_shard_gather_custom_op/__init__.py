from . import _custom_ops  # noqa: F401
