from . import punica_ops  # noqa: F401  (registers blind39_s369 ops)
from .runner import LoRAModelRunner, forward_decode

__all__ = ["LoRAModelRunner", "forward_decode"]
