from .sampler import Sampler, sample_step

__all__ = ["Sampler", "sample_step"]
