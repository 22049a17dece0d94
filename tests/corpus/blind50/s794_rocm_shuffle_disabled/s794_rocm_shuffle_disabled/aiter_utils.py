from typing import Tuple

import torch


@torch.compiler.disable
def shuffle_weight(x: torch.Tensor, layout: Tuple[int, int] = (16, 16)) -> torch.Tensor:
    IN, IK = layout
    BK = IK * 2
    K = 16 // x.element_size()
    BN = IN
    assert x.shape[-2] % BN == 0, f"{x.shape[-2]} % {BN} == {x.shape[-2] % BN}"
    assert x.shape[-1] % BK == 0, f"{x.shape[-1]} % {BK} == {x.shape[-1] % BK}"
    x_ = x.view(-1, x.shape[-2] // BN, BN, x.shape[-1] // BK, BK // K, K)
    x_ = x_.permute(0, 1, 3, 4, 2, 5).contiguous()
    return x_.view(*x.shape)


def unshuffle_gemm(x: torch.Tensor, w_shuffled: torch.Tensor, layout: Tuple[int, int]) -> torch.Tensor:
    IN, IK = layout
    BK = IK * 2
    K = 16 // w_shuffled.element_size()
    w = w_shuffled.view(-1, w_shuffled.shape[-2] // IN, w_shuffled.shape[-1] // BK, BK // K, IN, K)
    w = w.permute(0, 1, 4, 2, 3, 5).reshape(w_shuffled.shape)
    return torch.nn.functional.linear(x, w)
