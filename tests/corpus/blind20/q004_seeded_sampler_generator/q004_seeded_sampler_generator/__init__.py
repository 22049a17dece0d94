"""Sampler with per-request seeds (OpenAI `seed` parameter)."""
from .sampling_params import SamplingParams

__all__ = ["SamplingParams"]
