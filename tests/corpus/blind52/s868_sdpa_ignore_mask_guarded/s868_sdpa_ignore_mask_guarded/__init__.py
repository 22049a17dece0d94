from .modeling_qwen2 import Qwen2Config, Qwen2Model

__all__ = ["Qwen2Config", "Qwen2Model"]
