import torch

ENTRY = "v124_aspect_bucket_from_sizes.encoder:encode"


def inputs():
    return (torch.randn(1, 3, 12, 16), torch.tensor([480, 640]))
