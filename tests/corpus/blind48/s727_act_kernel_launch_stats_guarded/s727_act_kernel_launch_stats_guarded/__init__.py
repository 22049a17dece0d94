from . import _act_ops  # noqa: F401
