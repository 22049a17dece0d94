"""Sampler with a pluggable chain of logits processors (penalties, temperature, top-k)."""
from .sampler import SAMPLER, Sampler, compiled_sampler
from .sampling_params import SamplingTensors

__all__ = ["SAMPLER", "Sampler", "compiled_sampler", "SamplingTensors"]
