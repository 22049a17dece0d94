import torch

ENTRY = "s347_eagle3_profiler_is_compiling.eagle3:draft_extend"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 8), torch.randn(4, 8), torch.randint(0, 16, (4,)))
