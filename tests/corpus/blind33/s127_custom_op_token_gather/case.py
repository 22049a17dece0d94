import torch

ENTRY = "s127_custom_op_token_gather.model:compiled"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(2, 1, 16), torch.randn(2, 12, 16), torch.randn(2, 12, 16))
