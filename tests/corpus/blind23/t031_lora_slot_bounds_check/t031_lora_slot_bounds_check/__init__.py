"""Multi-LoRA serving: stacked adapter weights, per-token slot selection."""
from .config import LoRAConfig
from .manager import LoRAManager

__all__ = ["LoRAConfig", "LoRAManager"]
