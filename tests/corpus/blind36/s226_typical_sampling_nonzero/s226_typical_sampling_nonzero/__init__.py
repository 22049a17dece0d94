from .sampler import typical_sample

__all__ = ["typical_sample"]
