from .backends import get_backend_from_name
from .qkv import step

__all__ = ["get_backend_from_name", "step"]
