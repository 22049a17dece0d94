import torch

ENTRY = "s425_gptq_woq_kernel_select.model:compiled_model"


def inputs():
    return (torch.randn(2, 3, 8),)
