"""Tiny Llama-style decoder stack with optional per-layer timing scopes."""
from .config import LlamaConfig, TimingConfig
from .model import LlamaForCausalLM

__all__ = ["LlamaConfig", "TimingConfig", "LlamaForCausalLM"]
