from .sampler import MinPSampler, compiled_sampler

__all__ = ["MinPSampler", "compiled_sampler"]
