from . import ops
from .runner import decode_step

__all__ = ["ops", "decode_step"]
