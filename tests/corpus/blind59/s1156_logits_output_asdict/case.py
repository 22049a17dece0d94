import torch

ENTRY = "s1156_logits_output_asdict.logits_processor:logits_processor"


def inputs():
    return (torch.randn(4, 8),)
