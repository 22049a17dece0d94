from .metadata import SamplingMetadata
from .sampler import Sampler

__all__ = ["SamplingMetadata", "Sampler"]
