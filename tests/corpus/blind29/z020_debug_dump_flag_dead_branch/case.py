import torch

ENTRY = "z020_debug_dump_flag_dead_branch.model:DocumentEncoder.forward"


def inputs():
    from z020_debug_dump_flag_dead_branch.model import DocumentEncoder

    return (DocumentEncoder(), torch.rand(1, 3, 12, 16))
