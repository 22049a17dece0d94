import torch

ENTRY = "h090_custom_op_dequant_workspace.awq:linear_compiled"


def inputs():
    return (torch.randn(3, 16),)
