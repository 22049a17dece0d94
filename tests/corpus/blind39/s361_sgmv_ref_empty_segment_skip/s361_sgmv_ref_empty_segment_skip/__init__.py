"""Multi-LoRA linear layers with a pure-torch SGMV reference backend."""
from .batch_info import LoRABatchInfo
from .model import LoRADecoderBlock, compiled_block

__all__ = ["LoRABatchInfo", "LoRADecoderBlock", "compiled_block"]
