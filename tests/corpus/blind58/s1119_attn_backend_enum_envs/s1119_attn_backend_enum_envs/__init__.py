from . import envs
from .runner import decode_step

__all__ = ["envs", "decode_step"]
