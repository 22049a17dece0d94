import torch

ENTRY = "f036_sampling_params_copy_copy.logits_processor:compiled_processor"


def inputs():
    return (torch.randn(2, 12),)
