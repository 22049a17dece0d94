import torch

from s738_deterministic_mode_env_setdefault.config import LogitsConfig
from s738_deterministic_mode_env_setdefault.logits_processor import LogitsProcessor

ENTRY = "s738_deterministic_mode_env_setdefault.logits_processor:LogitsProcessor.compute_logprobs"


def inputs():
    return (LogitsProcessor(LogitsConfig()), torch.randn(4, 8), torch.randn(16, 8))
