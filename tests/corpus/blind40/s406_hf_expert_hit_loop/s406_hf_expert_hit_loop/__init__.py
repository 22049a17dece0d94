from .configuration import QwenMoeConfig
from .modeling_qwen_moe import QwenMoeDecoderLayer

__all__ = ["QwenMoeConfig", "QwenMoeDecoderLayer"]
