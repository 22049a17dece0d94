import torch

ENTRY = "h023_multiline_smi_query.tiled:ffn"


def inputs():
    return (torch.randn(4, 8), torch.randn(8, 16), torch.randn(16, 8))
