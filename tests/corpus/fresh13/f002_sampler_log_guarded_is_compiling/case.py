import torch

ENTRY = "f002_sampler_log_guarded_is_compiling.sampler:sample_greedy_or_topk"


def inputs():
    return (torch.randn(3, 32), torch.tensor([0.0, 0.7, 1.0]))
