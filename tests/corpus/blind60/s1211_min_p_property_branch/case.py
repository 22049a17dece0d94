import torch

from s1211_min_p_property_branch import SamplingBatchInfo

ENTRY = "s1211_min_p_property_branch.sampler:compiled_head"


def inputs():
    info = SamplingBatchInfo.from_lists(
        temperatures=[0.7, 1.0, 0.9, 1.2],
        top_ps=[0.9, 1.0, 0.95, 0.8],
        top_ks=[20, 32, 5, 10],
        min_ps=[0.0, 0.05, 0.0, 0.1],
    )
    return (torch.randn(4, 8), info)
