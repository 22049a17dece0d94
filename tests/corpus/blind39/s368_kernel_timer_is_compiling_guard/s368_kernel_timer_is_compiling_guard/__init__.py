from .backend import ChunkedSgmvLoRABackend
from .forward import lora_delta

__all__ = ["ChunkedSgmvLoRABackend", "lora_delta"]
