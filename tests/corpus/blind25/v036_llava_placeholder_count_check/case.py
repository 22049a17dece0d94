import torch

ENTRY = "v036_llava_placeholder_count_check.llava:compiled_model"


def inputs():
    ids = torch.tensor([[1, 5, 39, 39, 39, 39, 7, 8]])
    # 3 vision layers, 1 image, CLS + 4 patches, width 12
    return (ids, torch.randn(3, 1, 5, 12))
