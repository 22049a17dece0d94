import torch

ENTRY = "s495_logits_postprocess_latency_timer.sampler:step"


def inputs():
    return (torch.randn(4, 64),)
