from .adapters import BaseHFAdapter, LlamaAdapter, Qwen2VLAdapter
from .registry import register_adapter, resolve_adapter

__all__ = ["BaseHFAdapter", "LlamaAdapter", "Qwen2VLAdapter", "register_adapter", "resolve_adapter"]
