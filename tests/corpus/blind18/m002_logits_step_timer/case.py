import torch

ENTRY = "m002_logits_step_timer.logits_processor:logits_processor"


def inputs():
    return (torch.randn(4, 8),)
