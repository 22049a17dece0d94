import torch

ENTRY = "h022_two_barriers_deep_first.processors:process_logits"


def inputs():
    return (torch.randn(2, 16),)
