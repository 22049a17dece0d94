from .params import SamplingParams, SamplingType
from .sampler import Sampler, sample

__all__ = ["SamplingParams", "SamplingType", "Sampler", "sample"]
