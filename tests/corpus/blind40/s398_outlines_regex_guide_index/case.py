import torch

ENTRY = "s398_outlines_regex_guide_index.guide:decode"


def inputs():
    return (torch.randn(3, 32), torch.tensor([0, 2, 3]))
