import torch

from .autotuner import KernelConfig, autotune

_CONFIGS = [
    KernelConfig(block_m=16, block_n=64, block_k=64),
    KernelConfig(block_m=64, block_n=128, block_k=64, num_warps=8),
]


def per_token_quant_int8(x: torch.Tensor):
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-10) / 127.0
    x_q = torch.round(x / scale).clamp(-128, 127).to(torch.int8)
    return x_q, scale


@autotune(configs=_CONFIGS, key=["N", "K"], arg_names=["a", "b", "a_scale", "b_scale", "M", "N", "K"])
def _w8a8_int8_matmul(a, b, a_scale, b_scale, M, N, K, *, config: KernelConfig):
    # interpreter build: tile sizes only matter for the real kernel
    acc = torch.matmul(a.to(torch.int32).float(), b.to(torch.int32).float().t())
    return acc * a_scale * b_scale.view(1, -1)


def w8a8_int8_scaled_mm(x: torch.Tensor, weight_q: torch.Tensor, weight_scale: torch.Tensor, bias=None):
    x_q, x_scale = per_token_quant_int8(x)
    M, K = x_q.shape
    N = weight_q.shape[0]
    out = _w8a8_int8_matmul(x_q, weight_q, x_scale, weight_scale, M, N, K)
    if bias is not None:
        out = out + bias
    return out
