import torch

ENTRY = "s1250_deepseek_yarn_same_name.deepseek_v2:compiled_mla"


def inputs():
    return (torch.tensor([0, 1, 2, 3, 4, 5]), torch.randn(6, 32))
