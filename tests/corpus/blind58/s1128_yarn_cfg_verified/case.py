import torch

ENTRY = "s1128_yarn_cfg_verified.model:attention_scores"


def inputs():
    return (torch.randn(4, 8),)
