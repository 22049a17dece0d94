from .metadata import SpecDecodeMetadata
from .sampler import rejection_sample

__all__ = ["SpecDecodeMetadata", "rejection_sample"]
