import torch

from s1213_grammar_bitmask_backend.model_runner import runner

ENTRY = "s1213_grammar_bitmask_backend.model_runner:sample_step"


def inputs():
    info = runner.make_sampling_info(torch.tensor([0.7, 1.0, 0.9, 1.1]), constrained_rows=2)
    return (torch.randn(4, 8), info)
