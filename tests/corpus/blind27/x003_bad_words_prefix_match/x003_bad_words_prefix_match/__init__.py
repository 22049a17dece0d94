"""Bad-word banning for generation requests (single- and multi-token)."""
from .bad_words import BadWordsProcessor
from .sampler import SamplerHead, sampler_head

__all__ = ["BadWordsProcessor", "SamplerHead", "sampler_head"]
