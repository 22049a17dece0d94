import torch

ENTRY = "s291_label_map_decode.serving:classify_step"


def inputs():
    return (torch.randn(3, 5, 16), torch.ones(3, 5, dtype=torch.long))
