import torch

from w009_custom_op_sgmv.segments import SegmentInfo

ENTRY = "w009_custom_op_sgmv.layer:compiled_linear"


def inputs():
    return (torch.randn(4, 8), SegmentInfo([1, 3], [0, 2]))
