"""Batched sampler with per-request repetition penalties."""
from .config import SamplerConfig
from .sampler import Sampler, compiled_sampler

__all__ = ["SamplerConfig", "Sampler", "compiled_sampler"]
