import torch

ENTRY = "v112_fp8_clamp_policy_amax_item.linear:ClampedLinear.forward"


def inputs():
    from v112_fp8_clamp_policy_amax_item.linear import ClampedLinear

    return (ClampedLinear(8, 8, policy="saturate"), torch.randn(4, 8))
