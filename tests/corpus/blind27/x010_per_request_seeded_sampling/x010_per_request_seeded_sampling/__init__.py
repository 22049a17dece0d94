"""Top-k/top-p sampling with per-request seeds (reproducible sampling API)."""
from .params import SamplingParams
from .topk_topp import apply_top_k_top_p
from .sampler import SeededSampler, sample

__all__ = ["SamplingParams", "apply_top_k_top_p", "SeededSampler", "sample"]
