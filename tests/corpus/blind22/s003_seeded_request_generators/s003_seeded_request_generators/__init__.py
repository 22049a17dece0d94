"""Random sampling with per-request seeded generators."""
from .rng import GENERATORS, RequestGeneratorRegistry
from .sample import sample_tokens

__all__ = ["GENERATORS", "RequestGeneratorRegistry", "sample_tokens"]
