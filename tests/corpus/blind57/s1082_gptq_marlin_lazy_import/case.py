import torch

ENTRY = "s1082_gptq_marlin_lazy_import.model:compiled_block"


def inputs():
    return (torch.randn(2, 32),)
