import torch

ENTRY = "h031_callable_topp_root_logging.sampler:sample_probs"


def inputs():
    return (torch.randn(2, 9),)
