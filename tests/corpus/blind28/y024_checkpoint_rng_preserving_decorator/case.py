import torch

from y024_checkpoint_rng_preserving_decorator.runner import TokenRunner

ENTRY = "y024_checkpoint_rng_preserving_decorator.runner:TokenRunner.forward_tokens"


def inputs():
    return (TokenRunner(), torch.randn(2, 3, 8))
