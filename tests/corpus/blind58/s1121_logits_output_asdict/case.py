import torch

ENTRY = "s1121_logits_output_asdict.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
