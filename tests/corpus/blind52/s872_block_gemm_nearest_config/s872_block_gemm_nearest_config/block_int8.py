from typing import Any, Dict, List, Optional

import torch

from .kernel_configs import default_block_config


def per_token_group_quant_int8(x: torch.Tensor, group_size: int):
    M, K = x.shape
    xg = x.view(M, K // group_size, group_size)
    scale = xg.abs().amax(dim=-1).clamp(min=1e-10) / 127.0
    q = torch.round(xg / scale[..., None]).clamp(-128, 127).to(torch.int8)
    return q.view(M, K), scale


def w8a8_block_int8_matmul(
    A: torch.Tensor,
    B: torch.Tensor,
    As: torch.Tensor,
    Bs: torch.Tensor,
    block_size: List[int],
    configs: Optional[Dict[int, Any]],
    output_dtype: torch.dtype = torch.float32,
) -> torch.Tensor:
    M = A.shape[0]
    N, K = B.shape
    block_n, block_k = block_size
    if configs:
        config = configs[min(configs.keys(), key=lambda x: abs(x - M))]
    else:
        config = default_block_config(block_size)

    block_m = config["BLOCK_SIZE_M"]
    A_f = A.to(torch.float32).view(M, K // block_k, block_k) * As[..., None]
    B_f = B.to(torch.float32).view(N // block_n, block_n, K // block_k, block_k)
    B_f = B_f * Bs[:, None, :, None]
    B_f = B_f.reshape(N, K)
    out = A_f.new_empty(M, N)
    A_f = A_f.reshape(M, K)
    for start in range(0, M, block_m):
        out[start:start + block_m] = A_f[start:start + block_m] @ B_f.t()
    return out.to(output_dtype)
