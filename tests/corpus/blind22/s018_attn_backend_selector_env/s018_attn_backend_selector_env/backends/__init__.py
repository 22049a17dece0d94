from .registry import BACKENDS, register_backend
from . import sdpa, flash  # noqa: F401,E402  (register)

__all__ = ["BACKENDS", "register_backend"]
