"""Draft/verify loop: target model verifies k draft tokens in one forward."""
from .config import SpecDecodeConfig
from .sampler import RejectionSampler
