import torch

ENTRY = "s996_dynamic_ntk_rope_prehook.llama:compiled_model"


def inputs():
    return (torch.randn(4, 8), torch.arange(4))
